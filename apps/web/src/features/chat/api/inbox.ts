/**
 * The chat inbox (README "Chat", inbox): GET /api/chat/conversations → the caller's direct conversations,
 * newest first, each with its last message and unread count; GET /api/chat/group-unread → each of the
 * caller's groups' unread count. Both refetch when a chat socket event says something changed
 * (./unread.ts useChatUnreadPushes, mounted with the app's navigation).
 */
import { useQuery } from '@tanstack/react-query';
import type { ChatConversation, GroupUnread } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { chatKeys } from '../../../lib/query-keys.ts';

export function useConversations() {
  return useQuery({
    queryKey: chatKeys.conversations(),
    queryFn: ({ signal }) => api<ChatConversation[]>('/api/chat/conversations', { signal }),
  });
}

/** group id → unread group messages; empty while loading or when the count could not be loaded. */
export function useGroupUnread(): Map<number, number> {
  const query = useQuery({
    queryKey: chatKeys.groupUnread(),
    queryFn: ({ signal }) => api<GroupUnread[]>('/api/chat/group-unread', { signal }),
    retry: false,
  });
  return new Map((query.data ?? []).map((g) => [g.group_id, g.unread]));
}
