/**
 * The payments module's Drizzle queries (README "Who pays what", "A fair, visible record"): the rows a
 * team sheet is rebuilt from (rsvps, game_guests, sheet_history, for many games at once), payment and
 * attendance rows, and the group's games that have kicked off. No rules here (./sheet.ts and
 * ./service.ts hold them); every function takes an Executor so it runs inside the caller's transaction.
 */
import { and, asc, eq, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CostMode, PaymentStatus } from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { historyJsonOfGame, historyRowsFromJson } from '../rsvps/index.ts';
import {
  gameAttendance,
  gameGuests,
  gamePayments,
  games,
  groupMembers,
  groups,
  rsvps,
  users,
} from '../../db/schema.ts';

/** A member's current answer to a game (rsvps), with their name. */
export type RsvpRow = {
  gameId: number;
  userId: number;
  status: 'in' | 'reserves' | 'out';
  position: number;
  name: string;
  surname: string;
};

/** A guest currently on a game's team sheet (game_guests). */
export type GuestRow = {
  gameId: number;
  guestId: number;
  hostUserId: number;
  name: string;
  status: 'in' | 'reserves';
  position: number;
};

/** The current rsvps of `gameIds`, by game then position. */
export async function rsvpRows(db: Executor, gameIds: number[]): Promise<RsvpRow[]> {
  if (gameIds.length === 0) return [];
  return db
    .select({
      gameId: rsvps.gameId,
      userId: rsvps.userId,
      status: rsvps.status,
      position: rsvps.position,
      name: users.name,
      surname: users.surname,
    })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .where(inArray(rsvps.gameId, gameIds))
    .orderBy(asc(rsvps.gameId), asc(rsvps.position), asc(rsvps.userId));
}

/** The current guests of `gameIds`, by game then position. */
export async function guestRows(db: Executor, gameIds: number[]): Promise<GuestRow[]> {
  if (gameIds.length === 0) return [];
  const rows = await db
    .select({
      gameId: gameGuests.gameId,
      guestId: gameGuests.id,
      hostUserId: gameGuests.hostUserId,
      name: gameGuests.name,
      status: gameGuests.status,
      position: gameGuests.position,
    })
    .from(gameGuests)
    .where(inArray(gameGuests.gameId, gameIds))
    .orderBy(asc(gameGuests.gameId), asc(gameGuests.position), asc(gameGuests.id));
  return rows.map((r) => ({ ...r, status: r.status === 'in' ? 'in' : 'reserves' }));
}

/**
 * A game with what its payments need: the currency and cost mode it is priced in (games.currency,
 * games.cost_mode, fixed at kick-off; README "Who pays what") and its group's time zone.
 */
export type MoneyGame = {
  id: number;
  groupId: number;
  description: string;
  gameDatetime: Date;
  /** numeric(10,2) as a decimal string ("60.00"), or null for a free game. */
  cost: string | null;
  currency: string;
  costMode: CostMode;
  timeZone: string;
  /** When a group admin last reminded the unpaid players (README "Past games"), or null. */
  paymentsRemindedAt: Date | null;
  /** 'scheduled' or 'cancelled' (README "Cancelled games": a cancelled game costs nobody anything). */
  status: string;
};

const moneyGameColumns = {
  id: games.id,
  groupId: games.groupId,
  description: games.description,
  gameDatetime: games.gameDatetime,
  cost: games.cost,
  currency: games.currency,
  costMode: games.costMode,
  timeZone: groups.timeZone,
  paymentsRemindedAt: games.paymentsRemindedAt,
  status: games.status,
};

/** One game with its group's money settings, or null when unknown. */
export async function findMoneyGame(db: Executor, gameId: number): Promise<MoneyGame | null> {
  const [row] = await db
    .select(moneyGameColumns)
    .from(games)
    .innerJoin(groups, eq(groups.id, games.groupId))
    .where(eq(games.id, gameId));
  return row ? { ...row, costMode: row.costMode as CostMode } : null;
}

/**
 * Everything GET /api/games/{id}/payments reads, in one prepared statement (bench/README.md "HTTP";
 * docs/decisions/013-json-built-by-postgresql.md: JSON built by PostgreSQL): the game with its money
 * settings, whether `viewerId` is in its group, and the rows its sheet is rebuilt from (rsvps, guests,
 * sheet_history; the same rows and order as rsvpRows, guestRows and historyOfGames), its payment rows
 * (amount_paid as its decimal text) and attendance rows, the lists as JSON arrays. Null for an unknown
 * game; the lists are empty for a viewer outside the group.
 */
