/**
 * The server's side of backups (README "Backups"; docs/decisions/020-backup-format.md):
 * - the daily job `backup.daily` (03:37 UTC; on by default with the embedded database, with PostgreSQL
 *   when BACKUP_DIR is set) writes a backup into BACKUP_DIR, prunes by BACKUP_KEEP, and logs a warning
 *   when the newest backup is older than 2 days. It never throws (no retry would help): a failure is
 *   logged, and pg_dump missing is said once.
 * - on the embedded database, a local socket DATA_DIR/turnout.sock (mode 0600) through which
 *   `npm run backup` asks this process for a backup: PGlite can be opened by one process only, and the
 *   dump must run through this process's PGlite instance to be consistent while it serves requests.
 *   One JSON line in (`{ "backup": { "with_secrets": bool } }`), one out (`{ ok, manifest }` or
 *   `{ ok: false, error }`).
 * - `app.backups.newestAt()` for /healthz (plugins/health.ts).
 */
import { existsSync } from 'node:fs';
import { chmod, readFile, unlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import {
  BackupError,
  createBackup,
  listBackups,
  pruneBackups,
  type BackupSecrets,
  type Manifest,
} from '../db/backup.ts';

/** The daily job's queue. */
export const BACKUP_QUEUE = 'backup.daily';
/** The newest backup may be this old before the daily warning (ms). */
export const BACKUP_STALE_MS = 2 * 24 * 3600 * 1000;
/** The socket file under DATA_DIR through which `npm run backup` reaches a running server. */
export const ADMIN_SOCKET = 'turnout.sock';

export type Backups = {
  /** Writes a backup now (the app's clock) and prunes; the manifest. Throws BackupError. */
  backup(options?: { withSecrets?: boolean }): Promise<Manifest>;
  /** When the newest backup in BACKUP_DIR was taken, or null when there is none. */
  newestAt(): Promise<Date | null>;
};

declare module 'fastify' {
  interface FastifyInstance {
    backups: Backups;
  }
}

export type BackupsOptions = {
  config: Config;
  handle: DbHandle;
  jwtSecret: string;
  /** Listen on DATA_DIR/turnout.sock when on the embedded database (main.ts; default false). */
  adminSocket?: boolean;
};

/** The VAPID pair in use: the configured one or DATA_DIR/vapid-keys.json (modules/push/keys.ts writes it). */
async function vapidKeys(config: Config): Promise<{ publicKey: string; privateKey: string } | null> {
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey };
  }
  try {
    return JSON.parse(await readFile(path.join(config.dataDir, 'vapid-keys.json'), 'utf8')) as {
      publicKey: string;
      privateKey: string;
    };
  } catch {
    return null;
  }
}

export default fp(
  async (app, opts: BackupsOptions) => {
    const { config, handle } = opts;
    let saidMissing = false;

    const backups: Backups = {
      async backup(options = {}) {
        const vapid = await vapidKeys(config);
        const secrets: BackupSecrets | undefined = options.withSecrets
          ? {
              jwt_secret: opts.jwtSecret,
              ...(vapid ? { vapid_public_key: vapid.publicKey, vapid_private_key: vapid.privateKey } : {}),
            }
          : undefined;
        const manifest = await createBackup(handle, {
          dir: config.backupDir,
          now: app.now(),
          ...(secrets ? { secrets } : {}),
          ...(vapid ? { vapidPublicKey: vapid.publicKey } : {}),
        });
        await pruneBackups(config.backupDir, config.backupKeep);
        return manifest;
      },
      async newestAt() {
        // Read each time (a handful of names): backups deleted or copied in by hand count at once.
        return (await listBackups(config.backupDir, { sizes: false }).catch(() => []))[0]?.createdAt ?? null;
      },
    };
    app.decorate('backups', backups);

    if (config.dailyBackups) {
      app.jobs.define({
        name: BACKUP_QUEUE,
        cron: '37 3 * * *',
        policy: 'stately',
        retryLimit: 0,
        expireInSeconds: 1800,
        handler: async () => {
          try {
            const manifest = await backups.backup();
            app.log.info({ backup: manifest.file, bytes: manifest.bytes }, 'backup written');
          } catch (err) {
            if (err instanceof BackupError && err.message.includes('not on the PATH')) {
              if (!saidMissing) app.log.warn(err.message);
              saidMissing = true;
            } else {
              app.log.error({ err }, 'the daily backup failed');
            }
          }
          const at = await backups.newestAt();
          if (!at || app.now().getTime() - at.getTime() > BACKUP_STALE_MS) {
            app.log.warn(
              { newest_backup_at: at?.toISOString() ?? null, backup_dir: config.backupDir },
              at
                ? `the newest backup is ${Math.floor((app.now().getTime() - at.getTime()) / 86_400_000)} days old`
                : 'there is no backup yet',
            );
          }
        },
      });
    }

    if (opts.adminSocket && handle.kind === 'pglite') {
      const file = path.join(config.dataDir, ADMIN_SOCKET);
      const server = net.createServer((socket) => {
        let buffer = '';
        socket.setEncoding('utf8');
        socket.on('error', () => {});
        socket.on('data', (chunk: string) => {
          buffer += chunk;
          if (!buffer.includes('\n') || buffer.length > 10_000) return;
          let request: { backup?: { with_secrets?: boolean } } = {};
          try {
            request = JSON.parse(buffer.split('\n')[0]!) as typeof request;
          } catch {
            // answered below
          }
          if (!request.backup) {
            socket.end(JSON.stringify({ ok: false, error: 'Ask for { "backup": {} }.' }) + '\n');
            return;
          }
          backups.backup({ withSecrets: request.backup.with_secrets === true }).then(
            (manifest) => socket.end(JSON.stringify({ ok: true, manifest }) + '\n'),
            (err: Error) => {
              app.log.error({ err }, 'backup asked for through the admin socket failed');
              socket.end(JSON.stringify({ ok: false, error: err.message }) + '\n');
            },
          );
        });
      });
      app.addHook('onReady', async () => {
        // A socket file left by a process that died: nobody answers on it, so it is replaced.
        if (existsSync(file) && !(await answers(file))) await unlink(file).catch(() => {});
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(file, () => resolve());
        }).catch((err: Error) =>
          app.log.warn({ err }, `no backup socket at ${file}: npm run backup cannot reach this server`),
        );
        await chmod(file, 0o600).catch(() => {});
      });
      app.addHook('onClose', async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      });
    }
  },
  { name: 'backups', dependencies: ['db', 'jobs', 'clock'] },
);

/** True when a server answers on the socket `file` (a connection is accepted). */
export function answers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(file);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Asks the server listening on `file` for a backup (scripts/backup.ts). Resolves to its manifest;
 * throws BackupError with the server's sentence.
 */
export function askServerForBackup(file: string, withSecrets: boolean): Promise<Manifest> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(file);
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('connect', () =>
      socket.write(JSON.stringify({ backup: { with_secrets: withSecrets } }) + '\n'),
    );
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', (err) =>
      reject(new BackupError(`The running server could not be asked: ${err.message}`)),
    );
    socket.on('end', () => {
      try {
        const parsed = JSON.parse(reply) as { ok: boolean; manifest?: Manifest; error?: string };
        if (parsed.ok && parsed.manifest) resolve(parsed.manifest);
        else reject(new BackupError(parsed.error ?? 'The running server wrote no backup.'));
      } catch {
        reject(new BackupError('The running server gave no answer: see its log.'));
      }
    });
  });
}
