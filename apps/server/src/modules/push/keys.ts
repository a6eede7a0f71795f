/**
 * The VAPID key pair of Web Push (README "Notifications"; RFC 8292): VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when configured, otherwise a pair generated once with web-push's generateVAPIDKeys()
 * into DATA_DIR/vapid-keys.json (mode 0600) and reused on every start, like the token secret
 * (lib/secrets.ts). Browsers subscribe with the public key: a new pair would silence every existing
 * subscription, so instances that share a database must share the keys (set the variables).
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type VapidKeys = { publicKey: string; privateKey: string };

/** The file under DATA_DIR that holds a generated pair: JSON `{ publicKey, privateKey }`, base64url. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

const isKeys = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string' &&
  /^[A-Za-z0-9_-]{80,100}$/.test((value as VapidKeys).publicKey) &&
  /^[A-Za-z0-9_-]{40,50}$/.test((value as VapidKeys).privateKey);

async function readKeys(file: string): Promise<VapidKeys | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!isKeys(parsed)) {
    throw new Error(
      `${file} does not hold a VAPID key pair ({ publicKey, privateKey }): restore it, or delete it to generate a new pair (browsers must then subscribe again).`,
    );
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/**
 * The VAPID keys to sign pushes with. Generates and stores a pair on first use; two processes starting
 * at once on one DATA_DIR agree on one pair (the file is created whole with link(), never overwritten).
 * Throws when the file exists but holds no key pair (never silently replaced).
 */
export async function resolveVapidKeys(config: {
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  dataDir: string;
}): Promise<VapidKeys> {
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey };
  }
  const file = path.join(config.dataDir, VAPID_KEYS_FILE);
  const existing = await readKeys(file);
  if (existing) return existing;
  await mkdir(config.dataDir, { recursive: true });
  // web-push only for a first start's keys: a restart reads the file and never loads it.
  const { default: webPush } = await import('web-push');
  const generated = webPush.generateVAPIDKeys();
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, JSON.stringify(generated) + '\n', { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS') {
      // A file system without hard links: create it exclusively instead (a reader racing the write
      // may then see it half written and fail to start; the next start reads it whole).
      await writeFile(file, JSON.stringify(generated) + '\n', { mode: 0o600, flag: 'wx' }).catch(
        (e: NodeJS.ErrnoException) => {
          if (e.code !== 'EEXIST') throw e;
        },
      );
    } else if (code !== 'EEXIST') throw err;
  } finally {
    await unlink(temporary);
  }
  return (await readKeys(file))!;
}
