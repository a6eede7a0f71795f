/**
 * GET /api/chat/unread-count → { groupUnread, directUnread } (docs/product.md#s3-unread-counts), kept live on the
 * user's socket (README "Chat"):
 *
 * - `chat_group_message` { group_id, message_id, sender_id } (one per group message, to every member's
 *   sockets but the sender's and those with that chat open): groupUnread goes up by one, unless the user sent it or has that group's chat open on
 *   screen (that screen marks it read); each message is counted once however many of the user's
 *   sockets hear it (`bumpsGroupUnread`);
 * - `unread_count` (the server's own count after a mark-read or a direct message) replaces the cache;
 * - a (re)connect, a mark-read (`refetchChatUnread`) and `message_deleted` refetch the counts, so what
 *   the badge shows then is the server's count again.
 *
 * A failed fetch is only logged (docs/product.md#s8-logged-only): the badges stay at 0 and the call is not retried. Home (the
 * Chat badge: the sum) and /chat (one badge each) read the same cache entry.
 */
import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import type { ChatGroupMessagePush, ChatUnreadReply } from '@turnout/shared';
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

/** The group chats open on screen now (group id → how many screens show it). */
const openGroupChats = new Map<number, number>();

/** Marks the chat of `groupId` as open on screen while the calling component is mounted (null: none). */
export function useOpenGroupChat(groupId: number | null) {
  useEffect(() => {
    if (groupId === null) return;
    openGroupChats.set(groupId, (openGroupChats.get(groupId) ?? 0) + 1);
    return () => {
      const n = (openGroupChats.get(groupId) ?? 1) - 1;
      if (n > 0) openGroupChats.set(groupId, n);
      else openGroupChats.delete(groupId);
    };
  }, [groupId]);
}

/**
 * THE bump rule: does `push` add one to the groupUnread of user `me`? Not for their own message, not
 * for a chat in `openGroups` (on screen, so marked read), not for a message already counted (`counted`,
 * which it then holds: one user's several sockets each hear the same message).
 */
export function bumpsGroupUnread(
  push: ChatGroupMessagePush,
  me: number | null,
  openGroups: ReadonlySet<number> | ReadonlyMap<number, unknown>,
  counted: Set<number>,
): boolean {
  if (me === null || push.sender_id === me || openGroups.has(push.group_id)) return false;
  if (counted.has(push.message_id)) return false;
  counted.add(push.message_id);
  // Only the recent ids matter (a repeat arrives within moments): keep the set small.
  if (counted.size > 1000) counted.delete(counted.values().next().value!);
  return true;
}

/** The message ids already counted, per query cache (one per signed-in app). */
const countedOf = new WeakMap<QueryClient, Set<number>>();

/**
 * Refetches the unread counts (after a mark-read, a deletion, a reconnect), and with them the inbox's
 * lists that show counts (README "Chat", inbox): the direct conversations and each group's unread count
 * (only the ones on screen refetch).
 */
export function refetchChatUnread(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: chatKeys.unread() }),
    refetchInbox(queryClient),
  ]).then(() => undefined);
}

/** Refetches the inbox lists: a message arrived, was read or was deleted. */
function refetchInbox(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
    queryClient.invalidateQueries({ queryKey: chatKeys.groupUnread() }),
  ]).then(() => undefined);
}

/** Keeps the cached counts live on `socket` (see above; call where a socket is already open). */
export function useChatUnreadPushes(socket: Socket | null) {
  const queryClient = useQueryClient();
  const me = useSession()?.user.id ?? null;
  useSocketEvent<ChatUnreadReply>(socket, serverEvents.chatUnreadCount, (counts) => {
    queryClient.setQueryData(chatKeys.unread(), counts);
    // A direct message arrived or was read: the inbox's last message and counts changed.
    void refetchInbox(queryClient);
  });
  useSocketEvent(socket, serverEvents.receiveMessage, () => void refetchInbox(queryClient));
  useSocketEvent<ChatGroupMessagePush>(socket, serverEvents.chatGroupMessage, (push) => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.groupUnread() });
    let counted = countedOf.get(queryClient);
    if (!counted) countedOf.set(queryClient, (counted = new Set()));
    if (!bumpsGroupUnread(push, me, openGroupChats, counted)) return;
    queryClient.setQueryData<ChatUnreadReply>(
      chatKeys.unread(),
      (counts) => counts && { ...counts, groupUnread: (Number(counts.groupUnread) || 0) + 1 },
    );
  });
  useSocketEvent(socket, serverEvents.messageDeleted, () => void refetchChatUnread(queryClient));
  useSocketEvent(socket, 'connect', () => void refetchChatUnread(queryClient));
}

/** { groupUnread, directUnread }, live on the screen's `socket`; 0s while loading or signed out. */
export function useChatUnreadCounts(socket: Socket | null): ChatUnreadReply {
  const signedIn = useSession() !== null;
  useChatUnreadPushes(socket);
  const query = useQuery({ ...chatUnreadQueryOptions(), enabled: signedIn });
  return query.data ?? none;
}

/** groupUnread + directUnread: the Home screen's Chat badge (docs/product.md#s3). */
export function chatUnreadTotal(counts: ChatUnreadReply): number {
  return (Number(counts.groupUnread) || 0) + (Number(counts.directUnread) || 0);
}
