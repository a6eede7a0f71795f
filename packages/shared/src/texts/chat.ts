/**
 * Chat's user-facing texts and the limits they quote (docs/product.md#s2-chat-screen, #s5-chat, #s8-chat),
 * without zod.
 */
/** Longest message content, in characters after trimming. */
export const CHAT_MESSAGE_MAX = 4000;
/** Messages a conversation endpoint returns by default and at most per call. */
export const CHAT_PAGE_DEFAULT = 200;
/** Shown as the sender of a message whose account was deleted. */
export const DELETED_USER_NAME = 'Deleted user';

export const chatTexts = {
  // Chat screen (docs/product.md#s2)
  loadingChat: 'Loading chat...',
  loadingMessages: 'Loading messages...',
  noMessages: 'No messages yet',
  loadFailed: 'Failed to load messages',
  placeholder: 'Type a message...',
  send: 'Send',
  deleteMessage: 'Delete message',
  read: 'Read',
  sent: 'Sent',
  sendFailed: 'Failed to send message',
  deleteFailed: 'Failed to delete message',
  // Added beside the texts of docs/product.md#s2-chat-screen: day separators, delete with Undo, a
  // rate-limited send.
  today: 'Today',
  yesterday: 'Yesterday',
  messageDeleted: 'Message deleted.',
  undo: 'Undo',
  sendingTooFast: "You're sending messages too fast. Try again in a moment.",
  // Chat landing and lists
  chatTitle: 'Chat',
  groupChats: 'Group Chats',
  directMessages: 'Direct Messages',
  yourGroups: 'Your Groups',
  noGroups: 'You are not a member of any groups.',
  // Direct-message picker (docs/product.md#s2)
  loadingUsers: 'Loading users...',
  noEligibleMembers: 'No eligible members in this group.',
  noGroupsWithMembers: 'You have no groups with members to message.',
  eligibleError: (message: string) => `Error: ${message}`,
  unknownError: 'Unknown error',
  // Validation and refusals (docs/product.md#s5-chat, #s6)
  contentRequired: 'Please type a message before sending.',
  contentTooLong: `A message can be at most ${CHAT_MESSAGE_MAX} characters long.`,
  typeRequired: 'type must be "group" or "direct".',
  recipientMissing: 'Recipient ID is missing for direct message',
  groupMissing: 'Group ID is missing for group message',
  clientMsgIdInvalid: 'client_msg_id must be a UUID.',
  messageIdsRequired: 'message_ids must be a list of message ids.',
  notSharingGroup: 'You can only send direct messages to people who share a group with you.',
  noMessageToSelf: 'You cannot send a direct message to yourself.',
  personNotFound: 'This person does not exist.',
  messageNotFound: 'This message does not exist or is not in your conversations.',
  onlySenderDeletes: 'Only the sender can delete a message.',
  clientMsgIdReused: 'This client_msg_id was already used for a different message.',
  useHttpToSend: 'Messages are sent with POST /api/chat/message; socket emits never create messages.',
  cannotJoinChat: 'You can only join the chat of a group you are a member of.',
} as const;
