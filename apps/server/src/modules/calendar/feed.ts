/**
 * The body of a user's calendar feed (README "Notifications", calendar feed): an iCalendar (RFC 5545)
 * document made with ical-generator, one VEVENT per game of the user's groups from FEED_PAST_DAYS
 * before `now` onwards.
 *
 * - UID `game-{id}@{APP_URL host}`: stable, so a moved game moves in the reader's calendar and a
 *   deleted one disappears with the next poll.
 * - DTSTART/DTEND in UTC (`…Z`), the kick-off and GAME_MINUTES later. No time zone is given anywhere:
 *   with one, ical-generator writes a plain Date in the server process's zone under that TZID
 *   (shared/notes/libraries-on-node20.md); the reader's calendar shows UTC in its own zone.
 * - STATUS:CANCELLED for a cancelled game, whose SUMMARY starts "[Cancelled] " (README "Cancelled
 *   games"); no STATUS otherwise.
 * - SUMMARY: the description after the user's status, "[In] ", "[Reserve N] " (their place in the
 *   reserves queue, 1-based, in the team sheet's order: position, then user id; guests ahead count too,
 *   README "Guests"), "[Out] " or "[?] ".
 * - LOCATION the venue; DESCRIPTION the cost in the group's currency (formatMoney) and the game's link;
 *   URL the game's link.
 * - DTSTAMP the later of the game's and the answer's updated_at, never the time of the request: the
 *   same games and answers give the same bytes, so the ETag (routes.ts) only changes with the feed.
 *
 * The data comes from one query (feedGames). One game's file ("Add to my calendar": feedGame,
 * renderGameFile) is the same VEVENT without the reader's status in its SUMMARY.
 *
 * Words are the reader's language (README "Languages"; readerLanguage): the catalogue's
 * 'games:calendar.*' ("[In] ", "[Dabei] ", "Cost: " …) and the cost through formatMoney in that language.
 * English is the specification's text above, byte for byte.
 */
import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { ICalCalendar } from 'ical-generator';
import { formatMoney, type RsvpStatus } from '@turnout/shared';
import { translatorFor } from '@turnout/shared/i18n/all';
import { isLanguage, languageOfAcceptLanguage, type Language } from '@turnout/shared/i18n/languages';
import type { Executor } from '../../db/client.ts';
import { gameGuests, games, groupMembers, groups, rsvps, users } from '../../db/schema.ts';

/** Games that started more than this many days ago are left out of the feed. */
export const FEED_PAST_DAYS = 30;
/** A game's length in the feed (DTEND − DTSTART), in minutes. */
export const GAME_MINUTES = 90;
/** How often calendar apps are asked to poll (REFRESH-INTERVAL, X-PUBLISHED-TTL), in seconds. */
export const FEED_REFRESH_SECONDS = 3600;

export type FeedGame = {
  id: number;
  description: string;
  gameDatetime: Date;
  venue: string | null;
  cost: string | null;
  currency: string;
  status: RsvpStatus | null;
  /** Place in the reserves queue (1 = next up) when status is 'reserves'; null otherwise. */
  reservePlace: number | null;
  /** The later of the game's and the user's answer's updated_at. */
  updatedAt: Date;
  /** A cancelled game (README "Cancelled games") is written STATUS:CANCELLED and its SUMMARY says so. */
  cancelled: boolean;
};

/**
 * The games of `userId`'s groups from FEED_PAST_DAYS before `now` onwards, by kick-off, each with the
 * group's currency, the user's answer and their place in the reserves queue: one query.
 */
export async function feedGames(db: Executor, userId: number, now: Date): Promise<FeedGame[]> {
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 24 * 3600_000);
  return readFeedGames(db, userId, gte(games.gameDatetime, since));
}

/**
 * Game `gameId` as feedGames reads it, past or upcoming, or null when it does not exist or is not in
 * one of `userId`'s groups (GET /api/games/{id}/calendar.ics, ./routes.ts).
 */
export async function feedGame(db: Executor, userId: number, gameId: number): Promise<FeedGame | null> {
  const [game] = await readFeedGames(db, userId, eq(games.id, gameId));
  return game ?? null;
}

