/**
 * Structured JSON logs (pino through Fastify) with a request id, and nothing secret in them (issue #6
 * "Run it for real"): no passwords, sign-in tokens, invitation or reset tokens. Request URLs are logged
 * without their query string values for token/email and with path tokens masked
 * (/invite/{token}, /api/invites/verify/{token}, …); the Authorization header is never logged.
 * The dev mail outbox (DATA_DIR/outbox) is the only place a reset or invitation link is written.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

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

/** Fastify logger options at `level` (a pino level name). */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'password',
        'newPassword',
        'currentPassword',
        'token',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
