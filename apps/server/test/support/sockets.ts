/**
 * Realtime test helpers: listen a test app on a free loopback port and connect real socket.io clients
 * to it, as the browser does (handshake `auth: { token }`).
 *
 *   const base = await listen(t);                 // 'http://127.0.0.1:<port>'
 *   const socket = await connectClient(base, user.token);
 *   const push = nextEvent<{ unreadCount: number }>(socket, 'notifications_unread_count');
 *   ...trigger...
 *   expect(await push).toEqual({ unreadCount: 1 });
 *
 * Sockets are closed by `closeClients()` (call it in afterEach/afterAll) before `t.close()`.
 */
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { withApp, type TestContext } from './build.ts';

const open = new Set<Socket>();

/** Starts the app listening on 127.0.0.1 (random port) and returns its base URL. */
export async function listen(t: TestContext): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * Wires the hooks of a test file (or describe) whose tests connect sockets: before all, a fresh app
 * (build()) listening on loopback, handed with its base URL to `ready`; after each test its sockets
 * closed; after all the app closed.
 *
 *   let t: TestContext;
 *   let base: string;
 *   withListeningApp((app, url) => ([t, base] = [app, url]));
 */
export function withListeningApp(ready: (t: TestContext, base: string) => void): void {
  withApp(async (t) => ready(t, await listen(t)));
  afterEach(() => closeClients());
}

/**
 * Connects a websocket client for `token` and resolves once connected; rejects with the server's
 * refusal (connect_error) otherwise. Reconnection is off so a refused client stays refused.
 */
export function connectClient(
  base: string,
  token: string | undefined,
  options: { origin?: string; reconnection?: boolean } = {},
): Promise<Socket> {
  const socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: options.reconnection ?? false,
    forceNew: true,
    extraHeaders: options.origin ? { origin: options.origin } : undefined,
  });
  open.add(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Resolves with the next payload of `event` on `socket`; rejects after `timeoutMs` (default 5000 ms: a test waits for an event, it does not time it). */
export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`No "${event}" event within ${timeoutMs} ms`));
    }, timeoutMs);
    const onEvent = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, onEvent);
  });
}

/** Collects every payload of `event` on `socket` into the returned array (live). */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** Closes every client opened by connectClient. */
export function closeClients(): void {
  for (const s of open) s.close();
  open.clear();
}
