/**
 * Backups that restore, on the embedded database (README "Backups"; docs/decisions/020-backup-format.md):
 * a backup taken through the running app while writes go on restores into a fresh PGlite data
 * directory with the same rows; `npm run backup` reaches a running server through its socket; a backup
 * made at the previous migration level restores, migrates and serves; a non-empty target is refused
 * without force; no secret is in a backup unless asked for; retention, the daily job's warning and
 * /healthz's age follow the app clock. The PostgreSQL side is backup.pg.test.ts.
 */
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { migrationsFolder, openDatabase } from '../../src/db/client.ts';
import {
  BackupError,
  createBackup,
  keptBackups,
  listBackups,
  restoreBackup,
  type Manifest,
} from '../../src/db/backup.ts';
import { ADMIN_SOCKET, BACKUP_QUEUE, answers, askServerForBackup } from '../../src/plugins/backups.ts';
import { build, buildAnother, TEST_JWT_SECRET, type TestContext } from '../support/build.ts';
import {
  backupWhileSigningUp,
  expectSameRows,
  insertMember,
  seedClub,
  startAndSignIn,
} from '../support/backups.ts';
import { collectLogs } from '../support/logs.ts';

let scratch: string;
/** An empty embedded database, made once (~5 s) and copied for each test that needs one. */
let emptyCluster: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'turnout-backup-'));
  emptyCluster = path.join(scratch, 'empty-cluster');
  await (await openDatabase({ kind: 'pglite', dataDir: emptyCluster })).close();
});

/** A fresh empty embedded database at `dataDir` (a copy of the one made once). */
async function emptyDatabaseAt(dataDir: string): Promise<string> {
  await cp(emptyCluster, dataDir, { recursive: true });
  return dataDir;
}
afterAll(() => rm(scratch, { recursive: true, force: true }));

const manifestPath = (dir: string, m: Manifest) =>
  path.join(dir, m.file.replace(/\.(sql|dump)$/, '.manifest.json'));

