/**
 * Harness of the durability tests (issue #6 "Durability and scale-out"): real server processes
 * (`node --import tsx apps/server/src/main.ts`), real databases, real HTTP and socket.io clients.
 *
 * - `startServer(env)` spawns the server on a free port in 3600-3699 (DURABILITY_PORT_BASE moves the
 *   range) and resolves once /healthz answers;
 *   `server.kill('SIGKILL')` / `server.stop()` (SIGTERM) end it; `server.restart()` starts it again on
 *   the same port and environment (same DATA_DIR / DATABASE_URL).
 * - `createPgDatabase()` makes a `turnout_dur_<random>` database (from the run's migrated template when
 *   there is one) and returns its URL and a `drop()`.
 * - `pgliteSeedHandle(dataDir)` opens the PGlite files a server will use, migrated, for seeding;
 *   `seedPgliteDir(dataDir, options)` seeds them (below) and closes them again.
 * - `seed(db)` inserts players (ids in a random range, so Redis rate-limit keys never meet other runs'),
 *   one group with all of them and `games` upcoming games; `tokenFor(user)` signs their tokens with
 *   JWT_SECRET, as the server does.
 * - `stopDuringRequest(server, …)` sends SIGTERM while a request is in flight on the server.
 * - `startProxy(ports)` is a loopback TCP load balancer: each new connection goes to the next backend
 *   that accepts it, so a client of a stopped instance reconnects to the other one by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { inject } from 'vitest';
import { openDatabase, type Database, type DbHandle } from '../../src/db/client.ts';
import { games, groupMembers, groups, users } from '../../src/db/schema.ts';
import { adminUrl, withDatabase } from '../support/pg-urls.ts';

export const JWT_SECRET = 'durability-test-secret-long-enough-for-hs256';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const mainTs = path.join(root, 'apps/server/src/main.ts');

/** First of the 100 ports the servers may use (DURABILITY_PORT_BASE, default 3600). */
const PORT_BASE = Number(process.env.DURABILITY_PORT_BASE ?? 3600);

