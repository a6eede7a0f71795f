/** POST /signup (no /api prefix) { name, surname, mobile, email, password, inviteToken? } → 201 { message, user }. */
import { useMutation } from '@tanstack/react-query';
import type { SignupBody, SignupReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';

export const signup = (body: SignupBody) => api<SignupReply>('/signup', { method: 'POST', body });

/** Creates an account; the caller then sends the user to /login. */
export function useSignup() {
  return useMutation({ mutationFn: signup });
}
