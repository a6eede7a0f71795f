/**
 * Chat: request/response schemas, types and user-facing texts of /api/chat and the chat screens
 * (docs/product.md#s2-chat-screen, #s2-direct-picker, #s2-chat-groups; #s3-chat-message, #s3-eligible-user,
 * #s3-unread-counts; #s5-chat; #s7-chat; #s8-chat).
 *
 * A message's content is trimmed, not blank (invisible characters alone are blank), free of control
 * characters but newlines and tabs, and at most 4000 characters (docs/product.md#s9-unstated: the
 * original specification set no limit). Datetimes are ISO 8601 strings in UTC. Socket event names live
 * in realtime.ts.
 */
import { z } from 'zod';
import { idParamSchema, idSchema, multiLineText } from './common.ts';
import { CHAT_MESSAGE_MAX, CHAT_PAGE_DEFAULT, chatTexts } from './texts/chat.ts';
export * from './texts/chat.ts';

/**
 * Message content: trimmed, at most CHAT_MESSAGE_MAX characters, newlines and tabs allowed but no other
 * control characters, and not blank — whitespace and invisible characters alone do not make a message
 * (common.ts multiLineText).
 */
export const chatContentSchema = multiLineText({
  label: 'Message',
  required: chatTexts.contentRequired,
  max: CHAT_MESSAGE_MAX,
  tooLong: chatTexts.contentTooLong,
});

export const chatTypeSchema = z.enum(['group', 'direct'], { error: chatTexts.typeRequired });
export type ChatType = z.infer<typeof chatTypeSchema>;

/**
 * POST /api/chat/message. group_id is required for a group message, recipient_id for a direct one
 * (docs/product.md#s5: "Recipient ID is missing for direct message"). client_msg_id (a UUID made by the
 * client) makes the call idempotent: a retry with the same id returns the stored message.
 */
export const sendMessageBodySchema = z
  .object({
    type: chatTypeSchema,
    content: chatContentSchema,
    group_id: idSchema('group_id').nullish(),
    recipient_id: idSchema('recipient_id').nullish(),
    client_msg_id: z.uuid({ error: chatTexts.clientMsgIdInvalid }).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'direct' && body.recipient_id == null) {
      ctx.addIssue({ code: 'custom', path: ['recipient_id'], message: chatTexts.recipientMissing });
    }
    if (body.type === 'group' && body.group_id == null) {
      ctx.addIssue({ code: 'custom', path: ['group_id'], message: chatTexts.groupMissing });
    }
  });
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

/**
 * A stored chat message as every endpoint and `receive_message` carry it (docs/product.md#s3-chat-message).
 */
