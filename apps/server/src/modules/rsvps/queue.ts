/**
 * The reserves queue as clubs run it (docs/decisions/010-reserves-queue.md; product.md
 * #beyond-reserves-queue): who a place that opened goes to, reserves by choice, and where a player now
 * stands. The pure rule is packages/shared team-sheet.ts (`reservesToPromote`, `decideRsvp`,
 * `decideTeamMove`); ./service.ts `fillOpenPlaces` applies it under the game row lock, with what this
 * module works out.
 */
import { reservesToPromote, type SheetStanding } from '@turnout/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { gameGuests, rsvps } from '../../db/schema.ts';
import type { SheetPlayer } from './sheet-writes.ts';

/**
 * What a change did to the main team, for the queue rule: `left`, how many players it took out of the
 * main team (0 for a max_players change); `maxBefore`, max_players before it (when it changed); and
 * `mover`, the player who has just gone to the back of the reserves (not part of the queue as it stood
 * before the change).
 */
export type Opening = { left: number; maxBefore?: number; mover?: SheetPlayer };

const samePlayer = (a: SheetPlayer, b: SheetPlayer) =>
  a.kind === 'member'
    ? b.kind === 'member' && a.userId === b.userId
    : b.kind === 'guest' && a.guestId === b.guestId;

/**
 * The reserves who take the places `opening` left, in queue order: none unless the main team was full
 * before the change (`mainCount` + `left` of `maxBefore`); then the front of the queue as it stood
 * before it (`reserves` without the mover), one per free place of `maxPlayers`.
 */
export function whoMovesUp(
  { mainCount, maxPlayers, reserves }: { mainCount: number; maxPlayers: number; reserves: SheetPlayer[] },
  opening: Opening,
): SheetPlayer[] {
  const { mover } = opening;
  const queue = mover ? reserves.filter((p) => !samePlayer(p, mover)) : reserves;
  const n = reservesToPromote({
    mainBefore: mainCount + opening.left,
    maxBefore: opening.maxBefore ?? maxPlayers,
    mainCount,
    maxPlayers,
    reservesCount: queue.length,
  });
  return queue.slice(0, n);
}

/**
 * A member already on the reserves who answers again: "reserves" makes them a reserve by choice, "in"
 * one who waits for a place; their place in the queue is kept. One statement, writing only when the
 * mark changes (nothing for the history: they stay on the same list).
 */
export async function markReserveChoice(
  db: Executor,
  gameId: number,
  userId: number,
  byChoice: boolean,
): Promise<void> {
  await db
    .update(rsvps)
    .set({ byChoice, updatedAt: sql`now()` })
    .where(
      and(
        eq(rsvps.gameId, gameId),
        eq(rsvps.userId, userId),
        eq(rsvps.status, 'reserves'),
        ne(rsvps.byChoice, byChoice),
      ),
    );
}

/**
 * Where member `userId` stands on game `gameId` now, in one query: their list (`none` without a row)
 * and, in the main team or the reserves, their 1-based place in it, counting members and guests in
 * the sheet's order (position; members before guests at an equal position, then id).
 */
export async function standingOf(db: Executor, gameId: number, userId: number): Promise<SheetStanding> {
  // Aliased and named in full inside the subqueries: drizzle leaves a one-table select's columns
  // unqualified, which the subqueries would read as their own.
  const me = alias(rsvps, 'me');
  const [row] = await db
    .select({
      status: me.status,
      place: sql<string | number | null>`case when me.status in ('in', 'reserves') then
        (select count(*) + 1 from ${rsvps} ahead
          where ahead.game_id = me.game_id and ahead.status = me.status
            and (ahead.position, ahead.user_id) < (me.position, me.user_id))
        + (select count(*) from ${gameGuests} guest
          where guest.game_id = me.game_id and guest.status = me.status
            and guest.position < me.position) end`,
    })
    .from(me)
    .where(and(eq(me.gameId, gameId), eq(me.userId, userId)));
  if (!row) return { list: 'none', place: null };
  const list = row.status === 'in' ? 'main' : row.status;
  return { list, place: row.place === null ? null : Number(row.place) };
}
