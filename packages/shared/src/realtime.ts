/**
 * Socket.io contract (docs/design.md#realtime, docs/product.md#s4-realtime-connection,
 * #s9-realtime-defaults): event names, the payloads the server pushes, and the client's connection settings.
 *
 * Every socket sits in its user's room `user:<id>`; group chat sockets also join `group:<id>` after a
 * membership check, and a game screen's socket joins `game:<id>` (`join_game`) after the same check.
 * The server only ever broadcasts what it stored; nothing a client emits is relayed.
 */

/** Events the server emits. */
export const serverEvents = {
  /** Notifications unread count changed: payload NotificationsUnreadPush. */
  notificationsUnreadCount: 'notifications_unread_count',
  /**
   * Chat unread counts changed: payload ChatUnreadPush (docs/product.md#s7 GET /api/chat/unread-count shape).
   */
  chatUnreadCount: 'unread_count',
  /** A stored chat message (docs/product.md#s3-chat-message). */
  receiveMessage: 'receive_message',
  /**
   * A group chat got a new message: payload ChatGroupMessagePush, sent once per message to the room
   * `members:<groupId>`, which every signed-in socket of each member joins on connect, except to the
   * sender's sockets and to sockets that have this chat open (joined with join_chat: they get the
   * message itself, `receive_message`), so each member socket hears of a message once. The client adds one to its groupUnread unless it sent the
   * message or has that chat open (which marks it read); it refetches GET /api/chat/unread-count on
   * (re)connect, after a mark-read and on `message_deleted` (README "Chat").
   */
  chatGroupMessage: 'chat_group_message',
  /** Direct messages were read by their recipient: { message_ids, read_at }. */
  messagesRead: 'messages_read',
  /** A chat message was deleted by its sender: { id }. */
  messageDeleted: 'message_deleted',
  /**
   * This instance is shutting down: { reconnect: true }. The connection drops right after; socket.io
   * reconnects by itself (to another instance) and clients refetch what they show.
   */
  serverRestart: 'server_restart',
  /**
   * A game's team sheet or the game itself changed (an answer, an admin move, an edit, a deletion):
   * payload TeamChangedPush, sent to the game's room `game:<id>` after the change committed. Clients
   * refetch the game and its team (a deleted game then answers 404). docs/design.md#realtime.
   */
  teamChanged: 'team_changed',
} as const;

/** Events a client may emit. */
export const clientEvents = {
  /** Join a chat room: a group id (membership checked) or the user's own id (no-op). */
  joinChat: 'join_chat',
  /** docs/product.md#s7 client emit; the server never creates or relays a message from it. */
  sendMessage: 'send_message',
  /** Join a game's room `game:<id>` (payload `{ gameId }`): members of the game's group only. */
  joinGame: 'join_game',
  /** Leave a game's room (payload `{ gameId }`). */
  leaveGame: 'leave_game',
} as const;

export type NotificationsUnreadPush = { unreadCount: number };
export type ChatUnreadPush = { groupUnread: number; directUnread: number };
/** Payload of `chat_group_message`: which group chat got which message, from whom (null: deleted user). */
export type ChatGroupMessagePush = { group_id: number; message_id: number; sender_id: number | null };
/**
 * Payload of `team_changed`: the game whose sheet changed, and `game`: whether its details changed too (an
 * edit, a cancellation, a deletion, a series edit; true when absent). An answer or a team move changes the
 * sheet only: clients then refetch the sheet and take the counts on the game from it.
 */
export type TeamChangedPush = { gameId: number; game?: boolean };

/** socket.io-client options of docs/product.md#s9 (ms). Unlimited reconnection attempts. */
export const realtimeClientDefaults = {
  path: '/socket.io',
  timeout: 20_000,
  reconnection: true,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
} as const;
