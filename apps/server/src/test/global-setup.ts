/**
 * Vitest global setup for the server tests: migrate once, copy per test file (a fresh PGlite takes ~4 s
 * to initialise, a copy ~0.3 s).
 * - PGlite (default): migrate an in-memory PGlite and dump it to a tarball the tests load.
 * - PostgreSQL (DATABASE_URL set): migrate a template database; each test app gets
 *   `CREATE DATABASE … TEMPLATE` of it and drops it afterwards.
 */
import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { TEMPLATE_DB, adminUrl, withDatabase } from './pg-urls.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    // Leftovers of an interrupted run would otherwise pile up.
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'turnout_t_%' or datname = $1",
      [TEMPLATE_DB],
    );
    for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`create database "${TEMPLATE_DB}"`);
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, TEMPLATE_DB), poolSize: 1 });
    await handle.migrate();
    await handle.close();
    await admin.end();
    project.provide('pgliteDump', '');
    return async () => {
      const c = new pg.Client({ connectionString: adminUrl(url) });
      await c.connect();
      await c.query(`drop database if exists "${TEMPLATE_DB}" with (force)`);
      await c.end();
    };
  }
  const handle = await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  const pglite = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'turnout-test-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => rm(dir, { recursive: true, force: true });
}
