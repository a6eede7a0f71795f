/**
 * POST /api/chat/mark-read { message_ids } (direct chat open: docs/product.md#s4-message-read-state) and
 * POST /api/chat/group-messages/{groupId}/read (group chat open: the read mark moves). Failures are only
 * logged (docs/product.md#s8-logged-only); the server then pushes the new unread counts, and the open conversation refetches
 * them (use-conversation.ts).
 */
import type { GroupReadReply, MarkReadReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';

export async function markDirectRead(messageIds: number[]): Promise<void> {
  try {
    await api<MarkReadReply>('/api/chat/mark-read', { method: 'POST', body: { message_ids: messageIds } });
  } catch (err) {
    console.warn('Could not mark messages read', err);
  }
}

export async function markGroupRead(groupId: number): Promise<void> {
  try {
    await api<GroupReadReply>(`/api/chat/group-messages/${groupId}/read`, { method: 'POST' });
  } catch (err) {
    console.warn('Could not move the group chat read mark', err);
  }
}
