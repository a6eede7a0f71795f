/**
 * POST /api/login/request-password-reset { email } → { message } (always the same 200 answer, whether
 * or not the account exists); 429 with a sentence past the rate limits.
 */
import { useMutation } from '@tanstack/react-query';
import type { PasswordResetReply, RequestPasswordResetBody } from '@turnout/shared';
import { api } from '../../../lib/api.ts';

export const requestPasswordReset = (body: RequestPasswordResetBody) =>
  api<PasswordResetReply>('/api/login/request-password-reset', { method: 'POST', body });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
