/**
 * POST /api/users/change-password { currentPassword, newPassword } → { message, token }. Every earlier
 * token is revoked by the server, so the fresh one is stored at once, and every push subscription of the
 * account deleted: this browser's is posted again (lib/session-push.ts keepThisDevice).
 */
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, ChangePasswordReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { signIn } from '../../../lib/session.ts';
import { keepThisDevice } from '../../../lib/session-push.ts';

export const changePassword = (body: ChangePasswordBody) =>
  api<ChangePasswordReply>('/api/users/change-password', { method: 'POST', body });

/** Changes the password and keeps the user signed in with the new token. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => {
      signIn(token);
      keepThisDevice();
    },
  });
}
