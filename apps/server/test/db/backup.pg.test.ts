/**
 * Backups that restore, on a PostgreSQL server (README "Backups"; docs/decisions/020-backup-format.md):
 * a pg_dump custom-format backup taken while writes go on restores into a fresh database with the same
 * rows, refusing a non-empty one without force; and `npm run migrate-data` moves an embedded database
 * to an empty PostgreSQL database, checked table by table, and the app serves it. The PGlite side is
 * backup.test.ts.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { restoreBackup } from '../../src/db/backup.ts';
import { build, type TestContext } from '../support/build.ts';
import {
  backupWhileSigningUp,
  expectSameRows,
  insertMember,
  rowsOf,
  seedClub,
  startAndSignIn,
} from '../support/backups.ts';
import { adminUrl, withDatabase } from '../support/pg-urls.ts';
import { POSTGRES } from '../support/servers.ts';
import { collectLogs } from '../support/logs.ts';
import { BACKUP_QUEUE } from '../../src/plugins/backups.ts';

const url = process.env.DATABASE_URL;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe.runIf(url)(`${POSTGRES} backups of a PostgreSQL database`, () => {
  let scratch: string;
  const databases: string[] = [];
  let admin: pg.Client;

  /** A new empty database on the test server; its URL. Dropped after the file. */
  const emptyDatabase = async () => {
    const name = `turnout_restore_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database "${name}"`);
    databases.push(name);
    return withDatabase(url!, name);
  };

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'turnout-backup-pg-'));
    admin = new pg.Client({ connectionString: adminUrl(url!) });
    await admin.connect();
  });
  afterAll(async () => {
    for (const name of databases) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    await rm(scratch, { recursive: true, force: true });
  });

  describe('pg_dump while writes go on', () => {
    let t: TestContext;
    let backupDir: string;
    beforeAll(async () => {
      backupDir = path.join(scratch, 'pg-backups');
      t = await build({ BACKUP_DIR: backupDir });
      await seedClub(t);
    });
    afterAll(() => t.close());

    it('restores into a fresh database with the rows of its snapshot, and refuses a non-empty one without force', async () => {
      const manifest = await backupWhileSigningUp(t);
      expect(manifest.kind).toBe('pg-custom');
      expect(manifest.tables['public.rsvps']).toBe(3);

      const target = await emptyDatabase();
      const manifestFile = path.join(backupDir, manifest.file.replace(/\.dump$/, '.manifest.json'));
      await restoreBackup(manifestFile, { kind: 'postgres', url: target });
      const restored = await openDatabase({ kind: 'postgres', url: target, poolSize: 1 });
      try {
        await expectSameRows(restored, t.database, manifest);
      } finally {
        await restored.close();
      }

      await expect(restoreBackup(manifestFile, { kind: 'postgres', url: target })).rejects.toThrow(
        /already holds tables.*--force/,
      );
      await expect(
        restoreBackup(manifestFile, { kind: 'postgres', url: target }, { force: true }),
      ).resolves.toMatchObject({ manifest: { sha256: manifest.sha256 } });
    });
  });

  it('without pg_dump on the PATH, the daily job says so once, and warns each day that there is no backup', async () => {
    const { logs, logger } = collectLogs();
    const t = await build({ BACKUP_DIR: path.join(scratch, 'no-pg-dump') }, { logger });
    const path0 = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await t.app.jobs.run(BACKUP_QUEUE);
      await t.app.jobs.run(BACKUP_QUEUE);
    } finally {
      process.env.PATH = path0;
      await t.close();
    }
    const warnings = logs.filter((l) => l.level === 40).map((l) => String(l.msg));
    expect(warnings.filter((w) => w.startsWith('pg_dump is not on the PATH'))).toHaveLength(1);
    expect(warnings.filter((w) => w === 'there is no backup yet')).toHaveLength(2);
    expect(warnings.find((w) => w.startsWith('pg_dump'))).toContain('pg_dump --format=custom');
  });

  const MOVING = { email: 'moving@example.test', password: 'a moving password', club: 'Moving club' };

  it(
    'npm run migrate-data moves an embedded database to PostgreSQL, checked, and the app serves it',
    // A new embedded database, its migrations and a child process (tsx): slow on a busy machine.
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(scratch, 'embedded');
      const source = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      let before: Record<string, string[]>;
      try {
        await source.migrate();
        await insertMember(source, MOVING);
        before = { users: await rowsOf(source, 'users'), groups: await rowsOf(source, 'groups') };
      } finally {
        await source.close();
      }

      const target = await emptyDatabase();
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/scripts/migrate-data.ts', '--to', target],
        { cwd: root, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' } },
      );
      expect(stdout).toMatch(/Moved \d+ rows in \d+ tables to PostgreSQL, each table checked/);

      const handle = await openDatabase({ kind: 'postgres', url: target, poolSize: 2 });
      const app = await startAndSignIn(handle, { DATA_DIR: dataDir, DATABASE_URL: target }, MOVING);
      try {
        expect(await rowsOf(handle, 'users')).toEqual(before.users);
        expect(await rowsOf(handle, 'groups')).toEqual(before.groups);
        // New rows follow the moved ones (the sequences came along).
        const { rows } = await handle.sql.executeSql(
          "insert into groups (name) values ('Next') returning id",
        );
        expect(Number(rows[0]!.id)).toBe(2);
      } finally {
        await app.close();
      }
    },
  );
});
