/** GET /api/users/profile → { id, name, surname, email, mobile } (docs/product.md#s2-profile). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { accountKeys } from '../../../lib/query-keys.ts';

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => api<Profile>('/api/users/profile', { signal }),
    retry: false,
  });

/** The signed-in user's own profile. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
