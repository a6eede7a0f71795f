/**
 * Drizzle schema of Turnout's PostgreSQL database (docs/design.md#data-model).
 *
 * One schema and one set of migrations (apps/server/drizzle) serve PGlite and a PostgreSQL server alike;
 * the SQL must run on PostgreSQL 15. Ids are integers. Deleting a user removes their personal rows
 * (memberships, RSVPs, notifications) and nulls their authorship elsewhere, so past chat reads
 * "Deleted user".
 */
import { sql } from 'drizzle-orm';
import type { NoticeText } from '@turnout/shared';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
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
    /**
     * The language the user chose on the profile (one of LANGUAGES of @turnout/shared/i18n); null follows
     * the browser. Emails, pushes, notifications and reminders to the user are written in it (README
     * "Languages").
     */
    language: text('language'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobile_key').on(t.mobile),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * IANA time zone where the group plays ("Africa/Johannesburg"): screens, notification texts, emails
     * and series expansion show and compute local times in it. New groups get DEFAULT_TIME_ZONE or the
     * creator's zone; the column default only serves rows that existed before it.
     */
    timeZone: text('time_zone').notNull().default('Africa/Johannesburg'),
    /** ISO 4217 code of the money the group pays in ("ZAR"); costs are shown in it. */
    currency: text('currency').notNull().default('ZAR'),
    /** Hours before a game's RSVP cutoff (its kick-off when there is none) when non-responders are reminded; 0 = off. */
    reminderHours: integer('reminder_hours').notNull().default(24),
    /** README "Who pays what": 'split' (a game's cost is the total, shared by the main team) or 'per_player'. */
    costMode: text('cost_mode').notNull().default('split'),
    /** README "Guests": how many guests each member may bring to a game (0–5; 0 = none). */
    guestsPerMember: integer('guests_per_member').notNull().default(1),
    /**
     * What happens when a place opens in a full main team within `offer_hours` of kick-off
     * (docs/decisions/010-reserves-queue.md): 'automatic' promotes the front reserve at once, 'offer'
     * offers them the place for a window (game_offers).
     */
    promotion: text('promotion').notNull().default('automatic'),
    /** Hours before kick-off (0–72) from which an opened place is offered rather than given; 'offer' only. */
    offerHours: integer('offer_hours').notNull().default(24),
    /** Group-local "HH:MM" start of the quiet hours that pause an offer's window; null with its end = none. */
    quietHoursStart: text('quiet_hours_start').default('21:00'),
    /** Group-local "HH:MM" end of the quiet hours; null with its start = none. */
    quietHoursEnd: text('quiet_hours_end').default('09:00'),
  },
  (t) => [
    check('groups_promotion_known', sql`${t.promotion} in ('automatic', 'offer')`),
    check('groups_offer_hours_range', sql`${t.offerHours} between 0 and 72`),
    check(
      'groups_quiet_hours_both_or_none',
      sql`(${t.quietHoursStart} is null) = (${t.quietHoursEnd} is null)`,
    ),
    check('groups_reminder_hours_range', sql`${t.reminderHours} between 0 and 168`),
    check('groups_cost_mode_known', sql`${t.costMode} in ('split', 'per_player')`),
    check('groups_guests_per_member_range', sql`${t.guestsPerMember} between 0 and 5`),
  ],
);

/**
 * A recurring game (README "Recurring games"): the game fields, the first date and the local kick-off
 * time in the group's zone, and an RFC 5545 RRULE without DTSTART. Games of the series are created up to
 * `generated_until` (the horizon the daily job moves forward); an occurrence before it without a game
 * was deleted on purpose and is not created again.
 */
export const gameSeries = pgTable(
  'game_series',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    venue: text('venue'),
    cost: numeric('cost', { precision: 10, scale: 2 }),
    opponent: text('opponent'),
    colour: text('colour'),
    notes: text('notes'),
    maxPlayers: integer('max_players').notNull(),
    rsvpCutoff: integer('rsvp_cutoff').notNull().default(0),
    /** The first date, group-local ("2027-03-18"). */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The kick-off, group-local ("19:00"). */
    time: text('time').notNull(),
    /** "FREQ=WEEKLY;BYDAY=TH" and the like (no DTSTART). */
    rrule: text('rrule').notNull(),
    /** Occurrences starting up to this instant have been created (or were deleted since). */
    generatedUntil: timestamp('generated_until', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('game_series_group_idx').on(t.groupId),
    index('game_series_generated_until_idx').on(t.generatedUntil),
    check('game_series_max_players_positive', sql`${t.maxPlayers} > 0`),
    check('game_series_rsvp_cutoff_nonnegative', sql`${t.rsvpCutoff} >= 0`),
    check('game_series_cost_nonnegative', sql`${t.cost} >= 0`),
  ],
);

