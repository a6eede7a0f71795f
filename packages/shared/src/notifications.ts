/**
 * Notifications: request/response schemas of /api/notifications (docs/product.md#s3-notification,
 * #s7-invites-notifications) and the sentences a notification says.
 *
 * Every message names the game (its description) or the group, and when the game is, in the form
 * `notificationWhen` gives ("Thu 27 Nov 19:00"), in the game's group's time zone (README "A group's time
 * zone and currency"): never the server's zone. Links are client routes of docs/product.md#s2 (`/games/{id}`,
 * `/group/{id}`, `/groups`, `/invite/{token}`).
 */
import { z } from 'zod';
import { formatInZone } from './zones.ts';
import { idParamsSchema, idSchema } from './common.ts';
import { notificationTexts } from './texts/notifications.ts';
import type { TextKey } from './i18n/catalogue.ts';
import { englishTranslator } from './i18n/english.ts';
import { formatShortWhen, formatWeekdayTime } from './i18n/format.ts';
import { isRightToLeft, type Language } from './i18n/languages.ts';
import type { Translator } from './i18n/translator.ts';
import { timeFormatter } from './clock.ts';
import { seriesSummaryIn } from './series-summary.ts';
export * from './texts/notifications.ts';

/** "Thu 27 Nov 19:00": when a game is, as English notifications and emails say it, in the group's `timeZone`. */
export function notificationWhen(at: Date, timeZone: string): string {
  return formatInZone(at, 'EEE d MMM HH:mm', timeZone);
}

/**
 * When a game is as a notification says it in `language`: English exactly as notificationWhen ("Thu 27
 * Nov 19:00"), every other language through Intl (i18n/format.ts formatShortWhen), in `timeZone`.
 */
export function noticeWhen(at: Date | string, timeZone: string, language: Language): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  return language === 'en'
    ? notificationWhen(instant, timeZone)
    : formatShortWhen(instant, timeZone, language);
}

/** The client routes a notification links to. */
export const notificationLinks = {
  game: (gameId: number) => `/games/${gameId}`,
  group: (groupId: number) => `/group/${groupId}`,
  groups: () => '/groups',
  /** The invitation screen, where a signed-in invitee accepts (docs/product.md#s2-invite). */
  invite: (token: string) => `/invite/${encodeURIComponent(token)}`,
} as const;

/**
 * A game as a notification names it: its description, kick-off and its group's time zone; `plain` (see
 * plainGameRef) names it "the game" instead of its description.
 */
export type GameRef = { description: string; at: Date; timeZone: string; plain?: boolean };
type Place = { at: Date; venue: string | null; timeZone: string };

/** A venue an email does not quote (user text) but says changed: "… at a new venue" (SeriesPlace). */
export const NEW_VENUE: unique symbol = Symbol('a new venue');
/** A series' time of day ("HH:MM", group-local) and venue (null: none said; NEW_VENUE: "a new venue"). */
export type SeriesPlace = { time: string; venue: string | null | typeof NEW_VENUE };
/** A series' rule as its notices say it: the RRULE, its first date ("YYYY-MM-DD") and the group's zone. */
export type SeriesRuleRef = { rrule: string; startDate: string; timeZone: string };

/**
 * A game as emails name it in their own sentences: no description (user text stays in a quoted block
 * under its author's name; README "Notifications"), only "the game" and when.
 */
export function plainGameRef(g: GameRef): GameRef {
  return { ...g, description: 'the game', plain: true };
}

/**
 * A parameter of a stored notification (JSON): text or a number as it is, or a time, a game or a place
 * rendered in the reader's language on the group's zone (instants as ISO 8601 strings).
 */
export type NoticeParam =
  | string
  | number
  | { type: 'when'; at: string; timeZone: string }
  | { type: 'game'; description: string | null; at: string; timeZone: string }
  | { type: 'place'; at: string; timeZone: string; venue: string | null }
  /** A series' time of day, "HH:MM" on its group's clock (no date: it is every game's). */
  | { type: 'clock'; time: string }
  /** Game dates (no time), each on the group's clock: "Thu 25 Mar, Fri 26 Mar" in English. */
  | { type: 'days'; at: string[]; timeZone: string }
  /** How a series repeats, inside a sentence ("repeats every Thursday"): series-summary.ts seriesSummaryIn. */
  | { type: 'repeats'; rrule: string; startDate: string; timeZone: string }
  | NoticeText
  | (NoticeText | string)[];

