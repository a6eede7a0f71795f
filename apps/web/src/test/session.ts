/**
 * Tokens for the web tests. The app only decodes the token (jwt-decode; the server checks the
 * signature), so a test token is an unsigned JWT carrying the claims the server puts in (docs/product.md#s3).
 */
import type { SessionUser } from '../lib/session.ts';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A JWT-shaped token for `user` (default: Ada Player, id 7, not a site admin). */
export function testToken(user: Partial<SessionUser> = {}): string {
  const claims = {
    id: 7,
    name: 'Ada',
    surname: 'Player',
    email: 'ada@example.com',
    is_admin: false,
    ...user,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ ...claims, iat: 1_700_000_000 })}.signature`;
}
