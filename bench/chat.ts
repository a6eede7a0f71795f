/**
 * Chat fan-out benchmark (bench/README.md "Chat fan-out"): 500 socket.io clients in one group, 1000 group
 * messages posted at a steady rate through POST /api/chat/message, and the time from each POST leaving the
 * poster to its `receive_message` arriving on every client (p50/p99, ms), plus the servers' peak RSS. Runs
 * the real server as child processes on PostgreSQL: one instance, then two instances sharing the database and
 * Redis (clients split between them, posts alternating between them).
 *
 *   node --import tsx bench/chat.ts                         # both set-ups, 500 clients, 1000 messages at 20/s
 *   node --import tsx bench/chat.ts --instances 2 --clients 200 --messages 300 --rate 20
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres: a database
 * is created and dropped per run) and, for two instances, Redis (BENCH_REDIS_URL, default
 * redis://127.0.0.1:6379). Ports 3331 and 3332. Clients and poster share this process (one clock), so
 * its own event loop is part of the figure: a lower bound on what a browser would see is not claimed.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createSigner } from 'fast-jwt';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { memoryMb, startNode, stopChild } from '../apps/server/test/support/processes.ts';

const { values: args } = parseArgs({
  options: {
    instances: { type: 'string', default: 'both' },
    clients: { type: 'string', default: '500' },
    messages: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '20' },
  },
});
const CLIENTS = Number(args.clients);
const MESSAGES = Number(args.messages);
const RATE = Number(args.rate);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = randomBytes(32).toString('hex');
const PORTS = [3331, 3332];

/**
 * An HS256 token the server accepts: the same secret and payload shape as plugins/auth.ts, signed by
 * fast-jwt, the library under the server's @fastify/jwt. fast-jwt's `expiresIn` is in milliseconds.
 */
const signToken = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 3600_000 });
const token = (user: { id: number; name: string }): string =>
  signToken({
    id: user.id,
    name: user.name,
    surname: 'Bench',
    email: `${user.name}@bench.test`,
    is_admin: false,
    token_version: 0,
  });

const withDb = (url: string, db: string) => Object.assign(new URL(url), { pathname: `/${db}` }).toString();

/** The server (production mode, PostgreSQL from `env`) on `port`, once /healthz answers. */
const startServer = (port: number, env: Record<string, string>) =>
  startNode('apps/server/src/main.ts', {
    env: { ...env, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn', JWT_SECRET: SECRET },
    stdio: ['ignore', 'inherit', 'inherit'],
    readyUrl: `http://127.0.0.1:${port}/healthz`,
    intervalMs: 250,
  });

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function run(instances: 1 | 2) {
  const dbName = `turnout_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const env: Record<string, string> = { DATABASE_URL: withDb(PG_URL, dbName), DATA_DIR: `/tmp/${dbName}` };
  if (instances === 2) env.REDIS_URL = REDIS_URL;
  const servers: ChildProcess[] = [];
  const sockets: Socket[] = [];
  try {
    servers.push(await startServer(PORTS[0]!, env)); // migrates
    const db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    const users = (
      await db.query<{ id: number; name: string }>(
        `insert into users (name, surname, email, mobile, password_hash)
         select 'u' || i, 'Bench', 'u' || i || '@bench.test', lpad(i::text, 10, '0'), 'x'
         from generate_series(1, $1) i returning id, name`,
        [CLIENTS + 1],
      )
    ).rows;
    const [group] = (
      await db.query<{ id: number }>(
        `insert into groups (name, created_by) values ('Bench', $1) returning id`,
        [users[0]!.id],
      )
    ).rows;
    await db.query(
      `insert into group_members (group_id, user_id, is_admin) select $1, unnest($2::int[]), false`,
      [group!.id, users.map((u) => u.id)],
    );
    await db.end();
    if (instances === 2) servers.push(await startServer(PORTS[1]!, env));

    const poster = users[0]!;
    const receivers = users.slice(1);
    const sentAt = new Map<number, number>();
    const latencies: number[] = [];
    let received = 0;
    await Promise.all(
      receivers.map(
        (u, i) =>
          new Promise<void>((resolve, reject) => {
            const s = io(`http://127.0.0.1:${PORTS[i % instances]}`, {
              path: '/socket.io',
              transports: ['websocket'],
              auth: { token: token(u) },
              reconnection: false,
              forceNew: true,
            });
            sockets.push(s);
            s.on('receive_message', (m: { content: string }) => {
              const t0 = sentAt.get(Number(m.content.slice(6)));
              if (t0 !== undefined) latencies.push(performance.now() - t0);
              received += 1;
            });
            s.once('connect', () => s.emit('join_chat', group!.id, () => resolve()));
            s.once('connect_error', reject);
          }),
      ),
    );

    const auth = { authorization: `Bearer ${token(poster)}`, 'content-type': 'application/json' };
    const started = performance.now();
    const posts: Promise<unknown>[] = [];
    let failed = 0;
    for (let seq = 0; seq < MESSAGES; seq += 1) {
      const due = started + (seq * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      sentAt.set(seq, performance.now());
      posts.push(
        fetch(`http://127.0.0.1:${PORTS[seq % instances]}/api/chat/message`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ type: 'group', group_id: group!.id, content: `bench ${seq}` }),
        }).then(
          async (r) => {
            await r.arrayBuffer();
            if (!r.ok) failed += 1;
          },
          () => {
            failed += 1;
          },
        ),
      );
    }
    await Promise.all(posts);
    const expected = MESSAGES * receivers.length;
    const deadline = Date.now() + 30_000;
    while (received < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    latencies.sort((a, b) => a - b);
    return {
      setup: instances === 1 ? '1 instance' : '2 instances + Redis',
      deliveries: `${received}/${expected}`,
      failedPosts: failed,
      p50: pct(latencies, 50).toFixed(1),
      p99: pct(latencies, 99).toFixed(1),
      max: latencies.at(-1)!.toFixed(1),
      rss: servers.map((s) => `${Math.round(memoryMb(s.pid!).peak)} MB`).join(' + '),
    };
  } finally {
    sockets.forEach((s) => s.close());
    for (const s of servers) await stopChild(s);
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }
}

const setups: (1 | 2)[] = args.instances === 'both' ? [1, 2] : [Number(args.instances) as 1 | 2];
const rows = [];
for (const n of setups) rows.push(await run(n));
console.log(`\n${CLIENTS} clients in one group, ${MESSAGES} messages at ${RATE}/s\n`);
console.log('| set-up | deliveries | failed POSTs | p50 ms | p99 ms | max ms | server peak RSS |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.setup} | ${r.deliveries} | ${r.failedPosts} | ${r.p50} | ${r.p99} | ${r.max} | ${r.rss} |`,
  );
}
process.exit(0);
