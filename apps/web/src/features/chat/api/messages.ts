/**
 * GET /api/chat/group-messages/{groupId} and /direct-messages/{userId} → ChatMessage[] oldest first
 * (the latest 200). `fetchMessagesAfter` asks only for what came after a message id (reconnect catch-up).
 * `mergeMessages` adds messages whose id is not there yet (docs/product.md#s4-incoming-messages), keeping id
 * order.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ChatMessage } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { chatKeys, type Conversation } from '../../../lib/query-keys.ts';

const base = (c: Conversation) =>
  c.type === 'group' ? `/api/chat/group-messages/${c.id}` : `/api/chat/direct-messages/${c.id}`;

export const messagesQueryOptions = (c: Conversation) =>
  queryOptions({
    queryKey: chatKeys.messages(c),
    queryFn: ({ signal }) => api<ChatMessage[]>(base(c), { signal }),
    staleTime: Infinity, // kept fresh by socket pushes and the reconnect catch-up
  });

export const fetchMessagesAfter = (c: Conversation, afterId: number) =>
  api<ChatMessage[]>(`${base(c)}?after=${afterId}`);

export function mergeMessages(list: ChatMessage[] | undefined, incoming: ChatMessage[]): ChatMessage[] {
  const current = list ?? [];
  const known = new Set(current.map((m) => m.id));
  const fresh = incoming.filter((m) => !known.has(m.id) && known.add(m.id));
  if (fresh.length === 0) return current;
  return [...current, ...fresh].sort((a, b) => a.id - b.id);
}
