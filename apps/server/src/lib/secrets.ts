/**
 * The token signing secret: JWT_SECRET when configured, otherwise a random 48-byte secret generated once
 * into DATA_DIR/jwt-secret (mode 0600) and reused on every start, so sessions survive a restart.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function resolveJwtSecret(config: { jwtSecret?: string; dataDir: string }): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, secret + '\n', { mode: 0o600 });
  return secret;
}
