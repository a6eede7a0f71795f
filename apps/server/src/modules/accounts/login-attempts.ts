/**
 * One sign-in attempt by email address, counted against the login limits (plugins/rate-limit.ts
 * `loginLimiter`): per device token when the request carries a valid one of this very account
 * (plugins/device-token.ts: a stranger's failures never lock the owner out of a known device), else per
 * email and address. The attempt counts up front; a success gives it back. Used by POST /api/login
 * (a password) and POST /api/login/email/code (an emailed code). Throws the limiter's 429 before `check`
 * runs, and whatever `check` throws.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountIdByEmail } from './service.ts';

type Counting = Pick<FastifyInstance, 'db' | 'deviceTokens' | 'loginLimiter'>;

export async function countedAttempt<T>(
  app: Counting,
  request: FastifyRequest,
  email: string,
  check: () => Promise<T>,
): Promise<T> {
  const accountId = app.deviceTokens.read(request).length > 0 ? await accountIdByEmail(app.db, email) : null;
  return countedAttemptOn(app, request, { accountId, email }, check);
}

/**
 * countedAttempt for a sign-in whose account is already known (`accountId`, null when none: a passkey's
 * owner) and which may name no email (`email` null: counted on the address alone, `beginByAddress`).
 * Used by countedAttempt and by POST /api/login/passkey.
 */
export async function countedAttemptOn<T>(
  app: Counting,
  request: FastifyRequest,
  attempt: { accountId: number | null; email: string | null },
  check: () => Promise<T>,
): Promise<T> {
  const { accountId, email } = attempt;
  const device =
    accountId === null ? undefined : app.deviceTokens.read(request).find((d) => d.userId === accountId);
  if (device) await app.loginLimiter.beginOnDevice(device.key);
  else if (email === null) await app.loginLimiter.beginByAddress(request.ip);
  else await app.loginLimiter.begin(email, request.ip);
  const result = await check();
  if (device) await app.loginLimiter.succeededOnDevice(device.key);
  else if (email === null) await app.loginLimiter.succeededByAddress(request.ip);
  else await app.loginLimiter.succeeded(email, request.ip);
  return result;
}
