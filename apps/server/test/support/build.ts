/**
 * build(): a fresh app on a fresh, migrated database for one test file (or one test), the way tests use
 * Turnout: through `app.inject`. PGlite from the migrated dump by default; a new database copied from the
 * migrated template when DATABASE_URL is set. `close()` closes the app and drops its database.
 *
 *   const t = await build();
 *   afterAll(() => t.close());
 *   const res = await t.app.inject({ method: 'GET', url: '/api/games', headers: t.auth(user) });
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type DbHandle } from '../../src/db/client.ts';
import { buildApp, type App, type BuildOptions } from '../../src/app.ts';
import { adminUrl, withDatabase } from './pg-urls.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export type TestContext = {
  app: App;
  database: DbHandle;
  /** `{ authorization: 'Bearer …' }` for a user row (or a raw token string). */
  auth(user: { token: string } | string): { authorization: string };
  close(): Promise<void>;
};

async function freshDatabase(): Promise<{ handle: DbHandle; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `turnout_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('pgTemplate')}"`);
    await admin.end();
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 20 });
    return {
      handle,
      drop: async () => {
        const c = new pg.Client({ connectionString: adminUrl(url) });
        await c.connect();
        await c.query(`drop database if exists "${name}" with (force)`);
        await c.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteDump'));
  const handle = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  return { handle, drop: async () => {} };
}

/** What build() and buildAnother() pass on to buildApp, and when to define a test's own job queues. */
export type BuildExtras = {
  logger?: BuildOptions['logger'];
  rateLimits?: BuildOptions['rateLimits'];
  realtime?: BuildOptions['realtime'];
  clock?: BuildOptions['clock'];
  jobs?: BuildOptions['jobs'];
  /**
   * Web Push: extra CA certificates (a test's HTTPS push receiver on loopback), a shorter deadline, the
   * origins' clock and pauses, and their Redis namespace (instances that share pauses pass the same).
   */
  push?: BuildOptions['push'];
  /** Mail: a shorter delivery deadline, fewer retries. */
  mail?: BuildOptions['mail'];
  /** Listen on DATA_DIR/turnout.sock for `npm run backup`, as main.ts does (README "Backups"). */
  backupSocket?: boolean;
  /** Runs after every plugin is registered, before `ready()`: a test defines its own job queues here. */
  beforeReady?: (app: App) => void | Promise<void>;
};

export async function build(env: NodeJS.ProcessEnv = {}, options: BuildExtras = {}): Promise<TestContext> {
  const { handle, drop } = await freshDatabase();
  const app = await appOn(handle, env, options);
  return {
    app,
    database: handle,
    auth: (user) => ({ authorization: `Bearer ${typeof user === 'string' ? user : user.token}` }),
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

/**
 * Wires a test file's (or describe's) hooks around one app: before all, build() and then `ready(t)`,
 * which sets the tests' variables (and makes what they share); after all, `t.close()`.
 *
 *   let t: TestContext;
 *   withApp((app) => void (t = app));
 */
export function withApp(ready: (t: TestContext) => void | Promise<void>): void {
  let t: TestContext | undefined;
  beforeAll(async () => {
    t = await build();
    await ready(t);
  });
  afterAll(() => t?.close());
}

/**
 * One more app on `t`'s database (another instance, or the same server after a restart), built like
 * build()'s, not listening, with rate limits and a socket channel of its own (instances that share
 * Redis: test/support/instances.ts). Its `close()` closes this app only; `t.close()` drops the database.
 */
export async function buildAnother(
  t: TestContext,
  env: NodeJS.ProcessEnv = {},
  options: BuildExtras = {},
): Promise<{ app: App; close(): Promise<void> }> {
  const app = await appOn(t.database, env, options);
  return { app, close: () => app.close() };
}

/** A ready app on `handle` with the test defaults (silent log, no cron, retries at once). */
async function appOn(handle: DbHandle, env: NodeJS.ProcessEnv, options: BuildExtras): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/turnout-test-data',
    ...env,
  });
  const app = await buildApp({
    config,
    database: handle,
    jwtSecret: TEST_JWT_SECRET,
    closeDatabase: false,
    webDist: '/nonexistent',
    logger: options.logger,
    // A namespace of its own: test files sharing one Redis never count each other's requests.
    rateLimits: { namespace: `turnout-test-${randomBytes(6).toString('hex')}`, ...options.rateLimits },
    // The same for socket.io's Redis channel: rooms (user:<id>) of parallel test files never mix.
    realtime: { adapterKey: `turnout-test-${randomBytes(6).toString('hex')}`, ...options.realtime },
    clock: options.clock,
    // No cron schedules (a test runs a job when it wants, with `app.jobs.run`), no archiving, and a
    // failed job is retried at once; a job sent by this app is fetched at once (notifyWorker).
    jobs: {
      schedule: false,
      supervise: false,
      retryDelaySeconds: 0,
      pollingIntervalSeconds: 0.5,
      ...options.jobs,
    },
    // Web Push as the jobs: a failed push is retried at once and a failing push service is never
    // paused (a test that wants pauses passes firstPauseMs and a clock), Redis keys of its own.
    push: {
      namespace: `turnout-test-${randomBytes(6).toString('hex')}`,
      retryDelayMs: 0,
      firstPauseMs: 0,
      ...options.push,
    },
    mail: options.mail,
    backupSocket: options.backupSocket ?? false,
  });
  await options.beforeReady?.(app);
  await app.ready();
  return app;
}
