/**
 * Results, ratings and the season table (README "Sides, results and ratings").
 *
 * - A group admin records a game's result after kick-off: goals per published side, in the sides'
 *   order, or "not played". Scores need published sides (409 otherwise: nobody could tell whose score
 *   is whose); "not played" does not. A correction overwrites the result. The players on the sides (or,
 *   without sides, the members who were in) are told, except the admin who recorded it.
 * - A recorded game is rated unless it was not played, its sides were changed after kick-off, a member
 *   on a side was marked a no-show (the side played short), or it had other than two sides.
 * - Ratings are recomputed from the group's whole history of rated results in kick-off order every
 *   time they are read (./ratings.ts), never stored or patched.
 * - The season table: per member, over the group's games kicking off in a date range (default this
 *   calendar year in the group's zone): appearances (played: main team at kick-off, not a no-show),
 *   wins, draws and losses (appearances with a scored result, by the side they were on), and no-shows
 *   and late drops as the attendance record counts them (README "A fair, visible record").
 *
 * Errors: 404 for a game or group the caller is not in, 403 for a member trying an admin's action, 409
 * when a rule refuses, each with a sentence of shared resultTexts.
 */
import {
  combineDateTime,
  gameTexts,
  groupTexts,
  hasStarted,
  notificationLinks,
  OWN_TREND_AFTER_GAMES,
  notices,
  resultTexts,
  scoreLine,
  sideTexts,
  todayDate,
  type MyRatingReply,
  type RatingsReply,
  type ResultBody,
  type ResultReply,
  type TableReply,
  type TableRow,
  type UnratedReason,
} from '@turnout/shared';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { getMembership, requireGroupAdmin, requireGroupMember } from '../groups/index.ts';
import { gameRef, notify, Notified } from '../notifications/index.ts';
import { attendanceOf } from '../payments/index.ts';
import { computeRatings, type PlayerRating, type RatedGame } from './ratings.ts';
import * as repo from './repository.ts';

/** Why `game` is not rated, or null when it is (see the module comment). */
function unratedReason(game: repo.RecordedGame, absent: Set<string>): UnratedReason | null {
  if (game.notPlayed || game.scores === null) return 'not_played';
  if (game.changedAfterKickoff) return 'changed_after_kickoff';
  const sides = game.sides ?? [];
  if (sides.length !== 2 || game.scores.length !== 2) return 'not_two_sides';
  if (sides.some((s) => s.user_ids.some((id) => absent.has(`${game.gameId}:${id}`)))) return 'no_show';
  return null;
}

/** Every player's rating in `groupId` at `now`, from the seed stars and all rated results. */
async function ratingsOf(db: Executor, groupId: number, now: Date): Promise<Map<number, PlayerRating>> {
  const recorded = await repo.recordedGames(db, groupId, now);
  const ids = recorded.map((g) => g.gameId);
  const [absent, guests, stars] = await Promise.all([
    repo.noShows(db, ids),
    repo.guestStars(db, ids),
    repo.seedStars(db, groupId),
  ]);
  const rated: RatedGame[] = recorded
    .filter((g) => unratedReason(g, absent) === null)
    .map((g) => {
      const side = (i: number) => ({
        userIds: g.sides![i]!.user_ids,
        // The stars stored with the sides when published; older sides read the guests still on the game.
        guestStars: g.sides![i]!.guest_ids.map((id, j) => {
          const stored = g.sides![i]!.guest_stars?.[j];
          return stored !== undefined ? stored : (guests.get(id) ?? null);
        }),
      });
      return { gameId: g.gameId, sides: [side(0), side(1)], scores: [g.scores![0]!, g.scores![1]!] };
    });
  return computeRatings(stars, rated);
}

/**
 * Every member's current rating in `groupId` at `now` (user id → rating, unrounded; 1000 + (stars − 3)
 * × 100 for someone with no rated game), for picking fair sides (README "Sides, results and ratings").
 */
export async function currentRatings(db: Executor, groupId: number, now: Date): Promise<Map<number, number>> {
  const ratings = await ratingsOf(db, groupId, now);
  return new Map([...ratings].map(([id, r]) => [id, r.rating]));
}

/** The game or 404 gameTexts.gameNotFound. */
async function requireGame(db: Executor, gameId: number) {
  const game = await repo.findGame(db, gameId);
  if (!game) throw notFound(gameTexts.gameNotFound);
  return game;
}

