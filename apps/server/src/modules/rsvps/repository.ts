/**
 * The RSVP module's Drizzle queries: one game's rsvps rows (no row = pending), the team sheet, and the
 * game rows the team sheet reads and locks. Callers that change rows hold the game row lock (`lockGame`)
 * in the same transaction.
 *
 * `position` orders each list by when the player joined it: a row that moves to another list takes the
 * next value of rsvp_position_seq (the back of that list); demoted players get explicit positions just
 * before the current front of the reserves. Guests (game_guests, README "Guests") take their positions
 * from the same sequence, so members and guests form one main team and one reserves queue (at equal
 * positions, members first).
 *
 * Every function that changes a sheet takes a `SheetChange` and writes the change to sheet_history in
 * the caller's transaction (README "A fair, visible record"); nothing is written when nothing changed.
 */
import { and, asc, eq, gt, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { union, unionAll } from 'drizzle-orm/pg-core';
import {
  fullName,
  type HistoryEntry,
  type RsvpStatus,
  type SheetChangeBy,
  type SheetPlace,
  type TeamEntry,
} from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import {
  gameGuests,
  games,
  groupMembers,
  groups,
  rsvps,
  sheetHistory,
  users,
  type GameRow,
} from '../../db/schema.ts';
import { prepared } from '../../db/prepared.ts';

const nextPosition = sql`nextval('rsvp_position_seq')`;

/**
 * The game row locked FOR UPDATE until the transaction ends: every change to a game's team sheet takes
 * this lock first, so concurrent RSVPs to one game run one after the other. Null when unknown.
 */
export async function lockGame(tx: Executor, gameId: number): Promise<GameRow | null> {
  const [row] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
  return row ?? null;
}

/**
 * The game row when `viewerId` is in its group; null when the game is unknown or they are not (both
 * are "Game not found" to the viewer). One prepared query.
 */
export async function findGameOfMember(
  db: Executor,
  gameId: number,
  viewerId: number,
): Promise<GameRow | null> {
  const [row] = await prepared(db, 'game_of_member', (d) =>
    d
      .select({ game: games })
      .from(games)
      .innerJoin(
        groupMembers,
        and(eq(groupMembers.groupId, games.groupId), eq(groupMembers.userId, sql.placeholder('viewerId'))),
      )
      .where(eq(games.id, sql.placeholder('gameId')))
      .prepare('game_of_member'),
  ).execute({ gameId, viewerId });
  return row?.game ?? null;
}

/**
 * Locks (FOR UPDATE, in id order so that two such calls never deadlock) the games starting after `now`
 * whose team sheets `userId` may be on, and returns their rows:
 * - with `groupId`: every upcoming game of that group, so that an RSVP racing the member's removal is
 *   either seen here or, waiting for the lock, finds the membership gone;
 * - without: upcoming games where they have an answer or guests, or of a group they (still) belong to.
 */
export async function lockUpcomingGamesOfUser(
  tx: Executor,
  userId: number,
  now: Date,
  groupId?: number,
): Promise<GameRow[]> {
  const mayBeOnSheet =
    groupId !== undefined
      ? eq(games.groupId, groupId)
      : sql`(exists (select 1 from ${rsvps} where ${rsvps.gameId} = ${games.id} and ${rsvps.userId} = ${userId})
          or exists (select 1 from ${gameGuests}
            where ${gameGuests.gameId} = ${games.id} and ${gameGuests.hostUserId} = ${userId})
          or exists (select 1 from ${groupMembers}
            where ${groupMembers.groupId} = ${games.groupId} and ${groupMembers.userId} = ${userId}))`;
  return tx
    .select()
    .from(games)
    .where(and(gt(games.gameDatetime, now), mayBeOnSheet))
    .orderBy(asc(games.id))
    .for('update');
}

/**
 * A player on a game's team sheet: a member (their rsvps row) or a guest answering on a member's behalf
 * (a game_guests row; README "Guests"). Both queue on one `position` sequence, so the main team and the
 * reserves are one list each, members and guests mixed in joining order.
 */
export type SheetPlayer =
  { kind: 'member'; userId: number } | { kind: 'guest'; guestId: number; name: string; hostUserId: number };

/**
 * Who made a change of the team sheet, as the history records it (README "A fair, visible record"):
 * `by` 'self' (the player's own answer; a host adding or removing their guest), 'admin' (a group
 * admin's move), 'promotion' (the queue rule filling a place) or 'system' (a max_players change, a
 * member leaving or removed from the group, an account deleted); `actorId` the user who acted, null for
 * promotions and the system.
 */
export type SheetChange = { by: SheetChangeBy; actorId: number | null };

/** The history's word for where an rsvps/game_guests status puts a player: 'in' is 'main', no row 'none'. */
const placeOf = (status: RsvpStatus | null | undefined): SheetPlace =>
  status === null || status === undefined ? 'none' : status === 'in' ? 'main' : status;

type Moved = { player: SheetPlayer; from: SheetPlace; to: SheetPlace };

/**
 * Writes one sheet_history row per move that changed something (`from` ≠ `to`), in the caller's
 * transaction: the record is written with the change or not at all.
 */
async function recordMoves(db: Executor, gameId: number, moves: Moved[], change: SheetChange): Promise<void> {
  const rows = historyRows(gameId, moves, change);
  if (rows.length > 0) await db.insert(sheetHistory).values(rows);
}

/** The sheet_history rows of `moves` that changed something (`from` ≠ `to`). */
function historyRows(gameId: number, moves: Moved[], change: SheetChange) {
  return moves
    .filter((m) => m.from !== m.to)
    .map(({ player, from, to }) => ({
      gameId,
      userId: player.kind === 'member' ? player.userId : null,
      guestId: player.kind === 'guest' ? player.guestId : null,
      guestName: player.kind === 'guest' ? player.name : null,
      from,
      to,
      by: change.by,
      actorId: change.actorId,
    }));
}

/** A member's or a guest's current status on a game's sheet (null: no row). */
async function statusOf(db: Executor, gameId: number, player: SheetPlayer): Promise<RsvpStatus | null> {
  const [row] =
    player.kind === 'member'
      ? await db
          .select({ status: rsvps.status })
          .from(rsvps)
          .where(and(eq(rsvps.gameId, gameId), eq(rsvps.userId, player.userId)))
      : await db
          .select({ status: gameGuests.status })
          .from(gameGuests)
          .where(and(eq(gameGuests.gameId, gameId), eq(gameGuests.id, player.guestId)));
  return row?.status ?? null;
}

/** Main-team (`in`) and reserves counts of a game's sheet, members and guests together, as SQL. */
const sheetCount = (gameId: number | SQL, status: 'in' | 'reserves') =>
  sql<number>`((select count(*) from ${rsvps} where ${rsvps.gameId} = ${gameId} and ${rsvps.status} = ${status})
    + (select count(*) from ${gameGuests} where ${gameGuests.gameId} = ${gameId} and ${gameGuests.status} = ${status}))`.mapWith(
    Number,
  );

/**
 * What an RSVP or a team move decides on, in one query (run it after taking the game row lock, so it
 * sees every change committed before): whether `userId` is a member of `groupId`, their answer to the
 * game (null = pending), the main team's size and how many wait on the reserves (guests included).
 */
export async function answerState(
  db: Executor,
  gameId: number,
  groupId: number,
  userId: number,
): Promise<{ isMember: boolean; current: RsvpStatus | null; mainCount: number; reservesCount: number }> {
  const [row] = await db
    .select({
      isMember: sql<boolean>`exists (select 1 from ${groupMembers}
        where ${groupMembers.groupId} = ${groupId} and ${groupMembers.userId} = ${userId})`,
      current: sql<RsvpStatus | null>`(select ${rsvps.status} from ${rsvps}
        where ${rsvps.gameId} = ${gameId} and ${rsvps.userId} = ${userId})`,
      mainCount: sheetCount(gameId, 'in'),
      reservesCount: sheetCount(gameId, 'reserves'),
    })
    .from(sql`(values (1)) as one`);
  return row!;
}

/**
 * What adding a guest decides on, in one query (after the game row lock): whether `hostId` is a member
 * of the game's group and a group admin there, the group's guests_per_member, how many guests `hostId`
 * already has on this game, and the sheet's counts (members and guests).
 */
export async function guestState(
  db: Executor,
  game: { id: number; groupId: number },
  hostId: number,
): Promise<{
  isMember: boolean;
  guestsPerMember: number;
  hostGuests: number;
  mainCount: number;
  reservesCount: number;
}> {
  const [row] = await db
    .select({
      isMember: sql<boolean>`exists (select 1 from ${groupMembers}
        where ${groupMembers.groupId} = ${game.groupId} and ${groupMembers.userId} = ${hostId})`,
      guestsPerMember: sql<number>`(select ${groups.guestsPerMember} from ${groups}
        where ${groups.id} = ${game.groupId})`.mapWith(Number),
      hostGuests: sql<number>`(select count(*) from ${gameGuests}
        where ${gameGuests.gameId} = ${game.id} and ${gameGuests.hostUserId} = ${hostId})`.mapWith(Number),
      mainCount: sheetCount(game.id, 'in'),
      reservesCount: sheetCount(game.id, 'reserves'),
    })
    .from(sql`(values (1)) as one`);
  return row!;
}

/**
 * The players of a game's main team (`in`) or reserves, members and guests together in joining order
 * (position; at equal positions members first, then by id).
 */
export async function listPlayers(
  db: Executor,
  gameId: number,
  status: 'in' | 'reserves',
): Promise<SheetPlayer[]> {
  const rows = await unionAll(
    db
      .select({
        kind: sql<number>`0`.as('kind'),
        id: sql<number>`${rsvps.userId}`.as('id'),
        name: sql<string | null>`null::text`.as('name'),
        host: sql<number | null>`null::integer`.as('host'),
        position: sql<string>`${rsvps.position}`.as('position'),
      })
      .from(rsvps)
      .where(and(eq(rsvps.gameId, gameId), eq(rsvps.status, status))),
    db
      .select({
        kind: sql<number>`1`.as('kind'),
        id: sql<number>`${gameGuests.id}`.as('id'),
        name: sql<string | null>`${gameGuests.name}`.as('name'),
        host: sql<number | null>`${gameGuests.hostUserId}`.as('host'),
        position: sql<string>`${gameGuests.position}`.as('position'),
      })
      .from(gameGuests)
      .where(and(eq(gameGuests.gameId, gameId), eq(gameGuests.status, status))),
  ).orderBy(sql`position`, sql`kind`, sql`id`);
  return rows.map((r): SheetPlayer =>
    Number(r.kind) === 0
      ? { kind: 'member', userId: r.id }
      : { kind: 'guest', guestId: r.id, name: r.name ?? '', hostUserId: r.host ?? 0 },
  );
}

/**
 * The main team's size and the reserves in queue order (members and guests), in one query: what
 * filling open main-team places needs (the caller holds the game row lock).
 */
export async function mainCountAndReserves(
  db: Executor,
  gameId: number,
): Promise<{ mainCount: number; reserves: SheetPlayer[] }> {
  const [counts] = await db.select({ mainCount: sheetCount(gameId, 'in') }).from(sql`(values (1)) as one`);
  return { mainCount: counts!.mainCount, reserves: await listPlayers(db, gameId, 'reserves') };
}

/**
 * The user ids on a game's team sheet — members in the main team or the reserves (not `out`), and the
 * hosts of its guests (guests are never messaged; their hosts hear for them) — once each, by id.
 */
export async function playerIdsOnSheet(db: Executor, gameId: number): Promise<number[]> {
  const rows = await union(
    db
      .select({ userId: rsvps.userId })
      .from(rsvps)
      .where(and(eq(rsvps.gameId, gameId), inArray(rsvps.status, ['in', 'reserves']))),
    db.select({ userId: gameGuests.hostUserId }).from(gameGuests).where(eq(gameGuests.gameId, gameId)),
  ).orderBy(sql`user_id`);
  return rows.map((r) => r.userId);
}

/**
 * Puts a member at the back of the `status` list (a new row, or an existing one moved), stamping
 * responded_at when the player answered themselves (`playerAnswered`) rather than being promoted or
 * moved by a group admin, and by_choice when they said "reserves" themselves (`byChoice`; false
 * otherwise). Records the move in the history (`change`) when the status changed.
 * `from` is the member's current status (null: no row) when the caller has read it under the game row
 * lock already; without it, it is read here (one more round trip while the lock is held).
 */
export async function moveToBack(
  db: Executor,
  gameId: number,
  userId: number,
  status: RsvpStatus,
  {
    playerAnswered,
    from: known,
    byChoice = false,
  }: { playerAnswered: boolean; from?: RsvpStatus | null; byChoice?: boolean },
  change: SheetChange,
): Promise<void> {
  const player: SheetPlayer = { kind: 'member', userId };
  const from = placeOf(known !== undefined ? known : await statusOf(db, gameId, player));
  const upsert = db
    .insert(rsvps)
    .values({ gameId, userId, status, byChoice })
    .onConflictDoUpdate({
      target: [rsvps.gameId, rsvps.userId],
      set: {
        status,
        byChoice,
        position: nextPosition,
        updatedAt: sql`now()`,
        ...(playerAnswered ? { respondedAt: sql`now()` } : {}),
      },
    });
  const history = historyRows(gameId, [{ player, from, to: placeOf(status) }], change);
  if (history.length === 0) {
    await upsert;
    return;
  }
  // The row and its history in one statement (a data-modifying WITH runs to completion whether or not
  // the main statement reads it): one round trip less while the game row lock is held.
  await db.execute(
    sql`with moved as (${upsert.getSQL()}) ${db.insert(sheetHistory).values(history).getSQL()}`,
  );
}

/**
 * Moves a player (member or guest) to the back of the `status` list (`in` or `reserves`) and records
 * it. A reserve promoted by the queue rule comes through here with `by` 'promotion'. `from`: the
 * player's current status when the caller read it under the game row lock (else read here).
 */
export async function movePlayerToBack(
  db: Executor,
  gameId: number,
  player: SheetPlayer,
  status: 'in' | 'reserves',
  change: SheetChange,
  from?: RsvpStatus | null,
): Promise<void> {
  if (player.kind === 'member') {
    await moveToBack(db, gameId, player.userId, status, { playerAnswered: false, from }, change);
    return;
  }
  const fromPlace = placeOf(from !== undefined ? from : await statusOf(db, gameId, player));
  await db
    .update(gameGuests)
    .set({ status, position: nextPosition, updatedAt: sql`now()` })
    .where(and(eq(gameGuests.gameId, gameId), eq(gameGuests.id, player.guestId)));
  await recordMoves(db, gameId, [{ player, from: fromPlace, to: placeOf(status) }], change);
}

/**
 * Moves players (members or guests, in the order given) to the front of the reserves, before everyone
 * already there, keeping their order, and records each move. Used when max_players drops below the main
 * team's size.
 */
export async function moveToFrontOfReserves(
  db: Executor,
  gameId: number,
  players: SheetPlayer[],
  change: SheetChange,
): Promise<void> {
  if (players.length === 0) return;
  const [front] = await db
    .select({
      position: sql<string | null>`least(
        (select min(${rsvps.position}) from ${rsvps} where ${rsvps.gameId} = ${gameId} and ${rsvps.status} = 'reserves'),
        (select min(${gameGuests.position}) from ${gameGuests}
          where ${gameGuests.gameId} = ${gameId} and ${gameGuests.status} = 'reserves'))`,
    })
    .from(sql`(values (1)) as one`);
  const start =
    front?.position === null || front?.position === undefined
      ? null
      : Number(front.position) - players.length;
  const moves: Moved[] = [];
  for (const [i, player] of players.entries()) {
    const from = placeOf(await statusOf(db, gameId, player));
    const set = {
      status: 'reserves' as const,
      updatedAt: sql`now()`,
      ...(start === null ? {} : { position: start + i }),
    };
    if (player.kind === 'member') {
      await db
        .update(rsvps)
        .set(set)
        .where(and(eq(rsvps.gameId, gameId), eq(rsvps.userId, player.userId)));
    } else {
      await db
        .update(gameGuests)
        .set(set)
        .where(and(eq(gameGuests.gameId, gameId), eq(gameGuests.id, player.guestId)));
    }
    moves.push({ player, from, to: 'reserves' });
  }
  await recordMoves(db, gameId, moves, change);
}

/** Deletes the given user's rows in `gameIds` and records each; returns what each deleted row said. */
export async function deleteUserRows(
  db: Executor,
  userId: number,
  gameIds: number[],
  change: SheetChange,
): Promise<{ gameId: number; status: RsvpStatus }[]> {
  if (gameIds.length === 0) return [];
  const removed = await db
    .delete(rsvps)
    .where(and(eq(rsvps.userId, userId), inArray(rsvps.gameId, gameIds)))
    .returning({ gameId: rsvps.gameId, status: rsvps.status });
  for (const { gameId, status } of removed) {
    await recordMoves(
      db,
      gameId,
      [{ player: { kind: 'member', userId }, from: placeOf(status), to: 'none' }],
      change,
    );
  }
  return removed;
}

/** A guest on a game's sheet as stored. */
export type GuestRow = { id: number; gameId: number; hostUserId: number; name: string; status: RsvpStatus };

const guestColumns = {
  id: gameGuests.id,
  gameId: gameGuests.gameId,
  hostUserId: gameGuests.hostUserId,
  name: gameGuests.name,
  status: gameGuests.status,
};

/** Adds a guest of `hostUserId` at the back of `status` (`in` or `reserves`) and records it. */
export async function insertGuest(
  db: Executor,
  values: { gameId: number; hostUserId: number; name: string; status: 'in' | 'reserves' },
  change: SheetChange,
): Promise<GuestRow> {
  const [row] = await db.insert(gameGuests).values(values).returning(guestColumns);
  const guest = row!;
  await recordMoves(
    db,
    guest.gameId,
    [
      {
        player: { kind: 'guest', guestId: guest.id, name: guest.name, hostUserId: guest.hostUserId },
        from: 'none',
        to: placeOf(guest.status),
      },
    ],
    change,
  );
  return guest;
}

/** Guest `guestId` of game `gameId`, or null. */
export async function findGuest(db: Executor, gameId: number, guestId: number): Promise<GuestRow | null> {
  const [row] = await db
    .select(guestColumns)
    .from(gameGuests)
    .where(and(eq(gameGuests.gameId, gameId), eq(gameGuests.id, guestId)));
  return row ?? null;
}

/**
 * Deletes guests of `gameIds` — guest `guestId` of one game, or every guest of `hostUserId` — and
 * records each removal; returns the rows deleted.
 */
export async function deleteGuests(
  db: Executor,
  which: { gameIds: number[]; guestId?: number; hostUserId?: number },
  change: SheetChange,
): Promise<GuestRow[]> {
  if (which.gameIds.length === 0) return [];
  const removed = await db
    .delete(gameGuests)
    .where(
      and(
        inArray(gameGuests.gameId, which.gameIds),
        which.guestId === undefined ? undefined : eq(gameGuests.id, which.guestId),
        which.hostUserId === undefined ? undefined : eq(gameGuests.hostUserId, which.hostUserId),
      ),
    )
    .returning(guestColumns);
  for (const g of removed) {
    await recordMoves(
      db,
      g.gameId,
      [
        {
          player: { kind: 'guest', guestId: g.id, name: g.name, hostUserId: g.hostUserId },
          from: placeOf(g.status),
          to: 'none',
        },
      ],
      change,
    );
  }
  return removed;
}

/** One sheet_history row, with the member's name (members) or the guest's name as it was (guests). */
export type HistoryRow = {
  id: number;
  gameId: number;
  userId: number | null;
  guestId: number | null;
  guestName: string | null;
  name: string | null;
  surname: string | null;
  from: SheetPlace;
  to: SheetPlace;
  by: SheetChangeBy;
  actorId: number | null;
  at: Date;
};

/** The sheet_history of `gameIds`, oldest first (by id) within each game. */
export async function historyOfGames(db: Executor, gameIds: number[]): Promise<HistoryRow[]> {
  if (gameIds.length === 0) return [];
  return db
    .select({
      id: sheetHistory.id,
      gameId: sheetHistory.gameId,
      userId: sheetHistory.userId,
      guestId: sheetHistory.guestId,
      guestName: sheetHistory.guestName,
      name: users.name,
      surname: users.surname,
      from: sheetHistory.from,
      to: sheetHistory.to,
      by: sheetHistory.by,
      actorId: sheetHistory.actorId,
      at: sheetHistory.at,
    })
    .from(sheetHistory)
    .leftJoin(users, eq(users.id, sheetHistory.userId))
    .where(inArray(sheetHistory.gameId, gameIds))
    .orderBy(asc(sheetHistory.gameId), asc(sheetHistory.id));
}

/**
 * A game's sheet history, oldest first: `{ at, user_id, guest_id, name, from, to, by }`, name being the
 * member's full name or the guest's name as it was.
 */
export async function sheetHistoryOf(db: Executor, gameId: number): Promise<HistoryEntry[]> {
  const rows = await historyOfGames(db, [gameId]);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    user_id: r.userId,
    guest_id: r.guestId,
    name:
      r.userId === null ? (r.guestName ?? '') : fullName({ name: r.name ?? '', surname: r.surname ?? '' }),
    from: r.from,
    to: r.to,
    by: r.by,
  }));
}

