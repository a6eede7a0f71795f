import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../support/build.ts';
import { createUser, type TestUser } from '../support/factories.ts';
import { listen } from '../support/sockets.ts';

/**
 * Requests that Node's HTTP parser or Fastify's body parsing refuse before any route runs answer in the
 * app's error shape `{ error, message, code }` with a sentence (docs/design.md#api), with
 * `Cache-Control: no-store`, never Node's or Fastify's default body. Sent over a real socket: inject
 * bypasses Node's parser.
 */
describe("Node's and Fastify's own refusals", () => {
  let t: TestContext;
  let port: number;
  let user: TestUser;
  beforeAll(async () => {
    t = await build();
    port = Number(new URL(await listen(t)).port);
    user = await createUser(t);
  });
  afterAll(() => t.close());

  /** Writes `raw` to a fresh connection and resolves with what the server sends until it closes it. */
  const send = (raw: string) =>
    new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString();
        const [head = '', body = ''] = text.split('\r\n\r\n', 2);
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
      });
      // Not ended: a half-closed connection may be dropped before its answer. Every request here says
      // `Connection: close` (or is refused), so the server closes it.
      socket.write(raw);
    });

  const expectShape = (
    res: { status: number; headers: Record<string, string>; body: string },
    status: number,
    message: string,
    code: string,
  ) => {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body)).toEqual({ error: message, message, code });
  };

  it('431 for request headers over the limit', async () => {
    const res = await send(
      `GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expectShape(res, 431, 'The request headers are too large.', 'HEADERS_TOO_LARGE');
  });

  it('400 for a malformed chunked body', async () => {
    const res = await send(
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\nZZ\r\n{"email":"a@b.c"}\r\n0\r\n\r\n',
    );
    expectShape(res, 400, 'The request could not be read.', 'BAD_REQUEST');
  });

  it('400 for a request line Node cannot parse', async () => {
    const res = await send('GARBAGE\r\n\r\n');
    expectShape(res, 400, 'The request could not be read.', 'BAD_REQUEST');
  });

  it('415 for a JSON body sent with a content type that is not JSON, or an unknown charset', async () => {
    for (const type of [
      'application/jsonx',
      'application/json; charset=utf-999',
      'application/json; charset=latin1',
    ]) {
      const body = JSON.stringify({ name: 'Sunday league' });
      const res = await send(
        `POST /api/groups HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${user.token}\r\n` +
          `Content-Type: ${type}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      expectShape(
        res,
        415,
        'Send the request body as JSON (Content-Type: application/json).',
        'UNSUPPORTED_MEDIA_TYPE',
      );
    }
  });
});
