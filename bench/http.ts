/**
 * HTTP performance budget (bench/README.md "HTTP"): autocannon against the real server (a child process,
 * production mode) on PGlite and on PostgreSQL, and against a bare Fastify route answering {} as the ceiling.
 *
 *   npm run bench:http                       # both databases (PostgreSQL from BENCH_DATABASE_URL or
 *                                            # postgres://postgres@127.0.0.1:5432/postgres)
 *   npm run bench:http -- --db pglite --duration 10 --connections 50
 *
 * BENCH_NODE_ARGS adds node flags to the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
 *
 * Data: a user in 5 groups with 200 upcoming games in them; a game in a 30-member group with 20 RSVPs.
 * Endpoints: GET /api/games (that user), GET /api/games/{id}/team (that game), POST /api/rsvps (the 30
 * members in turn, alternating in/out). Prints a Markdown table: req/s, p50/p99 latency (ms) and req/s
 * as a percentage of the ceiling. Targets: p99 < 50 ms on PostgreSQL, each endpoint > 25 % of ceiling.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type DbOptions } from '../apps/server/src/db/client.ts';
import { games, groupMembers, groups, rsvps, users } from '../apps/server/src/db/schema.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { startNode, stopChild } from '../apps/server/test/support/processes.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const PASSWORD = 'bench-password-1';
const JWT_SECRET = randomBytes(32).toString('hex');

type Seeded = { email: string; userEmails: string[]; teamGameId: number };

/** Fills an empty, migrated database with the benchmark data. */
async function seed(options: DbOptions): Promise<Seeded> {
  const handle = await openDatabase(options);
  await handle.migrate();
  const db = handle.db;
  const passwordHash = await hashPassword(PASSWORD);
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Bench${i}`,
        surname: 'Player',
        email: `bench${i}@bench.test`,
        mobile: `0830000${String(i).padStart(3, '0')}`,
        passwordHash,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const me = created[0]!;
  const groupRows = await db
    .insert(groups)
    .values(Array.from({ length: 5 }, (_, i) => ({ name: `Bench group ${i + 1}`, createdBy: me.id })))
    .returning({ id: groups.id });
  await db
    .insert(groupMembers)
    .values([
      ...groupRows.map((g) => ({ groupId: g.id, userId: me.id, isAdmin: true })),
      ...created.slice(1).map((u) => ({ groupId: groupRows[0]!.id, userId: u.id })),
    ]);
  const day = 24 * 3600 * 1000;
  const gameRows = await db
    .insert(games)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        groupId: groupRows[i % 5]!.id,
        description: `Bench game ${i + 1}`,
        gameDatetime: new Date(Date.now() + (i + 1) * day),
        venue: 'Bench Park',
        maxPlayers: 14,
        rsvpCutoff: 0,
        createdBy: me.id,
      })),
    )
    .returning({ id: games.id, groupId: games.groupId });
  const teamGame = gameRows.find((g) => g.groupId === groupRows[0]!.id)!;
  await db.insert(rsvps).values(
    created.slice(0, 20).map((u, i) => ({
      gameId: teamGame.id,
      userId: u.id,
      status: i < 14 ? ('in' as const) : ('reserves' as const),
    })),
  );
  await handle.close();
  return { email: me.email, userEmails: created.map((u) => u.email), teamGameId: teamGame.id };
}

type Result = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function run(name: string, options: autocannon.Options): Promise<Result> {
  const r = await autocannon({ connections, duration, ...options });
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

async function benchDatabase(kind: 'pglite' | 'postgres', ceilingRps: number): Promise<Result[]> {
  const port = 3480;
  let env: NodeJS.ProcessEnv;
  let cleanup: () => Promise<void>;
  let options: DbOptions;
  if (kind === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'turnout-bench-'));
    options = { kind: 'pglite', dataDir: path.join(dir, 'pglite') };
    env = { DATA_DIR: dir };
    cleanup = () => rm(dir, { recursive: true, force: true });
  } else {
    const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `turnout_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    options = { kind: 'postgres', url: url.toString() };
    env = { DATABASE_URL: url.toString(), DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'turnout-bench-')) };
    cleanup = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
  }
  const seeded = await seed(options);
  const server = await startNode('apps/server/src/main.ts', {
    env: {
      ...env,
      PORT: String(port),
      NODE_ENV: 'production',
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    readyUrl: `http://127.0.0.1:${port}/healthz`,
  }).catch(async (err) => {
    await cleanup();
    throw err;
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await login(base, seeded.email);
    const tokens = await Promise.all(seeded.userEmails.map((e) => login(base, e)));
    const auth = { authorization: `Bearer ${token}` };
    const results: Result[] = [];
    results.push(
      await run('GET /api/games (5 groups, 200 games)', { url: `${base}/api/games`, headers: auth }),
    );
    results.push(
      await run('GET /api/games/{id}/team (30 members)', {
        url: `${base}/api/games/${seeded.teamGameId}/team`,
        headers: auth,
      }),
    );
    let turn = 0;
    results.push(
      await run('POST /api/rsvps (30 players, in/out)', {
        url: `${base}/api/rsvps`,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              turn += 1;
              const who = turn % tokens.length;
              const status = Math.floor(turn / tokens.length) % 2 === 0 ? 'in' : 'out';
              return {
                ...req,
                headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[who]}` },
                body: JSON.stringify({ gameId: seeded.teamGameId, status }),
              };
            },
          },
        ],
      }),
    );
    for (const r of results)
      console.error(
        `  ${kind} ${r.name}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms (${((r.rps / ceilingRps) * 100).toFixed(0)} %)`,
      );
    return results;
  } finally {
    await stopChild(server);
    await cleanup();
  }
}

async function main() {
  const kinds = args.db === 'both' ? (['pglite', 'postgres'] as const) : [args.db as 'pglite' | 'postgres'];
  const ceilingServer = await startNode('bench/ceiling.mjs', {
    env: { PORT: '3479' },
    readyUrl: 'http://127.0.0.1:3479/',
  });
  let ceiling: Result;
  try {
    ceiling = await run('bare Fastify GET / → {}', { url: 'http://127.0.0.1:3479/' });
  } finally {
    await stopChild(ceilingServer);
  }
  console.error(`  ceiling: ${ceiling.rps.toFixed(0)} req/s`);
  const rows: string[] = [
    `| database | endpoint | req/s | p50 ms | p99 ms | % of ceiling | errors / non-2xx |`,
    `| --- | --- | ---: | ---: | ---: | ---: | ---: |`,
    `| — | ${ceiling.name} | ${ceiling.rps.toFixed(0)} | ${ceiling.p50} | ${ceiling.p99} | 100 % | ${ceiling.errors} / ${ceiling.non2xx} |`,
  ];
  for (const kind of kinds) {
    for (const r of await benchDatabase(kind, ceiling.rps)) {
      rows.push(
        `| ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${((r.rps / ceiling.rps) * 100).toFixed(0)} % | ${r.errors} / ${r.non2xx} |`,
      );
    }
  }
  console.log(
    `\n${connections} connections, ${duration} s per endpoint, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}\n`,
  );
  console.log(rows.join('\n'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