export type GameSeriesRow = typeof gameSeries.$inferSelect;

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
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
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
    /**
     * The currency (ISO 4217) and cost mode the game is priced in (README "Who pays what"): the group's
     * at creation and on every group or game edit before kick-off; fixed once the game has kicked off.
     */
    currency: text('currency').notNull(),
    costMode: text('cost_mode').notNull(),
    opponent: text('opponent'),
    colour: text('colour'),
    notes: text('notes'),
    maxPlayers: integer('max_players').notNull(),
    /** Hours before game_datetime after which main-team players may no longer opt out; 0 = no cutoff. */
    rsvpCutoff: integer('rsvp_cutoff').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The admin whose edit (PUT /api/games/{id}) wrote the game's current texts; null = its creator's.
     * Emails quote the texts under this person's name (README "Notifications").
     */
    editedBy: integer('edited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The series the game was created from (null for a one-off game, or once the series is stopped). */
    seriesId: integer('series_id').references(() => gameSeries.id, { onDelete: 'set null' }),
    /** The series occurrence this game is, as a group-local date ("2027-03-18"); null for a one-off game. */
    seriesDate: date('series_date', { mode: 'string' }),
    /**
     * When the automatic reminder goes out (README "Reminders"); null = none due (off, already sent, or
     * the game was created or moved after its reminder time).
     */
    reminderAt: timestamp('reminder_at', { withTimezone: true }),
    /** The last time a group admin reminded non-responders by hand (at most once per 10 minutes). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** 'scheduled', or 'cancelled' by a group admin (the game stays, marked; answers are refused). */
    status: text('status').notNull().default('scheduled'),
    /** The admin's word to the players when cancelling; null when none was given or the game is scheduled. */
    cancelMessage: text('cancel_message'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /** The last time admins reminded the unpaid of this game (at most once a day per game). */
    paymentsRemindedAt: timestamp('payments_reminded_at', { withTimezone: true }),
  },
  (t) => [
    check('games_status_known', sql`${t.status} in ('scheduled', 'cancelled')`),
    index('games_group_datetime_idx').on(t.groupId, t.gameDatetime),
    uniqueIndex('games_series_date_key').on(t.seriesId, t.seriesDate),
    index('games_reminder_at_idx')
      .on(t.reminderAt)
      .where(sql`${t.reminderAt} is not null`),
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
    /**
     * On the reserves by the player's own "reserves" answer ("I'll play if you need me"), not waiting
     * for a place; false on every other row (docs/decisions/010-reserves-queue.md).
     */
    byChoice: boolean('by_choice').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId] }), index('rsvps_user_idx').on(t.userId)],
);

/**
 * A timed offer of an opened main-team place to a reserve (docs/decisions/010-reserves-queue.md): the
 * window is fixed when the offer is made (`expires_at`, app clock). `place` names the opened place:
 * an offer passed down the reserves keeps it, so a reserve whose offer for that place expired is not
 * offered it again. `status`: 'open', then 'accepted', 'declined', 'expired' or 'withdrawn'.
 */
