/**
 * GET /api/invites/verify/:token → { success: true, invite: { group_name, email, existing_account } };
 * 404 unknown, 410 used or expired (the ApiError carries the server's sentence). Never retried: a refusal will not
 * change, and the screen says "Server error while verifying invite." for anything else.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerifyInviteReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { inviteKeys } from '../../../lib/query-keys.ts';

export const verifyInviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: inviteKeys.verify(token),
    queryFn: ({ signal }) =>
      api<VerifyInviteReply>(`/api/invites/verify/${encodeURIComponent(token)}`, { signal }),
    retry: false,
    staleTime: Infinity,
  });

/** The invitation behind `token` (nothing is fetched for an empty token). */
export function useVerifyInvite(token: string) {
  return useQuery({ ...verifyInviteQueryOptions(token), enabled: token !== '' });
}