/**
 * A notification to write, rendered when read (README "Languages"): a catalogue key and its parameters,
 * stored as notifications.text_key and text_params. A list parameter holds several notices (a coalesced
 * window's changes; a plain string in it is an English sentence from before keys were stored).
 */
export type NoticeText = { key: TextKey; params: Readonly<Record<string, NoticeParam>> };

const iso = (at: Date) => at.toISOString();
const gameParam = (g: GameRef): NoticeParam => ({
  type: 'game',
  description: g.plain ? null : g.description,
  at: iso(g.at),
  timeZone: g.timeZone,
});
const whenParam = (at: Date, timeZone: string): NoticeParam => ({ type: 'when', at: iso(at), timeZone });
const placeParam = (p: Place): NoticeParam => ({
  type: 'place',
  at: iso(p.at),
  timeZone: p.timeZone,
  venue: p.venue,
});
const clockParam = (time: string): NoticeParam => ({ type: 'clock', time });
/** A series' time and venue as its edit notices say them: "19:00", "19:00 at Astro", "19:00 at a new venue". */
const seriesPlace = (p: SeriesPlace): NoticeParam =>
  p.venue === null
    ? clockParam(p.time)
    : {
        key: p.venue === NEW_VENUE ? 'notifications:ref.atNewVenue' : 'notifications:ref.place',
        params: p.venue === NEW_VENUE ? { when: clockParam(p.time) } : { when: clockParam(p.time), venue: p.venue },
      };
const notice = (name: string, params: Record<string, NoticeParam>): NoticeText => ({
  key: `notifications:notices.${name}` as TextKey,
  params,
});

