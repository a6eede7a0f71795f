/**
 * PUT /api/users/profile { name, surname, email, mobile } → { message, user, token? }. A token comes back
 * when name, surname or email changed; it is stored so the user badge and greeting show the new name.
 * An email change also deleted every push subscription of the account on the server: with a token,
 * this browser's is posted again (lib/session-push.ts keepThisDevice; a mere upsert after a name change).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody, UpdateProfileReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { signIn } from '../../../lib/session.ts';
import { keepThisDevice } from '../../../lib/session-push.ts';
import { accountKeys } from '../../../lib/query-keys.ts';

export const updateProfile = (body: UpdateProfileBody) =>
  api<UpdateProfileReply>('/api/users/profile', { method: 'PUT', body });

/** Saves the profile, stores a fresh token when one is given and refreshes the cached profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (reply) => {
      if (reply.token) {
        signIn(reply.token);
        keepThisDevice();
      }
      queryClient.setQueryData(accountKeys.profile(), reply.user);
    },
  });
}
