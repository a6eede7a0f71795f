/**
 * Costs as data grows (bench/README.md "Costs as data grows"): each endpoint measured at a small and a
 * large size side by side in one PostgreSQL database, through the real server (a child process,
 * production mode) with autocannon, and through the plan of every SELECT it sends (EXPLAIN ANALYZE of
 * the statements recorded from an in-process app on the same database: bench/lib/costs-plans.ts).
 *
 *   npm run bench:costs                                   # ~4 minutes: 1 000 000-message chat, 3 rounds of 5 s
 *   npm run bench:costs -- --duration 2 --rounds 1 --large-chat 200000   # a quick look (~1 minute)
 *
 * Rows: GET /api/games for a user with 10, 100 and 1 000 upcoming games; GET /api/games/{id}/team of a
 * game in a group of 10, 100 and 500 members; GET /api/chat/group-messages/{id}?limit=50 in a chat of
 * 100 and of 1 000 000 messages; GET /api/chat/unread-count for a user in 1, 10 and 100 groups (10
 * unread in each) and in 100 groups all read; GET /api/chat/group-unread and
 * GET /api/notifications/unread-count for a user in 1 and in 100 groups; and the games list's first page (?limit=50) for the user with 1 000
 * when the server answers it with 50 games. Prints, small to large: req/s (median of the rounds), p50 ms, the
 * response's size, the statements sent, the slowest statement's execution time and its scans.
 *
 * Fails (exit 1) on any failed, non-2xx or timed-out request; when the large chat's req/s is less than
 * half the small one's, or any of its statements has a Seq Scan or removes 1 000 rows or more of
 * chat_messages by filter; when the unread counts of the user in 100 groups scan chat_messages sequentially,
 * look at 10 % or more of its rows, or answer at less than half the req/s of the user in 1 group.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { stopChild } from '../apps/server/test/support/processes.ts';
import { COSTS, seedCosts } from './lib/costs-seed.ts';
import {
  explain,
  isReadOnly,
  recordStatements,
  scanLabel,
  type ExplainedStatement,
} from './lib/costs-plans.ts';
import { createPostgresDatabase } from './lib/databases.ts';
import { benchMain, check, machineLine, markdownTable, median } from './lib/report.ts';
import { JWT_SECRET, startTurnout } from './lib/server.ts';
import { sessionToken } from './lib/tokens.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    'large-chat': { type: 'string', default: '1000000' },
    port: { type: 'string', default: '3441' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const rounds = Number(args.rounds);
const largeChat = Number(args['large-chat']);
const port = Number(args.port);
for (const [name, v] of Object.entries({ duration, connections, rounds, largeChat, port })) {
  check(Number.isInteger(v) && v > 0, `--${name} must be a positive whole number`);
}

type Row = {
  endpoint: string;
  size: string;
  url: string;
  userId: number;
};

const rows: Row[] = [
  ...[10, 100, 1000].map((n) => ({
    endpoint: 'GET /api/games',
    size: `${n} upcoming games`,
    url: '/api/games',
    userId: COSTS.gamesUsers[n]!,
  })),
  ...[10, 100, 500].map((n) => ({
    endpoint: 'GET /api/games/{id}/team',
    size: `${n} members`,
    url: `/api/games/${COSTS.teamGames[n]}/team`,
    userId: COSTS.teamViewer,
  })),
  ...[100, largeChat].map((n, i) => ({
    endpoint: 'GET /api/chat/group-messages/{id}?limit=50',
    size: `${n.toLocaleString('en')} messages`,
    url: `/api/chat/group-messages/${COSTS.chatGroups[i === 0 ? 100 : 1_000_000]}?limit=50`,
    userId: COSTS.chatReader,
  })),
  ...[1, 10, 100].map((n) => ({
    endpoint: 'GET /api/chat/unread-count',
    size: `user in ${n} group${n === 1 ? '' : 's'}`,
    url: '/api/chat/unread-count',
    userId: COSTS.unreadUsers[n]!,
  })),
  {
    endpoint: 'GET /api/chat/unread-count',
    size: 'user in 100 groups, all read',
    url: '/api/chat/unread-count',
    userId: COSTS.allReadUser,
  },
  ...[1, 100].map((n) => ({
    endpoint: 'GET /api/chat/group-unread',
    size: `user in ${n} group${n === 1 ? '' : 's'}`,
    url: '/api/chat/group-unread',
    userId: COSTS.unreadUsers[n]!,
  })),
  ...[1, 100].map((n) => ({
    endpoint: 'GET /api/notifications/unread-count',
    size: `user in ${n} group${n === 1 ? '' : 's'} (${n === 1 ? 50 : 500} notifications)`,
    url: '/api/notifications/unread-count',
    userId: COSTS.unreadUsers[n]!,
  })),
];

const tokenOf = (userId: number) => sessionToken({ id: userId, name: `Bench${userId}`, surname: 'Player' });

type Load = { reqPerSec: number; p50: number; bytes: number };

/** `rounds` autocannon runs of `row`; medians. Throws on any failed, non-2xx or timed-out request. */
async function load(row: Row): Promise<Load> {
  const headers = { authorization: `Bearer ${tokenOf(row.userId)}` };
  const first = await fetch(`http://127.0.0.1:${port}${row.url}`, { headers });
  const body = await first.arrayBuffer();
  check(first.status === 200, `${row.endpoint} (${row.size}) answered ${first.status}`);
  const perRound: { reqPerSec: number; p50: number }[] = [];
  for (let i = 0; i < rounds; i++) {
    const r = await autocannon({ url: `http://127.0.0.1:${port}${row.url}`, headers, connections, duration });
    const failed = r.errors + r.timeouts + r.non2xx;
    check(
      failed === 0 && r.requests.total > 0,
      `${row.endpoint} (${row.size}): ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx answers of ${r.requests.total} requests`,
    );
    perRound.push({ reqPerSec: r.requests.average, p50: r.latency.p50 });
  }
  return {
    reqPerSec: median(perRound.map((r) => r.reqPerSec)),
    p50: median(perRound.map((r) => r.p50)),
    bytes: body.byteLength,
  };
}