/** The notice of each notification trigger (docs/product.md#s2-notifications): what `notify` stores. */
export const notices = {
  gameCreated: (groupName: string, g: GameRef) =>
    notice('gameCreated', { group: groupName, game: gameParam(g) }),
  gameChanged: (description: string, was: Place, now: Place) =>
    notice('gameChanged', { description, now: placeParam(now), was: placeParam(was) }),
  /** gameChanged as emails say it: no description or venue (they are quoted under their author's name). */
  gameChangedPlain: (was: Place, now: Place) => {
    const moved = was.at.getTime() !== now.at.getTime();
    const venue = (was.venue ?? '') !== (now.venue ?? '');
    const when = whenParam(now.at, now.timeZone);
    if (moved)
      return notice(`gameChangedPlain.${venue ? 'movedNewVenue' : 'moved'}`, {
        when,
        was: whenParam(was.at, was.timeZone),
      });
    return notice(`gameChangedPlain.${venue ? 'newVenue' : 'changed'}`, { when });
  },
  /** The one notification of several changes to one game in a window (decision 012): newest last. */
  gameChanges: (changes: (NoticeText | string)[]) => notice('gameChanges', { list: changes }),
  gameDeleted: (g: GameRef) => notice('gameDeleted', { game: gameParam(g) }),
  promoted: (g: GameRef) => notice('promoted', { game: gameParam(g) }),
  movedToReserves: (g: GameRef) => notice('movedToReserves', { game: gameParam(g) }),
  addedToMainTeam: (g: GameRef) => notice('addedToMainTeam', { game: gameParam(g) }),
  addedToReserves: (g: GameRef) => notice('addedToReserves', { game: gameParam(g) }),
  removedFromTeam: (g: GameRef) => notice('removedFromTeam', { game: gameParam(g) }),
  /** To a guest's host (guests are never messaged; README "Guests"). */
  guestPromoted: (guestName: string, g: GameRef) =>
    notice('guestPromoted', { guest: guestName, game: gameParam(g) }),
  guestMovedToReserves: (guestName: string, g: GameRef) =>
    notice('guestMovedToReserves', { guest: guestName, game: gameParam(g) }),
  /** The reminder of a game not yet answered (README "Reminders"): the automatic one and an admin's. */
  reminder: (g: GameRef) => notice('reminder', { game: gameParam(g) }),
  /** A group admin's reminder to a player who has not paid for a game that kicked off (README "Past games"). */
  paymentReminder: (g: GameRef, amount: string) => notice('paymentReminder', { game: gameParam(g), amount }),
  addedToGroup: (adminName: string, groupName: string) =>
    notice('addedToGroup', { admin: adminName, group: groupName }),
  invitedToGroup: (adminName: string, groupName: string) =>
    notice('invitedToGroup', { admin: adminName, group: groupName }),
  removedFromGroup: (groupName: string) => notice('removedFromGroup', { group: groupName }),
  madeGroupAdmin: (groupName: string) => notice('madeGroupAdmin', { group: groupName }),
  unmadeGroupAdmin: (groupName: string) => notice('unmadeGroupAdmin', { group: groupName }),
  memberJoinedByInvite: (memberName: string, groupName: string) =>
    notice('memberJoinedByInvite', { member: memberName, group: groupName }),
  /** To every member who answered and every guest's host (README "Cancelled games"). */
  gameCancelled: (adminName: string, g: GameRef) =>
    notice('gameCancelled', { admin: adminName, game: gameParam(g) }),
  /** gameCancelled with the admin's words to the players (README "Cancelled games"). */
  gameCancelledSaying: (adminName: string, g: GameRef, words: string) =>
    notice('gameCancelledSaying', { admin: adminName, game: gameParam(g), words }),
  gameReinstated: (adminName: string, g: GameRef) =>
    notice('gameReinstated', { admin: adminName, game: gameParam(g) }),
  /**
   * The organiser's drop-out alert to the group's admins (README "Cancelled games", organiser alerts): who
   * left the main team within 48 hours of kick-off (`playerName` null: "A player", their account gone)
   * and how full it is now. A later drop-out rewrites it.
   */
  droppedOut: (playerName: string | null, g: GameRef, mainCount: number, maxPlayers: number) =>
    notice('droppedOut', {
      // null: the player's account is gone ("A player").
      player: playerName ?? { key: 'notifications:ref.aPlayer', params: {} },
      game: gameParam(g),
      main: mainCount,
      max: maxPlayers,
    }),
  /** To the offered reserve (README "Reserves"), naming the game and the offer's end (group-local). */
  offered: (g: GameRef, expiresAt: Date) =>
    notice('offered', { game: gameParam(g), until: whenParam(expiresAt, g.timeZone) }),
  /** To a reserve whose offer ran out: the place passed on, they stay on the reserves. */
  offerExpired: (g: GameRef) => notice('offerExpired', { game: gameParam(g) }),
  /** To a reserve whose offer was withdrawn (max_players lowered, the place gone). */
  offerWithdrawn: (g: GameRef) => notice('offerWithdrawn', { game: gameParam(g) }),
  /** A game's result to its players (README "Past games"): `line` is "Reds 3, Blues 2". */
  resultRecorded: (g: GameRef, line: string) => notice('resultRecorded', { game: gameParam(g), line }),
  resultCorrected: (g: GameRef, line: string) => notice('resultCorrected', { game: gameParam(g), line }),
  resultNotPlayed: (g: GameRef) => notice('resultNotPlayed', { game: gameParam(g) }),
  /**
   * To every other member when a series is created (README "Recurring games"): how often (`rule`, an
   * every-1 DAILY, WEEKLY or MONTHLY rule has its word, others are "recurring"), the group, the series'
   * description (null: "the recurring game", as emails say it) and its first kick-off.
   */
  seriesCreated: (
    groupName: string,
    description: string | null,
    rule: { freq: string; interval: number },
    first: Date,
    timeZone: string,
  ) =>
    notice(`seriesCreated.${cadenceOf(rule)}`, {
      group: groupName,
      series: description ?? notice('plainSeries', {}),
      when: whenParam(first, timeZone),
    }),
  /** To everyone who had answered one of its `deleted` upcoming games when a series is stopped. */
  seriesStopped: (description: string | null, deleted: number) =>
    notice('seriesStopped', { series: description ?? notice('plainSeries', {}), count: deleted }),
  /**
   * To every other member when a series' rule or start date changed (README "Recurring games",
   * docs/decisions/008-series-edits.md): how it repeats now, at what time and where (description and
   * venue null: as emails say it, "the recurring game").
   */
  seriesRuleChanged: (description: string | null, rule: SeriesRuleRef, at: SeriesPlace) =>
    notice('seriesRuleChanged', {
      series: description ?? notice('plainSeries', {}),
      repeats: { type: 'repeats', ...rule },
      time: seriesPlace(at),
    }),
  /** To the players of a series' upcoming games when only its time or venue changed: `games` of theirs moved. */
  seriesMoved: (description: string | null, was: SeriesPlace, now: SeriesPlace, games: number) =>
    notice('seriesMoved', {
      series: description ?? notice('plainSeries', {}),
      now: seriesPlace(now),
      was: seriesPlace(was),
      count: games,
    }),
  /** A series edit's notice `change` and the dates of the reader's games it deleted (`dates`, on `timeZone`). */
  seriesCancelled: (change: NoticeText, dates: Date[], timeZone: string) =>
    notice('seriesCancelled', { change, dates: { type: 'days', at: dates.map(iso), timeZone } }),
} as const;

