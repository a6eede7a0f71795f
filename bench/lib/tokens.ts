/**
 * Session tokens the benchmark server accepts without a login per user (bcrypt/argon2 per login would
 * dominate a seeding step): HS256 with bench/lib/server.ts's JWT_SECRET and the payload shape of the
 * server's plugins/auth.ts, signed by fast-jwt (the library under @fastify/jwt). Valid for 2 hours.
 */
import { createSigner } from 'fast-jwt';
import { JWT_SECRET } from './server.ts';

const sign = createSigner({ key: JWT_SECRET, algorithm: 'HS256', expiresIn: 2 * 3600_000 });

/** A bearer token for `user` (its id and name as stored; token_version 0, the default). */
export function sessionToken(user: { id: number; name: string; surname?: string; email?: string }): string {
  return sign({
    id: user.id,
    name: user.name,
    surname: user.surname ?? 'Bench',
    email: user.email ?? `${user.name}@bench.test`,
    is_admin: false,
    token_version: 0,
  });
}
