/**
 * DELETE /api/chat/message/{id} → { success, id } (docs/product.md#s3-chat-message): `deleteMessage` sends it
 * and, once the server confirms, takes the message out of the conversation's cached list. Rejects with the
 * ApiError.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, DeleteMessageReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { chatKeys, type Conversation } from '../../../lib/query-keys.ts';

export async function deleteMessage(queryClient: QueryClient, c: Conversation, id: number): Promise<void> {
  await api<DeleteMessageReply>(`/api/chat/message/${id}`, { method: 'DELETE' });
  queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(c), (list) => list?.filter((m) => m.id !== id));
}