type Plans = { statements: number; explained: ExplainedStatement[] };

/** The statements one request of `row` sends (in-process app), each SELECT explained. */
async function plansOf(
  app: Awaited<ReturnType<typeof buildApp>>,
  explainer: pg.Client,
  row: Row,
): Promise<Plans> {
  const inject = () =>
    app.inject({ method: 'GET', url: row.url, headers: { authorization: `Bearer ${tokenOf(row.userId)}` } });
  await inject(); // warm: prepared statements, pool connections
  const { result, statements } = await recordStatements(inject);
  check(result.statusCode === 200, `${row.endpoint} (${row.size}) answered ${result.statusCode} in process`);
  check(statements.length > 0, `no statements recorded for ${row.endpoint} (${row.size})`);
  const explained: ExplainedStatement[] = [];
  for (const s of statements.filter(isReadOnly)) explained.push(await explain(explainer, s));
  return { statements: statements.length, explained };
}

const slowest = (p: Plans) => p.explained.reduce((a, b) => (b.executionMs > a.executionMs ? b : a));
const chatScans = (p: Plans) =>
  p.explained.flatMap((e) => e.scans).filter((s) => s.table === 'chat_messages');

benchMain(async () => {
  const database = await createPostgresDatabase('turnout_costs');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-costs-'));
  let server: Awaited<ReturnType<typeof startTurnout>> | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const explainer = new pg.Client({ connectionString: database.url });
  try {
    const handle = await openDatabase({ kind: 'postgres', url: database.url });
    await handle.migrate();
    await handle.close();
    let t = performance.now();
    const messages = await seedCosts(database.url, { largeChat, perGroup: 5000 });
    console.error(
      `seeded ${messages.toLocaleString('en')} chat messages and the rest in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
    server = await startTurnout({ port, env });
    // The games list's first page, when the server pages it (an optional ?limit=): a row of its own.
    const paged = await fetch(`http://127.0.0.1:${port}/api/games?limit=50`, {
      headers: { authorization: `Bearer ${tokenOf(COSTS.gamesUsers[1000]!)}` },
    });
    const pagedBody = (await paged.json().catch(() => null)) as { games?: unknown[] } | null;
    if (paged.status === 200 && pagedBody?.games?.length === 50) {
      rows.splice(3, 0, {
        endpoint: 'GET /api/games',
        size: '1000 upcoming games, first page (?limit=50)',
        url: '/api/games?limit=50',
        userId: COSTS.gamesUsers[1000]!,
      });
    }
    const loads: Load[] = [];
    for (const row of rows) {
      t = performance.now();
      loads.push(await load(row));
      console.error(`${row.endpoint} (${row.size}): ${((performance.now() - t) / 1000).toFixed(0)} s`);
    }
    await stopChild(server);
    server = undefined;

    // The plans: the same requests through an app built in this process, statements recorded.
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET,
      ...env,
    });
    app = await buildApp({
      config,
      database: await openDatabase({ kind: 'postgres', url: database.url }),
      jwtSecret: JWT_SECRET,
      webDist: '/nonexistent',
      jobs: { schedule: false, supervise: false },
    });
    await app.ready();
    await explainer.connect();
    const plans: Plans[] = [];
    for (const row of rows) plans.push(await plansOf(app, explainer, row));

    // The report.
    console.log(`\n${machineLine('npm run bench:costs')}\n`);
    console.log(
      `${messages.toLocaleString('en')} chat messages in all; autocannon ${connections} connections × ${duration} s, median of ${rounds} round(s); plans: EXPLAIN (ANALYZE, BUFFERS) of each SELECT one request sends.\n`,
    );
    const firstOf = new Map<string, Load>();
    console.log(
      markdownTable(
        [
          'endpoint',
          'size',
          'req/s',
          'vs smallest',
          'p50 ms',
          'response',
          'statements',
          'slowest statement ms',
          'its scans',
          'chat_messages rows read',
        ],
        rows.map((row, i) => {
          const l = loads[i]!;
          const p = plans[i]!;
          if (!firstOf.has(row.endpoint)) firstOf.set(row.endpoint, l);
          const s = slowest(p);
          const chatRows = chatScans(p).reduce((n, x) => n + x.rowsRead, 0);
          return [
            row.endpoint,
            row.size,
            Math.round(l.reqPerSec),
            `${((l.reqPerSec / firstOf.get(row.endpoint)!.reqPerSec) * 100).toFixed(0)} %`,
            l.p50.toFixed(1),
            l.bytes < 1024 ? `${l.bytes} B` : `${(l.bytes / 1024).toFixed(1)} KB`,
            p.statements,
            s.executionMs.toFixed(2),
            [...new Set(s.scans.map(scanLabel))].join(', '),
            chatRows.toLocaleString('en'),
          ];
        }),
      ),
    );

    // The targets (bench/README.md "Costs as data grows").
    const chatRows = rows.flatMap((r, i) => (r.endpoint.includes('group-messages') ? [i] : []));
    const [smallChat, bigChat] = chatRows.map((i) => ({ load: loads[i]!, plans: plans[i]! }));
    check(
      bigChat!.load.reqPerSec * 2 >= smallChat!.load.reqPerSec,
      `opening the ${largeChat.toLocaleString('en')}-message chat: ${Math.round(bigChat!.load.reqPerSec)} req/s, more than 2× below the 100-message chat's ${Math.round(smallChat!.load.reqPerSec)}`,
    );
    for (const scan of bigChat!.plans.explained.flatMap((e) => e.scans)) {
      check(scan.kind !== 'Seq Scan', `opening the large chat scans ${scan.table} sequentially`);
    }
    for (const scan of chatScans(bigChat!.plans)) {
      check(
        scan.rowsRemovedByFilter < 1000,
        `opening the large chat: ${scanLabel(scan)} removed ${scan.rowsRemovedByFilter.toLocaleString('en')} rows by filter`,
      );
    }
    const unreadRow = (size: string) =>
      rows.findIndex((r) => r.endpoint === 'GET /api/chat/unread-count' && r.size === size);
    const unread100 = plans[unreadRow('user in 100 groups')]!;
    const [unreadLoad1, unreadLoad100] = [
      loads[unreadRow('user in 1 group')]!,
      loads[unreadRow('user in 100 groups')]!,
    ];
    check(
      unreadLoad100.reqPerSec * 2 >= unreadLoad1.reqPerSec,
      `the chat unread count of a user in 100 groups: ${Math.round(unreadLoad100.reqPerSec)} req/s, more than 2× below the user in 1 group's ${Math.round(unreadLoad1.reqPerSec)}`,
    );
    const read = chatScans(unread100).reduce((n, x) => n + x.rowsRead, 0);
    for (const scan of chatScans(unread100)) {
      check(
        scan.kind !== 'Seq Scan',
        'the chat unread count of a user in 100 groups scans chat_messages sequentially',
      );
    }
    check(
      read < messages / 10,
      `the chat unread count of a user in 100 groups looks at ${read.toLocaleString('en')} of ${messages.toLocaleString('en')} chat messages`,
    );
    console.log(
      `\nChecks passed: the large chat at ${((bigChat!.load.reqPerSec / smallChat!.load.reqPerSec) * 100).toFixed(0)} % of the small one's req/s, no Seq Scan and no chat message removed by filter; the unread count in 100 groups looks at ${read.toLocaleString('en')} chat messages, at ${((unreadLoad100.reqPerSec / unreadLoad1.reqPerSec) * 100).toFixed(0)} % of the 1-group user's req/s.`,
    );
  } finally {
    if (server) await stopChild(server);
    await app?.close();
    await explainer.end().catch(() => {});
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
