/**
 * Error handling for the whole API: every error leaves as `{ error, message, code }` with a sentence a
 * user can read, never a stack trace (docs/design.md#api). Handles our HttpError, schema
 * validation failures (the first zod issue's message, so the spec's sentences reach the user), malformed
 * JSON, a JSON body in another charset, oversized bodies, malformed or overlong URLs, unknown /api
 * routes and what Node's HTTP parser refuses (`clientErrorHandler`); anything else is logged (a
 * database error by code and constraint only) and answered with a plain 500. Every error reply carries
 * `Cache-Control: no-store`. Fastify's and zod's own wordings (which echo the URL, or read "Invalid
 * input: expected object, received array") are replaced by sentences, found by the fuzz suite
 * (security/fuzz.test.ts).
 */
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { defaultErrorCodes, gameTexts, groupTexts } from '@turnout/shared';
import { languageOfAcceptLanguage } from '@turnout/shared/i18n/languages';
import { translateRefusal, translatorFor } from '@turnout/shared/i18n/all';
import { HttpError } from '../lib/http-errors.ts';
import { dbErrorFields, type DbErrorFields } from '../lib/logging.ts';

/**
 * Last line of defence for a write that lost a race with a deletion or another write. The locks make
 * these races correct on their own (modules/groups/access.ts lockMembership, the game row lock), so
 * this answers, and logs at warn, what a missed lock would otherwise turn into a 500: a foreign-key
 * violation on a group or game reference (it is gone: 404 with its sentence), a deadlock or a
 * serialization failure (409, try again). Null for every other database error.
 */
export function raceReply(db: DbErrorFields): [status: number, message: string, code: string] | null {
  if (db.code === '40P01' || db.code === '40001') {
    return [409, 'Someone else changed this at the same moment. Please try again.', 'TRY_AGAIN'];
  }
  if (db.code !== '23503') return null;
  if (db.constraint?.endsWith('_group_id_groups_id_fk')) return [404, groupTexts.notFound, 'NOT_FOUND'];
  if (db.constraint?.endsWith('_game_id_games_id_fk')) return [404, gameTexts.gameNotFound, 'NOT_FOUND'];
  return null;
}

const UNSUPPORTED_MEDIA_TYPE = 'Send the request body as JSON (Content-Type: application/json).';

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

/**
 * `message` in the language the request's Accept-Language asks for when Turnout speaks it and the
 * sentence is one of the catalogue's; English (the specification's texts) otherwise (README "Languages").
 * The `code` never changes.
 */
function inRequestLanguage(request: FastifyRequest, message: string, text?: HttpError['text']): string {
  const language = languageOfAcceptLanguage(request.headers['accept-language']);
  if (!language || language === 'en') return message;
  // By key when the error knows it (lib/http-errors.ts), else by the English words.
  return translateRefusal(message, translatorFor(language), text) ?? message;
}

function send(reply: FastifyReply, status: number, english: string, code?: string, text?: HttpError['text']) {
  const message = inRequestLanguage(reply.request, english, text);
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send({
      error: message,
      message,
      code: code ?? defaultErrorCodes[status as keyof typeof defaultErrorCodes] ?? 'ERROR',
    });
}

/**
 * Fastify's `frameworkErrors` option (app.ts): errors the router answers before any hook or error
 * handler — a URL with a broken escape (%zz), a path parameter over the router's 512 characters
 * (app.ts maxParamLength) — as our JSON sentences instead of Fastify's own body, which repeats the URL.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, 414, 'The address of this request is too long.', 'URI_TOO_LONG');
  }
  if (err.code === 'FST_ERR_BAD_URL') return send(reply, 400, 'The address of this request is not valid.');
  return send(reply, err.statusCode ?? 400, 'The request could not be routed.');
}

/** What Node's HTTP parser refuses, by its error code: status, sentence, machine code. */
function clientErrorReply(code: string | undefined): [number, string, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'The request headers are too large.', 'HEADERS_TOO_LARGE'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return [408, 'The request took too long to arrive.', 'REQUEST_TIMEOUT'];
  }
  return [400, 'The request could not be read.', 'BAD_REQUEST'];
}

/**
 * Fastify's `clientErrorHandler` option (app.ts): what Node's HTTP parser refuses before Fastify sees a
 * request — headers over Node's 16 KB (431), a malformed request line or chunked body (400), a request
 * that took too long (408) — answered as `{ error, message, code }` with a sentence instead of Fastify's
 * `{ "message": "Client Error", statusCode }`, then the connection is closed. Logged at debug by Node's
 * error code only: the error's raw packet holds the request's bytes (its headers, its body).
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ clientError: err.code }, 'client error');
  // A reply already under way on this connection (its headers sent) cannot be replaced: just close.
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, message, code] = clientErrorReply(err.code);
  const body = JSON.stringify({ error: message, message, code });
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
    () => socket.destroy(),
  );
}

/** The only charsets a JSON body may name (RFC 8259 §8.1: JSON is UTF-8); none at all is fine too. */
const JSON_CHARSETS = new Set(['utf-8', 'utf8']);

export default fp(
  async (app) => {
    // application/json bodies as Fastify parses them, but a charset other than UTF-8
    // (`application/json; charset=utf-999`, `latin1`) is refused with 415 rather than read as UTF-8.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const type = request.headers['content-type'] ?? '';
      const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(type)?.[1]?.toLowerCase();
      if (charset !== undefined && !JSON_CHARSETS.has(charset)) {
        done(new HttpError(415, UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE'), undefined);
        return;
      }
      parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), done);
    });

    app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
      if (err instanceof HttpError) {
        reply.headers(err.headers);
        return send(reply, err.statusCode, err.message, err.code, err.text);
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
      if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return send(reply, 415, UNSUPPORTED_MEDIA_TYPE);
      if (status >= 400 && status < 500) {
        return send(reply, status, err.message.endsWith('.') ? err.message : `${err.message}.`);
      }
      // A database error is logged by code and constraint only: Drizzle's error carries the query and
      // every parameter (emails, password hashes), the driver's detail the failing row (lib/logging.ts).
      const dbError = dbErrorFields(err);
      const race = dbError && raceReply(dbError);
      if (race) {
        request.log.warn({ dbError }, 'a write lost a race');
        return send(reply, ...race);
      }
      request.log.error(dbError ? { dbError } : { err }, 'unhandled error');
      return send(reply, 500, 'Something went wrong on our side. Please try again.');
    });
  },
  { name: 'errors' },
);