export const gameOffers = pgTable(
  'game_offers',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    place: bigint('place', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('open'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('game_offers_game_idx').on(t.gameId, t.id),
    uniqueIndex('game_offers_open_member_key')
      .on(t.gameId, t.userId)
      .where(sql`${t.status} = 'open'`),
    index('game_offers_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    check(
      'game_offers_status_known',
      sql`${t.status} in ('open', 'accepted', 'declined', 'expired', 'withdrawn')`,
    ),
  ],
);

/** Numbers the places opened for offers (game_offers.place). */
export const gameOfferPlaceSeq = pgSequence('game_offer_place_seq');

/**
 * A group's invite link (README "Invite links"): anyone signed in who holds its URL may join until it
 * expires, is revoked, reaches `max_uses` (null = no limit) or its maker is no longer a group admin.
 * The secret in the URL is derived from the server's secret and the link's id; only its SHA-256 is
 * stored and looked up (as calendar_feeds).
 */
export const groupInviteLinks = pgTable(
  'group_invite_links',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('group_invite_links_secret_hash_key').on(t.secretHash),
    index('group_invite_links_group_idx').on(t.groupId),
    check('group_invite_links_max_uses_range', sql`${t.maxUses} is null or ${t.maxUses} between 1 and 500`),
  ],
);

/**
 * Who has been reminded of which game (README "Reminders"): the primary key makes a reminder exactly
 * once per member and game, whatever the number of instances, restarts or edits of the game.
 */
export const gameReminders = pgTable(
  'game_reminders',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId] }), index('game_reminders_user_idx').on(t.userId)],
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
    /**
     * Names an alert that a later event updates while it is unread instead of adding another
     * ("dropout:game:12" for the organiser's drop-out alert); null for every other notification.
     */
    alertKey: text('alert_key'),
    /**
     * The catalogue key the notification is written from ('notifications:gameCreated') and its parameters,
     * rendered in the reader's language when read (README "Languages"); `message` keeps the English text
     * for rows written before keys were stored and as the fallback. Null for such older rows.
     */
    textKey: text('text_key'),
    textParams: jsonb('text_params').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_alert_key_idx')
      .on(t.userId, t.alertKey)
      .where(sql`${t.alertKey} is not null`),
  ],
);

/**
 * One change listed in a coalescing window (game_change_windows.changes): the notification's sentence,
 * and the sentence as emails say it (no user text: docs/decisions/012-coalescing-game-changes.md).
 */
export type WindowChange = {
  /** A shared notice (rendered in the reader's language), or an English sentence of an older window. */
  message: NoticeText | string;
  mailMessage: NoticeText | string;
  /** The user text the change carries, quoted under its author's name in the email (null: their account is gone). */
  quote?: { author: string | null; text: string };
};

/**
 * A member's coalescing window for one game (docs/decisions/012-coalescing-game-changes.md): opened by
 * the first team_changes notification about the game, it collects every change until `closes_at` (app
 * clock); the member keeps one notification row for it (`notification_id`), and the digest sweep
 * emails the list once the window has closed, then deletes the row.
 */
export const gameChangeWindows = pgTable(
  'game_change_windows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    link: text('link'),
    changes: jsonb('changes').$type<WindowChange[]>().notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('game_change_windows_member_idx').on(t.userId, t.gameId, t.closesAt),
    index('game_change_windows_closes_idx').on(t.closesAt),
  ],
);