/**
 * The team sheet of game `gameId` as `viewerId` may see it, in one prepared query (bench/README.md
 * "HTTP": one round trip, the game's group and the viewer's membership checked inside it): main team and
 * reserves in joining order, members and guests together (whoever holds the row, so past games keep
 * their sheets; a guest is `{ user_id: null, guest_id, name, surname: "", host_user_id, status }`), the
 * `out` answers of current members in the order they gave them, then the current members who have not
 * answered (`pending`) by name; and the game's max_players. `answered` keeps the rows' order (callers
 * split it by status); `pending` is sorted by name. Null when the game is unknown or the viewer is not
 * in its group: a member always has a row of their own on the sheet (an answer, or pending), so no row
 * means no access.
 */
export async function teamSheetRows(
  db: Executor,
  gameId: number,
  viewerId: number,
): Promise<{ maxPlayers: number; answered: TeamEntry[]; pending: TeamEntry[] } | null> {
  const rows = await prepared(db, 'team_sheet', (d) => {
    const game = sql.placeholder('gameId');
    const group = sql`(select ${games.groupId} from ${games} where ${games.id} = ${game})`;
    const viewerIsMember = sql`exists (select 1 from ${groupMembers}
      where ${groupMembers.groupId} = ${group} and ${groupMembers.userId} = ${sql.placeholder('viewerId')})`;
    const maxPlayers = () =>
      sql<number>`(select ${games.maxPlayers} from ${games} where ${games.id} = ${game})`.as('max_players');
    const isMember = sql`exists (select 1 from ${groupMembers}
      where ${groupMembers.groupId} = ${group} and ${groupMembers.userId} = ${rsvps.userId})`;
    const answered = d
      .select({
        user_id: sql<number | null>`${rsvps.userId}`.as('user_id'),
        guest_id: sql<number | null>`null::integer`.as('guest_id'),
        host_user_id: sql<number | null>`null::integer`.as('host_user_id'),
        name: sql<string>`${users.name}`.as('name'),
        surname: sql<string>`${users.surname}`.as('surname'),
        status: sql<TeamEntry['status']>`${rsvps.status}::text`.as('status'),
        by_choice: sql<boolean>`${rsvps.byChoice}`.as('by_choice'),
        part: sql<number>`0`.as('part'),
        position: sql<string | null>`${rsvps.position}`.as('position'),
        kind: sql<number>`0`.as('kind'),
        tie: sql<number | null>`${rsvps.userId}`.as('tie'),
        max_players: maxPlayers(),
      })
      .from(rsvps)
      .innerJoin(users, eq(users.id, rsvps.userId))
      .where(and(eq(rsvps.gameId, game), sql`(${rsvps.status} <> 'out' or ${isMember})`, viewerIsMember));
    const guests = d
      .select({
        user_id: sql<number | null>`null::integer`.as('user_id'),
        guest_id: sql<number | null>`${gameGuests.id}`.as('guest_id'),
        host_user_id: sql<number | null>`${gameGuests.hostUserId}`.as('host_user_id'),
        name: sql<string>`${gameGuests.name}`.as('name'),
        surname: sql<string>`''`.as('surname'),
        status: sql<TeamEntry['status']>`${gameGuests.status}::text`.as('status'),
        by_choice: sql<boolean>`false`.as('by_choice'),
        part: sql<number>`0`.as('part'),
        position: sql<string | null>`${gameGuests.position}`.as('position'),
        kind: sql<number>`1`.as('kind'),
        tie: sql<number | null>`${gameGuests.id}`.as('tie'),
        max_players: maxPlayers(),
      })
      .from(gameGuests)
      .where(and(eq(gameGuests.gameId, game), viewerIsMember));
    const pending = d
      .select({
        user_id: sql<number | null>`${users.id}`.as('user_id'),
        guest_id: sql<number | null>`null::integer`.as('guest_id'),
        host_user_id: sql<number | null>`null::integer`.as('host_user_id'),
        name: sql<string>`${users.name}`.as('name'),
        surname: sql<string>`${users.surname}`.as('surname'),
        status: sql<TeamEntry['status']>`'pending'`.as('status'),
        by_choice: sql<boolean>`false`.as('by_choice'),
        part: sql<number>`1`.as('part'),
        position: sql<string | null>`null::bigint`.as('position'),
        kind: sql<number>`0`.as('kind'),
        tie: sql<number | null>`null::integer`.as('tie'),
        max_players: maxPlayers(),
      })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(
        and(
          eq(groupMembers.groupId, group),
          viewerIsMember,
          notExists(
            d
              .select({ one: sql`1` })
              .from(rsvps)
              .where(and(eq(rsvps.gameId, game), eq(rsvps.userId, groupMembers.userId))),
          ),
        ),
      );
    // Answered rows and guests by (position, members first, id); pending ones (position and tie null)
    // by (name, surname, id).
    return unionAll(answered, guests, pending)
      .orderBy(sql`part`, sql`position`, sql`kind`, sql`tie`, sql`name`, sql`surname`, sql`user_id`)
      .prepare('team_sheet');
  }).execute({ gameId, viewerId });
  if (rows.length === 0) return null;
  const entries = rows.map(
    ({ user_id, guest_id, host_user_id, name, surname, status, by_choice }): TeamEntry => {
      // Reserves only: by_choice (docs/decisions/010-reserves-queue.md).
      const choice = status === 'reserves' ? { by_choice } : {};
      return user_id === null
        ? {
            user_id,
            guest_id: guest_id ?? 0,
            name,
            surname: '',
            host_user_id: host_user_id ?? 0,
            status,
            ...choice,
          }
        : { user_id, name, surname, status, ...choice };
    },
  );
  return {
    maxPlayers: Number(rows[0]!.max_players),
    answered: entries.filter((e) => e.status !== 'pending'),
    pending: entries.filter((e) => e.status === 'pending'),
  };
}

/**
 * Ids of the games of `groupId`, all of them or (with `after`) those starting after it. Used by the live
 * team sheet (./live.ts) when a member leaves the group: their sockets leave these games' rooms.
 */
export async function gameIdsOfGroup(db: Executor, groupId: number, after?: Date): Promise<number[]> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(
      after ? and(eq(games.groupId, groupId), gt(games.gameDatetime, after)) : eq(games.groupId, groupId),
    );
  return rows.map((r) => r.id);
}
