/**
 * POST /api/users/sign-out-everywhere → { message, token }. The server revokes every sign-in token of
 * the account and drops its sockets; the fresh token keeps this device signed in, so it is stored at
 * once (the socket reconnects with it). The server also deleted every push subscription of the account:
 * this browser's is posted again (lib/session-push.ts keepThisDevice).
 */
import { useMutation } from '@tanstack/react-query';
import type { SignOutEverywhereReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { signIn } from '../../../lib/session.ts';
import { keepThisDevice } from '../../../lib/session-push.ts';

export const signOutEverywhere = () =>
  api<SignOutEverywhereReply>('/api/users/sign-out-everywhere', { method: 'POST' });

/** Signs every other device out and keeps this one signed in with the new token. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: ({ token }) => {
      signIn(token);
      keepThisDevice();
    },
  });
}
