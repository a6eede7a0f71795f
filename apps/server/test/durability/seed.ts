/**
 * Data for the durability and scale-out tests: a fresh PostgreSQL database per test file, the PGlite
 * files a server process will open, and the players, group and games the writers use.
 *
 * - `createPgDatabase()` makes a `turnout_dur_<random>` database (from the run's migrated template when
 *   there is one) and returns its URL and a `drop()`.
 * - `pgliteSeedHandle(dataDir)` opens the PGlite files a server will use, migrated, for seeding;
 *   `seedPgliteDir(dataDir, options)` seeds them (below) and closes them again.
 * - `seed(db)` inserts players (ids in a random range, so Redis rate-limit keys never meet other runs'),
 *   one group with all of them and `games` upcoming games; `tokenFor(user)` signs their tokens with
 *   JWT_SECRET, as the server does.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createSigner } from 'fast-jwt';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DbHandle } from '../../src/db/client.ts';
import { games, groupMembers, groups, users } from '../../src/db/schema.ts';
import { adminUrl, withDatabase } from '../support/pg-urls.ts';
import { JWT_SECRET } from './server-process.ts';

/** A fresh `turnout_dur_<random>` database on DATABASE_URL's server; `drop()` removes it. */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL!;
  const name = `turnout_dur_${randomBytes(5).toString('hex')}`;
  const template = inject('pgTemplate');
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  return {
    url: withDatabase(url, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl(url) });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/**
 * Opens (and migrates) the PGlite files in DATA_DIR/pglite; new files start from the run's migrated dump
 * when there is one. `existing: true` opens files a server has used, as they are.
 */
export async function pgliteSeedHandle(
  dataDir: string,
  options: { existing?: boolean } = {},
): Promise<DbHandle> {
  const dumpFile = options.existing ? '' : inject('pgliteDump');
  const loadDataDir = dumpFile ? new Blob([await readFile(dumpFile)]) : undefined;
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite'), loadDataDir });
  await handle.migrate();
  return handle;
}

export type SeedUser = { id: number; name: string; surname: string; email: string; token: string };
export type Seeded = { users: SeedUser[]; groupId: number; gameIds: number[] };

/** fast-jwt, the library under the server's @fastify/jwt, with the server's secret; expiresIn in ms. */
const sign = createSigner({ key: JWT_SECRET, algorithm: 'HS256', expiresIn: 7 * 24 * 3600_000 });

export function tokenFor(user: { id: number; name: string; surname: string; email: string }): string {
  return sign({ ...user, is_admin: false, token_version: 0 });
}

/**
 * `players` users (the first is the group admin) in one group, and `gameCount` games a week ahead with
 * room for `maxPlayers` each. User and group ids start at a random offset so that what is shared in
 * Redis (rate-limit keys per user id, socket.io rooms `user:<id>` and `group:<id>` on the default
 * channel) never meets another run's.
 */
export async function seed(
  db: Database,
  options: { players: number; gameCount: number; maxPlayers: number },
): Promise<Seeded> {
  const firstId = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
  const tag = randomBytes(3).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: options.players }, (_, i) => ({
        id: firstId + i,
        name: `Dur${i}`,
        surname: 'Player',
        email: `dur${i}-${tag}@durability.test`,
        mobile: `08${String(firstId + i).slice(-8)}`,
        passwordHash: 'not-used: tokens are signed directly',
      })),
    )
    .returning({ id: users.id, name: users.name, surname: users.surname, email: users.email });
  const [group] = await db
    .insert(groups)
    .values({ id: firstId, name: `Durability ${tag}`, createdBy: rows[0]!.id })
    .returning({ id: groups.id });
  await db
    .insert(groupMembers)
    .values(rows.map((u, i) => ({ groupId: group!.id, userId: u.id, isAdmin: i === 0 })));
  const gameRows = await db
    .insert(games)
    .values(
      Array.from({ length: options.gameCount }, (_, i) => ({
        groupId: group!.id,
        description: `Durability game ${i + 1}`,
        gameDatetime: new Date(Date.now() + 7 * 24 * 3600 * 1000 + i * 60_000),
        maxPlayers: options.maxPlayers,
        createdBy: rows[0]!.id,
        currency: 'ZAR',
        costMode: 'split',
      })),
    )
    .returning({ id: games.id });
  return {
    users: rows.map((u) => ({ ...u, token: tokenFor(u) })),
    groupId: group!.id,
    gameIds: gameRows.map((g) => g.id),
  };
}

/** Seeds (see `seed`) new PGlite files in DATA_DIR `dataDir` and closes them, ready for a server. */
export async function seedPgliteDir(dataDir: string, options: Parameters<typeof seed>[1]): Promise<Seeded> {
  const handle = await pgliteSeedHandle(dataDir);
  try {
    return await seed(handle.db, options);
  } finally {
    await handle.close();
  }
}
