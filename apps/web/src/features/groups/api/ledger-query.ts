/**
 * GET /api/groups/:id/ledger → { currency, members: [{ user_id, name, surname, owed, paid, balance }] }
 * (README "Who pays what"): money as strings with two decimals, over the group's games that have kicked
 * off. A group admin gets every member, a member only their own row (the server decides).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

export const ledgerQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: groupKeys.ledger(groupId),
    queryFn: ({ signal }) => api<LedgerReply>(`/api/groups/${groupId}/ledger`, { signal }),
  });

/** The group's ledger as the signed-in user may see it (not fetched for an invalid id). */
export function useLedger(groupId: number) {
  // Asked anew each time the tab opens: payments and attendance marks change on the game screen,
  // whose mutations refresh the games' queries, not the group's.
  return useQuery({
    ...ledgerQueryOptions(groupId),
    enabled: groupId > 0,
    refetchOnMount: 'always',
  });
}