describe('a backup of the running app, restored into a fresh PGlite', () => {
  let t: TestContext;
  let dataDir: string;
  let backupDir: string;
  let now = new Date('2027-03-01T10:00:00Z');

  beforeAll(async () => {
    dataDir = path.join(scratch, 'live');
    backupDir = path.join(scratch, 'live-backups');
    // On the embedded database whatever the test run's (DATABASE_URL is backup.pg.test.ts's side).
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: await emptyDatabaseAt(path.join(scratch, 'live-pglite')),
    });
    await handle.migrate();
    const built = await buildAnother(
      { database: handle } as TestContext,
      { DATA_DIR: dataDir, BACKUP_DIR: backupDir },
      { clock: () => now, backupSocket: true },
    );
    t = {
      app: built.app,
      database: handle,
      auth: (user) => ({ authorization: `Bearer ${typeof user === 'string' ? user : user.token}` }),
      close: async () => {
        await built.close();
        await handle.close();
      },
    };
    await seedClub(t);
  });
  afterAll(() => t.close());

  it('is consistent while writes go on: the restore counts what the manifest counts, the rows are the same', async () => {
    const manifest = await backupWhileSigningUp(t);

    expect(manifest.kind).toBe('pglite-sql');
    expect(manifest.migration.tag).toMatch(/^\d{4}_/);
    expect(manifest.tables['public.groups']).toBe(1);
    expect(manifest.tables['public.rsvps']).toBe(3);
    expect(manifest.sha256).toMatch(/^[0-9a-f]{64}$/);

    const target = await emptyDatabaseAt(path.join(scratch, 'restored', 'pglite'));
    const { notes } = await restoreBackup(manifestPath(backupDir, manifest), {
      kind: 'pglite',
      dataDir: target,
    });
    expect(notes.join(' ')).toMatch(/holds no secrets.*token secret.*VAPID/s);

    const restored = await openDatabase({ kind: 'pglite', dataDir: target });
    try {
      await expectSameRows(restored, t.database, manifest);
      // The restored database takes new rows after the old ones (its sequences came along).
      const { rows } = await restored.sql.executeSql(
        "insert into groups (name) values ('After the restore') returning id",
      );
      expect(Number(rows[0]!.id)).toBeGreaterThan(1);
    } finally {
      await restored.close();
    }
  });

  it('holds no secret unless asked, and then writes them beside the dump, readable by the owner only', async () => {
    const plain = await t.app.backups.backup();
    const dump = await readFile(path.join(backupDir, plain.file), 'utf8');
    expect(plain.secrets_file).toBeNull();
    expect(dump).not.toContain(TEST_JWT_SECRET);
    expect((await readdir(backupDir)).some((f) => f.endsWith('.secrets.json'))).toBe(false);
    expect((await stat(path.join(backupDir, plain.file))).mode & 0o077).toBe(0);

    now = new Date(now.getTime() + 1000);
    const withSecrets = await t.app.backups.backup({ withSecrets: true });
    const secretsFile = path.join(backupDir, withSecrets.secrets_file!);
    expect(JSON.parse(await readFile(secretsFile, 'utf8'))).toMatchObject({ jwt_secret: TEST_JWT_SECRET });
    expect((await stat(secretsFile)).mode & 0o077).toBe(0);
    expect(await readFile(path.join(backupDir, withSecrets.file), 'utf8')).not.toContain(TEST_JWT_SECRET);

    // Restored with its secrets, the new DATA_DIR gets the token secret the old server signed with.
    const newDataDir = path.join(scratch, 'with-secrets');
    const { notes } = await restoreBackup(
      manifestPath(backupDir, withSecrets),
      { kind: 'pglite', dataDir: await emptyDatabaseAt(path.join(newDataDir, 'pglite')) },
      { secretsInto: newDataDir },
    );
    expect(notes.join(' ')).toContain('jwt-secret');
    expect((await readFile(path.join(newDataDir, 'jwt-secret'), 'utf8')).trim()).toBe(TEST_JWT_SECRET);
  });

  it('is what `npm run backup` gets from a running server, through DATA_DIR/turnout.sock', async () => {
    const socket = path.join(dataDir, ADMIN_SOCKET);
    expect(await answers(socket)).toBe(true);
    now = new Date(now.getTime() + 1000);
    const manifest = await askServerForBackup(socket, false);
    expect(manifest.created_at).toBe(now.toISOString());
    expect((await listBackups(backupDir)).map((b) => b.name)).toContain(manifest.file.replace(/\.sql$/, ''));
  });

  it('refuses a data directory that holds a database without --force', async () => {
    const [latest] = await listBackups(backupDir);
    const target = path.join(scratch, 'restored', 'pglite');
    await expect(restoreBackup(latest!.manifest, { kind: 'pglite', dataDir: target })).rejects.toThrow(
      /already holds a database.*--force/,
    );
    await expect(restoreBackup(latest!.manifest, { kind: 'pglite', dataDir: target })).rejects.toBeInstanceOf(
      BackupError,
    );
  });

  it('refuses a dump that does not match its manifest', async () => {
    const [latest] = await listBackups(backupDir);
    const { file } = JSON.parse(await readFile(latest!.manifest, 'utf8')) as Manifest;
    await writeFile(path.join(backupDir, file), '-- changed\n', { flag: 'a' });
    await expect(
      restoreBackup(latest!.manifest, { kind: 'pglite', dataDir: path.join(scratch, 'never') }),
    ).rejects.toThrow(/does not match its manifest's checksum/);
  });

  it("/healthz tells the newest backup's age by the app clock", async () => {
    const [latest] = await listBackups(backupDir);
    now = new Date(latest!.createdAt.getTime() + 3 * 3600 * 1000);
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({
      status: 'ok',
      backup: { newest_at: latest!.createdAt.toISOString(), age_seconds: 3 * 3600 },
    });
  });
});

