/**
 * One-tap answer links (README "Notifications"; docs/product.md#s4-rsvp-status and #s4-rsvp-cutoff apply
 * unchanged): what GET and POST /api/rsvp-links/{token} do once the token is read. The token
 * (../notifications/answer-links.ts, plugins/signed-tokens.ts) names one user and one game and expires at
 * kick-off; it grants nothing but that user's answer to that game.
 *
 * - `claimsOf(app, token)`: the link's `{ u, g }`, or 401 rsvpLinkTexts.invalid (malformed, tampered,
 *   another purpose's or a sign-in token) / 410 rsvpLinkTexts.expired (past its kick-off, app clock).
 * - `readRsvpLink`: the game, the person and their place; changes nothing (mail scanners open links).
 * - `answerRsvpLink`: records the answer through the same code as POST /api/rsvps (rsvps/service.ts
 *   recordRsvp, its notifications and the `team_changed` live update) and answers as it does.
 *
 * A game that has kicked off (also one moved earlier than the link's expiry) answers 410 like an
 * expired link; a deleted game, or a person no longer a member of its group, 404 gameTexts.gameNotFound
 * (as POST /api/rsvps); a deleted account 404 rsvpLinkTexts.userGone.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  gameTexts,
  hasStarted,
  rsvpLinkTexts,
  type RsvpLinkReply,
  type RsvpReply,
  type RsvpStatus,
  type TeamResponse,
} from '@turnout/shared';
import { games, groups, users } from '../../db/schema.ts';
import { HttpError, notFound, unauthorized } from '../../lib/http-errors.ts';
import { SignedTokenError } from '../../lib/signed-tokens.ts';
import type { RsvpLinkClaims } from '../../plugins/signed-tokens.ts';
import { withUnreadPush } from '../notifications/index.ts';
import { announceTeamChanged, getTeam, recordRsvp } from '../rsvps/index.ts';

type App = FastifyInstance;

/** The refusals of a kind of link: tampered or foreign (401), expired (410), its account gone (404). */
export type LinkTexts = { invalid: string; expired: string; userGone: string };

const expiredBy = (texts: LinkTexts) => new HttpError(410, texts.expired, 'LINK_EXPIRED');

/**
 * The claims of a genuine, unexpired link token (`verify`: its purpose's, at the app clock) whose
 * claims `ids` are all safe integers; 401 `texts.invalid` / 410 `texts.expired` otherwise.
 */
export function verifiedClaims<C>(verify: () => C, ids: (claims: C) => number[], texts: LinkTexts): C {
  try {
    const claims = verify();
    if (!ids(claims).every((n) => Number.isSafeInteger(n))) throw new SignedTokenError('invalid');
    return claims;
  } catch (err) {
    if (err instanceof SignedTokenError && err.reason === 'expired') throw expiredBy(texts);
    if (err instanceof SignedTokenError) throw unauthorized(texts.invalid, 'LINK_INVALID');
    throw err;
  }
}

/** The claims of a genuine, unexpired RSVP link at the app clock; 401 / 410 otherwise. */
export function claimsOf(app: Pick<App, 'signedTokens' | 'now'>, token: string): RsvpLinkClaims {
  return verifiedClaims(
    () => app.signedTokens.rsvpLink.verify(token, app.now()),
    (c) => [c.u, c.g],
    rsvpLinkTexts,
  );
}

/**
 * The language the link's page speaks to its person (README "Languages"): their profile's `language`,
 * or null when they chose none, the token is not a genuine RSVP link or its account is gone. An expired
 * link still names its person (the signature is checked, the expiry is not: its page says it expired in
 * their language); nothing else is read from it.
 */
export async function linkOwnerLanguage(
  app: Pick<App, 'db' | 'signedTokens'>,
  token: string,
): Promise<string | null> {
  let userId: number;
  try {
    // fast-jwt takes a clock of 0 as "now": one second past the epoch is before every link's expiry.
    userId = app.signedTokens.rsvpLink.verify(token, new Date(1000)).u;
  } catch {
    return null;
  }
  if (!Number.isSafeInteger(userId)) return null;
  const [row] = await app.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}

/**
 * The link's person (`name`) and game (with its group's name and time zone), checked: 404 for a deleted
 * account (`texts.userGone`) or game, 410 (`texts.expired`) once the game has kicked off.
 */
export async function linkTarget(
  app: App,
  claims: { u: number; g: number },
  texts: LinkTexts = rsvpLinkTexts,
) {
  const [user] = await app.db.select({ name: users.name }).from(users).where(eq(users.id, claims.u));
  if (!user) throw notFound(texts.userGone);
  const [game] = await app.db
    .select({
      id: games.id,
      description: games.description,
      gameDatetime: games.gameDatetime,
      venue: games.venue,
      timeZone: groups.timeZone,
      groupName: groups.name,
    })
    .from(games)
    .innerJoin(groups, eq(groups.id, games.groupId))
    .where(eq(games.id, claims.g));
  if (!game) throw notFound(gameTexts.gameNotFound);
  if (hasStarted(game.gameDatetime, app.now())) throw expiredBy(texts);
  return { user, game };
}

/** A link page's game: `linkTarget`'s game with the main team's size against max_players. */
export function linkGame(
  game: Awaited<ReturnType<typeof linkTarget>>['game'],
  team: Pick<TeamResponse, 'mainTeam' | 'max_players'>,
): RsvpLinkReply['game'] {
  return {
    id: game.id,
    description: game.description,
    game_datetime: game.gameDatetime.toISOString(),
    venue: game.venue,
    time_zone: game.timeZone,
    group_name: game.groupName,
    main_team_count: team.mainTeam.length,
    max_players: team.max_players,
  };
}

/**
 * GET /api/rsvp-links/{token} → RsvpLinkReply: `{ game: { id, description, game_datetime (ISO UTC),
 * venue, time_zone, group_name, main_team_count, max_players }, user: { name }, status, reserves_position }`.
 * Reads only. 404 gameTexts.gameNotFound when the person is no longer a member of the game's group.
 */
export async function readRsvpLink(app: App, token: string): Promise<RsvpLinkReply> {
  const claims = claimsOf(app, token);
  const { user, game } = await linkTarget(app, claims);
  const team = await getTeam(app.db, claims.u, claims.g);
  const reservesIndex = team.reserves.findIndex((e) => e.user_id === claims.u);
  const own = [...team.mainTeam, ...team.reserves, ...team.notAttending].find((e) => e.user_id === claims.u);
  return {
    game: linkGame(game, team),
    user: { name: user.name },
    status: !own || own.status === 'pending' ? null : own.status,
    reserves_position: reservesIndex === -1 ? null : reservesIndex + 1,
  };
}

/**
 * POST /api/rsvp-links/{token} `{ status }` → `{ success: true, status, message, position }` exactly as POST
 * /api/rsvps (same rules, refusals and notifications: rsvps/service.ts recordRsvp, on the app clock);
 * the game's room hears `team_changed` once committed.
 */
export async function answerRsvpLink(app: App, token: string, status: RsvpStatus): Promise<RsvpReply> {
  const claims = claimsOf(app, token);
  await linkTarget(app, claims);
  await app.rsvpLinkLimiter.take(claims.u, claims.g);
  const reply = await withUnreadPush(app, (notified) =>
    recordRsvp(app.db, claims.u, claims.g, status, notified, app.now()),
  );
  return announceTeamChanged(app, [claims.g], reply, 'sheet');
}
