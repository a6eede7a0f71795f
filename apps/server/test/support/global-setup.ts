/**
 * Vitest global setup for the server tests: migrate once, copy per test file (a fresh PGlite takes ~4 s
 * to initialise, a copy ~0.3 s).
 * - PGlite (default): migrate an in-memory PGlite and dump it to a tarball the tests load.
 * - PostgreSQL (DATABASE_URL set): migrate a template database; each test app gets
 *   `CREATE DATABASE … TEMPLATE` of it and drops it afterwards.
 * With REQUIRE_SERVERS=1 (.ci/run's PostgreSQL step) the run fails at once, with a sentence, unless
 * DATABASE_URL and REDIS_URL are set and both servers answer: the tests that only bite there
 * (test/support/servers.ts) must never be skipped silently.
 */
import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { randomBytes } from 'node:crypto';
import { TEMPLATE_PREFIX, adminUrl, withDatabase } from './pg-urls.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    /** The migrated template database of this run (PostgreSQL only). */
    pgTemplate: string;
  }
}

/** Throws a sentence naming what is missing unless PostgreSQL and Redis are configured and answer. */
async function requireServers(): Promise<void> {
  const { DATABASE_URL: url, REDIS_URL: redisUrl } = process.env;
  if (!url || !redisUrl) {
    throw new Error(
      `REQUIRE_SERVERS=1 but ${!url ? 'DATABASE_URL' : 'REDIS_URL'} is not set: the PostgreSQL and Redis tests would be skipped.`,
    );
  }
  const client = new pg.Client({ connectionString: adminUrl(url), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    throw new Error(`REQUIRE_SERVERS=1 but PostgreSQL at DATABASE_URL does not answer: ${String(err)}`);
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 5000,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(`REQUIRE_SERVERS=1 but Redis at REDIS_URL does not answer: ${String(err)}`);
  } finally {
    redis.disconnect();
  }
}

export default async function setup(project: TestProject) {
  if (process.env.REQUIRE_SERVERS === '1') await requireServers();
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    // One template per run, so that test runs sharing a server (two terminals, CI) never touch each
    // other's databases.
    const template = `${TEMPLATE_PREFIX}${randomBytes(4).toString('hex')}`;
    await admin.query(`create database "${template}"`);
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), poolSize: 1 });
    await handle.migrate();
    await handle.close();
    await admin.end();
    project.provide('pgliteDump', '');
    project.provide('pgTemplate', template);
    return async () => {
      const c = new pg.Client({ connectionString: adminUrl(url) });
      await c.connect();
      await c.query(`drop database if exists "${template}" with (force)`);
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
  project.provide('pgTemplate', '');
  return () => rm(dir, { recursive: true, force: true });
}
