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

export async function countedAttempt<T>(
  app: Pick<FastifyInstance, 'db' | 'deviceTokens' | 'loginLimiter'>,
  request: FastifyRequest,
  email: string,
  check: () => Promise<T>,
): Promise<T> {
  const devices = app.deviceTokens.read(request);
  const accountId = devices.length > 0 ? await accountIdByEmail(app.db, email) : null;
  const device = devices.find((d) => d.userId === accountId);
  if (device) await app.loginLimiter.beginOnDevice(device.key);
  else await app.loginLimiter.begin(email, request.ip);
  const result = await check();
  if (device) await app.loginLimiter.succeededOnDevice(device.key);
  else await app.loginLimiter.succeeded(email, request.ip);
  return result;
}
