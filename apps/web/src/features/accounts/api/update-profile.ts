/**
 * PUT /api/users/profile { name, surname, email, mobile } → { message, user, token? }. A token comes back
 * when name, surname or email changed; it is stored so the user badge and greeting show the new name.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody, UpdateProfileReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { signIn } from '../../../lib/session.ts';
import { accountKeys } from '../../../lib/query-keys.ts';

export const updateProfile = (body: UpdateProfileBody) =>
  api<UpdateProfileReply>('/api/users/profile', { method: 'PUT', body });

/** Saves the profile, stores a fresh token when one is given and refreshes the cached profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (reply) => {
      if (reply.token) signIn(reply.token);
      queryClient.setQueryData(accountKeys.profile(), reply.user);
    },
  });
}
