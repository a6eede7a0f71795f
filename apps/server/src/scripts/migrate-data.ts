/**
 * `npm run migrate-data -- --to postgres://…` moves a club from the embedded database (DATA_DIR) to an
 * empty PostgreSQL database (README "Backups"): a backup of the embedded database (kept in BACKUP_DIR),
 * restored into the PostgreSQL database and checked table by table against its manifest. With the
 * server stopped (PGlite opens in one process only). Then start the server with DATABASE_URL set to
 * that URL (and JWT_SECRET, VAPID keys as the output says). `--force` replaces a non-empty target.
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { runCli } from './run-cli.ts';
import { dbOptionsFor, openDatabase } from '../db/client.ts';
import { createBackup, restoreBackup } from '../db/backup.ts';
import { ADMIN_SOCKET, answers } from '../plugins/backups.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const args = process.argv.slice(2);
  const to = args[args.indexOf('--to') + 1];
  if (!args.includes('--to') || !to || !/^postgres(ql)?:\/\//.test(to)) {
    console.error(
      'Name the PostgreSQL database to move to: npm run migrate-data -- --to postgres://user@host:5432/turnout',
    );
    return 1;
  }
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: migrate-data moves the embedded database in DATA_DIR; unset DATABASE_URL.',
    );
    return 1;
  }
  if (await answers(path.join(config.dataDir, ADMIN_SOCKET))) {
    console.error('The server is running on this DATA_DIR: stop it before moving its data.');
    return 1;
  }
  const source = await openDatabase(dbOptionsFor({ dataDir: config.dataDir }));
  let manifestFile: string;
  try {
    const manifest = await createBackup(source, { dir: config.backupDir, now: new Date() });
    manifestFile = path.join(config.backupDir, manifest.file.replace(/\.sql$/, '.manifest.json'));
  } finally {
    await source.close();
  }
  const { manifest, notes } = await restoreBackup(
    manifestFile,
    { kind: 'postgres', url: to },
    {
      force: args.includes('--force'),
    },
  );
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Moved ${rows} rows in ${Object.keys(manifest.tables).length} tables to PostgreSQL, each table checked against the backup ${manifestFile}.`,
  );
  console.log('Start the server with DATABASE_URL set to that database.');
  for (const note of notes) console.log(note);
  return 0;
}

runCli(main);
