/**
 * Guests' rows on a game's team sheet (game_guests, README "Guests"; the rules: ./guests.ts): what adding
 * one decides on, adding, finding and deleting them, each change recorded in the sheet's history
 * (./sheet-writes.ts). Callers that change rows hold the game row lock (./locks.ts `lockGame`).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RsvpStatus } from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { gameGuests, groupMembers, groups } from '../../db/schema.ts';
import { heldCount, sheetCount } from './sheet-read.ts';
import { placeOf, recordMoves, type SheetChange } from './sheet-writes.ts';

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
  held: number;
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
      held: heldCount(game.id),
    })
    .from(sql`(values (1)) as one`);
  return row!;
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
  values: {
    gameId: number;
    hostUserId: number;
    name: string;
    status: 'in' | 'reserves';
    /** Stars 1–5 as the host chose (null = average) and goalkeeper (README "Sides, results and ratings"). */
    stars?: number | null;
    goalkeeper?: boolean;
  },
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