/** The cadence word of a series' rule: every-1 DAILY, WEEKLY or MONTHLY, else "recurring". */
function cadenceOf(rule: { freq: string; interval: number }): 'daily' | 'weekly' | 'monthly' | 'recurring' {
  if (rule.interval !== 1) return 'recurring';
  return rule.freq === 'DAILY'
    ? 'daily'
    : rule.freq === 'WEEKLY'
      ? 'weekly'
      : rule.freq === 'MONTHLY'
        ? 'monthly'
        : 'recurring';
}

/**
 * Text a user wrote (a name, a group's name, a description, a venue) as a right-to-left sentence quotes
 * it: isolated (Unicode FSI … PDI), so a Latin name beside Arabic words keeps its own direction and does
 * not drag the punctuation after it along ("Polyglot United: Friday five" stays two things). Left-to-right
 * languages get it as it is.
 */
function userText(translator: Translator, text: string): string {
  return isRightToLeft(translator.language) ? `\u2068${text}\u2069` : text;
}

/** A time of day "HH:MM" in `language`: as written in English, on the language's clock otherwise. */
function clockIn(language: Language, time: string): string {
  if (language === 'en') return time;
  const at = new Date(`1970-01-01T${time}:00Z`);
  return Number.isNaN(at.getTime()) ? time : timeFormatter(language, 'UTC', {}).format(at);
}

/**
 * Game dates in `language` on `timeZone`: "Thu 25 Mar, Fri 26 Mar" in English; otherwise Intl's list of
 * them with the month in full ("Do., 25. März und Fr., 26. März"; an abbreviated month's dot would double
 * the sentence's).
 */
function daysIn(language: Language, at: string[], timeZone: string): string {
  const days = at.map((a) => new Date(a));
  if (language === 'en') return days.map((d) => formatInZone(d, 'EEE d MMM', timeZone)).join(', ');
  const day = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'long', timeZone });
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(days.map((d) => day.format(d)));
}

/** Renders one parameter in `translator`'s language. */
function renderParam(translator: Translator, value: NoticeParam): string | number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return userText(translator, value);
  if (value === null || typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map((v) => renderNotice(translator, v)).join('\n');
  if ('key' in value) return renderNotice(translator, value);
  if (value.type === 'clock') return clockIn(translator.language, value.time);
  if (value.type === 'days') return daysIn(translator.language, value.at, value.timeZone);
  if (value.type === 'repeats') {
    const summary = seriesSummaryIn(translator, value.rrule, value.startDate, value.timeZone);
    // Inside the sentence: "now repeats every Thursday" ("jede Woche am Donnerstag").
    return summary.charAt(0).toLocaleLowerCase(translator.language) + summary.slice(1);
  }
  const when = noticeWhen(value.at, value.timeZone, translator.language);
  switch (value.type) {
    case 'when':
      return when;
    case 'game':
      return value.description === null
        ? translator.t('notifications:ref.plainGame', { when })
        : translator.t('notifications:ref.game', {
            description: userText(translator, value.description),
            when,
          });
    case 'place':
      return value.venue
        ? translator.t('notifications:ref.place', { when, venue: userText(translator, value.venue) })
        : when;
  }
}

/**
 * `text` as `translator`'s language says it (README "Languages"): times on the group's zone in the
 * reader's language; a list of one change is that change, of several "N changes:" and each, newest last.
 * A plain string is an English sentence from before keys were stored: it stays as it is. Never throws.
 */
export function renderNotice(translator: Translator, text: NoticeText | string): string {
  if (typeof text === 'string') return text;
  const list = text.params.list;
  if (Array.isArray(list) && list.length === 1) return renderNotice(translator, list[0]!);
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.params)) params[name] = renderParam(translator, value);
  if (Array.isArray(list)) params.count = list.length;
  return translator.t(text.key, params);
}

/** `text` in English: what notifications.message keeps (the fallback and what English readers see). */
export function englishNotice(text: NoticeText | string): string {
  return renderNotice(englishTranslator, text);
}

type English<F> = F extends (...args: infer A) => NoticeText ? (...args: A) => string : never;

/**
 * The English sentence of each notification trigger (docs/product.md#s2-notifications): `notices`
 * rendered in English, for tests and sentences built around them.
 */
export const notificationMessages = Object.fromEntries(
  Object.entries(notices).map(([name, build]) => [
    name,
    (...args: unknown[]) => englishNotice((build as (...a: unknown[]) => NoticeText)(...args)),
  ]),
) as { readonly [K in keyof typeof notices]: English<(typeof notices)[K]> };