describe('the daily job', () => {
  it('backs up, keeps what BACKUP_KEEP says, and warns while the newest backup is older than 2 days', async () => {
    const backupDir = path.join(scratch, 'daily');
    let now = new Date('2027-05-03T03:37:00Z');
    const { logs, logger } = collectLogs();
    const t = await build(
      { DATA_DIR: path.join(scratch, 'daily-data'), BACKUP_DIR: backupDir, BACKUP_KEEP: '2d,1w' },
      { clock: () => now, logger },
    );
    try {
      for (let day = 0; day < 3; day += 1) {
        now = new Date(Date.UTC(2027, 4, 3 + day, 3, 37));
        await t.app.jobs.run(BACKUP_QUEUE);
      }
      const kept = await listBackups(backupDir);
      expect(kept.map((b) => b.createdAt.toISOString())).toEqual([
        '2027-05-05T03:37:00.000Z',
        '2027-05-04T03:37:00.000Z',
      ]);
      expect(logs.filter((l) => l.level === 40)).toEqual([]);

      // The backup folder cannot be written any more: each day's run says so, and once 2 days have
      // passed since the last backup, warns.
      await rm(backupDir, { recursive: true });
      await writeFile(backupDir, 'not a folder');
      for (let day = 3; day < 6; day += 1) {
        now = new Date(Date.UTC(2027, 4, 3 + day, 3, 37));
        await t.app.jobs.run(BACKUP_QUEUE);
      }
      expect(logs.filter((l) => l.msg === 'the daily backup failed')).toHaveLength(3);
      const warnings = logs.filter((l) => l.level === 40).map((l) => l.msg);
      expect(warnings).toEqual([
        'there is no backup yet',
        'there is no backup yet',
        'there is no backup yet',
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('retention', () => {
  it('reads BACKUP_KEEP as days and weeks, backs up daily on the embedded database, and refuses a bad value', () => {
    expect(loadConfig({ DATA_DIR: '/srv/turnout' })).toMatchObject({
      backupDir: '/srv/turnout/backups',
      backupKeep: { daily: 7, weekly: 4 },
      dailyBackups: true,
    });
    expect(loadConfig({ BACKUP_KEEP: '14d, 8w' }).backupKeep).toEqual({ daily: 14, weekly: 8 });
    // With PostgreSQL, only once BACKUP_DIR says where.
    expect(loadConfig({ DATABASE_URL: 'postgres://db/turnout' }).dailyBackups).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/turnout', BACKUP_DIR: '/backups' }).dailyBackups).toBe(
      true,
    );
    expect(() => loadConfig({ BACKUP_KEEP: 'a week' })).toThrow(
      'Invalid configuration: BACKUP_KEEP must be days and weeks to keep, such as 7d,4w.',
    );
  });

  it('keeps the newest backup of each of the last 7 days and of the last 4 weeks', () => {
    // Two backups a day, at 03:37 and 15:00, for 60 days up to Sunday 27 June 2027.
    const backups = Array.from({ length: 120 }, (_, i) => {
      const at = new Date(Date.UTC(2027, 3, 29 + Math.floor(i / 2), i % 2 ? 15 : 3, i % 2 ? 0 : 37));
      return { name: at.toISOString(), createdAt: at };
    });
    const kept = [...keptBackups(backups, { daily: 7, weekly: 4 })].sort().reverse();
    expect(kept).toEqual([
      '2027-06-27T15:00:00.000Z',
      '2027-06-26T15:00:00.000Z',
      '2027-06-25T15:00:00.000Z',
      '2027-06-24T15:00:00.000Z',
      '2027-06-23T15:00:00.000Z',
      '2027-06-22T15:00:00.000Z',
      '2027-06-21T15:00:00.000Z',
      // The Sundays of the 3 weeks before (the newest of each ISO week, Monday to Sunday).
      '2027-06-20T15:00:00.000Z',
      '2027-06-13T15:00:00.000Z',
      '2027-06-06T15:00:00.000Z',
    ]);
  });
});

describe('a backup made at the previous migration level', () => {
  const OLD = { email: 'old@example.test', password: 'an old password', club: 'Old club' };

  it(
    'restores, is migrated to the current level, and the app signs its members in',
    // Every migration applied to a new embedded database, then a restore and a start: slow on a busy machine.
    { timeout: 120_000 },
    async () => {
      // A database migrated up to the migration before the last one, as the previous release left it.
      const journal = JSON.parse(
        await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
      ) as {
        entries: { tag: string }[];
      };
      const previous = path.join(scratch, 'previous-migrations');
      await cp(migrationsFolder, previous, { recursive: true });
      const entries = journal.entries.slice(0, -1);
      await writeFile(path.join(previous, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
      const source = await openDatabase({
        kind: 'pglite',
        dataDir: await emptyDatabaseAt(path.join(scratch, 'previous', 'pglite')),
      });
      const backupDir = path.join(scratch, 'previous-backups');
      let manifest: Manifest;
      try {
        await migratePglite(drizzle({ client: source.pglite! }), { migrationsFolder: previous });
        await insertMember(source, OLD);
        manifest = await createBackup(source, { dir: backupDir, now: new Date('2027-01-01T00:00:00Z') });
      } finally {
        await source.close();
      }
      expect(manifest.migration.tag).toBe(entries.at(-1)!.tag);

      const dataDir = path.join(scratch, 'upgraded');
      await restoreBackup(manifestPath(backupDir, manifest), {
        kind: 'pglite',
        dataDir: await emptyDatabaseAt(path.join(dataDir, 'pglite')),
      });
      const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      const app = await startAndSignIn(handle, { DATA_DIR: dataDir }, OLD);
      try {
        const { rows } = await handle.sql.executeSql(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        expect(rows[0]!.n).toBe(journal.entries.length);
      } finally {
        await app.close();
      }
    },
  );
});
