/**
 * A game's sides (README "Sides, results and ratings"): reading them, a group admin's proposal (pick,
 * which saves nothing) and publishing. Access follows the team sheet's: a game outside the caller's
 * groups is 404 (gameTexts.gameNotFound), picking and publishing are for the group's admins (403
 * sideTexts.adminOnly). The main team — members and guests in the `in` list — is read through the rsvps
 * face; the split itself is ./split.ts, the ratings ./ratings.ts.
 */
import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_SIDE_NAMES,
  gameTexts,
  sideTexts,
  starsToRating,
  type PublishSidesBody,
  type SideConstraintsBody,
  type SideReply,
  type SidesReply,
  type TeamResponse,
} from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { gameGuests, games, gameSides, type SideConstraints, type StoredSide } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { getMembership, requireGroupAdmin } from '../groups/index.ts';
import { getTeam } from '../rsvps/index.ts';
import { ratingSeeds, ratingsForPicking } from './ratings.ts';
import { splitSides, SplitImpossible, type SplitPlayer } from './split.ts';

const NO_CONSTRAINTS: SideConstraints = { together: [], apart: [], spread_goalkeepers: false };

/** The main team's members and guests, in the sheet's order. */
type MainTeam = { userIds: number[]; guestIds: number[] };

const mainTeamOf = (team: TeamResponse): MainTeam => ({
  userIds: team.mainTeam.flatMap((e) => (e.user_id === null ? [] : [e.user_id])),
  guestIds: team.mainTeam.flatMap((e) =>
    e.user_id === null && e.guest_id !== undefined ? [e.guest_id] : [],
  ),
});

/** The game's group and kick-off, or 404. */
async function gameOf(db: Executor, gameId: number, lock = false) {
  const query = db
    .select({ groupId: games.groupId, gameDatetime: games.gameDatetime })
    .from(games)
    .where(eq(games.id, gameId));
  const [game] = lock ? await query.for('update') : await query;
  if (!game) throw notFound(gameTexts.gameNotFound);
  return game;
}

/** The main team as `viewerId` sees it (404 when the game is not in one of their groups) and the game. */
async function teamAndGame(db: Executor, viewerId: number, gameId: number, lock = false) {
  const game = await gameOf(db, gameId, lock);
  const team = mainTeamOf(await getTeam(db, viewerId, gameId));
  return { game, team };
}

/** Guest id → the stars their host gave them (null = average) and their goalkeeper flag, for `guestIds`. */
async function guestsOf(db: Executor, guestIds: number[]) {
  const rows =
    guestIds.length === 0
      ? []
      : await db
          .select({ id: gameGuests.id, stars: gameGuests.stars, goalkeeper: gameGuests.goalkeeper })
          .from(gameGuests)
          .where(inArray(gameGuests.id, guestIds));
  return new Map(rows.map((g) => [g.id, g]));
}

/** Each player's rating and goalkeeper flag: members by ./ratings.ts, guests by their host's stars. */
async function strengths(db: Executor, groupId: number, team: MainTeam, now: Date) {
  const ratings = await ratingsForPicking(db, groupId, team.userIds, now);
  const seeds = await ratingSeeds(db, groupId, team.userIds);
  const guestById = await guestsOf(db, team.guestIds);
  return {
    member: (id: number) => ({
      rating: ratings.get(id) ?? starsToRating(null),
      goalkeeper: !!seeds.get(id)?.goalkeeper,
    }),
    guest: (id: number) => ({
      rating: starsToRating(guestById.get(id)?.stars),
      goalkeeper: !!guestById.get(id)?.goalkeeper,
    }),
  };
}

/** Every player of `team` and `sides` with their rating and goalkeeper flag (the admins' `players`). */
async function playersReply(db: Executor, groupId: number, team: MainTeam, sides: StoredSide[], now: Date) {
  const userIds = [...new Set([...team.userIds, ...sides.flatMap((s) => s.user_ids)])];
  const guestIds = [...new Set([...team.guestIds, ...sides.flatMap((s) => s.guest_ids)])];
  const strength = await strengths(db, groupId, { userIds, guestIds }, now);
  return [
    ...userIds.map((id) => ({ user_id: id, guest_id: null, ...strength.member(id) })),
    ...guestIds.map((id) => ({ user_id: null, guest_id: id, ...strength.guest(id) })),
  ];
}

