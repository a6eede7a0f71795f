/**
 * Helpers of the backup tests (test/db/backup.test.ts on PGlite, backup.pg.test.ts on PostgreSQL;
 * README "Backups"): a seeded club, a backup taken while sign-ups go on, and the comparison of a
 * restored database with the live one.
 */
import { expect } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DbHandle } from '../../src/db/client.ts';
import type { Manifest } from '../../src/db/backup.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { TEST_JWT_SECRET, type TestContext } from './build.ts';
import { createGame, createGroup, createUser, createUsers, setRsvp } from './factories.ts';

/** Every row of `table`, as JSON text, sorted (so two databases compare exactly). */
export async function rowsOf(handle: DbHandle, table: string): Promise<string[]> {
  const { rows } = await handle.sql.executeSql(`select row_to_json(t)::text as r from ${table} t order by 1`);
  return rows.map((r) => String(r.r));
}

/** A club on `t`: 6 members in one group, one game, 3 of them in. */
export async function seedClub(t: TestContext): Promise<void> {
  const [admin, ...members] = await createUsers(t, 6);
  const group = await createGroup(t, admin!, { members });
  const game = await createGame(t, group.id, admin!);
  for (const m of members.slice(0, 3)) await setRsvp(t, game.id, m.id, 'in');
}

/**
 * Takes `t.app.backups.backup()` while sign-ups keep arriving, one per turn of the event loop (as
 * requests do), before, during and after it; checks the backup holds some of them and not all.
 */
export async function backupWhileSigningUp(t: TestContext): Promise<Manifest> {
  let writing = true;
  let written = 0;
  const before = (await rowsOf(t.database, 'users')).length;
  const writes = (async () => {
    while (writing && written < 500) {
      await createUser(t);
      written += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const manifest = await t.app.backups.backup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  writing = false;
  await writes;
  expect(manifest.tables['public.users']).toBeGreaterThan(before);
  expect(manifest.tables['public.users']).toBeLessThan(before + written);
  return manifest;
}

/**
 * `restored` holds what the backup counted: each of its users is in the live database byte for byte
 * (the later sign-ups are not in it), and the club's tables, not written meanwhile, are the same.
 */
export async function expectSameRows(restored: DbHandle, live: DbHandle, manifest: Manifest): Promise<void> {
  const users = await rowsOf(restored, 'users');
  expect(users).toHaveLength(manifest.tables['public.users']!);
  const liveUsers = new Set(await rowsOf(live, 'users'));
  expect(users.filter((u) => !liveUsers.has(u))).toEqual([]);
  for (const table of ['groups', 'group_members', 'games', 'rsvps']) {
    expect(await rowsOf(restored, table)).toEqual(await rowsOf(live, table));
  }
}

/** A member who signs in with `email` and `password`, first admin of the group `club`. */
export type OldMember = { email: string; password: string; club: string };

/**
 * Inserts `who` and their group with plain SQL that every migration level since 0000_init takes (a
 * database left by an older release, or one about to be moved).
 */
export async function insertMember(handle: DbHandle, who: OldMember): Promise<void> {
  await handle.sql.executeSql(
    'insert into users (name, surname, email, mobile, password_hash) values ($1, $2, $3, $4, $5)',
    ['Old', 'Member', who.email, '0821234567', await hashPassword(who.password)],
  );
  await handle.sql.executeSql('insert into groups (name, created_by) values ($1, 1)', [who.club]);
  await handle.sql.executeSql('insert into group_members (group_id, user_id, is_admin) values (1, 1, true)');
}

/**
 * Starts the app on a restored `handle` (test defaults, `env` on top) and checks that `who` signs in and
 * sees their group. Returns the ready app; the caller closes it (which closes `handle`).
 */
export async function startAndSignIn(handle: DbHandle, env: NodeJS.ProcessEnv, who: OldMember): Promise<App> {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    database: handle,
    jwtSecret: TEST_JWT_SECRET,
    webDist: '/nonexistent',
    jobs: { schedule: false, supervise: false },
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: who.email, password: who.password },
  });
  expect(login.statusCode).toBe(200);
  const groups = await app.inject({
    method: 'GET',
    url: '/api/groups/my',
    headers: { authorization: `Bearer ${login.json().token}` },
  });
  expect(groups.statusCode).toBe(200);
  expect(groups.body).toContain(who.club);
  return app;
}
