/**
 * Error handling for the whole API: every error leaves as `{ error, message, code }` with a sentence a
 * user can read, never a stack trace (DESIGN.md "API conventions"). Handles our HttpError, schema
 * validation failures (the first zod issue's message, so the spec's sentences reach the user), malformed
 * JSON, oversized bodies and unknown /api routes; anything else is logged and answered with a plain 500.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { defaultErrorCodes } from '@turnout/shared';
import { HttpError } from '../lib/http-errors.ts';

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

export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
      if (err instanceof HttpError) {
        reply.headers(err.headers);
        return send(reply, err.statusCode, err.message, err.code);
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const first = err.validation[0];
        return send(reply, 400, first?.message ?? 'The request is not valid.', 'VALIDATION');
      }
      const status = err.statusCode ?? 500;
      if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError) {
        return send(reply, 400, 'The request body is not valid JSON.');
      }
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(reply, 413, 'The request body is too large.');
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
