/**
 * HttpError: the one error type services and routes throw for a refusal a user should read.
 * The error handler (plugins/errors.ts) turns it into `{ error, message, code }` with its status
 * (docs/design.md#api: 400 bad input, 401 no valid session, 403 not allowed, 404 unknown or not
 * visible, 409 a rule refuses, 429 too many attempts).
 *
 * A message made by a texts/* function with parameters (`gameTexts.tooManyGamesCreated('5 minutes')`)
 * is known by its catalogue key and parameters (`text`), found when the error is made: the error handler
 * says it in the request's language by that key, and matches the English words only for the others
 * (README "Languages").
 */
import { defaultErrorCodes } from '@turnout/shared';
import type { TextKey, TextParams } from '@turnout/shared/i18n';
import { englishSourceOf } from '@turnout/shared/i18n/all';

export class HttpError extends Error {
  /** The catalogue key and parameters the message was rendered from, when known. */
  readonly text: { key: TextKey; params: TextParams } | undefined;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string = defaultErrorCodes[statusCode as keyof typeof defaultErrorCodes] ?? 'ERROR',
    /** Extra headers for the reply, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.text = englishSourceOf(message);
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
