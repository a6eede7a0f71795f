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
 * The data comes from one query (feedGames).
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { formatMoney, type RsvpStatus } from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { gameGuests, games, groupMembers, groups, rsvps } from '../../db/schema.ts';

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
    .innerJoin(games, and(eq(games.groupId, groupMembers.groupId), gte(games.gameDatetime, since)))
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

/** The SUMMARY prefix of a status: "[In] ", "[Reserve N] ", "[Out] ", "[?] " (no answer). */
export function statusPrefix(status: RsvpStatus | null, reservePlace: number | null): string {
  if (status === 'in') return '[In] ';
  if (status === 'reserves') return `[Reserve ${reservePlace ?? '?'}] `;
  if (status === 'out') return '[Out] ';
  return '[?] ';
}

/**
 * The iCalendar text of a feed of `items`; links and UIDs from `appUrl` (APP_URL). ical-generator is
 * loaded with the first feed, not at start (bench/README.md "Start-up", idle memory).
 */
export async function renderFeed(appUrl: string, items: FeedGame[]): Promise<string> {
  const { default: ical, ICalEventStatus } = await import('ical-generator');
  const base = appUrl.replace(/\/+$/, '');
  const host = new URL(base).host;
  const calendar = ical({
    name: 'Turnout',
    description: 'Your Turnout games, with your answer to each.',
    prodId: { company: 'Turnout', product: 'Turnout', language: 'EN' },
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const game of items) {
    const link = `${base}/games/${game.id}`;
    const cost = formatMoney(game.cost, game.currency);
    calendar.createEvent({
      id: `game-${game.id}@${host}`,
      stamp: game.updatedAt,
      start: game.gameDatetime,
      end: new Date(game.gameDatetime.getTime() + GAME_MINUTES * 60_000),
      summary:
        (game.cancelled ? '[Cancelled] ' : statusPrefix(game.status, game.reservePlace)) + game.description,
      status: game.cancelled ? ICalEventStatus.CANCELLED : null,
      location: game.venue,
      description: [cost ? `Cost: ${cost}` : null, link].filter(Boolean).join('\n'),
      url: link,
    });
  }
  return calendar.toString();
}
