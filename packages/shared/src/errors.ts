/**
 * The error body every API error carries (docs/design.md#api):
 * `{ error, message, code }`, where error and message are the same sentence a user can read and code is
 * a MACHINE_CODE. Shared so the web client can read it with the same type.
 */
import { z } from 'zod';

export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Machine codes by HTTP status, for errors that carry no more specific code. */
export const defaultErrorCodes = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL',
} as const;
