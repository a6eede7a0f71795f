/**
 * Structured JSON logs (pino through Fastify) with a request id, and nothing secret or personal in them
 * at any level (README "Security"): no passwords or password hashes, no sign-in, invitation, reset,
 * one-tap answer or unsubscribe tokens, no calendar feed secrets, no reset or invitation links, no
 * secret query values.
 * - Request URLs are logged through `redactUrl`: the token or secret of every path that carries one
 *   (invitations, invite links, one-tap answer links, unsubscribe links, the calendar feed) and secret query values
 *   masked; no request header is logged.
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

/**
 * Paths whose segment after the prefix is a secret (README "Security": no secret in logs), matched
 * case-insensitively (the web app's router ignores letter case) and with repeated slashes:
 * invitations (/invite/{token}, /api/invites/verify/{token}, /api/invites/{token}/accept), one-tap
 * answer links (/rsvp/{token}, /api/rsvp-links/{token}), offer links (/offer/{token},
 * /api/offer-links/{token}), unsubscribe links (/unsubscribe/{token},
 * /api/unsubscribe/{token}), the calendar feed (/calendar/{secret}.ics), invite links (/join/{secret},
 * /api/join/{secret}) and sign-in links (/login/email/{token}, /api/login/email/link/{token}). A route
 * with a token or secret in its path must be added here (test/lib/secrets-in-logs.test.ts walks every
 * route).
 */
const SECRET_PATHS = [
  /^(\/+invite\/+)[^/]+/i,
  /^(\/+api\/+invites\/+verify\/+)[^/]+/i,
  /^(\/+api\/+invites\/+)(?!verify(?:\/|$))[^/]+/i,
  /^(\/+rsvp\/+)[^/]+/i,
  /^(\/+api\/+rsvp-links\/+)[^/]+/i,
  /^(\/+offer\/+)[^/]+/i,
  /^(\/+api\/+offer-links\/+)[^/]+/i,
  /^(\/+(?:api\/+)?unsubscribe\/+)[^/]+/i,
  /^(\/+calendar\/+)[^/]+/i,
  /^(\/+(?:api\/+)?join\/+)[^/]+/i,
  /^(\/+login\/+email\/+)[^/]+/i,
  /^(\/+api\/+login\/+email\/+link\/+)[^/]+/i,
];

/**
 * Any other path segment with a run this long of a token's characters (base64url, as every token and
 * secret of the app is: 43 characters for lib/tokens.ts and feed secrets, about 150 for signed tokens)
 * is masked too, whatever the route: a safety net for a path not listed above. No route or file name
 * of the app comes near it.
 */
const TOKEN_RUN = /[A-Za-z0-9_-]{40,}/;

/**
 * Query keys whose values are masked (substring, any letter case: `token`, `inviteToken`, `secret`,
 * `code`, `key`, `sig`, `auth`, `password`, `email`, `mobile`); a value with a TOKEN_RUN is masked
 * under any key.
 */
const SECRET_QUERY_KEY = /token|secret|code|key|sig|auth|pass|email|mobile|phone/i;

const REDACTED = '[redacted]';

/**
 * A request URL (path and query, as `request.url`) fit for a log line: the secret segment of every
 * SECRET_PATHS route, every other path segment with a TOKEN_RUN, and the values of secret query keys
 * (SECRET_QUERY_KEY, or any value with a TOKEN_RUN) replaced by "[redacted]"; the route's fixed part
 * and other query values stay, e.g. `/api/rsvp-links/eyJ1…?status=in` → `/api/rsvp-links/[redacted]?status=in`.
 * Never throws.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  let path = at === -1 ? url : url.slice(0, at);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  path = path
    .split('/')
    .map((segment) => (TOKEN_RUN.test(segment) ? REDACTED : segment))
    .join('/');
  if (at === -1) return path;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const [key, value] of [...params]) {
    if (SECRET_QUERY_KEY.test(key) || TOKEN_RUN.test(value)) params.set(key, REDACTED);
  }
  return `${path}?${params.toString().replaceAll(encodeURIComponent(REDACTED), REDACTED)}`;
}

/**
 * `text` (a log message, an error's message or stack) with every path in it (from a "/" to the next
 * space or quote) passed through `redactUrl`: Fastify's own messages name the URL, e.g. "Reply was
 * already sent … in "/api/rsvp-links/{token}"".
 */
export function redactText(text: string): string {
  return text.replace(/\/[^\s"'`()<>]*/g, (path) => redactUrl(path));
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
 * any other error is pino's usual `{ type, message, stack, … }` without the keys above, the paths in its
 * message and stack through `redactText`.
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
  if (out && typeof out === 'object') {
    for (const key of UNSAFE_ERROR_KEYS) delete out[key];
    if (typeof out.message === 'string') out.message = redactText(out.message);
    if (typeof out.stack === 'string') out.stack = redactText(out.stack);
  }
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

/**
 * Fastify logger options at `level` (a pino level name): the redactions above, request URLs through
 * `redactUrl` and string arguments of every log call (its message) through `redactText`.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    hooks: {
      logMethod(args, method) {
        const safe = args.map((arg: unknown) => (typeof arg === 'string' ? redactText(arg) : arg));
        return method.apply(this, safe as Parameters<typeof method>);
      },
    },
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