export const chatMessageSchema = z.object({
  id: z.number(),
  type: chatTypeSchema,
  /** null once the sender's account is deleted (name then reads "Deleted user"). */
  sender_id: z.number().nullable(),
  /** Group messages only. */
  group_id: z.number().optional(),
  /** Direct messages only; null once the recipient's account is deleted. */
  recipient_id: z.number().nullable().optional(),
  content: z.string(),
  /** When the server stored it (ISO 8601 UTC). */
  timestamp: z.string(),
  name: z.string(),
  surname: z.string(),
  /** When the recipient read a direct message; null when unread and for group messages. */
  read_at: z.string().nullable(),
  /** The same instant, named for the sender's status dot ("Read" when set). */
  read_by_recipient_at: z.string().nullable(),
  client_msg_id: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessagesReplySchema = z.array(chatMessageSchema);

/** GET /api/chat/group-messages/{groupId} and /direct-messages/{userId} paging (ids are message ids). */
export const conversationQuerySchema = z.object({
  before: idParamSchema('before').optional(),
  after: idParamSchema('after').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int({ error: 'limit must be a whole number.' })
    .min(1, { error: 'limit must be at least 1.' })
    .max(CHAT_PAGE_DEFAULT, { error: `limit must be at most ${CHAT_PAGE_DEFAULT}.` })
    .optional(),
});
export type ConversationQuery = z.infer<typeof conversationQuerySchema>;

export const groupChatParamsSchema = z.object({ groupId: idParamSchema('groupId') });
export const directChatParamsSchema = z.object({ userId: idParamSchema('userId') });
export const messageIdParamsSchema = z.object({ id: idParamSchema('id') });

/** POST /api/chat/mark-read: ids of direct messages addressed to the caller (others are ignored). */
export const markReadBodySchema = z.object({
  message_ids: z.array(idSchema('Each message id'), { error: chatTexts.messageIdsRequired }).max(1000),
});
export type MarkReadBody = z.infer<typeof markReadBodySchema>;
export const markReadReplySchema = z.object({
  success: z.literal(true),
  message_ids: z.array(z.number()),
  read_at: z.string().nullable(),
});
export type MarkReadReply = z.infer<typeof markReadReplySchema>;

/** POST /api/chat/group-messages/{groupId}/read: the caller's read mark moved to the newest message. */
export const groupReadReplySchema = z.object({ success: z.literal(true), last_read_message_id: z.number() });
export type GroupReadReply = z.infer<typeof groupReadReplySchema>;

/** DELETE /api/chat/message/{id}. */
export const deleteMessageReplySchema = z.object({ success: z.literal(true), id: z.number() });
export type DeleteMessageReply = z.infer<typeof deleteMessageReplySchema>;

/** GET /api/chat/unread-count (docs/product.md#s3-unread-counts; the badge shows the sum). */
export const chatUnreadReplySchema = z.object({ groupUnread: z.number(), directUnread: z.number() });
export type ChatUnreadReply = z.infer<typeof chatUnreadReplySchema>;

/**
 * One of the caller's direct conversations (README "Chat", inbox): the other person, the latest
 * message either way (timestamp ISO 8601 UTC; sender_id null once its sender's account is gone) and how
 * many of their messages the caller has not read.
 */
export const chatConversationSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  surname: z.string(),
  last_message: z.object({ content: z.string(), timestamp: z.string(), sender_id: z.number().nullable() }),
  unread: z.number(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;
/** GET /api/chat/conversations: newest last message first. */
export const chatConversationsReplySchema = z.array(chatConversationSchema);

/** One of the caller's groups and its unread group messages (GET /api/chat/group-unread). */
export const groupUnreadSchema = z.object({ group_id: z.number(), unread: z.number() });
export type GroupUnread = z.infer<typeof groupUnreadSchema>;
export const groupUnreadReplySchema = z.array(groupUnreadSchema);

/**
 * GET /api/chat/eligible-users (docs/product.md#s3-eligible-user): the caller's groups, the caller excluded.
 */
export const eligibleGroupSchema = z.object({
  group_id: z.number(),
  group_name: z.string(),
  members: z.array(z.object({ user_id: z.number(), name: z.string(), surname: z.string() })),
});
export type EligibleGroup = z.infer<typeof eligibleGroupSchema>;
export const eligibleUsersReplySchema = z.array(eligibleGroupSchema);

/** `messages_read` push to the sender: these direct messages were read at read_at. */
export type MessagesReadPush = { message_ids: number[]; read_at: string };
/** `message_deleted` push to the conversation's audience. */
export type MessageDeletedPush = {
  id: number;
  type: ChatType;
  sender_id: number | null;
  group_id?: number;
  recipient_id?: number | null;
};

/** True when `message` belongs to the direct conversation between `me` and `other`. */
export function isInDirectConversation(
  message: Pick<ChatMessage, 'type' | 'sender_id' | 'recipient_id'>,
  me: number,
  other: number,
): boolean {
  if (message.type !== 'direct') return false;
  return (
    (message.sender_id === me && message.recipient_id === other) ||
    (message.sender_id === other && message.recipient_id === me)
  );
}
