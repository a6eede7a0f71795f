/**
 * A Web Push service on loopback for tests: an HTTPS server on 127.0.0.1 with a self-signed certificate
 * made by `openssl` for this run (SAN IP:127.0.0.1 and DNS:localhost), recording every push it gets,
 * and browsers (`device()`) with their own P-256 key pair and auth secret that decrypt what arrived
 * with `http_ece` (RFC 8291 aes128gcm), as a browser does.
 *
 *   const receiver = await startPushReceiver();
 *   const t = await build({ PUSH_ALLOW_HOSTS: receiver.allowHost }, { push: { extraCa: [receiver.cert] } });
 *   const phone = receiver.device();           // POST phone.subscription to /api/push/subscriptions
 *   const [push] = await receiver.pushes(phone, 1);
 *   expect(phone.decrypt(push)).toEqual({ title, body, url, tag });
 *
 * `answer(device, …statuses)` makes the next pushes to that device answer those statuses (or 'hang-up':
 * the connection is dropped without an answer); afterwards, and by default, 201.
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ece from 'http_ece';
import type { PushPayload } from '@turnout/shared';

export type ReceivedPush = {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  status: number | 'hang-up';
};

export type Device = {
  /** The subscription's path on the receiver (`/push/<random>`). */
  path: string;
  /** The PushSubscription JSON a browser would post. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The payload of a push to this device, decrypted and parsed. */
  decrypt(push: ReceivedPush): PushPayload;
};

export type PushReceiver = {
  /** PEM of the self-signed certificate (pass as `push.extraCa`). */
  cert: string;
  port: number;
  /** `127.0.0.1:<port>` for PUSH_ALLOW_HOSTS. */
  allowHost: string;
  /** A new browser subscribed at `https://<host>:<port>/push/<random>` (host default 127.0.0.1). */
  device(host?: string): Device;
  /** Every push to `device` so far. */
  received(device: Device): ReceivedPush[];
  /** Resolves with the pushes to `device` once there are at least `count` of them. */
  pushes(device: Device, count: number): Promise<ReceivedPush[]>;
  /** The next pushes to `device` answer these statuses, in order. */
  answer(device: Device, ...statuses: (number | 'hang-up')[]): void;
  close(): Promise<void>;
};

const run = promisify(execFile);

/** A self-signed P-256 certificate for 127.0.0.1 and localhost, valid for a day. */
export async function selfSignedCertificate(): Promise<{ key: string; cert: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'turnout-push-'));
  try {
    // Asynchronously: execFileSync in the receiver's process would block it (libraries notes).
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=Turnout test push service',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ]);
    return {
      key: await readFile(path.join(dir, 'key.pem'), 'utf8'),
      cert: await readFile(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A browser's push keys: its P-256 key pair and auth secret, and both as a subscription's `keys`. */
export function browserKeys(): { ecdh: ECDH; authSecret: Buffer; keys: { p256dh: string; auth: string } } {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
  };
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const { key, cert } = await selfSignedCertificate();
  const all: ReceivedPush[] = [];
  const scripted = new Map<string, (number | 'hang-up')[]>();
  const waiters = new Set<() => void>();

  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const where = (req.url ?? '').split('?')[0]!;
      const status = scripted.get(where)?.shift() ?? 201;
      all.push({ path: where, headers: req.headers, body: Buffer.concat(chunks), status });
      for (const wake of [...waiters]) wake();
      if (status === 'hang-up') {
        req.socket.destroy();
        return;
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const received = (device: Device) => all.filter((p) => p.path === device.path);

  return {
    cert,
    port,
    allowHost: `127.0.0.1:${port}`,
    device(host = '127.0.0.1') {
      const { ecdh, authSecret, keys } = browserKeys();
      const where = `/push/${randomBytes(12).toString('hex')}`;
      return {
        path: where,
        subscription: { endpoint: `https://${host}:${port}${where}`, keys },
        decrypt(push) {
          const plain = ece.decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret });
          return JSON.parse(plain.toString('utf8')) as PushPayload;
        },
      };
    },
    received,
    pushes(device, count) {
      return new Promise((resolve) => {
        const check = () => {
          const got = received(device);
          if (got.length < count) return;
          waiters.delete(check);
          resolve(got);
        };
        waiters.add(check);
        check();
      });
    },
    answer(device, ...statuses) {
      scripted.set(device.path, [...(scripted.get(device.path) ?? []), ...statuses]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
