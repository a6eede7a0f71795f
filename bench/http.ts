/**
 * HTTP endpoints against their database ceiling (bench/README.md "HTTP").
 *
 * Data (a fresh PostgreSQL database, bench/lib/databases.ts): a user in 5 groups with `--games`
 * (default 200) upcoming games among them; the first group has 30 members, and one of its games
 * (max_players 14) has 20 answers (14 in, 6 reserves).
 *
 * For each hot endpoint — GET /api/games (that user), GET /api/games/{id} and GET /api/games/{id}/team
 * (that game), POST /api/rsvps (the 30 members in turn, all in, then all out) — it measures in the
 * same run:
 *  (a) the endpoint: the real server (bench/lib/server.ts, a child process in production mode, pool of
 *      10) under autocannon with `--connections` connections;
 *  (b) its database ceiling: the exact SQL the endpoint runs, captured once per request from an
 *      in-process app on the same database (bench/lib/http-capture.ts), replayed through `pg` with a
 *      pool of 10 and the same number of concurrent callers.
 * Endpoint and ceiling alternate for `--rounds` rounds of `--duration` seconds each; the report gives
 * the medians (req/s, p50, p99) and the endpoint's req/s as a % of its ceiling's, with the CPU time
 * per request of the server process (/proc) and of this process replaying the ceiling (node-postgres's
 * share of the ceiling; PostgreSQL's own CPU is not counted on either side): CPU per request moves
 * less than req/s when other work shares the machine. Each endpoint is first
 * warmed up for 2 s (not reported). Any failed request,
 * timeout or non-2xx answer, on either side, fails the run (BenchFailure, exit 1).
 *
 *   npm run bench:http                          # 4 endpoints × 3 rounds × (8 s + 8 s) ≈ 4 min
 *   npm run bench:http -- --duration 2 --rounds 1 --only games,team   # a short development run
 *
 * Flags: --duration s (8), --rounds (3), --connections (50), --games (200), --only games,game,team,rsvp,
 * --show (print the captured statements of every request of the cycle), --port (3480).
 * BENCH_NODE_ARGS adds node flags to the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DbHandle } from '../apps/server/src/db/client.ts';
import { games, groupMembers, groups, rsvps, users } from '../apps/server/src/db/schema.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { stopChild } from '../apps/server/test/support/processes.ts';
import { createPostgresDatabase } from './lib/databases.ts';
import { capture, replay, shapeOf, type CapturedRequest } from './lib/http-capture.ts';
import { benchMain, check, machineLine, markdownTable, median } from './lib/report.ts';
import { JWT_SECRET, startTurnout } from './lib/server.ts';
import { sessionToken } from './lib/tokens.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    games: { type: 'string', default: '200' },
    only: { type: 'string', default: 'games,game,team,rsvp' },
    port: { type: 'string', default: '3480' },
    show: { type: 'boolean', default: false },
  },
});
const durationS = Number(args.duration);
const rounds = Number(args.rounds);
const connections = Number(args.connections);
const gameCount = Number(args.games);
const port = Number(args.port);
/** The server's pool size (db/client.ts default), used for the ceiling too. */
const POOL_SIZE = 10;
const MEMBERS = 30;

type Seeded = { users: { id: number; name: string; email: string }[]; teamGameId: number };