/**
 * The notification emails sent to a member about a group, for the hourly cap (README "Notifications":
 * at most 10 an hour per group, then one "more changes" email): `overflow` marks that one. Rows older
 * than an hour are deleted by the digest sweep.
 */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    /** The mail job's id: a delivery run again counts its email once. */
    key: uuid('key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    overflow: boolean('overflow').notNull().default(false),
  },
  (t) => [index('notification_emails_member_idx').on(t.userId, t.groupId, t.sentAt)],
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
    // A group chat's pages and unread counts read only this index (Index Only Scans): id orders the
    // chat, type, sender_id and created_at are what the since-joined, own-message and type conditions
    // ask (chat/repository.ts; bench/README.md "Costs as data grows"). Also serves the cascade from groups.
    index('chat_messages_group_idx').on(t.groupId, t.id, t.type, t.senderId, t.createdAt),
    // Direct conversations only: every query of them names type = 'direct'; sender_id alone (the
    // set-null cascade from users) is served by chat_messages_client_msg_key.
    index('chat_messages_direct_idx')
      .on(t.senderId, t.recipientId, t.id)
      .where(sql`${t.type} = 'direct'`),
    index('chat_messages_recipient_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
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

/**
 * The browsers that receive a user's Web Push notifications (README "Notifications"): one row per push
 * endpoint (unique: posting an endpoint again updates its keys and owner, never duplicates it). Deleted
 * when the push service answers 404 or 410, when pushes to it have failed for 24 hours, or when the
 * user turns notifications off on that device.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When pushes to this subscription began to fail (the first failed attempt since the last success),
     * or null; one still failing 24 hours later is deleted (README "Notifications", Delivery).
     */
    failingSince: timestamp('failing_since', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Which kinds of notification a user gets by email and by push (README "Notifications"); no row means
 * the defaults (shared DEFAULT_NOTIFICATION_SETTINGS), which the column defaults repeat.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailReminders: boolean('email_reminders').notNull().default(true),
  emailTeamChanges: boolean('email_team_changes').notNull().default(true),
  emailNewGames: boolean('email_new_games').notNull().default(false),
  emailChat: boolean('email_chat').notNull().default(false),
  pushReminders: boolean('push_reminders').notNull().default(true),
  pushTeamChanges: boolean('push_team_changes').notNull().default(true),
  pushNewGames: boolean('push_new_games').notNull().default(true),
  pushChat: boolean('push_chat').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Groups whose chat a user muted: no chat push or email from them (their notifications still list). */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);

/**
 * A user's secret calendar feed (README "Notifications", calendar): the secret in the URL is derived
 * from the server's secret, the user and `version` (a reset increments it), and only its SHA-256 is
 * stored and looked up, so a database leak alone hands out no working feed URL.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_secret_hash_key').on(t.secretHash)],
);

/** Where a team sheet entry is: main team, reserves, out, or not on the sheet at all (history). */
export const sheetPlace = pgEnum('sheet_place', ['main', 'reserves', 'out', 'none']);
/** A payment row's status (README "Who pays what"). */
export const paymentStatus = pgEnum('payment_status', ['unpaid', 'claimed', 'paid', 'waived']);
/** Who made a team sheet change: the player (or host) themselves, a group admin, the automatic promotion, or the system (max_players, leaving a group). */
export const sheetChangeBy = pgEnum('sheet_change_by', ['self', 'admin', 'promotion', 'system']);

/**
 * A guest ("bring a friend", README "Guests"): an answer `in` on a host member's behalf, on the main
 * team or the reserves, queued by `position` from the same sequence as rsvps so the team sheet orders
 * members and guests together. Removing a guest deletes the row; a guest is never a member and never
 * messaged. Deleting the host (or the game) deletes their guests.
 */
export const gameGuests = pgTable(
  'game_guests',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    hostUserId: integer('host_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'in' (main team) or 'reserves'; a guest who would be out is removed instead. */
    status: rsvpStatus('status').notNull(),
    position: bigint('position', { mode: 'number' })
      .notNull()
      .default(sql`nextval('rsvp_position_seq')`),
    /** The guest's strength as their host chose (1–5 stars; README "Sides, results and ratings"); null = an average player. */
    stars: smallint('stars'),
    /** Whether the host says the guest keeps goal (spread across sides when picking). */
    goalkeeper: boolean('goalkeeper').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('game_guests_stars_range', sql`${t.stars} between 1 and 5`),
    index('game_guests_game_idx').on(t.gameId, t.position),
    index('game_guests_host_idx').on(t.hostUserId),
    check('game_guests_status_on_sheet', sql`${t.status} in ('in', 'reserves')`),
  ],
);

/**
 * Every change to a game's team sheet (README "A fair, visible record"): who (a member, or a guest with
 * their name kept), from which list to which, when and by whom. Written in the same transaction as the
 * change; read oldest first. Rebuilds the main team at kick-off for payments and attendance.
 */
export const sheetHistory = pgTable(
  'sheet_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The member whose place changed; null for a guest's change (guestId, guestName). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The guest whose place changed (no foreign key: the record outlives the guest). */
    guestId: integer('guest_id'),
    /** The guest's name as it was (members' names are read from users). */
    guestName: text('guest_name'),
    from: sheetPlace('from').notNull(),
    to: sheetPlace('to').notNull(),
    by: sheetChangeBy('by').notNull(),
    /** The user who made the change (the player, the admin); null for promotions and the system. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sheet_history_game_idx').on(t.gameId, t.id), index('sheet_history_user_idx').on(t.userId)],
);

/**
 * What each member owes for a game (README "Who pays what"): the status of their payment row; a guest's
 * share is on their host's row. No row = "unpaid".
 */
export const gamePayments = pgTable(
  'game_payments',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: paymentStatus('status').notNull().default('unpaid'),
    /**
     * What the member paid, recorded when the row is marked paid (their shares at that moment, in the
     * game's currency; README "Who pays what"); null while not paid. Never recomputed from the cost.
     */
    amountPaid: numeric('amount_paid', { precision: 10, scale: 2 }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId] }), index('game_payments_user_idx').on(t.userId)],
);

