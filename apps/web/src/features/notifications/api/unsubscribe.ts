/**
 * An unsubscribe link of an email (README "Notifications", List-Unsubscribe): GET /api/unsubscribe/{token}
 * → { kind, email_enabled, message } changes nothing (mail scanners open links); POST turns that kind of
 * email off and answers the same shape. The token is the only authority: the calls carry no session
 * (`bearer: false`), so a tampered link's 401 never signs a signed-in reader out. Neither call is
 * retried: a refusal will not change. A successful POST refreshes the settings of whoever is signed in.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { notificationSettingsKeys } from '../../../lib/query-keys.ts';

const path = (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}`;

export const unsubscribeLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: notificationSettingsKeys.unsubscribe(token),
    queryFn: ({ signal }) => api<UnsubscribeReply>(path(token), { signal, bearer: false }),
    retry: false,
    staleTime: Infinity,
  });

/** What the link behind `token` turns off (nothing is fetched for an empty token). */
export function useUnsubscribeLink(token: string) {
  return useQuery({ ...unsubscribeLinkQueryOptions(token), enabled: token !== '' });
}

export const unsubscribe = (token: string) =>
  api<UnsubscribeReply>(path(token), { method: 'POST', bearer: false });

/** Turns off the kind of email the link names. */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationSettingsKeys.mine() }),
  });
}
