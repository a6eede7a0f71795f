/**
 * POST /api/login/reset-password { token, email, newPassword } → { message }. Does not sign in: every
 * earlier sign-in token is revoked, so a stored one of that account is dropped too. 400 / 410 with a sentence for a bad,
 * used or expired link.
 */
import { useMutation } from '@tanstack/react-query';
import type { PasswordResetReply, ResetPasswordBody } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { getSession, signOut } from '../../../lib/session.ts';

export const resetPassword = (body: ResetPasswordBody) =>
  api<PasswordResetReply>('/api/login/reset-password', { method: 'POST', body });

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (_reply, body) => {
      const session = getSession();
      if (session && session.user.email.toLowerCase() === body.email.trim().toLowerCase()) signOut();
    },
  });
}
