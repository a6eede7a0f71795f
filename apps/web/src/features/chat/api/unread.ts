/**
 * GET /api/chat/unread-count → { groupUnread, directUnread } (spec §3 Unread counts), kept live by the
 * server's `unread_count` pushes on the user's socket. A failed fetch is only logged (spec §8): the
 * badges stay at 0 and the call is not retried. Home (the Chat badge: the sum) and /chat (one badge
 * each) read the same cache entry.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import type { ChatUnreadReply } from '@turnout/shared';
import { serverEvents } from '@turnout/shared/realtime';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { chatKeys } from '../../../lib/query-keys.ts';

const none: ChatUnreadReply = { groupUnread: 0, directUnread: 0 };

export const chatUnreadQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: async ({ signal }) => {
      try {
        return await api<ChatUnreadReply>('/api/chat/unread-count', { signal });
      } catch (err) {
        console.warn('Could not load the unread chat counts', err);
        return none;
      }
    },
    retry: false,
  });

/** The counts as the server pushes them onto the cache (call where a socket is already open). */
export function useChatUnreadPushes(socket: Socket | null) {
  const queryClient = useQueryClient();
  useSocketEvent<ChatUnreadReply>(socket, serverEvents.chatUnreadCount, (counts) => {
    queryClient.setQueryData(chatKeys.unread(), counts);
  });
}

/** { groupUnread, directUnread }, live on the screen's `socket`; 0s while loading or signed out. */
export function useChatUnreadCounts(socket: Socket | null): ChatUnreadReply {
  const signedIn = useSession() !== null;
  useChatUnreadPushes(socket);
  const query = useQuery({ ...chatUnreadQueryOptions(), enabled: signedIn });
  return query.data ?? none;
}

/** groupUnread + directUnread: the Home screen's Chat badge (spec §3). */
export function chatUnreadTotal(counts: ChatUnreadReply): number {
  return (Number(counts.groupUnread) || 0) + (Number(counts.directUnread) || 0);
}
