/**
 * Device tokens (OWASP "Slow down online guessing attacks with device cookies"): after a successful
 * sign-in the browser gets a cookie `turnout_device` naming the account, and a later sign-in to that
 * account that presents it is braked per device token instead of by the account's counts
 * (plugins/rate-limit.ts `loginLimiter.beginOnDevice`). A stranger's wrong passwords then lock out
 * strangers only, never the owner on a device they signed in from before.
 *
 * The token is a JWT (the project's @fastify/jwt, HS256) of { sub: user id, jti: random id, aud:
 * "turnout:device", exp: one year }, signed with its own key derived from the sign-in secret
 * (`deviceTokenKey`): a device token never verifies as a sign-in token (401 as a Bearer token) and a
 * sign-in token never verifies as a device token. It grants nothing by itself: the password is still
 * checked on every sign-in.
 *
 * The cookie: HttpOnly, SameSite=Strict, Path=/api/login (only sign-in requests carry it), Max-Age one
 * year, and Secure when the request came over HTTPS (`request.protocol`, which believes
 * X-Forwarded-Proto only from a proxy named by TRUST_PROXY, app.ts). Parsed and written with `cookie`
 * (jshttp; v1, as @fastify/cookie's current release needs a cookie v2 built for Node 22).
 *
 * Decorates the app with `deviceTokens`: `sign(userId)`, `read(request)`, `give(request, reply, userId)`.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'turnout_device';
export const DEVICE_COOKIE_PATH = '/api/login';
/** One year, in seconds (the cookie's Max-Age and the token's lifetime). */
export const DEVICE_TOKEN_LIFETIME_SECONDS = 365 * 24 * 60 * 60;
const AUDIENCE = 'turnout:device';

/** A verified device token: the account it names and the key its own failure count is kept under. */
export type DeviceToken = { userId: number; key: string };

export type DeviceTokens = {
  /** A fresh device token for the user, valid for a year from `nowMs` (default now). */
  sign(userId: number, nowMs?: number): string;
  /** The request's `turnout_device` cookie when it verifies (expired, forged, or sign-in tokens do not): [] or [token]. */
  read(request: FastifyRequest): DeviceToken[];
  /** Sets the `turnout_device` cookie on the reply: a fresh device token for the user. */
  give(request: FastifyRequest, reply: FastifyReply, userId: number): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    deviceTokens: DeviceTokens;
  }
}

/**
 * The HS256 key of device tokens: an HMAC of a fixed label under the sign-in secret, so it is secret
 * whenever that one is, yet a different key.
 */
export function deviceTokenKey(secret: string): string {
  return createHmac('sha256', secret).update('turnout device token').digest('base64url');
}

type DevicePayload = { sub: string; jti: string };
type Jwt = {
  sign(payload: DevicePayload, options: Record<string, unknown>): string;
  verify(token: string, options: Record<string, unknown>): DevicePayload;
};

export default fp(
  async (app, opts: { secret: string }) => {
    const key = deviceTokenKey(opts.secret);
    // app.jwt is typed for sign-in tokens; device tokens use it with their own key, audience and claims.
    const jwt = app.jwt as unknown as Jwt;

    const sign = (userId: number, nowMs = Date.now()) =>
      jwt.sign(
        { sub: String(userId), jti: randomBytes(16).toString('base64url') },
        {
          key,
          aud: AUDIENCE,
          // @fastify/jwt reads a number as seconds.
          expiresIn: DEVICE_TOKEN_LIFETIME_SECONDS,
          clockTimestamp: nowMs,
        },
      );

    const verify = (token: string): DeviceToken | null => {
      let payload: DevicePayload;
      try {
        payload = jwt.verify(token, {
          key,
          allowedAud: AUDIENCE,
          requiredClaims: ['sub', 'jti', 'exp', 'aud'],
        });
      } catch {
        return null;
      }
      if (typeof payload.sub !== 'string' || !/^[1-9]\d{0,15}$/.test(payload.sub)) return null;
      if (typeof payload.jti !== 'string' || payload.jti === '') return null;
      return { userId: Number(payload.sub), key: `${payload.sub}:${payload.jti}` };
    };

    app.decorate('deviceTokens', {
      sign,
      read(request) {
        const value = request.headers.cookie
          ? parseCookies(request.headers.cookie)[DEVICE_COOKIE]
          : undefined;
        const device = value ? verify(value) : null;
        return device ? [device] : [];
      },
      give(request, reply, userId) {
        reply.header(
          'set-cookie',
          serializeCookie(DEVICE_COOKIE, sign(userId), {
            maxAge: DEVICE_TOKEN_LIFETIME_SECONDS,
            path: DEVICE_COOKIE_PATH,
            httpOnly: true,
            sameSite: 'strict',
            secure: request.protocol === 'https',
          }),
        );
      },
    } satisfies DeviceTokens);
  },
  { name: 'device-token', dependencies: ['auth'] },
);
