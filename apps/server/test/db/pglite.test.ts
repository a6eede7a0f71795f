/**
 * The embedded database on disk (db/client.ts): a first start on an empty DATA_DIR creates the cluster
 * (in a child process), migrates and keeps what was written; a restart opens the same files; PGlite runs
 * with the smaller shared_buffers. Slow-ish (~4 s: a real initdb), so one test covers the lifecycle.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';

describe('PGlite in a data directory', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('creates the cluster on first open, migrates, and finds the same rows after a restart', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'turnout-pglite-'));
    dirs.push(dir);
    const dataDir = path.join(dir, 'pglite');

    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    await first.migrate();
    await first.db.insert(users).values({
      name: 'Thabo',
      surname: 'Nkosi',
      email: 'thabo@example.com',
      mobile: '0821234567',
      passwordHash: 'not-a-real-hash',
    });
    const settings = (await first.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    await first.close();
    expect(settings.rows[0]?.shared_buffers).toBe('8MB');

    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.migrate();
    const rows = await again.db.select({ email: users.email }).from(users);
    await again.close();
    expect(rows).toEqual([{ email: 'thabo@example.com' }]);
  }, 60_000);
});
