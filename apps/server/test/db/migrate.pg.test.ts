/**
 * Several instances starting at once against one PostgreSQL server all migrate; the advisory lock in
 * openDatabase().migrate makes them take turns, so every start succeeds and the schema is made once.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { adminUrl, withDatabase } from '../support/pg-urls.ts';
import { POSTGRES } from '../support/servers.ts';

const url = process.env.DATABASE_URL;

describe.runIf(url)(`${POSTGRES} migrations on a shared PostgreSQL server`, () => {
  it('four instances migrating an empty database at the same time all succeed', async () => {
    const name = `turnout_mig_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url!) });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    try {
      const handles = await Promise.all(
        [1, 2, 3, 4].map(() =>
          openDatabase({ kind: 'postgres', url: withDatabase(url!, name), poolSize: 2 }),
        ),
      );
      const results = await Promise.allSettled(handles.map((h) => h.migrate()));
      await Promise.all(handles.map((h) => h.close()));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);

      const check = new pg.Client({ connectionString: withDatabase(url!, name) });
      await check.connect();
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const files = await check.query(
        "select count(*)::int as n from information_schema.tables where table_name = 'users'",
      );
      await check.end();
      expect(files.rows[0].n).toBe(1);
      expect(applied.rows[0].n).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
