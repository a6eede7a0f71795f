/**
 * Push services that hold a sender up, on loopback, for tests of the delivery deadlines (README
 * "Notifications", Delivery):
 *
 * - `startTarpit()`: a TCP server on 127.0.0.1 that accepts every connection and never sends a byte, so
 *   a TLS handshake (or an SMTP greeting) waits for ever. `endpoint()` is a browser subscribed there.
 * - `startTrickle()`: an HTTPS server (self-signed, as receiver.ts) that answers every request one byte
 *   a second ("HTTP/1.1 201 Created…"), so the connection is never idle and never done.
 *
 * Each counts its connections and closes them all on `close()`.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { browserKeys, selfSignedCertificate } from './receiver.ts';

export type Tarpit = {
  port: number;
  /** `127.0.0.1:<port>` for PUSH_ALLOW_HOSTS. */
  allowHost: string;
  /** Connections accepted so far. */
  connections(): number;
  /** A new browser's PushSubscription JSON with its endpoint here. */
  endpoint(): { endpoint: string; keys: { p256dh: string; auth: string } };
  close(): Promise<void>;
};

export type Trickle = Tarpit & {
  /** PEM of the self-signed certificate (pass as `extraCa`). */
  cert: string;
  /** Bytes of answers sent so far, on every connection. */
  bytesSent(): number;
  /** Resolves once a client has closed its connection (the sender gave up). */
  closedByClient(): Promise<void>;
};

const ANSWER = 'HTTP/1.1 201 Created\r\nContent-Length: 0\r\n\r\n';

/** Serves `server` on 127.0.0.1, holding its sockets for close(). */
async function listen(server: net.Server, sockets: Set<net.Socket>) {
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    allowHost: `127.0.0.1:${port}`,
    endpoint: () => ({
      endpoint: `https://127.0.0.1:${port}/push/${randomBytes(12).toString('hex')}`,
      keys: browserKeys().keys,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export async function startTarpit(): Promise<Tarpit> {
  let accepted = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer(() => {
    accepted += 1;
  });
  return { ...(await listen(server, sockets)), connections: () => accepted };
}

export async function startTrickle(): Promise<Trickle> {
  const { key, cert } = await selfSignedCertificate();
  let accepted = 0;
  let sent = 0;
  const closers = new Set<() => void>();
  let closes = 0;
  const sockets = new Set<net.Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server = tls.createServer({ key, cert }, (socket) => {
    accepted += 1;
    let started = false;
    socket.on('error', () => {});
    socket.on('data', () => {
      if (started) return;
      started = true;
      let next = 0;
      const timer = setInterval(() => {
        if (next >= ANSWER.length || socket.destroyed) return;
        socket.write(ANSWER[next]!);
        next += 1;
        sent += 1;
      }, 1000);
      timers.add(timer);
      socket.on('close', () => {
        clearInterval(timer);
        timers.delete(timer);
        closes += 1;
        for (const wake of [...closers]) wake();
      });
    });
  });
  const served = await listen(server, sockets);
  return {
    ...served,
    cert,
    connections: () => accepted,
    bytesSent: () => sent,
    closedByClient: () =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (closes === 0) return;
          closers.delete(check);
          resolve();
        };
        closers.add(check);
        check();
      }),
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      await served.close();
    },
  };
}
