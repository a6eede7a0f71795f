/**
 * Reaching players outside the open page (README "Notifications"): Web Push subscriptions, notification
 * settings (which kinds go by email and by push, muted groups), one-tap answer links and the calendar
 * feed. Request/response schemas and types of /api/push, /api/users/notification-settings,
 * /api/rsvp-links, /api/unsubscribe and /api/calendar, and the push payload the service worker shows.
 */
import { z } from 'zod';
import { idSchema } from './common.ts';
import { rsvpStatusSchema, type RsvpStatus } from './games.ts';
import { englishT } from './i18n/english.ts';

// ---------------------------------------------------------------------------------------------------
// Notification kinds and settings

/**
 * What a notification is about, for the settings: reminders (a game not yet answered), team_changes
 * (promotions, moves, removals, a game changed or cancelled, group membership and admin changes),
 * new_games (a new game in one of your groups) and chat (a message to you).
 */
export const NOTIFICATION_KINDS = ['reminders', 'team_changes', 'new_games', 'chat'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationChannel = 'email' | 'push';

const kindFlags = z.object({
  reminders: z.boolean(),
  team_changes: z.boolean(),
  new_games: z.boolean(),
  chat: z.boolean(),
});
export type KindFlags = z.infer<typeof kindFlags>;

/** GET/PUT /api/users/notification-settings reply: the whole settings. */
export const notificationSettingsSchema = z.object({
  email: kindFlags,
  push: kindFlags,
  /** Groups whose chat sends no push or email (their notifications still appear in the list). */
  muted_groups: z.array(z.number()),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** A user who never changed anything: email reminders and team changes on, every push kind on, no mutes. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = Object.freeze({
  email: { reminders: true, team_changes: true, new_games: false, chat: false },
  push: { reminders: true, team_changes: true, new_games: true, chat: true },
  muted_groups: [],
}) as NotificationSettings;

const flag = (label: string) => z.boolean({ error: `${label} must be true or false.` });
const partialFlags = (channel: NotificationChannel) =>
  z
    .object(
      {
        reminders: flag(`${channel}.reminders`).optional(),
        team_changes: flag(`${channel}.team_changes`).optional(),
        new_games: flag(`${channel}.new_games`).optional(),
        chat: flag(`${channel}.chat`).optional(),
      },
      { error: `${channel} must be an object of true/false settings.` },
    )
    .strict();

/** PUT /api/users/notification-settings: any part of the settings; muted_groups replaces the list. */
export const notificationSettingsBodySchema = z
  .object({
    email: partialFlags('email').optional(),
    push: partialFlags('push').optional(),
    muted_groups: z
      .array(idSchema('Each muted group'), { error: 'muted_groups must be a list of group ids.' })
      .max(1000, { error: 'At most 1000 groups can be muted.' })
      .optional(),
  })
  .strict();
export type NotificationSettingsBody = z.input<typeof notificationSettingsBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Web Push

/** GET /api/push/public-key: the VAPID public key, base64url (the browser's applicationServerKey). */
export const pushPublicKeyReplySchema = z.object({ publicKey: z.string() });
export type PushPublicKeyReply = z.infer<typeof pushPublicKeyReplySchema>;

const base64url = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} is too long.` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `${label} must be base64url.` });

/** A push endpoint as the body carries it: checked further on the server (https, no private host). */
export const pushEndpointSchema = z
  .string({ error: 'endpoint is required: the push subscription’s URL.' })
  .trim()
  .min(1, { error: 'endpoint is required: the push subscription’s URL.' })
  .max(2048, { error: 'endpoint must be at most 2048 characters.' });

/** POST /api/push/subscriptions: the browser's PushSubscription JSON (extra fields ignored). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object(
    { p256dh: base64url('keys.p256dh', 200), auth: base64url('keys.auth', 100) },
    { error: 'keys is required: { p256dh, auth } of the push subscription.' },
  ),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBodySchema>;

/** DELETE /api/push/subscriptions. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: pushEndpointSchema });
export type PushUnsubscribeBody = z.input<typeof pushUnsubscribeBodySchema>;

/** POST → 201, DELETE → 200. */
export const pushSubscriptionReplySchema = z.object({ success: z.literal(true), message: z.string() });
export type PushSubscriptionReply = z.infer<typeof pushSubscriptionReplySchema>;

/** One action button of a pushed notification: the service worker answers with the one-tap link `url`. */
/**
 * A push's one-tap button: a reminder's "I'm in" / "I'm out" (`in`, `out`: an RSVP link) or a timed
 * offer's "Accept" / "Decline" (`accept`, `decline`: an offer link, README "Reserves").
 */
export type PushAction = { action: 'in' | 'out' | 'accept' | 'decline'; title: string; url: string };

/**
 * What a push carries (JSON, encrypted aes128gcm): shown by the service worker with `title` and `body`;
 * a tap opens `url` (an absolute APP_URL link); `tag` replaces an earlier notification of the same
 * thing; reminders carry `actions` ("I'm in", "I'm out"), timed offers ("Accept", "Decline").
 */
export type PushPayload = {
  title: string;
  body: string;
  url: string;
  tag: string;
  actions?: PushAction[];
};

// ---------------------------------------------------------------------------------------------------
// One-tap answer links

/**
 * GET /api/rsvp-links/{token}: the game and person the link is for, and their current answer (`status`
 * null before they answered). For the /rsvp/{token} screen's "You're in — 8/10" and "You're on the
 * reserves — number 2": `group_name`, the main team's size `main_team_count` against `max_players`, and
 * `reserves_position` (1 = next in line; null unless the person is on the reserves).
 */
export const rsvpLinkReplySchema = z.object({
  game: z.object({
    id: z.number(),
    description: z.string(),
    game_datetime: z.string(),
    venue: z.string().nullable(),
    time_zone: z.string(),
    group_name: z.string(),
    main_team_count: z.number(),
    max_players: z.number(),
  }),
  user: z.object({ name: z.string() }),
  status: rsvpStatusSchema.nullable(),
  reserves_position: z.number().nullable(),
});
export type RsvpLinkReply = z.infer<typeof rsvpLinkReplySchema>;

/** POST /api/rsvp-links/{token}: the answer (replies as POST /api/rsvps does). */
export const rsvpLinkBodySchema = z.object({ status: rsvpStatusSchema });
export type RsvpLinkBody = z.input<typeof rsvpLinkBodySchema>;

/**
 * The sentences of one-tap answer links in English: the server's refusals (the catalogue's
 * 'games:answerLink.*') and the /rsvp/{token} screen ('games:answerPage.*'; the server renders that page
 * in the reader's language from the same keys, README "Languages").
 */
export const rsvpLinkTexts = {
  /** 401: malformed, tampered, or a token made for something else (a sign-in token, an unsubscribe link). */
  invalid: englishT('games:answerLink.invalid'),
  /** 410: the game has kicked off (the token expires at kick-off). */
  expired: englishT('games:answerLink.expired'),
  /** 404: the account the link was made for has been deleted. */
  userGone: englishT('games:answerLink.userGone'),
  /** The screen's title line: who is answering. */
  forWhom: (name: string) => englishT('games:answerPage.forWhom', { name }),
  /** After confirming, where the player stands. */
  placeIn: (mainTeamCount: number, maxPlayers: number) =>
    englishT('games:answerPage.placeIn', { mainTeamCount, maxPlayers }),
  placeReserves: (position: number) => englishT('games:answerPage.placeReserves', { position }),
  placeOut: englishT('games:answerPage.placeOut'),
  signInForTeamSheet: englishT('games:answerPage.signInForTeamSheet'),
  /** The /rsvp/{token} page (docs/decisions/018-one-tap-page.md): its title, answers and links. */
  title: englishT('games:answerPage.title'),
  answers: {
    in: englishT('games:answerPage.answers.in'),
    reserves: englishT('games:answerPage.answers.reserves'),
    out: englishT('games:answerPage.answers.out'),
  } satisfies Record<RsvpStatus, string>,
  answersLabel: englishT('games:answerPage.answersLabel'),
  confirm: englishT('games:answerPage.confirm'),
  soFar: (place: string) => englishT('games:answerPage.soFar', { place }),
  notAnswered: englishT('games:answerPage.notAnswered'),
  placeReservesUnnumbered: englishT('games:answerPage.placeReservesUnnumbered'),
  seeTeamSheet: englishT('games:answerPage.seeTeamSheet'),
  yourGames: englishT('games:answerPage.yourGames'),
  signIn: englishT('games:answerPage.signIn'),
  loading: englishT('games:answerPage.loading'),
  serverError: englishT('games:answerPage.serverError'),
} as const;

/** The path parameter of the token routes: a signed token is at most 512 characters. */
export const signedTokenParamsSchema = z.object({
  token: z
    .string()
    .min(1, { error: 'This link is not valid.' })
    .max(512, { error: 'This link is not valid.' }),
});

// ---------------------------------------------------------------------------------------------------
// Unsubscribe links (List-Unsubscribe)

/** GET/POST /api/unsubscribe/{token}: the kind of email the link turns off, and whether it is off now. */
export const unsubscribeReplySchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  email_enabled: z.boolean(),
  message: z.string(),
});
export type UnsubscribeReply = z.infer<typeof unsubscribeReplySchema>;

// ---------------------------------------------------------------------------------------------------
// Calendar feed

/** GET /api/calendar/feed and POST /api/calendar/feed/reset: the caller's secret feed URL. */
export const calendarFeedReplySchema = z.object({ url: z.string() });
export type CalendarFeedReply = z.infer<typeof calendarFeedReplySchema>;

// ---------------------------------------------------------------------------------------------------
// Notification settings and unsubscribe links: the server's sentences

/** What each kind of email is called in the server's sentences (unsubscribe replies). */
const kindEmails: Record<NotificationKind, string> = {
  reminders: 'reminder emails',
  team_changes: 'emails about team changes',
  new_games: 'new game emails',
  chat: 'chat message emails',
};

/** The sentences of PUT /api/users/notification-settings and /api/unsubscribe/{token}. */
export const notificationSettingsTexts = {
  /** 400: a muted group the caller is not a member of (never says whether the group exists). */
  muteNotMember: "You can only mute groups you're a member of.",
  /** 401: a malformed, tampered or foreign unsubscribe token. */
  unsubscribeInvalid: 'This link is not valid.',
  /** 404: the account the link was made for has been deleted. */
  unsubscribeUserGone: 'This link was made for an account that no longer exists.',
  /** GET: what the link turns off, as things stand. */
  unsubscribeWouldStop: (kind: NotificationKind) => `This link stops ${kindEmails[kind]}.`,
  unsubscribeAlreadyOff: (kind: NotificationKind) => `You already get no ${kindEmails[kind]}.`,
  /** POST: done. */
  unsubscribed: (kind: NotificationKind) => `You won't get ${kindEmails[kind]} any more.`,
} as const;
