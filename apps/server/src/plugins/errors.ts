/**
 * Error handling for the whole API: every error leaves as `{ error, message, code }` with a sentence a
 * user can read, never a stack trace (DESIGN.md "API conventions"). Handles our HttpError, schema
 * validation failures (the first zod issue's message, so the spec's sentences reach the user), malformed
 * JSON, oversized bodies, malformed or overlong URLs and unknown /api routes; anything else is logged
 * and answered with a plain 500. Fastify's and zod's own wordings (which echo the URL, or read "Invalid
 * input: expected object, received array") are replaced by sentences, found by the fuzz suite
 * (security/fuzz.test.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { defaultErrorCodes } from '@turnout/shared';
import { HttpError } from '../lib/http-errors.ts';

/** zod's default messages (a schema without a sentence of its own for that case). */
const ZOD_DEFAULT =
  /^(Invalid input|Invalid option|Invalid string|Invalid element|Invalid key|Too big|Too small|Unrecognized key)/;

const PARTS = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The address',
  headers: 'A header',
} as const;

/** The first issue's sentence, or one made up from where it is when zod only has its default wording. */
function validationMessage(err: FastifyError & { validationContext?: string }): string {
  const first = err.validation?.[0];
  const message = first?.message ?? '';
  if (message && !ZOD_DEFAULT.test(message)) return message;
  const field = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const part = PARTS[err.validationContext as keyof typeof PARTS] ?? 'The request';
  if (field) return `${field} is not valid.`;
  return err.validationContext === 'body'
    ? 'The request body must be a JSON object.'
    : `${part} is not valid.`;
}

function send(reply: FastifyReply, status: number, message: string, code?: string) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({
      error: message,
      message,
      code: code ?? defaultErrorCodes[status as keyof typeof defaultErrorCodes] ?? 'ERROR',
    });
}

/**
 * Fastify's `frameworkErrors` option (app.ts): errors the router answers before any hook or error
 * handler — a URL with a broken escape (%zz), a path parameter over 100 characters — as our JSON
 * sentences instead of Fastify's own body, which repeats the URL.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, 414, 'The address of this request is too long.', 'URI_TOO_LONG');
  }
  if (err.code === 'FST_ERR_BAD_URL') return send(reply, 400, 'The address of this request is not valid.');
  return send(reply, err.statusCode ?? 400, 'The request could not be routed.');
}

export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
      if (err instanceof HttpError) {
        reply.headers(err.headers);
        return send(reply, err.statusCode, err.message, err.code);
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        return send(reply, 400, validationMessage(err), 'VALIDATION');
      }
      const status = err.statusCode ?? 500;
      if (
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        err instanceof SyntaxError
      ) {
        return send(reply, 400, 'The request body is not valid JSON.');
      }
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return send(reply, 413, 'The request body is too large.');
      if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return send(reply, 415, 'Send the request body as JSON (Content-Type: application/json).');
      }
      if (status >= 400 && status < 500) {
        return send(reply, status, err.message.endsWith('.') ? err.message : `${err.message}.`);
      }
      request.log.error({ err }, 'unhandled error');
      return send(reply, 500, 'Something went wrong on our side. Please try again.');
    });
  },
  { name: 'errors' },
);
