/**
 * Writes of a game's team sheet, with its history: members' rsvps rows (no row = pending) and, when
 * the queue moves them, guests' rows, put at the back or the front of a list, or deleted. Callers hold
 * the game row lock (./locks.ts `lockGame`) in the same transaction. Guests are added and removed by
 * ./guest-rows.ts, through the same history.
 *
 * `position` orders each list by when the player joined it: a row that moves to another list takes the
 * next value of rsvp_position_seq (the back of that list); demoted players get explicit positions just
 * before the current front of the reserves. Guests (game_guests, README "Guests") take their positions
 * from the same sequence, so members and guests form one main team and one reserves queue (at equal
 * positions, members first).
 *
 * Every function that changes a sheet takes a `SheetChange` and writes the change to sheet_history in
 * the caller's transaction (README "A fair, visible record"); nothing is written when nothing changed.
 * The history's reads (`historyOfGames`, `sheetHistoryOf`) live here too.
 */
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  fullName,
  type HistoryEntry,
  type RsvpStatus,
  type SheetChangeBy,
  type SheetPlace,
} from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { gameGuests, rsvps, sheetHistory, users } from '../../db/schema.ts';

const nextPosition = sql`nextval('rsvp_position_seq')`;

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
export const placeOf = (status: RsvpStatus | null | undefined): SheetPlace =>
  status === null || status === undefined ? 'none' : status === 'in' ? 'main' : status;

type Moved = { player: SheetPlayer; from: SheetPlace; to: SheetPlace };

/**
 * Writes one sheet_history row per move that changed something (`from` ≠ `to`), in the caller's
 * transaction: the record is written with the change or not at all.
 */
export async function recordMoves(
  db: Executor,
  gameId: number,
  moves: Moved[],
  change: SheetChange,
): Promise<void> {
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

/** A HistoryRow's columns: the sheet_history row and the member's name (left join of users). */
const historyColumns = {
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
};

/** The sheet_history of `gameIds`, oldest first (by id) within each game. */
export async function historyOfGames(db: Executor, gameIds: number[]): Promise<HistoryRow[]> {
  if (gameIds.length === 0) return [];
  return db
    .select(historyColumns)
    .from(sheetHistory)
    .leftJoin(users, eq(users.id, sheetHistory.userId))
    .where(inArray(sheetHistory.gameId, gameIds))
    .orderBy(asc(sheetHistory.gameId), asc(sheetHistory.id));
}

/**
 * SQL: the sheet_history of the game `gameId` (an SQL value) as one JSON array, oldest first, each
 * element a HistoryRow with `at` in epoch milliseconds, for a caller that reads it inside a larger
 * statement (payments/repository.ts paymentsView); turn it into rows with historyRowsFromJson. The
 * same rows as historyOfGames.
 */
export function historyJsonOfGame(gameId: SQL): SQL<unknown> {
  return sql`coalesce((select json_agg(json_build_object(
      'id', ${sheetHistory.id}, 'gameId', ${sheetHistory.gameId}, 'userId', ${sheetHistory.userId},
      'guestId', ${sheetHistory.guestId}, 'guestName', ${sheetHistory.guestName}, 'name', ${users.name},
      'surname', ${users.surname}, 'from', ${sheetHistory.from}, 'to', ${sheetHistory.to}, 'by', ${sheetHistory.by},
      'actorId', ${sheetHistory.actorId},
      'at', floor(extract(epoch from ${sheetHistory.at}) * 1000)) order by ${sheetHistory.id})
    from ${sheetHistory} left join ${users} on ${users.id} = ${sheetHistory.userId}
    where ${sheetHistory.gameId} = ${gameId}), '[]'::json)`;
}

/** The rows of historyJsonOfGame's array (already parsed by the driver). */
export function historyRowsFromJson(json: unknown): HistoryRow[] {
  return (json as (Omit<HistoryRow, 'at'> & { at: number })[]).map((r) => ({ ...r, at: new Date(r.at) }));
}

/** Rows of GET /api/games/{id}/history a page (docs/design.md#api-conventions: pages of a list). */
export const HISTORY_PAGE = 100;

/**
 * A page of a game's sheet history: the newest HISTORY_PAGE rows before the row `before` (a row id; all
 * rows when null), oldest first, each `{ id, at, user_id, guest_id, name, from, to, by }`, name being the
 * member's full name or the guest's name as it was. A full page means earlier rows may exist: the next
 * page is asked for with `before` = its first row's id.
 */
export async function sheetHistoryOf(
  db: Executor,
  gameId: number,
  before: number | null = null,
): Promise<HistoryEntry[]> {
  const rows = await db
    .select(historyColumns)
    .from(sheetHistory)
    .leftJoin(users, eq(users.id, sheetHistory.userId))
    .where(and(eq(sheetHistory.gameId, gameId), before === null ? undefined : lt(sheetHistory.id, before)))
    .orderBy(desc(sheetHistory.id))
    .limit(HISTORY_PAGE);
  return rows.reverse().map((r) => ({
    id: r.id,
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
