/**
 * One open conversation (docs/product.md#s4-realtime-connection, #s4-incoming-messages,
 * #s4-message-read-state): its messages (TanStack Query cache), kept live over the user's socket.
 *
 * - On every (re)connect the socket joins the room (`join_chat` with the group id, or the user's own id
 *   for a direct chat) and asks for the messages after the last id it holds, so nothing sent while it
 *   was away is missing.
 * - `receive_message` adds a message of this conversation unless its id is already there;
 *   `messages_read` turns the sender's dots green; `message_deleted` removes the message.
 * - While open: unread direct messages to the user are reported read; the group read mark moves to the
 *   newest message, and then the unread counts are refetched; the group's badge events bump nothing
 *   (api/unread.ts).
 */
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isInDirectConversation,
  type ChatMessage,
  type MessageDeletedPush,
  type MessagesReadPush,
} from '@turnout/shared';
import { clientEvents, serverEvents } from '@turnout/shared/realtime';
import { useSocket, useSocketEvent } from '../../lib/socket.ts';
import { chatKeys, type Conversation } from '../../lib/query-keys.ts';
import { markDirectRead, markGroupRead } from './api/mark-read.ts';
import { fetchMessagesAfter, mergeMessages, messagesQueryOptions } from './api/messages.ts';
import { refetchChatUnread, useChatUnreadPushes, useOpenGroupChat } from './api/unread.ts';

export function useConversation(c: Conversation, me: number) {
  const queryClient = useQueryClient();
  const query = useQuery(messagesQueryOptions(c));
  const socket = useSocket();
  useChatUnreadPushes(socket);
  const { type, id } = c;
  // This group's new messages bump no badge while it is on screen: it marks them read.
  useOpenGroupChat(type === 'group' ? id : null);

  const belongs = (m: ChatMessage) =>
    type === 'group' ? m.type === 'group' && m.group_id === id : isInDirectConversation(m, me, id);
  const update = (change: (list: ChatMessage[]) => ChatMessage[]) =>
    queryClient.setQueryData<ChatMessage[]>(chatKeys.messages({ type, id }), (list) => list && change(list));

  useEffect(() => {
    if (!socket) return;
    const key = chatKeys.messages({ type, id });
    const onConnect = () => {
      socket.emit(clientEvents.joinChat, type === 'group' ? id : me);
      const list = queryClient.getQueryData<ChatMessage[]>(key);
      if (!list) return; // the first load is still on its way
      const last = list.at(-1)?.id;
      if (last === undefined) {
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      fetchMessagesAfter({ type, id }, last).then(
        (fresh) => queryClient.setQueryData<ChatMessage[]>(key, (l) => mergeMessages(l, fresh)),
        (err: unknown) => console.warn('Could not catch up on messages', err),
      );
    };
    socket.on('connect', onConnect);
    if (socket.connected) onConnect();
    return () => {
      socket.off('connect', onConnect);
    };
  }, [socket, queryClient, type, id, me]);

  useSocketEvent<ChatMessage>(socket, serverEvents.receiveMessage, (m) => {
    if (belongs(m)) update((list) => mergeMessages(list, [m]));
  });
  useSocketEvent<MessagesReadPush>(socket, serverEvents.messagesRead, ({ message_ids, read_at }) => {
    const ids = new Set(message_ids);
    update((list) => list.map((m) => (ids.has(m.id) ? { ...m, read_at, read_by_recipient_at: read_at } : m)));
  });
  useSocketEvent<MessageDeletedPush>(socket, serverEvents.messageDeleted, ({ id: gone }) => {
    update((list) => list.filter((m) => m.id !== gone));
  });

  // Read state while the conversation is open.
  const reported = useRef(new Set<number>());
  const groupMark = useRef(-1);
  const messages = query.data;
  useEffect(() => {
    if (!messages) return;
    if (type === 'direct') {
      const unread = messages
        .filter((m) => m.recipient_id === me && m.read_at === null && !reported.current.has(m.id))
        .map((m) => m.id);
      if (unread.length === 0) return;
      unread.forEach((mid) => reported.current.add(mid));
      void markDirectRead(unread).then(() => refetchChatUnread(queryClient));
    } else {
      const newest = messages.at(-1)?.id ?? 0;
      if (newest <= groupMark.current) return;
      groupMark.current = newest;
      void markGroupRead(id).then(() => refetchChatUnread(queryClient));
    }
  }, [messages, type, id, me, queryClient]);

  return query;
}