export async function paymentsView(db: Executor, gameId: number, viewerId: number) {
  const [row] = await prepared(db, 'payments_view', (d) => {
    const member = sql<boolean>`exists (select 1 from ${groupMembers}
      where ${groupMembers.groupId} = ${games.groupId} and ${groupMembers.userId} = ${sql.placeholder('viewerId')})`;
    const list = (select: SQL) =>
      sql`case when ${member} then coalesce((${select}), '[]'::json) else '[]'::json end`;
    return d
      .select({
        ...moneyGameColumns,
        member,
        rsvps:
          list(sql`select json_agg(json_build_object('gameId', ${rsvps.gameId}, 'userId', ${rsvps.userId},
            'status', ${rsvps.status}, 'position', ${rsvps.position}, 'name', ${users.name}, 'surname', ${users.surname})
            order by ${rsvps.position}, ${rsvps.userId})
          from ${rsvps} inner join ${users} on ${users.id} = ${rsvps.userId} where ${rsvps.gameId} = ${games.id}`),
        guests:
          list(sql`select json_agg(json_build_object('gameId', ${gameGuests.gameId}, 'guestId', ${gameGuests.id},
            'hostUserId', ${gameGuests.hostUserId}, 'name', ${gameGuests.name}, 'status', ${gameGuests.status},
            'position', ${gameGuests.position}) order by ${gameGuests.position}, ${gameGuests.id})
          from ${gameGuests} where ${gameGuests.gameId} = ${games.id}`),
        history: sql`case when ${member} then ${historyJsonOfGame(sql`${games.id}`)} else '[]'::json end`,
        payments: list(sql`select json_agg(json_build_object('gameId', ${gamePayments.gameId},
            'userId', ${gamePayments.userId}, 'status', ${gamePayments.status},
            'amountPaid', ${gamePayments.amountPaid}::text))
          from ${gamePayments} where ${gamePayments.gameId} = ${games.id}`),
        attendance: list(sql`select json_agg(json_build_object('gameId', ${gameAttendance.gameId},
            'userId', ${gameAttendance.userId}, 'attended', ${gameAttendance.attended}))
          from ${gameAttendance} where ${gameAttendance.gameId} = ${games.id}`),
      })
      .from(games)
      .innerJoin(groups, eq(groups.id, games.groupId))
      .where(eq(games.id, sql.placeholder('gameId')))
      .prepare('payments_view');
  }).execute({ gameId, viewerId });
  if (!row) return null;
  const { member: isMember, rsvps: rsvpList, guests, history, payments, attendance, ...game } = row;
  return {
    game: { ...game, costMode: game.costMode as CostMode } satisfies MoneyGame,
    member: Boolean(isMember),
    rsvps: rsvpList as RsvpRow[],
    guests: (guests as GuestRow[]).map(
      (g) => ({ ...g, status: g.status === 'in' ? 'in' : 'reserves' }) as GuestRow,
    ),
    history: historyRowsFromJson(history),
    payments: payments as {
      gameId: number;
      userId: number;
      status: PaymentStatus;
      amountPaid: string | null;
    }[],
    attendance: attendance as { gameId: number; userId: number; attended: boolean }[],
  };
}

/** The group's games that have kicked off by `now` (game_datetime ≤ now), oldest first. */
export async function kickedOffGames(db: Executor, groupId: number, now: Date): Promise<MoneyGame[]> {
  const rows = await db
    .select(moneyGameColumns)
    .from(games)
    .innerJoin(groups, eq(groups.id, games.groupId))
    // A cancelled game is no game played: nobody owes for it or is counted at it (README "Cancelled games").
    .where(and(eq(games.groupId, groupId), lte(games.gameDatetime, now), ne(games.status, 'cancelled')))
    .orderBy(asc(games.gameDatetime), asc(games.id));
  return rows.map((r) => ({ ...r, costMode: r.costMode as CostMode }));
}

/** The group's settings the ledger and attendance replies need, or null when unknown. */
export async function findGroup(db: Executor, groupId: number) {
  const [row] = await db
    .select({ id: groups.id, name: groups.name, currency: groups.currency, timeZone: groups.timeZone })
    .from(groups)
    .where(eq(groups.id, groupId));
  return row ?? null;
}

/** The group's members with names and when they joined, by name, surname, id. */
export async function groupMembersOf(db: Executor, groupId: number) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      surname: users.surname,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(users.name), asc(users.surname), asc(users.id));
}

