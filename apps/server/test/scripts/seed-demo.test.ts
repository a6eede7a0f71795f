import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatInZone } from '@turnout/shared';
import { games, groups, users } from '../../src/db/schema.ts';
import { build, type TestContext } from '../support/build.ts';
import { createUser } from '../support/factories.ts';
import { DEMO_PASSWORD, seedDemo } from '../../src/scripts/demo-data.ts';

const FORCE_HINT = 'Run `npm run seed:demo -- --force` to add it anyway.';
const PRODUCTION_REFUSAL = `Refusing to add demo data: NODE_ENV is production, and every demo account's password is published. ${FORCE_HINT}`;

const counts = async (t: TestContext) => ({
  users: (await t.app.db.select({ n: count() }).from(users))[0]!.n,
  games: (await t.app.db.select({ n: count() }).from(games))[0]!.n,
});

/** An app on a fresh, empty database for one test; closed after `fn`. */
async function withApp(fn: (t: TestContext) => Promise<void>) {
  const t = await build();
  try {
    await fn(t);
  } finally {
    await t.close();
  }
}

/**
 * `npm run seed:demo` adds 14 accounts whose password is printed for all to read, so it only fills an
 * empty database outside production, unless told `--force` (README "Demo data").
 */
describe('seed:demo', () => {
  it('fills an empty database once; a second run changes nothing', () =>
    withApp(async (t) => {
      expect(await seedDemo(t.app.db, { nodeEnv: 'development', force: false })).toEqual({ kind: 'seeded' });
      expect(await counts(t)).toEqual({ users: 14, games: 4 });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'thabo@turnout.demo', password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      expect(await seedDemo(t.app.db, { nodeEnv: 'development', force: false })).toEqual({
        kind: 'already-there',
      });
      expect(await counts(t)).toEqual({ users: 14, games: 4 });
    }));

  it("puts every kick-off at 19:00 on a Thursday on the group's clock, not the server's", () =>
    withApp(async (t) => {
      expect(process.env.TZ).toBe('Pacific/Auckland'); // the server's clock reads otherwise
      await seedDemo(t.app.db, { nodeEnv: 'development', force: false });
      const [group] = await t.app.db.select().from(groups);
      const kickoffs = await t.app.db.select({ at: games.gameDatetime }).from(games);
      expect(kickoffs).toHaveLength(4);
      for (const { at } of kickoffs) {
        expect(formatInZone(at, 'EEEE HH:mm', group!.timeZone)).toBe('Thursday 19:00');
      }
    }));

  it('refuses a database that already has users, writing nothing, unless forced', () =>
    withApp(async (t) => {
      await createUser(t);
      expect(await seedDemo(t.app.db, { nodeEnv: 'development', force: false })).toEqual({
        kind: 'refused',
        reason: `Refusing to add demo data: the database already has 1 user, and demo data belongs in an empty one. ${FORCE_HINT}`,
      });
      expect(await counts(t)).toEqual({ users: 1, games: 0 });
      expect(await seedDemo(t.app.db, { nodeEnv: 'development', force: true })).toEqual({ kind: 'seeded' });
      expect(await counts(t)).toEqual({ users: 15, games: 4 });
    }));

  it('refuses production, writing nothing, unless forced', () =>
    withApp(async (t) => {
      expect(await seedDemo(t.app.db, { nodeEnv: 'production', force: false })).toEqual({
        kind: 'refused',
        reason: PRODUCTION_REFUSAL,
      });
      expect(await counts(t)).toEqual({ users: 0, games: 0 });
      expect(await seedDemo(t.app.db, { nodeEnv: 'production', force: true })).toEqual({ kind: 'seeded' });
      expect(await counts(t)).toEqual({ users: 14, games: 4 });
    }));

  it('the command says why and exits with 1 in production, before opening any database', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-seed-'));
    const script = fileURLToPath(new URL('../../src/scripts/seed-demo.ts', import.meta.url));
    try {
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      await expect(run).rejects.toMatchObject({ code: 1, stderr: `${PRODUCTION_REFUSAL}\n` });
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
