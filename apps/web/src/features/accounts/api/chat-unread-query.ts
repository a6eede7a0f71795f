/**
 * GET /api/chat/unread-count → { groupUnread, directUnread }; the chat badge shows their sum (spec §3).
 * A failure is only logged (spec §8): the badge stays at 0 and the call is not retried. The cache holds
 * the reply in the spec's shape, so the chat feature may share this query key.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { accountKeys } from './keys.ts';

type ChatUnread = { groupUnread: number; directUnread: number };

export const chatUnreadQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.chatUnread(),
    queryFn: async ({ signal }) => {
      try {
        return await api<ChatUnread>('/api/chat/unread-count', { signal });
      } catch (err) {
        console.warn('Could not load the unread chat count', err);
        return { groupUnread: 0, directUnread: 0 };
      }
    },
    retry: false,
  });

/** Unread group plus direct messages; 0 while loading or when the count cannot be had. */
export function useChatUnread(enabled: boolean): number {
  const query = useQuery({
    ...chatUnreadQueryOptions(),
    enabled,
    select: (reply: ChatUnread) => (Number(reply?.groupUnread) || 0) + (Number(reply?.directUnread) || 0),
  });
  return query.data ?? 0;
}
