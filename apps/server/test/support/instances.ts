/**
 * More server instances on one test database, for scale-out tests (docs/design.md#realtime: rooms span
 * instances through Redis). `startInstances(t, 2, { redisUrl })` builds two more apps on `t`'s database
 * (same handle: one PostgreSQL database) and one Redis, each listening on its own loopback port, with a
 * Redis channel key of their own so that parallel test runs never hear each other.
 *
 *   const [a, b] = await startInstances(t, 2, { redisUrl: process.env.REDIS_URL! });
 *   // a.base / b.base: 'http://127.0.0.1:<port>'; a.app.inject(...) works too
 *   afterAll(() => Promise.all([a.close(), b.close()]));
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { TEST_JWT_SECRET, type TestContext } from './build.ts';

/** One instance: its app, its loopback base URL, and the Redis key prefix its realtime gateway uses. */
export type Instance = { app: App; base: string; adapterKey: string; close(): Promise<void> };

export async function startInstances(
  t: TestContext,
  count: number,
  options: { redisUrl: string },
): Promise<Instance[]> {
  const adapterKey = `turnout-test-${randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/turnout-test-data',
    REDIS_URL: options.redisUrl,
  });
  const instances: Instance[] = [];
  for (let i = 0; i < count; i += 1) {
    const app = await buildApp({
      config,
      database: t.database,
      jwtSecret: TEST_JWT_SECRET,
      closeDatabase: false,
      webDist: '/nonexistent',
      realtime: { adapterKey },
      // As build() does: no cron schedules or archiving behind the test's back.
      jobs: { schedule: false, supervise: false, retryDelaySeconds: 0, pollingIntervalSeconds: 0.5 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    instances.push({ app, base: `http://127.0.0.1:${port}`, adapterKey, close: () => app.close() });
  }
  return instances;
}
