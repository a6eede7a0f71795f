/**
 * Drizzle schema of Turnout's PostgreSQL database (DESIGN.md "Data model").
 *
 * One schema and one set of migrations (apps/server/drizzle) serve PGlite and a PostgreSQL server alike;
 * the SQL must run on PostgreSQL 15. Ids are integers. Deleting a user removes their personal rows
 * (memberships, RSVPs, notifications) and nulls their authorship elsewhere, so past chat reads
 * "Deleted user".
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Bumped to revoke every earlier sign-in token (password change, reset, account deletion). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** "Ask me before adding me to a group": an add by mobile sends an invitation instead of adding. */
    requireInvite: boolean('require_invite').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobile_key').on(t.mobile),
  ],
);

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);

export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    mobile: text('mobile'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('invites_token_hash_key').on(t.tokenHash), index('invites_group_idx').on(t.groupId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    gameDatetime: timestamp('game_datetime', { withTimezone: true }).notNull(),
    venue: text('venue'),
    /** Money as numeric(10,2); drizzle returns it as a decimal string ("60.00"). */
    cost: numeric('cost', { precision: 10, scale: 2 }),
    opponent: text('opponent'),
    colour: text('colour'),
    notes: text('notes'),
    maxPlayers: integer('max_players').notNull(),
    /** Hours before game_datetime after which main-team players may no longer opt out; 0 = no cutoff. */
    rsvpCutoff: integer('rsvp_cutoff').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('games_group_datetime_idx').on(t.groupId, t.gameDatetime),
    check('games_max_players_positive', sql`${t.maxPlayers} > 0`),
    check('games_rsvp_cutoff_nonnegative', sql`${t.rsvpCutoff} >= 0`),
    check('games_cost_nonnegative', sql`${t.cost} >= 0`),
  ],
);

/** A games row as Drizzle returns it (games and the team sheet both hold one). */
export type GameRow = typeof games.$inferSelect;

export const rsvpStatus = pgEnum('rsvp_status', ['in', 'reserves', 'out']);

/** Orders each list of the team sheet: the lower the position, the earlier the player joined that list. */
export const rsvpPositionSeq = pgSequence('rsvp_position_seq');

export const rsvps = pgTable(
  'rsvps',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'in' = main team, 'reserves' = reserves queue, 'out' = not attending. No row = pending. */
    status: rsvpStatus('status').notNull(),
    position: bigint('position', { mode: 'number' })
      .notNull()
      .default(sql`nextval('rsvp_position_seq')`),
    respondedAt: timestamp('responded_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId] }), index('rsvps_user_idx').on(t.userId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    link: text('link'),
    createdAt: createdAt(),
    isRead: boolean('is_read').notNull().default(false),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

export const chatType = pgEnum('chat_type', ['group', 'direct']);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    type: chatType('type').notNull(),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    clientMsgId: text('client_msg_id'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_messages_group_idx').on(t.groupId, t.id),
    index('chat_messages_direct_idx').on(t.senderId, t.recipientId, t.id),
    index('chat_messages_recipient_unread_idx').on(t.recipientId).where(sql`${t.readAt} is null`),
    uniqueIndex('chat_messages_client_msg_key').on(t.senderId, t.clientMsgId),
  ],
);

export const groupChatReads = pgTable(
  'group_chat_reads',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);
