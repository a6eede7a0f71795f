/**
 * Passkeys (README "Signing in", Passkeys): the calls behind the profile's Passkeys card and
 * "Sign in with a passkey".
 * - GET /api/passkeys → { passkeys }; POST /api/passkeys/registration-options → creation options;
 *   POST /api/passkeys { response, name, current_password } → 201; DELETE /api/passkeys/{id}
 *   { current_password }.
 * - POST /api/login/passkey/options → request options; POST /api/login/passkey { response } →
 *   { token, user }: sent without a bearer token and never ending a session on its 401 (a refused
 *   passkey is no expired session).
 * The WebAuthn JSON types are @simplewebauthn/browser's (types only: the library itself is loaded by
 * the screens that run a ceremony).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { AddPasskeyReply, LoginReply, PasskeysReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { accountKeys } from '../../../lib/query-keys.ts';
import { signIn } from '../../../lib/session.ts';

/** The signed-in user's passkeys, oldest first. */
export function usePasskeys() {
  return useQuery({
    queryKey: accountKeys.passkeys(),
    queryFn: ({ signal }) => api<PasskeysReply>('/api/passkeys', { signal }),
  });
}

export const registrationOptions = () =>
  api<PublicKeyCredentialCreationOptionsJSON>('/api/passkeys/registration-options', { method: 'POST' });

/** Stores the registration `response` as a passkey named `name`; refreshes the list. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { response: RegistrationResponseJSON; name: string; current_password: string }) =>
      api<AddPasskeyReply>('/api/passkeys', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.passkeys() }),
  });
}

/** Removes passkey `id` (the current password is the fresh check); refreshes the list. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, current_password }: { id: number; current_password: string }) =>
      api<{ message: string }>(`/api/passkeys/${id}`, { method: 'DELETE', body: { current_password } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.passkeys() }),
  });
}

export const signInOptions = () =>
  api<PublicKeyCredentialRequestOptionsJSON>('/api/login/passkey/options', {
    method: 'POST',
    bearer: false,
    endSessionOn401: false,
  });

/** Signs in with an authentication `response`: the token is stored as a password sign-in's. */
export async function signInWithPasskey(response: AuthenticationResponseJSON): Promise<LoginReply> {
  const reply = await api<LoginReply>('/api/login/passkey', {
    method: 'POST',
    body: { response },
    bearer: false,
    endSessionOn401: false,
  });
  signIn(reply.token);
  return reply;
}