/** Whether `sides` list exactly the players of `team`, each once. */
function listsMainTeam(sides: StoredSide[], team: MainTeam): boolean {
  const same = (listed: number[], expected: number[]) =>
    listed.length === expected.length &&
    new Set(listed).size === listed.length &&
    expected.every((id) => listed.includes(id));
  return (
    same(
      sides.flatMap((s) => s.user_ids),
      team.userIds,
    ) &&
    same(
      sides.flatMap((s) => s.guest_ids),
      team.guestIds,
    )
  );
}

/** `sides` as the API answers them; with `total` each (rating points) for a group admin. */
async function sidesReply(
  db: Executor,
  groupId: number,
  sides: StoredSide[],
  isAdmin: boolean,
  now: Date,
): Promise<SideReply[]> {
  if (!isAdmin) return sides.map(({ name, user_ids, guest_ids }) => ({ name, user_ids, guest_ids }));
  const all = { userIds: sides.flatMap((s) => s.user_ids), guestIds: sides.flatMap((s) => s.guest_ids) };
  const strength = await strengths(db, groupId, all, now);
  return sides.map(({ name, user_ids, guest_ids }) => ({
    name,
    user_ids,
    guest_ids,
    total:
      user_ids.reduce((sum, id) => sum + strength.member(id).rating, 0) +
      guest_ids.reduce((sum, id) => sum + strength.guest(id).rating, 0),
  }));
}

const storedSidesOf = async (db: Executor, gameId: number) =>
  (await db.select().from(gameSides).where(eq(gameSides.gameId, gameId)))[0] ?? null;

/**
 * GET /api/games/{id}/sides: the published sides (`sides: []`, `published: false` before the first
 * publish) and `stale`, true when the main team is no longer exactly the players they list. Group admins
 * also get each side's `total`, every player's rating (`players`) and the kept `constraints`. Errors: 404 gameTexts.gameNotFound.
 */
export async function readSides(
  db: Executor,
  viewerId: number,
  gameId: number,
  now: Date,
): Promise<SidesReply> {
  const { game, team } = await teamAndGame(db, viewerId, gameId);
  const isAdmin = !!(await getMembership(db, game.groupId, viewerId))?.isGroupAdmin;
  const stored = await storedSidesOf(db, gameId);
  const sides = stored?.sides ?? null;
  return {
    sides: sides ? await sidesReply(db, game.groupId, sides, isAdmin, now) : [],
    published: sides !== null,
    stale: sides !== null && !listsMainTeam(sides, team),
    ...(isAdmin
      ? {
          players: await playersReply(db, game.groupId, team, sides ?? [], now),
          constraints: stored?.constraints ?? NO_CONSTRAINTS,
        }
      : {}),
  };
}

/**
 * POST /api/games/{id}/sides/pick `{ sides, constraints?, seed? }` (group admins): a proposal splitting
 * the main team into `sides` fair sides (./split.ts), in the GET's shape with `published: false`; saves
 * nothing. Without `constraints`, those kept with the published sides apply; pairs naming someone not in
 * the main team are left out. Side names: the published ones when their number matches, else
 * DEFAULT_SIDE_NAMES. Errors: 404 gameTexts.gameNotFound; 403 sideTexts.adminOnly; 409
 * sideTexts.tooFewPlayers, .contradiction, .unsatisfiable.
 */