/** Fills the empty, migrated database with the benchmark data. */
async function seed(handle: DbHandle): Promise<Seeded> {
  const db = handle.db;
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        name: `Bench${i}`,
        surname: 'Player',
        email: `bench${i}@bench.test`,
        mobile: `0830000${String(i).padStart(3, '0')}`,
        // Never signed in with: the benchmark's tokens are signed directly (bench/lib/tokens.ts).
        passwordHash: 'not-a-password-hash',
      })),
    )
    .returning({ id: users.id, name: users.name, email: users.email });
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
      Array.from({ length: gameCount }, (_, i) => ({
        groupId: groupRows[i % 5]!.id,
        description: `Bench game ${i + 1}`,
        gameDatetime: new Date(Date.now() + (i + 1) * day),
        venue: 'Bench Park',
        maxPlayers: 14,
        rsvpCutoff: 0,
        createdBy: me.id,
        currency: 'ZAR',
        costMode: 'split',
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
  return { users: created, teamGameId: teamGame.id };
}

/** One request of an endpoint's cycle: what autocannon sends and what the in-process app is given. */
type Step = { method: 'GET' | 'POST'; path: string; token: string; body?: string };

type Endpoint = { key: string; name: string; steps: Step[] };

function endpoints(seeded: Seeded): Endpoint[] {
  const tokens = seeded.users.map((u) => sessionToken(u));
  const me = tokens[0]!;
  const game = seeded.teamGameId;
  // The 30 members in turn, all `in`, then all `out`: the sheet fills, queues, empties, and again.
  const rsvpSteps: Step[] = ['in', 'out'].flatMap((status) =>
    tokens.map((token): Step => ({
      method: 'POST',
      path: '/api/rsvps',
      token,
      body: JSON.stringify({ gameId: game, status }),
    })),
  );
  return [
    {
      key: 'games',
      name: `GET /api/games (5 groups, ${gameCount} upcoming games)`,
      steps: [{ method: 'GET', path: '/api/games', token: me }],
    },
    {
      key: 'game',
      name: 'GET /api/games/{id} (the game view)',
      steps: [{ method: 'GET', path: `/api/games/${game}`, token: me }],
    },
    {
      key: 'team',
      name: 'GET /api/games/{id}/team (30 members, 20 answers)',
      steps: [{ method: 'GET', path: `/api/games/${game}/team`, token: me }],
    },
    { key: 'rsvp', name: 'POST /api/rsvps (30 members in turn, in/out)', steps: rsvpSteps },
  ];
}

const headersOf = (step: Step): Record<string, string> => ({
  authorization: `Bearer ${step.token}`,
  ...(step.body ? { 'content-type': 'application/json' } : {}),
});

type Measured = { rps: number; p50: number; p99: number; cpuMs: number };

/** CPU time (user + system) a process has used so far, ms, from /proc/<pid>/stat (Linux, 100 ticks/s). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** autocannon against the server, cycling through `steps`; throws on any error, timeout or non-2xx. */
async function runEndpoint(
  base: string,
  endpoint: Endpoint,
  seconds: number,
  pid: number,
): Promise<Measured> {
  let turn = 0;
  const cpuBefore = cpuMsOf(pid);
  const r = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => {
          const step = endpoint.steps[turn++ % endpoint.steps.length]!;
          return { ...req, method: step.method, path: step.path, headers: headersOf(step), body: step.body };
        },
      },
    ],
  });
  check(
    r.errors === 0 && r.timeouts === 0 && r.non2xx === 0,
    `${endpoint.name}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx answers of ${r.requests.total}`,
  );
  check(r.requests.total > 0, `${endpoint.name}: no request completed`);
  const cpuMs = (cpuMsOf(pid) - cpuBefore) / r.requests.total;
  return { rps: r.requests.total / r.duration, p50: r.latency.p50, p99: r.latency.p99, cpuMs };
}

type Row = {
  endpoint: Endpoint;
  shape: ReturnType<typeof shapeOf>;
  server: Measured[];
  ceiling: Measured[];
};