/** The games of `userId`'s groups that `which` keeps, as FeedGame rows by kick-off: one query. */
async function readFeedGames(db: Executor, userId: number, which: SQL): Promise<FeedGame[]> {
  const rows = await db
    .select({
      id: games.id,
      description: games.description,
      gameDatetime: games.gameDatetime,
      venue: games.venue,
      cost: games.cost,
      currency: groups.currency,
      status: rsvps.status,
      reservePlace: sql<string | number | null>`case when ${rsvps.status} = 'reserves' then
        (select count(*) + 1 from ${rsvps} ahead
          where ahead.game_id = ${games.id} and ahead.status = 'reserves'
            and (ahead.position, ahead.user_id) < (${rsvps.position}, ${rsvps.userId}))
        + (select count(*) from ${gameGuests} guest
          where guest.game_id = ${games.id} and guest.status = 'reserves'
            and guest.position < ${rsvps.position}) end`,
      gameUpdatedAt: games.updatedAt,
      gameStatus: games.status,
      rsvpUpdatedAt: rsvps.updatedAt,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .innerJoin(games, and(eq(games.groupId, groupMembers.groupId), which))
    .leftJoin(rsvps, and(eq(rsvps.gameId, games.id), eq(rsvps.userId, userId)))
    .where(eq(groupMembers.userId, userId))
    .orderBy(asc(games.gameDatetime), asc(games.id));
  return rows.map((r) => ({
    id: r.id,
    description: r.description,
    gameDatetime: r.gameDatetime,
    venue: r.venue,
    cost: r.cost,
    currency: r.currency,
    status: r.status,
    reservePlace: r.reservePlace === null ? null : Number(r.reservePlace),
    updatedAt: r.rsvpUpdatedAt && r.rsvpUpdatedAt > r.gameUpdatedAt ? r.rsvpUpdatedAt : r.gameUpdatedAt,
    cancelled: r.gameStatus === 'cancelled',
  }));
}

/**
 * The language a calendar is written in for `userId` (README "Languages"): their profile's choice, else
 * the request's Accept-Language (a calendar app's, or the browser's for one game's file), else English.
 */
export async function readerLanguage(
  db: Executor,
  userId: number,
  acceptLanguage: string | undefined,
): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  if (isLanguage(row?.language)) return row.language;
  return languageOfAcceptLanguage(acceptLanguage) ?? 'en';
}

/**
 * The SUMMARY of `game` in `language`: the description after the reader's status ("[In] ",
 * "[Reserve N] ", "[Out] ", "[?] " in English) when `withStatus`, after "[Cancelled] " for a cancelled game.
 */
export function summaryOf(game: FeedGame, language: Language, withStatus: boolean): string {
  const { t } = translatorFor(language);
  const description = game.description;
  if (game.cancelled) return t('games:calendar.summaryCancelled', { description });
  if (!withStatus) return description;
  switch (game.status) {
    case 'in':
      return t('games:calendar.summaryIn', { description });
    case 'reserves':
      return t('games:calendar.summaryReserve', { description, place: game.reservePlace ?? '?' });
    case 'out':
      return t('games:calendar.summaryOut', { description });
    default:
      return t('games:calendar.summaryUnanswered', { description });
  }
}

/** The PRODID of every calendar we write. */
const PROD_ID = { company: 'Turnout', product: 'Turnout', language: 'EN' };

/**
 * ical-generator, loaded with the first calendar written, not at start (bench/README.md "Start-up",
 * idle memory).
 */
const loadIcal = () => import('ical-generator');
type IcalLib = Awaited<ReturnType<typeof loadIcal>>;

/** The iCalendar text of a feed of `items` in `language`; links and UIDs from `appUrl` (APP_URL). */
export async function renderFeed(
  appUrl: string,
  items: FeedGame[],
  language: Language = 'en',
): Promise<string> {
  const lib = await loadIcal();
  const calendar = lib.default({
    name: 'Turnout',
    description: translatorFor(language).t('games:calendar.feedDescription'),
    prodId: PROD_ID,
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const game of items) addGameEvent(lib, calendar, appUrl, game, { withStatus: true, language });
  return calendar.toString();
}

/**
 * The iCalendar text of one game to add to a calendar once ("Add to my calendar", GET
 * /api/games/{id}/calendar.ics): the feed's VEVENT of `game` — the same UID, so a calendar that also
 * reads the feed sees one game — but its SUMMARY without the reader's status, which a downloaded file
 * cannot follow ("[Cancelled] " stays). No calendar name or refresh interval: nothing polls it.
 * Written in `language`.
 */
export async function renderGameFile(
  appUrl: string,
  game: FeedGame,
  language: Language = 'en',
): Promise<string> {
  const lib = await loadIcal();
  const calendar = lib.default({ prodId: PROD_ID });
  addGameEvent(lib, calendar, appUrl, game, { withStatus: false, language });
  return calendar.toString();
}

/** Adds `game`'s VEVENT to `calendar` as the header of this file describes it. */
function addGameEvent(
  lib: IcalLib,
  calendar: ICalCalendar,
  appUrl: string,
  game: FeedGame,
  { withStatus, language }: { withStatus: boolean; language: Language },
): void {
  const base = appUrl.replace(/\/+$/, '');
  const host = new URL(base).host;
  const link = `${base}/games/${game.id}`;
  const cost = formatMoney(game.cost, game.currency, language);
  calendar.createEvent({
    id: `game-${game.id}@${host}`,
    stamp: game.updatedAt,
    start: game.gameDatetime,
    end: new Date(game.gameDatetime.getTime() + GAME_MINUTES * 60_000),
    summary: summaryOf(game, language, withStatus),
    status: game.cancelled ? lib.ICalEventStatus.CANCELLED : null,
    location: game.venue,
    description: [cost ? translatorFor(language).t('games:calendar.cost', { cost }) : null, link]
      .filter(Boolean)
      .join('\n'),
    url: link,
  });
}