/** "Thu 19:00": a kick-off as English email subjects say it, in the group's `timeZone`. */
export function subjectWhen(at: Date, timeZone: string): string {
  return formatInZone(at, 'EEE HH:mm', timeZone);
}

/**
 * What an email's subject says happened (README "Notifications", subjects): the keys of the catalogue's
 * mail:subjects ("promoted" is "You're in" in English, the first half of "You're in — Thursday Footy,
 * Thu 19:00"). No user text: the game is named by its group's name and kick-off only (mailSubject).
 */
export const mailSubjectWhat = {
  promoted: 'promoted',
  addedToMainTeam: 'addedToMainTeam',
  movedToReserves: 'movedToReserves',
  addedToReserves: 'addedToReserves',
  removedFromTeam: 'removedFromTeam',
  guestPromoted: 'guestPromoted',
  guestMovedToReserves: 'guestMovedToReserves',
  gameChanged: 'gameChanged',
  gameDeleted: 'gameDeleted',
  gameCancelled: 'gameCancelled',
  gameReinstated: 'gameReinstated',
  droppedOut: 'droppedOut',
  seriesChanged: 'seriesChanged',
  seriesStopped: 'seriesStopped',
  addedToGroup: 'addedToGroup',
  removedFromGroup: 'removedFromGroup',
  madeGroupAdmin: 'madeGroupAdmin',
  unmadeGroupAdmin: 'unmadeGroupAdmin',
  memberJoined: 'memberJoined',
  offer: 'offer',
  fallback: 'fallback',
} as const;
/** A key of mail:subjects naming what happened. */
export type MailSubjectWhat = (typeof mailSubjectWhat)[keyof typeof mailSubjectWhat];

/**
 * An email subject in `translator`'s language: `what` happened (a mailSubjectWhat key, or `changes`
 * changes), then which game ("You're in — Thursday Footy, Thu 19:00": the kick-off through noticeWhen's
 * short form) or group ("You were added — Thursday Footy"), or "— Turnout". Only a group's name is user
 * text here.
 */
export function mailSubject(
  translator: Translator,
  what: MailSubjectWhat | { changes: number },
  about?: { groupName: string; at?: Date; timeZone?: string },
): string {
  const { t, language } = translator;
  // A subject queued before subjects were keys is its English words: said as they are.
  const known = typeof what !== 'string' || Object.hasOwn(mailSubjectWhat, what);
  const said = !known
    ? what
    : typeof what === 'string'
      ? t(`mail:subjects.${what}`)
      : t('mail:subjects.changes', { count: what.changes });
  if (!about) return t('mail:subjects.plain', { what: said });
  if (!about.at || !about.timeZone)
    return t('mail:subjects.aboutGroup', { what: said, group: about.groupName });
  const when =
    language === 'en'
      ? subjectWhen(about.at, about.timeZone)
      : formatWeekdayTime(about.at, about.timeZone, language);
  return t('mail:subjects.aboutGame', { what: said, group: about.groupName, when });
}

/**
 * A notification as the API returns it (docs/product.md#s3): created_at ISO 8601 UTC; link a client route or
 * null.
 */
export const notificationSchema = z.object({
  id: z.number(),
  message: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  is_read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first. */
export const notificationsReplySchema = z.object({
  success: z.literal(true),
  notifications: z.array(notificationSchema),
});
export type NotificationsReply = z.infer<typeof notificationsReplySchema>;

/** GET /api/notifications/unread-count. */
export const unreadCountReplySchema = z.object({ success: z.literal(true), unreadCount: z.number() });
export type UnreadCountReply = z.infer<typeof unreadCountReplySchema>;

/** PUT /api/notifications/{id}/mark-read, DELETE …/delete-all and …/delete-multiple. */
export const notificationActionReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  unreadCount: z.number(),
});
export type NotificationActionReply = z.infer<typeof notificationActionReplySchema>;

/** DELETE /api/notifications/delete-multiple: ids that are not the caller's are ignored. */
export const deleteNotificationsBodySchema = z.object({
  ids: z
    .array(idSchema('Each id'), { error: notificationTexts.idsRequired })
    .min(1, { error: notificationTexts.noneSelected })
    .max(1000, { error: 'At most 1000 notifications can be deleted at once.' }),
});
export type DeleteNotificationsBody = z.input<typeof deleteNotificationsBodySchema>;

/** PUT /api/notifications/{id}/mark-read. */
export const notificationIdParamsSchema = idParamsSchema;
