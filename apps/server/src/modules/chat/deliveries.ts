/**
 * A chat message's Web Push and email deliveries (README "Notifications" and "Chat"), written in the
 * message's own transaction (docs/decisions/011-jobs-in-the-transaction.md): the message and its
 * `notifications.deliver` job commit together or not at all, and a message that nobody would get by
 * push or email writes no job. The job's handler (notifications/delivery.ts) still asks settings.ts
 * `wants` for each delivery when it runs.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_NOTIFICATION_SETTINGS, fullName, type ChatMessage } from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { cutText, queueDeliveries, type Delivery } from '../notifications/index.ts';
import * as repo from './repository.ts';

/**
 * The deliveries of one newly stored chat message (README "Notifications": every chat message to a
 * person, not from them): to `recipientIds` (a direct message's recipient, or the group's members)
 * except the sender. Title: the sender's name, and the group's for a group message; body: the text
 * (cut to CHAT_DELIVERY_MAX_CHARS); link: the chat's client route (/chat/group/{id}, or
 * /chat/direct/{senderId} as the recipient sees it); tag: one per conversation.
 */
export function chatDeliveries(
  message: { senderId: number; senderName: string; content: string } & (
    { groupId: number; groupName: string } | { groupId?: undefined; groupName?: undefined }
  ),
  recipientIds: number[],
): Delivery[] {
  const { senderId, senderName, content } = message;
  const group = message.groupId !== undefined;
  return [...new Set(recipientIds)]
    .filter((userId) => userId !== senderId)
    .map((userId) => ({
      userId,
      kind: 'chat' as const,
      message: cutText(content),
      link: group ? `/chat/group/${message.groupId}` : `/chat/direct/${senderId}`,
      title: group ? `${senderName} · ${message.groupName}` : senderName,
      senderName,
      tag: group ? `chat-group-${message.groupId}` : `chat-direct-${senderId}`,
      ...(group ? { groupId: message.groupId } : {}),
    }));
}

/**
 * Inside the transaction `tx` that stored `message` (newly stored: never a retry of a client_msg_id),
 * writes its deliveries (`chatDeliveries`) as `notifications.deliver` jobs: one per recipient who could
 * get it by push or email (repository.ts `chatReach`, one query: a member of the group or the
 * recipient, not the sender, not muting the group), none at all when there is nobody. Rejects when the
 * job cannot be written, which rolls the message back.
 */
export async function queueChatDeliveries(
  app: Pick<FastifyInstance, 'jobs' | 'log' | 'mailer'>,
  tx: Executor,
  message: ChatMessage,
): Promise<void> {
  if (message.sender_id === null) return;
  const defaults = { push: DEFAULT_NOTIFICATION_SETTINGS.push.chat, email: DEFAULT_NOTIFICATION_SETTINGS.email.chat };
  const sender = { senderId: message.sender_id, senderName: fullName(message), content: message.content };
  if (message.type === 'group' && message.group_id !== undefined) {
    const groupId = message.group_id;
    const reach = await repo.chatReach(tx, { groupId }, message.sender_id, defaults);
    if (reach.length === 0) return;
    const deliveries = chatDeliveries(
      { ...sender, groupId, groupName: reach[0]!.groupName ?? '' },
      reach.map((r) => r.userId),
    );
    await queueDeliveries(app, deliveries, tx);
  } else if (typeof message.recipient_id === 'number') {
    const reach = await repo.chatReach(tx, { recipientId: message.recipient_id }, message.sender_id, defaults);
    if (reach.length === 0) return;
    await queueDeliveries(app, chatDeliveries(sender, [message.recipient_id]), tx);
  }
}