benchMain(async () => {
  const selected = new Set(args.only.split(','));
  const database = await createPostgresDatabase('turnout_bench_http');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-bench-http-'));
  let server: Awaited<ReturnType<typeof startTurnout>> | undefined;
  try {
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: POOL_SIZE });
    await handle.migrate();
    const seeded = await seed(handle);
    const list = endpoints(seeded).filter((e) => selected.has(e.key));
    check(list.length > 0, `--only ${args.only} names no endpoint (games, game, team, rsvp)`);

    // Capture: the same app the server runs, in this process, on the same database. Each step is
    // answered once before (prepared statements, caches), then captured; the cycle is then replayed.
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      database: handle,
      jwtSecret: JWT_SECRET,
      closeDatabase: false,
      webDist: '/nonexistent',
      jobs: { schedule: false, supervise: false, pollingIntervalSeconds: 60 },
    });
    await app.ready();
    const captured = new Map<string, CapturedRequest[]>();
    try {
      for (const endpoint of list) {
        const inject = (step: Step) => () =>
          app.inject({ method: step.method, url: step.path, headers: headersOf(step), payload: step.body });
        for (const step of endpoint.steps) await capture(inject(step));
        const requests: CapturedRequest[] = [];
        for (const step of endpoint.steps) requests.push(await capture(inject(step)));
        captured.set(endpoint.key, requests);
        if (args.show) {
          for (const [i, r] of requests.entries()) {
            console.error(`\n${endpoint.key} request ${i + 1}:`);
            for (const c of r.checkouts)
              for (const q of c.queries)
                console.error(
                  `  ${c.transaction ? 'tx' : '  '} ${q.text.replace(/\s+/g, ' ').slice(0, 160)}`,
                );
          }
        }
      }
    } finally {
      await app.close();
      await handle.close();
    }

    server = await startTurnout({ port, env: { DATABASE_URL: database.url, DATA_DIR: dataDir } });
    const base = `http://127.0.0.1:${port}`;
    const rows: Row[] = [];
    for (const endpoint of list) {
      const requests = captured.get(endpoint.key)!;
      const row: Row = { endpoint, shape: shapeOf(requests), server: [], ceiling: [] };
      // Warm-up, not reported: the server's JIT, its pool's connections and prepared statements.
      await runEndpoint(base, endpoint, Math.min(2, durationS), server.pid!);
      for (let round = 1; round <= rounds; round++) {
        const s = await runEndpoint(base, endpoint, durationS, server.pid!);
        const cpuBefore = process.cpuUsage();
        const replayed = await replay({
          url: database.url,
          requests,
          poolSize: POOL_SIZE,
          connections,
          durationMs: durationS * 1000,
        });
        const used = process.cpuUsage(cpuBefore);
        const c = { ...replayed, cpuMs: (used.user + used.system) / 1000 / replayed.requests };
        row.server.push(s);
        row.ceiling.push(c);
        console.error(
          `  ${endpoint.key} round ${round}: endpoint ${s.rps.toFixed(0)} req/s (p99 ${s.p99} ms, ` +
            `server CPU ${s.cpuMs.toFixed(2)} ms/req), ceiling ${c.rps.toFixed(0)} req/s ` +
            `(p99 ${c.p99.toFixed(1)} ms, pg client CPU ${c.cpuMs.toFixed(2)} ms/req)`,
        );
      }
      rows.push(row);
    }

    const med = (xs: Measured[], f: (m: Measured) => number) => median(xs.map(f));
    const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
    console.log(`\n${machineLine('npm run bench:http')}\n`);
    console.log(
      `PostgreSQL, pool of ${POOL_SIZE} on both sides, ${connections} concurrent requests, ` +
        `${rounds} rounds × ${durationS} s each side, alternating; medians of the rounds.\n`,
    );
    console.log(
      markdownTable(
        [
          'endpoint',
          'SQL per request (statements / checkouts / transactions)',
          'endpoint req/s',
          'p50 ms',
          'p99 ms',
          'ceiling req/s',
          'p50 ms',
          'p99 ms',
          '% of ceiling',
          'server CPU ms/req',
          'ceiling client CPU ms/req',
        ],
        rows.map((r) => {
          const rps = med(r.server, (m) => m.rps);
          const crps = med(r.ceiling, (m) => m.rps);
          return [
            r.endpoint.name,
            `${fmt(r.shape.statements)} / ${fmt(r.shape.checkouts)} / ${fmt(r.shape.transactions)}`,
            fmt(rps),
            fmt(med(r.server, (m) => m.p50)),
            fmt(med(r.server, (m) => m.p99)),
            fmt(crps),
            fmt(med(r.ceiling, (m) => m.p50)),
            fmt(med(r.ceiling, (m) => m.p99)),
            `${((rps / crps) * 100).toFixed(0)} %`,
            med(r.server, (m) => m.cpuMs).toFixed(2),
            med(r.ceiling, (m) => m.cpuMs).toFixed(2),
          ];
        }),
      ),
    );
  } finally {
    if (server) await stopChild(server);
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
});
