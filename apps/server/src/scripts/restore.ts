/**
 * `npm run restore -- FILE [--force]` restores a backup (its .manifest.json, its dump or its base name)
 * into the configured database: the embedded one in DATA_DIR/pglite, or DATABASE_URL. Refuses a
 * database that already holds data unless --force, checks the checksum and every table's rows against
 * the manifest, applies pending migrations, and says which secrets the restored server needs (writing
 * them into DATA_DIR when the backup has them). Refuses while the server runs on DATA_DIR. README
 * "Backups".
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { runCli } from './run-cli.ts';
import { restoreBackup } from '../db/backup.ts';
import { ADMIN_SOCKET, answers } from '../plugins/backups.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error('Name the backup to restore: npm run restore -- data/backups/turnout-….manifest.json');
    return 1;
  }
  if (await answers(path.join(config.dataDir, ADMIN_SOCKET))) {
    console.error('The server is running on this DATA_DIR: stop it before restoring.');
    return 1;
  }
  const { manifest, notes } = await restoreBackup(
    file,
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
    { force: args.includes('--force'), secretsInto: config.dataDir },
  );
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Restored the backup of ${manifest.created_at}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, as the manifest counts; migrations applied.`,
  );
  for (const note of notes) console.log(note);
  return 0;
}

runCli(main);
