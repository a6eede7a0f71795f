/**
 * HTTP requests of the durability and scale-out tests: `post` and `get` with a token, and a request
 * held in flight (`slowPost`) while the server is told to stop (`stopDuringRequest`).
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ServerProcess } from './server-process.ts';

/** POST `body` as JSON with `token`; resolves with status and parsed body (throws on network errors). */
export async function post(
  base: string,
  url: string,
  token: string,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** GET `url` with `token`; resolves with status and parsed body. */
export async function get(
  base: string,
  url: string,
  token: string,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as unknown };
}

/**
 * A POST whose body arrives in two parts: the headers now (with `Expect: 100-continue`), the first half
 * of the body once the server has answered "100 Continue", the rest on `finish()`. Node answers 100 only
 * when it hands the request to Fastify, so once `received` resolves the server has accepted the request
 * and is waiting for its body: a request in flight, whatever the load on the machine.
 */
export function slowPost(base: string, url: string, token: string, body: unknown) {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  const req = http.request(`${base}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(payload.length),
      authorization: `Bearer ${token}`,
      connection: 'close',
      expect: '100-continue',
    },
  });
  const received = new Promise<void>((resolve) =>
    req.once('continue', () => {
      req.write(payload.subarray(0, half));
      resolve();
    }),
  );
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  return { received, response, finish: () => req.end(payload.subarray(half)) };
}

/**
 * SIGTERM to `server` with a request in flight (slowPost of `body` to `url`): SIGTERM once the server has
 * accepted the request, the rest of its body 300 ms later. Resolves with when SIGTERM was sent, the
 * process state just before the body was finished (still running: both null), the request's answer,
 * and the exit code and shutdown time.
 */
export async function stopDuringRequest(server: ServerProcess, url: string, token: string, body: unknown) {
  const slow = slowPost(server.base, url, token, body);
  await slow.received; // the server has accepted the request and waits for its body
  const sigterm = Date.now();
  const stopped = server.stop();
  await sleep(300);
  const meanwhile = { exitCode: server.child.exitCode, signalCode: server.child.signalCode };
  slow.finish();
  const answer = await slow.response;
  return { sigterm, meanwhile, answer, ...(await stopped) };
}