/** The result reply of `game` for a caller who may (or may not) record it. */
async function resultReply(
  db: Executor,
  game: { id: number; gameDatetime: Date; status: string },
  isAdmin: boolean,
  now: Date,
): Promise<ResultReply> {
  const [sides, result, absent] = await Promise.all([
    repo.sidesOf(db, game.id),
    repo.resultOf(db, game.id),
    repo.noShows(db, [game.id]),
  ]);
  const reason = result
    ? unratedReason(
        {
          gameId: game.id,
          gameDatetime: game.gameDatetime,
          scores: result.scores,
          notPlayed: result.notPlayed,
          sides: sides?.sides ?? null,
          changedAfterKickoff: sides?.changedAfterKickoff ?? false,
        },
        absent,
      )
    : null;
  return {
    sides: (sides?.sides ?? []).map((s) => s.name),
    result: result && {
      scores: result.scores,
      not_played: result.notPlayed,
      rated: reason === null,
      unrated_reason: reason,
      recorded_at: result.recordedAt.toISOString(),
      updated_at: result.updatedAt.toISOString(),
    },
    can_record: isAdmin && hasStarted(game.gameDatetime, now) && game.status !== 'cancelled',
  };
}

/** GET /api/games/{id}/result (members of its group; 404 others). */
export async function getResult(db: Executor, gameId: number, userId: number, now: Date) {
  const game = await requireGame(db, gameId);
  const membership = await getMembership(db, game.groupId, userId);
  if (!membership) throw notFound(gameTexts.gameNotFound);
  return resultReply(db, game, membership.isGroupAdmin, now);
}

/**
 * PUT /api/games/{id}/result (group admin; 403 resultTexts.adminOnly): records or corrects the result.
 * 409 resultTexts.beforeKickoff, .cancelled, .noSides (scores without published sides), .wrongCount
 * (not one score per side). Tells the players through `notified` (announced after the commit).
 */
export async function putResult(
  db: Database,
  gameId: number,
  adminId: number,
  body: ResultBody,
  now: Date,
  notified: Notified = new Notified(),
): Promise<ResultReply> {
  return db.transaction(async (tx) => {
    const game = await requireGame(tx, gameId);
    await requireGroupAdmin(tx, game.groupId, adminId, {
      notFound: gameTexts.gameNotFound,
      forbidden: resultTexts.adminOnly,
    });
    if (game.status === 'cancelled') throw conflict(resultTexts.cancelled, 'GAME_CANCELLED');
    if (!hasStarted(game.gameDatetime, now)) throw conflict(resultTexts.beforeKickoff, 'BEFORE_KICKOFF');
    const sides = (await repo.sidesOf(tx, gameId))?.sides ?? null;
    const scores = body.scores ?? null;
    if (scores !== null) {
      if (!sides || sides.length === 0) throw conflict(resultTexts.noSides, 'NO_SIDES');
      if (scores.length !== sides.length) throw conflict(resultTexts.wrongCount(sides.length), 'SCORE_COUNT');
    }
    const before = await repo.resultOf(tx, gameId);
    await repo.upsertResult(tx, gameId, scores, adminId, now);
    const ref = await gameRef(tx, game);
    const line = scores === null || !sides ? '' : sides.map((s, i) => `${s.name} ${scores[i]}`).join(', ');
    const message =
      scores === null
        ? notices.resultNotPlayed(ref)
        : before
          ? notices.resultCorrected(ref, line)
          : notices.resultRecorded(ref, line);
    const told = sides ? sides.flatMap((s) => s.user_ids) : await repo.playersIn(tx, gameId);
    const members = new Set((await repo.membersOf(tx, game.groupId)).map((m) => m.userId));
    await notify(
      tx,
      [...new Set(told)]
        .filter((id) => id !== adminId && members.has(id))
        .map((userId) => ({
          userId,
          message,
          link: notificationLinks.game(game.id),
          kind: 'team_changes' as const,
          gameId: game.id,
          groupId: game.groupId,
        })),
      notified,
    );
    const reply = await resultReply(tx, game, true, now);
    const said =
      scores === null ? resultTexts.notPlayed : before ? resultTexts.corrected : resultTexts.recorded;
    return { ...reply, message: scores === null ? said : `${said} ${scoreLine(scores)}` };
  });
}