export async function pickSides(
  db: Executor,
  adminId: number,
  gameId: number,
  body: { sides: number; constraints?: SideConstraintsBody; seed?: number },
  now: Date,
): Promise<SidesReply> {
  const { game, team } = await teamAndGame(db, adminId, gameId);
  await requireGroupAdmin(db, game.groupId, adminId, {
    notFound: gameTexts.gameNotFound,
    forbidden: sideTexts.adminOnly,
  });
  const stored = await storedSidesOf(db, gameId);
  const constraints = body.constraints ?? stored?.constraints ?? NO_CONSTRAINTS;
  const strength = await strengths(db, game.groupId, team, now);
  const players: SplitPlayer[] = [
    ...team.userIds.map((id) => ({ key: `u${id}`, ...strength.member(id) })),
    ...team.guestIds.map((id) => ({ key: `g${id}`, ...strength.guest(id) })),
  ];
  const keys = (pairs: [number, number][]) => pairs.map(([a, b]): [string, string] => [`u${a}`, `u${b}`]);
  let split;
  try {
    split = splitSides(
      players,
      body.sides,
      {
        together: keys(constraints.together),
        apart: keys(constraints.apart),
        spreadGoalkeepers: constraints.spread_goalkeepers,
      },
      body.seed ?? randomInt(2 ** 32 - 1),
    );
  } catch (err) {
    if (!(err instanceof SplitImpossible)) throw err;
    if (err.reason === 'too_few_players')
      throw conflict(sideTexts.tooFewPlayers(body.sides), 'TOO_FEW_PLAYERS');
    throw conflict(sideTexts[err.reason], 'SIDES_IMPOSSIBLE');
  }
  const names =
    stored?.sides?.length === body.sides
      ? stored.sides.map((s) => s.name)
      : DEFAULT_SIDE_NAMES.slice(0, body.sides);
  const idsOf = (keysOfSide: string[], prefix: 'u' | 'g') =>
    keysOfSide.filter((k) => k.startsWith(prefix)).map((k) => Number(k.slice(1)));
  return {
    sides: split.sides.map((side, i) => ({
      name: names[i]!,
      user_ids: idsOf(side, 'u'),
      guest_ids: idsOf(side, 'g'),
      total: split.totals[i]!,
    })),
    published: false,
    stale: false,
    players: [
      ...team.userIds.map((id) => ({ user_id: id, guest_id: null, ...strength.member(id) })),
      ...team.guestIds.map((id) => ({ user_id: null, guest_id: id, ...strength.guest(id) })),
    ],
    constraints,
  };
}

/**
 * PUT /api/games/{id}/sides `{ sides, constraints? }` (group admins): publishes the sides, which must
 * list every player of the main team once and nobody else (read under the game row lock, so no answer
 * slips in between). Published after kick-off, the game's sides are marked changed_after_kickoff (its
 * result is then recorded but not rated). Answers as GET. Errors: 404 gameTexts.gameNotFound; 403
 * sideTexts.adminOnly; 409 sideTexts.notTheMainTeam.
 */
export async function publishSides(
  db: Executor,
  adminId: number,
  gameId: number,
  body: PublishSidesBody & { constraints?: SideConstraintsBody },
  now: Date,
): Promise<SidesReply> {
  return db.transaction(async (tx) => {
    const { game, team } = await teamAndGame(tx, adminId, gameId, true);
    await requireGroupAdmin(tx, game.groupId, adminId, {
      notFound: gameTexts.gameNotFound,
      forbidden: sideTexts.adminOnly,
    });
    const listed: StoredSide[] = body.sides.map((s) => ({
      name: s.name,
      user_ids: s.user_ids.map(Number),
      guest_ids: s.guest_ids.map(Number),
    }));
    if (!listsMainTeam(listed, team)) throw conflict(sideTexts.notTheMainTeam, 'SIDES_NOT_MAIN_TEAM');
    const guests = await guestsOf(tx, team.guestIds);
    const sides = listed.map((s) => ({
      ...s,
      guest_stars: s.guest_ids.map((id) => guests.get(id)?.stars ?? null),
    }));
    const stored = await storedSidesOf(tx, gameId);
    const constraints = body.constraints ?? stored?.constraints ?? NO_CONSTRAINTS;
    const values = {
      sides,
      constraints,
      publishedAt: now,
      publishedBy: adminId,
      changedAfterKickoff: (stored?.changedAfterKickoff ?? false) || now >= game.gameDatetime,
      updatedAt: now,
    };
    await tx
      .insert(gameSides)
      .values({ gameId, ...values })
      .onConflictDoUpdate({ target: gameSides.gameId, set: values });
    return {
      sides: await sidesReply(tx, game.groupId, sides, true, now),
      published: true,
      stale: false,
      players: await playersReply(tx, game.groupId, team, sides, now),
      constraints,
    };
  });
}