/**
 * The payment rows of `gameIds` (no row = unpaid), with the amount recorded when marked paid
 * (numeric(10,2) as a string; null when not paid, or paid before amounts were recorded).
 */
export async function paymentRows(db: Executor, gameIds: number[]) {
  if (gameIds.length === 0) return [];
  return db
    .select({
      gameId: gamePayments.gameId,
      userId: gamePayments.userId,
      status: gamePayments.status,
      amountPaid: gamePayments.amountPaid,
    })
    .from(gamePayments)
    .where(inArray(gamePayments.gameId, gameIds));
}

/**
 * Sets `userId`'s payment status for the game (a new row or the existing one). `amountPaid` ("33.34",
 * their shares now) is recorded when the row becomes paid; a row already paid keeps the amount it was
 * recorded with, and any other status clears it (README "Who pays what").
 */
export async function upsertPayment(
  db: Executor,
  gameId: number,
  userId: number,
  status: PaymentStatus,
  amountPaid: string,
  updatedBy: number,
  at: Date,
): Promise<void> {
  const amount = status === 'paid' ? amountPaid : null;
  await db
    .insert(gamePayments)
    .values({ gameId, userId, status, amountPaid: amount, updatedBy, updatedAt: at })
    .onConflictDoUpdate({
      target: [gamePayments.gameId, gamePayments.userId],
      set: {
        status,
        amountPaid:
          status === 'paid'
            ? sql`case when ${gamePayments.status} = 'paid' then coalesce(${gamePayments.amountPaid}, excluded.amount_paid) else excluded.amount_paid end`
            : null,
        updatedBy,
        updatedAt: at,
      },
    });
}

/** The names of `userIds` (accounts that still exist), by name, surname, id: the ledger's former members. */
export async function usersByIds(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(inArray(users.id, userIds))
    .orderBy(asc(users.name), asc(users.surname), asc(users.id));
}

/** The attendance rows of `gameIds` (no row = attended). */
export async function attendanceRows(db: Executor, gameIds: number[]) {
  if (gameIds.length === 0) return [];
  return db
    .select({
      gameId: gameAttendance.gameId,
      userId: gameAttendance.userId,
      attended: gameAttendance.attended,
    })
    .from(gameAttendance)
    .where(inArray(gameAttendance.gameId, gameIds));
}

/** Marks whether `userId` came to the game (a new row or the existing one). */
export async function upsertAttendance(
  db: Executor,
  gameId: number,
  userId: number,
  attended: boolean,
  markedBy: number,
  at: Date,
): Promise<void> {
  await db
    .insert(gameAttendance)
    .values({ gameId, userId, attended, markedBy, updatedAt: at })
    .onConflictDoUpdate({
      target: [gameAttendance.gameId, gameAttendance.userId],
      set: { attended, markedBy, updatedAt: at },
    });
}

/**
 * Records a payment reminder of the game at `at` unless one was recorded after `notAfter` (README "Past
 * games": at most one a day): one conditional UPDATE, so of two admins at once only one succeeds.
 * Returns whether it was recorded.
 */
export async function claimPaymentReminder(
  db: Executor,
  gameId: number,
  at: Date,
  notAfter: Date,
): Promise<boolean> {
  const rows = await db
    .update(games)
    .set({ paymentsRemindedAt: at })
    .where(
      and(
        eq(games.id, gameId),
        or(isNull(games.paymentsRemindedAt), lte(games.paymentsRemindedAt, notAfter)),
      ),
    )
    .returning({ id: games.id });
  return rows.length > 0;
}

/**
 * The groups `userId` has money in, by name: those they are a member of and those where a game of
 * theirs has a payment row for them or a guest of theirs (a former member's). Ids only.
 */
export async function groupsOfPayer(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      or(
        sql`exists (select 1 from ${groupMembers} where ${groupMembers.groupId} = ${groups.id} and ${groupMembers.userId} = ${userId})`,
        sql`exists (select 1 from ${gamePayments} join ${games} on ${games.id} = ${gamePayments.gameId} where ${games.groupId} = ${groups.id} and ${gamePayments.userId} = ${userId})`,
        sql`exists (select 1 from ${rsvps} join ${games} on ${games.id} = ${rsvps.gameId} where ${games.groupId} = ${groups.id} and ${rsvps.userId} = ${userId})`,
      ),
    )
    .orderBy(asc(groups.name), asc(groups.id));
  return rows.map((r) => r.id);
}
