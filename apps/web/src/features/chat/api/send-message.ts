/**
 * POST /api/chat/message → the stored ChatMessage. Each send carries a client_msg_id made once with
 * crypto.randomUUID(); TanStack Query retries a send that failed for a network reason (or a 5xx) up to
 * 3 times with backoff, with the same id, so the server stores it once. A refusal (4xx) is not retried.
 * Sent offline, it waits (paused) until the connection is back (lib/query-client.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, SendMessageBody } from '@turnout/shared';
import { api, ApiError } from '../../../lib/api.ts';
import { chatKeys, type Conversation } from '../../../lib/query-keys.ts';
import { mergeMessages } from './messages.ts';

export type SendVariables = { content: string; clientMsgId: string };

const retriable = (err: unknown) => err instanceof ApiError && (err.status === 0 || err.status >= 500);

/** The key of a conversation's sends, for listing those still on their way (useMutationState). */
export const sendKey = (c: Conversation) => ['chat-send', c.type, c.id] as const;

export function useSendMessage(c: Conversation) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendKey(c),
    mutationFn: ({ content, clientMsgId }: SendVariables) => {
      const body: SendMessageBody = {
        type: c.type,
        content,
        client_msg_id: clientMsgId,
        ...(c.type === 'group' ? { group_id: c.id } : { recipient_id: c.id }),
      };
      return api<ChatMessage>('/api/chat/message', { method: 'POST', body });
    },
    retry: (failures, err) => failures < 3 && retriable(err),
    retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
    onSuccess: (message) => {
      queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(c), (list) => mergeMessages(list, [message]));
    },
  });
}
