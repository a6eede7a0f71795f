/** DELETE /api/chat/message/{id} → { success, id }; the message leaves the list once the server confirms. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, DeleteMessageReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { chatKeys, type Conversation } from '../../../lib/query-keys.ts';

export function useDeleteMessage(c: Conversation) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<DeleteMessageReply>(`/api/chat/message/${id}`, { method: 'DELETE' }),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(c), (list) =>
        list?.filter((m) => m.id !== id),
      );
    },
  });
}
