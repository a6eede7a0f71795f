/**
 * Single-use secrets mailed in links (invitations, password resets): 32 bytes from the operating
 * system's CSPRNG, base64url (43 URL-safe characters). Only `hashToken(token)` — SHA-256, hex — is
 * stored, so a database leak does not hand out working links. A plain hash suffices (no salt or slow
 * hash): 256 random bits cannot be guessed, only stolen.
 */
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_BYTES = 32;

/** A fresh token and the hash to store for it. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** SHA-256 of the token as 64 hex characters. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
