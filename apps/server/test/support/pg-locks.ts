/**
 * Tools for race tests on a PostgreSQL server (test/support/servers.ts): pause a request at a known point by
 * holding a row lock it needs, and wait until requests are blocked inside the database. With them a
 * test builds one exact interleaving (request A half done, request B arriving) every time, instead of
 * hoping that timing produces it. Not for PGlite: it runs one transaction at a time, so a held
 * transaction there blocks everything.
 */
import { sql, type SQL } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Database } from '../../src/db/client.ts';

/**
 * Runs `statement` (e.g. `select … for key share`) in a transaction of `db` and keeps that transaction
 * open until the returned `release()` commits it. Resolves once the statement has run.
 */
export async function holdLock(db: Database, statement: SQL): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const holding = new Promise<void>((resolve) => (locked = resolve));
  const done = db.transaction(async (tx) => {
    await tx.execute(statement);
    locked();
    await released;
  });
  await Promise.race([holding, done]);
  return {
    release: async () => {
      release();
      await done;
    },
  };
}

/** How many sessions of this test's database are waiting for a lock right now. */
export async function sessionsWaitingForLocks(db: Database): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

/**
 * Waits (polling pg_stat_activity) until `expected` requests are accounted for: waiting for a lock in
 * the database, or already answered (`answered()`). Fails after 15 s with both counts.
 */
export async function untilBlockedOrAnswered(
  db: Database,
  expected: number,
  answered: () => number,
): Promise<void> {
  await vi.waitFor(
    async () => {
      const waiting = await sessionsWaitingForLocks(db);
      if (waiting + answered() < expected) {
        throw new Error(`${waiting} waiting for a lock and ${answered()} answered; expected ${expected}`);
      }
    },
    { timeout: 15_000, interval: 20 },
  );
}

/** Tracks a set of in-flight promises: `answered()` counts those that have settled. */
export function tracked<T>(promises: Promise<T>[]): { all: Promise<T[]>; answered(): number } {
  let settled = 0;
  for (const p of promises) {
    p.then(
      () => (settled += 1),
      () => (settled += 1),
    );
  }
  return { all: Promise.all(promises), answered: () => settled };
}
