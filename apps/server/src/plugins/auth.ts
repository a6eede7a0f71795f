/**
 * Authentication: HS256 JWTs signed with the configured secret (@fastify/jwt), 7 days long.
 * Payload: { id, name, surname, email, is_admin, token_version } (docs/product.md#s3-sign-in-token); the
 * token's `is_admin` is the site admin flag (users.is_admin), not a group admin's.
 *
 * Decorates the app with
 * - `signToken(user)`: a fresh token for a users row;
 * - `verifyToken(token)`: the AuthUser of a token, or throws HttpError 401 (any other algorithm, a bad
 *   signature, an expiry or no `exp` at all, an unknown user, or a token_version older than the
 *   user's: revoked); the socket handshake (realtime.ts) uses it too;
 * - `authenticate`: a preHandler that puts the AuthUser on `request.user` or answers 401.
 */
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/http-errors.ts';
import type { Executor } from '../db/client.ts';

export type TokenPayload = {
  id: number;
  name: string;
  surname: string;
  email: string;
  is_admin: boolean;
  token_version: number;
};
/** The signed-in caller (`request.user`): `isSiteAdmin` is the token's `is_admin`, as stored now. */
export type AuthUser = { id: number; name: string; surname: string; email: string; isSiteAdmin: boolean };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: AuthUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `user` is a users row: its `isAdmin` is the site admin flag (users.is_admin). */
    signToken(user: {
      id: number;
      name: string;
      surname: string;
      email: string;
      isAdmin: boolean;
      tokenVersion: number;
    }): string;
    verifyToken(token: string): Promise<AuthUser>;
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

export const TOKEN_LIFETIME = '7d';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/**
 * The plugin's options: the signing secret, and the lookup every token is checked against (the users
 * module's findTokenHolder, given by app.ts: a plugin imports no module).
 */
export type AuthOptions = {
  secret: string;
  findTokenHolder: (db: Executor, id: number) => Promise<{ tokenVersion: number; isSiteAdmin: boolean } | null>;
};

export default fp(
  async (app, opts: AuthOptions) => {
    const { findTokenHolder } = opts;
    await app.register(fastifyJwt, {
      secret: opts.secret,
      sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
      // A token must say when it ends: one signed without `exp` (never issued by signToken) would
      // otherwise work forever. Refused like an expired one, here and in the socket handshake.
      verify: { algorithms: ['HS256'], requiredClaims: ['exp'] },
    });

    app.decorate('signToken', (user) =>
      app.jwt.sign({
        id: user.id,
        name: user.name,
        surname: user.surname,
        email: user.email,
        is_admin: user.isAdmin,
        token_version: user.tokenVersion,
      }),
    );

    app.decorate('verifyToken', async (token: string): Promise<AuthUser> => {
      let payload: TokenPayload;
      try {
        payload = app.jwt.verify<TokenPayload>(token);
      } catch {
        throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED');
      }
      if (!Number.isInteger(payload.id) || !Number.isInteger(payload.token_version)) {
        throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED');
      }
      const holder = await findTokenHolder(app.db, payload.id);
      if (!holder || holder.tokenVersion !== payload.token_version)
        throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED');
      return {
        id: payload.id,
        name: payload.name,
        surname: payload.surname,
        email: payload.email,
        isSiteAdmin: holder.isSiteAdmin,
      };
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match) throw unauthorized('Please log in to continue.', 'NO_TOKEN');
      request.user = await app.verifyToken(match[1]!);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
