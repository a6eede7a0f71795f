/** POST /api/login { email, password } → { token, user } (docs/product.md#s7-account). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { signIn } from '../../../lib/session.ts';

export const login = (body: LoginBody) => api<LoginReply>('/api/login', { method: 'POST', body });

/** Logs in; on success the cache of any earlier user is dropped and the new token stored. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token }) => {
      queryClient.clear();
      signIn(token);
    },
  });
}
