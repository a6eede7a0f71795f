/**
 * HttpError: the one error type services and routes throw for a refusal a user should read.
 * The error handler (plugins/errors.ts) turns it into `{ error, message, code }` with its status
 * (docs/design.md#api: 400 bad input, 401 no valid session, 403 not allowed, 404 unknown or not
 * visible, 409 a rule refuses, 429 too many attempts).
 */
import { defaultErrorCodes } from '@turnout/shared';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string = defaultErrorCodes[statusCode as keyof typeof defaultErrorCodes] ?? 'ERROR',
    /** Extra headers for the reply, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message = 'Please log in to continue.', code?: string) =>
  new HttpError(401, message, code);
export const forbidden = (message: string, code?: string) => new HttpError(403, message, code);
export const notFound = (message: string, code?: string) => new HttpError(404, message, code);
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, 'TOO_MANY_REQUESTS', { 'retry-after': String(Math.max(1, retryAfterSeconds)) });
