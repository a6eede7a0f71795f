/**
 * Structured JSON logs (pino through Fastify) with a request id, and nothing secret or personal in them
 * at any level (README "Security"): no passwords or password hashes, no
 * sign-in, invitation or reset tokens, no reset or invitation links, no query parameters.
 * - Request URLs are logged without their query string values for token/email and with path tokens
 *   masked (/invite/{token}, /api/invites/verify/{token}, …); no request header is logged.
 * - Known secret fields are redacted by pino wherever a log call passes them (`loggerOptions`).
 * - Errors go through `serializeError`: a database error (Drizzle's, which carries the SQL and every
 *   parameter, or pg's / PGlite's, whose detail repeats the failing row) is logged as
 *   `{ dbError: { code, constraint, table, column } }` only; Node's parser errors lose their raw packet.
 * The mail outbox (DATA_DIR/outbox) is the only place a reset or invitation link is written.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

const SECRET_QUERY_KEYS = new Set(['token', 'inviteToken', 'email']);
const SECRET_PATHS = [
  /^(\/invite\/)[^/?]+/,
  /^(\/api\/invites\/verify\/)[^/?]+/,
  /^(\/api\/invites\/)(?!verify\/)[^/?]+/,
];

/** The URL with secret path segments and query values replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const [pathname = '', query] = url.split('?', 2);
  let path = pathname;
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, '$1[redacted]');
  if (query === undefined) return path;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.has(key)) params.set(key, '[redacted]');
  return `${path}?${params.toString().replace(/%5Bredacted%5D/g, '[redacted]')}`;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Request id: the caller's X-Request-Id when it is a short plain token (a proxy's), else a UUID. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** A database error as a log line may carry it: the SQLSTATE code and the names involved, no values. */
export type DbErrorFields = { code: string; constraint?: string; table?: string; column?: string };

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The loggable fields of a database error, or null when `err` is not one. Looks through `err` and its
 * causes (Drizzle wraps the driver's error) for a pg / PGlite error (a five-character SQLSTATE `code`
 * beside a `severity`). A Drizzle query error whose cause is not such an error (a lost connection)
 * still counts: its message and `params` hold the query's values.
 */
export function dbErrorFields(err: unknown): DbErrorFields | null {
  let wrapped = false;
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    const o = e as Record<string, unknown>;
    if (typeof o.code === 'string' && SQLSTATE.test(o.code) && 'severity' in o) {
      const name = (key: string) => (typeof o[key] === 'string' ? { [key]: o[key] as string } : {});
      return { code: o.code, ...name('constraint'), ...name('table'), ...name('column') };
    }
    if ('params' in o && 'query' in o) wrapped = true;
    e = o.cause;
  }
  return wrapped ? { code: 'unknown' } : null;
}

/** Properties of an error that may hold what was sent: Node's parser keeps the raw request bytes. */
const UNSAFE_ERROR_KEYS = ['rawPacket', 'params', 'query', 'detail', 'parameters'];

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * pino's `err` serializer, made safe: a database error becomes `{ type, message: "Database error
 * <code>", stack (its frames only: the first lines repeat the message), dbError }` (see `dbErrorFields`);
 * any other error is pino's usual `{ type, message, stack, … }` without the keys above.
 */
export function serializeError(err: Error): SerializedError {
  const db = dbErrorFields(err);
  if (db) {
    const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    return {
      type: err.constructor?.name ?? 'Error',
      message: `Database error ${db.code}`,
      stack: frames.join('\n'),
      dbError: db,
    };
  }
  const out = stdSerializers.err(err) as SerializedError;
  // pino hands over whatever was logged under `err`, not always an Error.
  if (out && typeof out === 'object') for (const key of UNSAFE_ERROR_KEYS) delete out[key];
  return out;
}

/** `ayanda@example.test` → `a…@example.test`: enough to tell mails apart in a log, not to address one. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '…' : `${email[0]}…${email.slice(at)}`;
}

/** Field names that hold a secret wherever they appear in a log call (top level or one level down). */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'inviteToken',
  'link',
  'params',
];

/** Fastify logger options at `level` (a pino level name). */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        ...SECRET_FIELDS,
        ...SECRET_FIELDS.map((field) => `*.${field}`),
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
      err: serializeError,
    },
  };
}