/** A port in PORT_BASE…PORT_BASE+99 that nothing listens on right now (checked by listening on it). */
async function freePort(): Promise<number> {
  const start = Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i += 1) {
    const port = PORT_BASE + ((start + i) % 100);
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error(`No free port in ${PORT_BASE}-${PORT_BASE + 99}`);
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export type ServerProcess = {
  port: number;
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited: Promise<number | null>;
  /** Output of the process (stdout + stderr), for failure messages. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<number | null>;
  /** SIGTERM; resolves with { code, ms } once the process has exited. */
  stop(): Promise<{ code: number | null; ms: number }>;
  /** A new process with the same port and environment. */
  restart(): Promise<ServerProcess>;
};

/** Spawns main.ts with `env` (plus PORT, JWT_SECRET, LOG_LEVEL=warn, WEB_DIST) and waits for /healthz. */
export async function startServer(env: Record<string, string>, fixedPort?: number): Promise<ServerProcess> {
  for (let attempt = 0; ; attempt += 1) {
    const port = fixedPort ?? (await freePort());
    try {
      return await spawnServer(env, port);
    } catch (err) {
      // Another test file may have taken the port between the check and the listen: try another.
      if (fixedPort !== undefined || attempt >= 3 || !String(err).includes('EADDRINUSE')) throw err;
    }
  }
}

async function spawnServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      TZ: process.env.TZ,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const base = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    port,
    base,
    child,
    exited,
    output: () => out,
    kill: (signal) => {
      if (!hasExited) child.kill(signal);
      return exited;
    },
    stop: async () => {
      const started = Date.now();
      const code = await server.kill('SIGTERM');
      return { code, ms: Date.now() - started };
    },
    restart: () => startServer(env, port),
  };
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (hasExited) throw new Error(`The server on port ${port} exited while starting:\n${out}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await sleep(100);
  }
  await server.kill('SIGKILL');
  throw new Error(`The server on port ${port} did not answer /healthz within 60 s:\n${out}`);
}

/** A fresh `turnout_dur_<random>` database on DATABASE_URL's server; `drop()` removes it. */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL!;
  const name = `turnout_dur_${randomBytes(5).toString('hex')}`;
  const template = inject('pgTemplate');
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  return {
    url: withDatabase(url, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl(url) });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/**
 * Opens (and migrates) the PGlite files in DATA_DIR/pglite; new files start from the run's migrated dump
 * when there is one. `existing: true` opens files a server has used, as they are.
 */
export async function pgliteSeedHandle(
  dataDir: string,
  options: { existing?: boolean } = {},
): Promise<DbHandle> {
  const dumpFile = options.existing ? '' : inject('pgliteDump');
  const loadDataDir = dumpFile ? new Blob([await readFile(dumpFile)]) : undefined;
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite'), loadDataDir });
  await handle.migrate();
  return handle;
}

export type SeedUser = { id: number; name: string; surname: string; email: string; token: string };
export type Seeded = { users: SeedUser[]; groupId: number; gameIds: number[] };

const b64url = (s: string | Buffer) => Buffer.from(s).toString('base64url');

/** An HS256 token for `user`, as the server's signToken makes it (7 days). */
export function tokenFor(user: { id: number; name: string; surname: string; email: string }): string {
  const now = Math.floor(Date.now() / 1000);
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(
    JSON.stringify({ ...user, is_admin: false, token_version: 0, iat: now, exp: now + 7 * 24 * 3600 }),
  );
  const sig = createHmac('sha256', JWT_SECRET).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/**
 * `players` users (the first is the group admin) in one group, and `gameCount` games a week ahead with
 * room for `maxPlayers` each. User and group ids start at a random offset so that what is shared in
 * Redis (rate-limit keys per user id, socket.io rooms `user:<id>` and `group:<id>` on the default
 * channel) never meets another run's.
 */
export async function seed(
  db: Database,
  options: { players: number; gameCount: number; maxPlayers: number },
): Promise<Seeded> {
  const firstId = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
  const tag = randomBytes(3).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: options.players }, (_, i) => ({
        id: firstId + i,
        name: `Dur${i}`,
        surname: 'Player',
        email: `dur${i}-${tag}@durability.test`,
        mobile: `08${String(firstId + i).slice(-8)}`,
        passwordHash: 'not-used: tokens are signed directly',
      })),
    )
    .returning({ id: users.id, name: users.name, surname: users.surname, email: users.email });
  const [group] = await db
    .insert(groups)
    .values({ id: firstId, name: `Durability ${tag}`, createdBy: rows[0]!.id })
    .returning({ id: groups.id });
  await db
    .insert(groupMembers)
    .values(rows.map((u, i) => ({ groupId: group!.id, userId: u.id, isAdmin: i === 0 })));
  const gameRows = await db
    .insert(games)
    .values(
      Array.from({ length: options.gameCount }, (_, i) => ({
        groupId: group!.id,
        description: `Durability game ${i + 1}`,
        gameDatetime: new Date(Date.now() + 7 * 24 * 3600 * 1000 + i * 60_000),
        maxPlayers: options.maxPlayers,
        createdBy: rows[0]!.id,
      })),
    )
    .returning({ id: games.id });
  return {
    users: rows.map((u) => ({ ...u, token: tokenFor(u) })),
    groupId: group!.id,
    gameIds: gameRows.map((g) => g.id),
  };
}

/** Seeds (see `seed`) new PGlite files in DATA_DIR `dataDir` and closes them, ready for a server. */
export async function seedPgliteDir(dataDir: string, options: Parameters<typeof seed>[1]): Promise<Seeded> {
  const handle = await pgliteSeedHandle(dataDir);
  try {
    return await seed(handle.db, options);
  } finally {
    await handle.close();
  }
}

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

export type Proxy = { base: string; connections: Map<number, number>; close(): Promise<void> };

/**
 * A loopback TCP load balancer over `ports`: each client connection goes to the next backend in turn,
 * falling over to the following one when a backend refuses (as nginx's proxy_next_upstream does).
 * `connections` counts connections per backend port.
 */
export async function startProxy(ports: number[]): Promise<Proxy> {
  let next = 0;
  const sockets = new Set<net.Socket>();
  const connections = new Map<number, number>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.pause();
    const tryBackend = (left: number) => {
      if (left === 0 || client.destroyed) return void client.destroy();
      const port = ports[next++ % ports.length]!;
      const upstream = net.connect(port, '127.0.0.1');
      upstream.once('error', () => {
        upstream.destroy();
        tryBackend(left - 1);
      });
      upstream.once('connect', () => {
        connections.set(port, (connections.get(port) ?? 0) + 1);
        sockets.add(upstream);
        upstream.removeAllListeners('error');
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        upstream.on('close', () => {
          sockets.delete(upstream);
          client.destroy();
        });
        client.on('close', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
    };
    tryBackend(ports.length);
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
  return {
    base: `http://127.0.0.1:${port}`,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export type Client = {
  socket: Socket;
  /** Every `receive_message` payload's id, in arrival order. */
  received: number[];
  /** `server_restart` payloads. */
  restarts: unknown[];
  /** Disconnect reasons, in order. */
  disconnects: string[];
  /** How many times the socket (re)connected and joined the group room. */
  joins: number;
  /** Resolves once the socket has joined the group room at least `n` times. */
  joined(n: number, timeoutMs?: number): Promise<void>;
};

/**
 * A socket.io client as the web app runs it: websocket transport, reconnecting by itself (quickly, for
 * the test), re-joining the group's chat room after every (re)connection.
 */
export function connectClient(base: string, token: string, groupId: number): Client {
  const socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    forceNew: true,
    reconnection: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 300,
  });
  const client: Client = {
    socket,
    received: [],
    restarts: [],
    disconnects: [],
    joins: 0,
    joined: async (n, timeoutMs = 20_000) => {
      for (let waited = 0; client.joins < n; waited += 20) {
        if (waited > timeoutMs) throw new Error(`The socket joined ${client.joins} times, not ${n}`);
        await sleep(20);
      }
    },
  };
  socket.on('connect', () => {
    socket.emit('join_chat', { group_id: groupId }, (ack: { ok: boolean }) => {
      if (ack.ok) client.joins += 1;
    });
  });
  socket.on('receive_message', (m: { id: number }) => client.received.push(m.id));
  socket.on('server_restart', (p: unknown) => client.restarts.push(p));
  socket.on('disconnect', (reason) => client.disconnects.push(reason));
  return client;
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
