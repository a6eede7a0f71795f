/**
 * Arranging team sheets for the payments, ledger and attendance tests: guests and sheet_history rows
 * inserted straight into the test database (so these tests do not depend on the guests endpoints), and
 * games moved in time through the database, never through the API.
 */
import { eq } from 'drizzle-orm';
import type { SheetChangeBy, SheetPlace } from '@turnout/shared';
import { gameGuests, games, sheetHistory } from '../../../src/db/schema.ts';
import type { TestContext } from '../../support/build.ts';

/** A guest of `hostUserId` on the game (`in` by default), at the back of its list. Returns its id. */
export async function insertGuest(
  t: TestContext,
  gameId: number,
  hostUserId: number,
  name: string,
  status: 'in' | 'reserves' = 'in',
): Promise<number> {
  const [row] = await t.app.db.insert(gameGuests).values({ gameId, hostUserId, name, status }).returning();
  return row!.id;
}

/** One sheet_history row: `userId` (or a guest) moved `from` → `to` at `at`, by `by`. */
export async function insertHistory(
  t: TestContext,
  entry: {
    gameId: number;
    userId?: number | null;
    guestId?: number | null;
    guestName?: string | null;
    from: SheetPlace;
    to: SheetPlace;
    by?: SheetChangeBy;
    actorId?: number | null;
    at: Date;
  },
): Promise<void> {
  await t.app.db.insert(sheetHistory).values({
    gameId: entry.gameId,
    userId: entry.userId ?? null,
    guestId: entry.guestId ?? null,
    guestName: entry.guestName ?? null,
    from: entry.from,
    to: entry.to,
    by: entry.by ?? 'self',
    actorId: entry.actorId ?? entry.userId ?? null,
    at: entry.at,
  });
}

/** Moves a game's kick-off to `at` in the database (e.g. into the past). */
export async function moveGame(t: TestContext, gameId: number, at: Date): Promise<void> {
  await t.app.db.update(games).set({ gameDatetime: at }).where(eq(games.id, gameId));
}

export const HOUR = 3600_000;