/** Rounds a rating for display (whole points). */
const shown = (r: number) => Math.round(r);

/** GET /api/groups/{id}/ratings (group admins; 403 sideTexts.ratingsAdminOnly; 404 non-members). */
export async function getRatings(
  db: Executor,
  groupId: number,
  userId: number,
  now: Date,
): Promise<RatingsReply> {
  await requireGroupAdmin(db, groupId, userId, {
    notFound: groupTexts.notFound,
    forbidden: sideTexts.ratingsAdminOnly,
  });
  const [members, ratings, stars, goalkeepers] = await Promise.all([
    repo.membersOf(db, groupId),
    ratingsOf(db, groupId, now),
    repo.seedStars(db, groupId),
    repo.goalkeepersOf(db, groupId),
  ]);
  const players = members.map((m) => {
    const r = ratings.get(m.userId);
    return {
      user_id: m.userId,
      name: m.name,
      surname: m.surname,
      stars: stars.get(m.userId) ?? null,
      goalkeeper: goalkeepers.has(m.userId),
      rating: shown(r?.rating ?? 1000),
      games_rated: r?.gamesRated ?? 0,
      trend: (r?.trend ?? []).map(shown),
    };
  });
  players.sort((a, b) => b.rating - a.rating);
  return { players };
}

/** GET /api/groups/{id}/ratings/me (members; 404 others): the caller's trend after OWN_TREND_AFTER_GAMES. */
export async function getMyRating(
  db: Executor,
  groupId: number,
  userId: number,
  now: Date,
): Promise<MyRatingReply> {
  await requireGroupMember(db, groupId, userId, groupTexts.notFound);
  const mine = (await ratingsOf(db, groupId, now)).get(userId);
  const games = mine?.gamesRated ?? 0;
  if (!mine || games < OWN_TREND_AFTER_GAMES) {
    return { games_rated: games, rating: null, trend: [], message: resultTexts.trendNotYet(games) };
  }
  return {
    games_rated: games,
    rating: shown(mine.rating),
    trend: mine.trend.map(shown),
    message: resultTexts.trendShown(games),
  };
}

/** The next day of `date` (YYYY-MM-DD). */
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * GET /api/groups/{id}/table (members; 404 others): the season table over `from`–`to` (both included,
 * in the group's zone; default 1 January to 31 December of this year there), most appearances first.
 */
export async function getTable(
  db: Executor,
  groupId: number,
  userId: number,
  query: { from?: string; to?: string },
  now: Date,
): Promise<TableReply> {
  await requireGroupMember(db, groupId, userId, groupTexts.notFound);
  const group = await repo.findGroup(db, groupId);
  if (!group) throw notFound(groupTexts.notFound);
  const year = todayDate(now, group.timeZone).slice(0, 4);
  const from = query.from ?? `${year}-01-01`;
  const to = query.to ?? `${year}-12-31`;
  const range = {
    from: combineDateTime(from, '00:00', group.timeZone),
    to: combineDateTime(nextDay(to), '00:00', group.timeZone),
  };
  const [attendance, recorded] = await Promise.all([
    attendanceOf(db, groupId, now, range),
    repo.recordedGames(db, groupId, now),
  ]);
  const inRange = recorded.filter(
    (g) => g.gameDatetime >= range.from && g.gameDatetime < range.to && g.scores !== null && g.sides,
  );
  const absent = await repo.noShows(
    db,
    inRange.map((g) => g.gameId),
  );
  const rows = attendance.map((a): TableRow => {
    const row = {
      user_id: a.user_id,
      name: a.name,
      surname: a.surname,
      appearances: a.played,
      wins: 0,
      draws: 0,
      losses: 0,
      no_shows: a.no_shows,
      late_drops: a.late_drops,
    };
    for (const g of inRange) {
      const mine = g.sides!.findIndex((s) => s.user_ids.includes(a.user_id));
      if (mine < 0 || absent.has(`${g.gameId}:${a.user_id}`)) continue;
      const own = g.scores![mine]!;
      const best = Math.max(...g.scores!.filter((_, i) => i !== mine));
      if (own > best) row.wins += 1;
      else if (own === best) row.draws += 1;
      else row.losses += 1;
    }
    return row;
  });
  rows.sort((a, b) => b.appearances - a.appearances || b.wins - a.wins);
  return { from, to, rows };
}