/**
 * Who did not come (README "A fair, visible record"): after kick-off a group admin marks a main-team
 * player as not attended; no row = attended.
 */
export const gameAttendance = pgTable(
  'game_attendance',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attended: boolean('attended').notNull(),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId] })],
);

/**
 * One side as stored: its name and who plays on it (members by user id, guests by guest id), with each
 * guest's stars as their host gave them when the sides were published (by position in `guest_ids`; null
 * = average), so a guest removed later still counts as rated in the result (README "Sides, results and
 * ratings"). Sides published before the stars were stored have no `guest_stars`.
 */
export type StoredSide = {
  name: string;
  user_ids: number[];
  guest_ids: number[];
  guest_stars?: (number | null)[];
};

/** Who must play together or apart, and whether goalkeepers are spread (README "Sides, results and ratings"). */
export type SideConstraints = {
  together: [number, number][];
  apart: [number, number][];
  spread_goalkeepers: boolean;
};

/**
 * A member's rating seed in a group (README "Sides, results and ratings"): the stars a group admin set
 * (1–5; no row or null = an average player) and whether they keep goal. Seen by group admins only; the
 * rating itself moves with results and is recomputed from the history of results, never stored here.
 */
export const memberRatings = pgTable(
  'member_ratings',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars'),
    goalkeeper: boolean('goalkeeper').notNull().default(false),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    check('member_ratings_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * A game's sides (README "Sides, results and ratings"): the admin's constraints for picking, and the
 * sides as published (null until the first publish). Whether they are out of date is computed by
 * comparing them with the main team, not stored.
 */
export const gameSides = pgTable('game_sides', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  sides: jsonb('sides').$type<StoredSide[]>(),
  constraints: jsonb('constraints').$type<SideConstraints>(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  /** Set when the sides were published (changed) after kick-off: such a game is recorded but not rated. */
  changedAfterKickoff: boolean('changed_after_kickoff').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A game's result (README "Sides, results and ratings"): goals per side in the order of the published
 * sides, or "not played" (scores null). Corrections overwrite it; ratings are recomputed from all results.
 */
export const gameResults = pgTable(
  'game_results',
  {
    gameId: integer('game_id')
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    scores: integer('scores').array(),
    notPlayed: boolean('not_played').notNull().default(false),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('game_results_played_or_scored', sql`${t.notPlayed} or ${t.scores} is not null`)],
);

/**
 * A sign-in by email (README "Signing in"): one open request per account (a new one replaces it), holding
 * the hashes of its 6-digit code and of its link's secret, and the hash of the browser binding the link
 * signs in without a confirmation. Single use, valid 10 minutes on the app clock, at most 5 wrong codes.
 */
export const loginEmailRequests = pgTable(
  'login_email_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    linkHash: text('link_hash').notNull(),
    bindingHash: text('binding_hash').notNull(),
    wrongCodes: smallint('wrong_codes').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('login_email_requests_user_key').on(t.userId),
    uniqueIndex('login_email_requests_link_hash_key').on(t.linkHash),
  ],
);

/**
 * A user's passkeys (WebAuthn credentials, README "Signing in"): the credential id and COSE public key as
 * base64url, the signature counter, the transports the browser reported, a name the user chose and when
 * it last signed in.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array(),
    deviceType: text('device_type'),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_key').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/**
 * WebAuthn challenges waiting for their answer: a registration's (user_id set) or a sign-in's (user_id
 * null), single use, valid 5 minutes on the app clock.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: serial('id').primaryKey(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('webauthn_challenges_challenge_key').on(t.challenge),
    check('webauthn_challenges_purpose', sql`${t.purpose} in ('registration', 'authentication')`),
  ],
);
