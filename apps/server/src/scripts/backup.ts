/**
 * `npm run backup [-- --with-secrets]` writes one backup into BACKUP_DIR (default DATA_DIR/backups) and
 * prints its files; `npm run backup -- --list` lists the backups there with their size and age
 * (README "Backups"). On the embedded database, when the server is running, the backup is made by the
 * server itself, asked through DATA_DIR/turnout.sock (PGlite opens in one process only); otherwise
 * this process opens the database. Exit code 1 with a sentence when it cannot.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { runCli } from './run-cli.ts';
import { dbOptionsFor, openDatabase } from '../db/client.ts';
import { createBackup, listBackups, pruneBackups, type Manifest } from '../db/backup.ts';
import { resolveJwtSecret } from '../lib/secrets.ts';
import { ADMIN_SOCKET, answers, askServerForBackup } from '../plugins/backups.ts';

/** "3.2 MB", "640 KB", "12 B". */
function size(bytes: number): string {
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (bytes >= 1e3) return `${Math.round(bytes / 1e3)} KB`;
  return `${bytes} B`;
}

/** "3 days", "5 hours", "12 minutes". */
function age(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} hours`;
  return `${Math.floor(hours / 24)} days`;
}

async function main(): Promise<number> {
  const config = loadConfig();
  const args = process.argv.slice(2);
  if (args.includes('--list')) {
    const all = await listBackups(config.backupDir);
    if (all.length === 0) console.log(`There are no backups in ${config.backupDir}.`);
    for (const b of all) {
      console.log(`${b.name}  ${size(b.bytes).padStart(8)}  ${age(Date.now() - b.createdAt.getTime())} old`);
    }
    return 0;
  }
  const withSecrets = args.includes('--with-secrets');
  let manifest: Manifest;
  const socket = path.join(config.dataDir, ADMIN_SOCKET);
  if (!config.databaseUrl && (await answers(socket))) {
    manifest = await askServerForBackup(socket, withSecrets);
  } else {
    await mkdir(config.dataDir, { recursive: true });
    const database = await openDatabase(dbOptionsFor(config));
    try {
      const vapid = config.vapidPublicKey
        ? { vapid_public_key: config.vapidPublicKey, vapid_private_key: config.vapidPrivateKey }
        : {};
      manifest = await createBackup(database, {
        dir: config.backupDir,
        now: new Date(),
        ...(withSecrets ? { secrets: { jwt_secret: await resolveJwtSecret(config), ...vapid } } : {}),
      });
      await pruneBackups(config.backupDir, config.backupKeep);
    } finally {
      await database.close();
    }
  }
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backup written: ${path.join(config.backupDir, manifest.file)} (${size(manifest.bytes)}, ${rows} rows in ${Object.keys(manifest.tables).length} tables, migration ${manifest.migration.tag}).`,
  );
  console.log(
    manifest.secrets_file
      ? `Its secrets are in ${path.join(config.backupDir, manifest.secrets_file)}: keep that file as safe as the server.`
      : 'It holds no secrets (see README "Backups": keep DATA_DIR/jwt-secret and vapid-keys.json, or your JWT_SECRET and VAPID keys, elsewhere).',
  );
  return 0;
}

runCli(main);
