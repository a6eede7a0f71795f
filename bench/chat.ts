/**
 * Chat fan-out benchmark (bench/README.md "Chat fan-out"; the chat target: p99 with 500 connected clients
 * at most 2× its p99 with 50, at the same message rate, on one instance and on two with Redis, every
 * delivery made).
 *
 * For each set-up (1 instance, 2 instances sharing PostgreSQL and Redis) and each client count (default
 * 50 and 500): a fresh PostgreSQL database, the real server(s) in production mode (bench/lib/server.ts),
 * one group holding `--posters` members who post and `--clients` members who listen, each listener a
 * socket.io client in a worker thread (bench/chat-clients.ts; with two instances the clients alternate
 * between them). The posters post `--rate` messages a second in all through POST /api/chat/message
 * (docs/product.md#s7-chat), round-robin, so each poster stays under the production chat limit (30 posts per
 * user in 30 s, plugins/rate-limit.ts; not raised); with two instances the posts alternate between them.
 * Latency is POST sent → `receive_message` on each client, on one clock (lib/chat-protocol.ts `benchNow`).
 *
 * The run FAILS (BenchFailure, exit 1, no figures) on any POST that is not 201 or does not answer within
 * 10 s, any client that cannot connect or join or that disconnects, and any (client, message) delivery
 * missing after `--drain` seconds or made more than once. It reports deliveries, p50/p99/max, POST p99,
 * the p99 ratio of the largest to the smallest client count per set-up (target ≤ 2×), how busy the load
 * generator was (each worker's event-loop utilisation, the whole process's CPU) and the servers' peak
 * RSS (VmHWM).
 *
 *   npm run bench:chat                                   # 4 runs of 30 s posting at 20/s; ~4 minutes
 *   npm run bench:chat -- --clients 20,100 --duration 5  # a short run
 *   npm run bench:chat -- --instances 2 --workers 4 --rate 40 --posters 200
 *
 * PostgreSQL at BENCH_DATABASE_URL, Redis at BENCH_REDIS_URL (bench/lib/databases.ts); ports 3331/3332.
 * BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the servers.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { memoryMb, stopChild } from '../apps/server/test/support/processes.ts';
import { createPostgresDatabase, REDIS_URL } from './lib/databases.ts';
import {
  benchNow,
  messageContent,
  type FromWorker,
  type ToWorker,
  type WorkerResult,
  type WorkerSetup,
} from './lib/chat-protocol.ts';
import { BenchFailure, benchMain, check, machineLine, markdownTable, summarise } from './lib/report.ts';
import { startTurnout } from './lib/server.ts';
import { sessionToken } from './lib/tokens.ts';

/** The production chat limit (plugins/rate-limit.ts chatLimiter): posts per user in a window of seconds. */
const CHAT_LIMIT = { posts: 30, seconds: 30 };
const PORTS = [3331, 3332] as const;
const POST_TIMEOUT_MS = 10_000;

const { values: args } = parseArgs({
  options: {
    instances: { type: 'string', default: 'both' },
    clients: { type: 'string', default: '50,500' },
    posters: { type: 'string', default: '100' },
    rate: { type: 'string', default: '20' },
    duration: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
    workers: { type: 'string', default: '2' },
    drain: { type: 'string', default: '30' },
    settle: { type: 'string', default: '11' },
  },
});

/** Bad flags, reported by benchMain (a BenchFailure) before anything starts. */
const problems: string[] = [];
const num = (name: string, value: string, min: number) => {
  const n = Number(value);
  if (!(Number.isFinite(n) && n >= min))
    problems.push(`--${name} must be a number of at least ${min} (got "${value}")`);
  return n;
};
const CLIENT_COUNTS = args.clients.split(',').map((c) => Math.round(num('clients', c, 1)));
const POSTERS = Math.round(num('posters', args.posters, 1));
const RATE = num('rate', args.rate, 0.1);
const DURATION_S = num('duration', args.duration, 1);
const WARMUP_S = num('warmup', args.warmup, 0);
const WORKERS = Math.round(num('workers', args.workers, 1));
const DRAIN_S = num('drain', args.drain, 0);
const SETTLE_S = num('settle', args.settle, 0);
if (!['1', '2', 'both'].includes(args.instances)) {
  problems.push(`--instances must be 1, 2 or both (got "${args.instances}")`);
}
const SETUPS: (1 | 2)[] = args.instances === 'both' ? [1, 2] : [Number(args.instances) as 1 | 2];
const WARMUP = Math.round(WARMUP_S * RATE);
const MESSAGES = WARMUP + Math.round(DURATION_S * RATE);
// Each poster posts every POSTERS / RATE seconds: refuse a run the production limit would cut short.
const perPosterPerWindow = Math.ceil((RATE / POSTERS) * CHAT_LIMIT.seconds);
if (perPosterPerWindow > CHAT_LIMIT.posts) {
  problems.push(
    `${RATE} messages a second from ${POSTERS} posters is ${perPosterPerWindow} posts per poster in ` +
      `${CHAT_LIMIT.seconds} s, over the production chat limit of ${CHAT_LIMIT.posts}: add --posters`,
  );
}

type Member = { id: number; name: string };

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU time a process has used so far in user and in kernel (system) mode (/proc/<pid>/stat), in seconds. */
function cpuSeconds(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are the 14th and 15th fields of the whole line: 12th and 13th after "(comm) ".
  return { user: Number(fields[11]) / CLOCK_TICKS, system: Number(fields[12]) / CLOCK_TICKS };
}

/**
 * Microseconds that some task of the machine has spent waiting for a CPU (Linux pressure stall
 * information, /proc/pressure/cpu "some" total), or null where the kernel does not expose it. Over a run,
 * its growth divided by the run's wall time says how contended the machine's CPUs were (100 %: always
 * somebody waiting), so that figures from a busy machine are not read as the server's.
 */
function cpuPressureMicros(): number | null {
  try {
    const some = readFileSync('/proc/pressure/cpu', 'utf8').split('\n')[0]!;
    return Number(/total=(\d+)/.exec(some)?.[1] ?? NaN);
  } catch {
    return null;
  }
}

/**
 * What the run's database saw: Web Push and email fan-out jobs of chat messages (notifications/delivery.ts)
 * not yet finished, and the transactions committed so far (pg_stat_database: each statement outside a
 * transaction counts as one), a measure of queries that the machine's load does not change. PostgreSQL
 * 15 reports a backend's counts at most once a second while it works and up to 10 s after it goes idle,
 * so the count is read `statsWaitMs` after the last statement that must be in it.
 */
async function databaseCounts(
  url: string,
  statsWaitMs: number,
): Promise<{ jobsLeft: number; transactions: number }> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const jobs = await db.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job
        where name = 'notifications.deliver' and state in ('created', 'retry', 'active')`,
    );
    await new Promise((r) => setTimeout(r, statsWaitMs));
    await db.query('select pg_stat_clear_snapshot()');
    const stats = await db.query<{ n: string }>(
      `select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`,
    );
    return { jobsLeft: jobs.rows[0]!.n, transactions: Number(stats.rows[0]!.n) };
  } finally {
    await db.end();
  }
}

/**
 * Seeds `posters + clients` users and one group holding them all. Ids start at a random offset, so
 * that runs sharing a Redis (rate-limit counters, socket.io rooms) never share a user or group id.
 */
async function seed(url: string, clients: number) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(`select setval('users_id_seq', $1), setval('groups_id_seq', $2)`, [
      randomInt(1, 1_000_000_000),
      randomInt(1, 1_000_000_000),
    ]);
    const users = (
      await db.query<Member>(
        `insert into users (name, surname, email, mobile, password_hash)
         select 'u' || i, 'Bench', 'u' || i || '@bench.test', lpad(i::text, 10, '0'), 'x'
         from generate_series(1, $1) i order by i returning id, name`,
        [POSTERS + clients],
      )
    ).rows;
    const [group] = (
      await db.query<{ id: number }>(
        `insert into groups (name, created_by) values ('Bench chat', $1) returning id`,
        [users[0]!.id],
      )
    ).rows;
    await db.query(
      `insert into group_members (group_id, user_id, is_admin) select $1, unnest($2::int[]), false`,
      [group!.id, users.map((u) => u.id)],
    );
    return { groupId: group!.id, posters: users.slice(0, POSTERS), listeners: users.slice(POSTERS) };
  } finally {
    await db.end();
  }
}

/** A worker thread holding `setup.clients`; resolves once they have all connected and joined. */
async function startWorker(setup: WorkerSetup) {
  // A worker does not inherit tsx's --import hooks on Node 20: it loads the TypeScript file through
  // tsx's API instead.
  const file = new URL('./chat-clients.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((t) => t.tsImport(${JSON.stringify(file)}, ${JSON.stringify(import.meta.url)}));`;
  const worker = new Worker(boot, { eval: true, execArgv: [], workerData: setup });
  const inbox: FromWorker[] = [];
  const waiters: ((m: FromWorker) => void)[] = [];
  let exited: string | null = null;
  const deliver = (m: FromWorker) => {
    const w = waiters.shift();
    if (w) w(m);
    else inbox.push(m);
  };
  worker.on('message', deliver);
  worker.on('error', (err: unknown) =>
    deliver({
      kind: 'failed',
      why: `client worker crashed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    }),
  );
  worker.on('exit', (code) => {
    exited = `client worker exited with code ${code}`;
    deliver({ kind: 'failed', why: exited });
  });
  /** The worker's next message (a failure when it has exited). */
  const next = () =>
    new Promise<FromWorker>((resolve) => {
      const m = inbox.shift();
      if (m) resolve(m);
      else if (exited) resolve({ kind: 'failed', why: exited });
      else waiters.push(resolve);
    });
  const send = (m: ToWorker) => worker.postMessage(m);
  const expect = async <K extends FromWorker['kind']>(kind: K) => {
    const m = await next();
    if (m.kind === 'failed') throw new BenchFailure(m.why);
    check(m.kind === kind, `client worker said ${m.kind}, expected ${kind}`);
    return m as Extract<FromWorker, { kind: K }>;
  };
  await expect('ready');
  return {
    start: () => send({ kind: 'start' }),
    async collect(deadline: number): Promise<WorkerResult> {
      send({ kind: 'collect', deadline });
      return (await expect('result')).result;
    },
    async close() {
      if (exited) return;
      send({ kind: 'close' });
      await expect('closed').catch(() => undefined);
      await worker.terminate();
    },
  };
}

type Row = {
  setup: string;
  instances: 1 | 2;
  clients: number;
  deliveries: number;
  expected: number;
  p50: number;
  p99: number;
  max: number;
  postP99: number;
  workerElu: number[];
  mainElu: number;
  processCpu: number;
  serverCores: number[];
  /** Share of the run's wall time in which some task of the machine waited for a CPU, 0–1 (null: unknown). */
  cpuWaiting: number | null;
  /** CPU of all server instances from the first POST to the last delivery, per message posted, ms. */
  serverMsPerMessage: number;
  /** The part of it spent in the kernel (system time: the socket writes' TCP work, mostly), ms. */
  serverSystemMsPerMessage: number;
  jobsLeft: number;
  /** Database transactions (statements outside one count one) from the first POST to the end, per message. */
  dbPerMessage: number;
  rss: string;
};

/** One measured run; throws BenchFailure on any failed POST and any missing or duplicate delivery. */
async function run(instances: 1 | 2, clients: number): Promise<Row> {
  const database = await createPostgresDatabase('turnout_bench_chat');
  const env: NodeJS.ProcessEnv = { DATABASE_URL: database.url, DATA_DIR: `/tmp/${database.name}` };
  if (instances === 2) env.REDIS_URL = REDIS_URL;
  const servers: ChildProcess[] = [];
  const workers: Awaited<ReturnType<typeof startWorker>>[] = [];
  try {
    // The first instance migrates; the second starts once it is ready (same DATA_DIR: same VAPID keys).
    servers.push(await startTurnout({ port: PORTS[0], env }));
    if (instances === 2) servers.push(await startTurnout({ port: PORTS[1], env }));
    const { groupId, posters, listeners } = await seed(database.url, clients);

    const perWorker = Math.ceil(clients / WORKERS);
    const all = listeners.map((u, i) => ({
      token: sessionToken(u),
      url: `http://127.0.0.1:${PORTS[i % instances]}`,
    }));
    const connecting = [];
    for (let w = 0; w * perWorker < clients; w += 1) {
      connecting.push(
        startWorker({
          clients: all.slice(w * perWorker, (w + 1) * perWorker),
          firstClient: w * perWorker,
          groupId,
          messages: MESSAGES,
          warmup: WARMUP,
          connectTimeoutMs: 30_000,
        }).then((worker) => workers.push(worker)),
      );
    }
    await Promise.all(connecting);

    const tokens = posters.map((u) => `Bearer ${sessionToken(u)}`);
    const postLatencies: number[] = [];
    const failures: string[] = [];
    const post = async (seq: number) => {
      const sentAt = benchNow();
      try {
        const res = await fetch(`http://127.0.0.1:${PORTS[seq % instances]}/api/chat/message`, {
          method: 'POST',
          headers: { authorization: tokens[seq % POSTERS]!, 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'group', group_id: groupId, content: messageContent(seq, sentAt) }),
          signal: AbortSignal.timeout(POST_TIMEOUT_MS),
        });
        const body = await res.text();
        if (res.status !== 201) failures.push(`message ${seq}: ${res.status} ${body.slice(0, 200)}`);
        else if (seq >= WARMUP) postLatencies.push(benchNow() - sentAt);
      } catch (err) {
        failures.push(`message ${seq}: ${err instanceof Error ? err.message : String(err)}`);
      }
    };

    // Start-up (migrations, the job queue's first rounds) and the clients' handshakes are not message
    // work: let them finish, and their statistics reach pg_stat_database, before the first reading, the
    // same --settle seconds whatever the client count (bench/README.md "Chat fan-out", "How it measures").
    await new Promise((r) => setTimeout(r, SETTLE_S * 1000));
    const before = await databaseCounts(database.url, 1500);
    for (const w of workers) w.start();
    const mainElu = performance.eventLoopUtilization();
    const cpu = process.cpuUsage();
    const serverCpu = servers.map((s) => cpuSeconds(s.pid!));
    const pressure = cpuPressureMicros();
    const began = benchNow();
    const posts: Promise<void>[] = [];
    for (let seq = 0; seq < MESSAGES; seq += 1) {
      const wait = began + (seq * 1000) / RATE - benchNow();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      posts.push(post(seq));
      // Stop posting at the first failure: the run is lost anyway.
      if (failures.length > 0) break;
    }
    await Promise.all(posts);
    check(
      failures.length === 0,
      `${failures.length} chat POST(s) failed (${clients} clients, ${instances} instance(s)); first: ${failures[0]}`,
    );
    const deadline = benchNow() + DRAIN_S * 1000;
    const results = await Promise.all(workers.map((w) => w.collect(deadline)));
    const wall = benchNow() - began;
    const used = process.cpuUsage(cpu);
    const mainUtil = performance.eventLoopUtilization(mainElu).utilization;
    const pressureEnd = cpuPressureMicros();
    const cpuWaiting =
      pressure === null || pressureEnd === null ? null : (pressureEnd - pressure) / 1000 / wall;
    const serverUsed = servers.map((s, i) => {
      const now = cpuSeconds(s.pid!);
      return { user: now.user - serverCpu[i]!.user, system: now.system - serverCpu[i]!.system };
    });
    const serverSeconds = serverUsed.map((c) => c.user + c.system);
    const serverCores = serverSeconds.map((c) => c / (wall / 1000));
    const serverSystem = serverUsed.reduce((n, c) => n + c.system, 0);
    // The pool's connections go idle after the last message: their last second of counts may take
    // PostgreSQL's 10 s idle interval to arrive (the job queue's polling meanwhile is counted too).
    const { jobsLeft, transactions } = await databaseCounts(database.url, 11_000);
    const rss = servers.map((s) => `${Math.round(memoryMb(s.pid!).peak)} MB`).join(' + ');

    const expected = MESSAGES * clients;
    const received = results.reduce((n, r) => n + r.received, 0);
    const missing = results.reduce((n, r) => n + r.missing, 0);
    const duplicates = results.reduce((n, r) => n + r.duplicates, 0);
    const disconnects = results.reduce((n, r) => n + r.disconnects, 0);
    const unexpected = results.reduce((n, r) => n + r.unexpected, 0);
    const where = `${clients} clients, ${instances} instance(s)`;
    check(
      disconnects === 0,
      `${disconnects} client(s) disconnected during the run (${where}); first: ${results.find((r) => r.firstDisconnect)?.firstDisconnect}`,
    );
    check(
      missing === 0 && duplicates === 0,
      `deliveries ${received}/${expected} (${where}): ${missing} missing, ${duplicates} duplicate ` +
        `after waiting ${DRAIN_S} s; e.g. ${results
          .flatMap((r) => r.examples)
          .slice(0, 3)
          .join('; ')}`,
    );
    check(unexpected === 0, `${unexpected} receive_message event(s) of no message of this run (${where})`);

    const latencies = results.flatMap((r) => Array.from(r.latencies));
    check(
      latencies.length === (MESSAGES - WARMUP) * clients,
      `${latencies.length} latencies for ${(MESSAGES - WARMUP) * clients} measured deliveries (${where})`,
    );
    const s = summarise(latencies);
    return {
      setup: instances === 1 ? '1 instance' : '2 instances + Redis',
      instances,
      clients,
      deliveries: received,
      expected,
      p50: s.p50,
      p99: s.p99,
      max: s.max,
      postP99: summarise(postLatencies).p99,
      workerElu: results.map((r) => r.eventLoopUtilization),
      mainElu: mainUtil,
      processCpu: (used.user + used.system) / 1000 / wall,
      serverCores,
      cpuWaiting,
      serverMsPerMessage: (serverSeconds.reduce((a, b) => a + b, 0) * 1000) / MESSAGES,
      serverSystemMsPerMessage: (serverSystem * 1000) / MESSAGES,
      jobsLeft,
      dbPerMessage: (transactions - before.transactions) / MESSAGES,
      rss,
    };
  } finally {
    await Promise.allSettled(workers.map((w) => w.close()));
    for (const s of servers) await stopChild(s);
    await database.drop();
  }
}

const ms = (n: number) => n.toFixed(1);
const pct = (n: number) => `${Math.round(n * 100)} %`;

benchMain(async () => {
  check(problems.length === 0, problems.join('; '));
  const rows: Row[] = [];
  for (const instances of SETUPS) {
    for (const clients of CLIENT_COUNTS) {
      console.error(`chat: ${instances} instance(s), ${clients} clients …`);
      rows.push(await run(instances, clients));
    }
  }
  console.log(`\n${machineLine('npm run bench:chat')}\n`);
  console.log(
    `${POSTERS} posters, ${RATE} messages a second in all for ${DURATION_S} s after ${WARMUP_S} s of ` +
      `warm-up (${MESSAGES} messages, ${MESSAGES - WARMUP} measured); clients in ${WORKERS} worker thread(s)\n`,
  );
  console.log('Deliveries and latency (POST sent → receive_message on each client):\n');
  console.log(
    markdownTable(
      ['set-up', 'clients', 'deliveries', 'p50 ms', 'p99 ms', 'max ms', 'POST p99 ms'],
      rows.map((r) => [
        r.setup,
        r.clients,
        `${r.deliveries}/${r.expected}`,
        ms(r.p50),
        ms(r.p99),
        ms(r.max),
        ms(r.postP99),
      ]),
    ),
  );
  console.log(
    '\nWhat it cost, from the first POST to the last delivery (ELU: event-loop utilisation; "CPU waited":' +
      ' share of the time some task of the machine waited for a CPU):\n',
  );
  console.log(
    markdownTable(
      [
        'set-up',
        'clients',
        'generator: workers ELU',
        'generator: main ELU',
        'generator CPU (cores)',
        'server CPU (cores)',
        'server CPU ms/message (of which kernel)',
        'DB transactions/message',
        'push jobs left',
        'server peak RSS',
        'machine: CPU waited',
      ],
      rows.map((r) => [
        r.setup,
        r.clients,
        r.workerElu.map(pct).join(', '),
        pct(r.mainElu),
        r.processCpu.toFixed(2),
        r.serverCores.map((c) => c.toFixed(2)).join(' + '),
        `${r.serverMsPerMessage.toFixed(1)} (${r.serverSystemMsPerMessage.toFixed(1)})`,
        r.dbPerMessage.toFixed(1),
        r.jobsLeft,
        r.rss,
        r.cpuWaiting === null ? '—' : pct(r.cpuWaiting),
      ]),
    ),
  );
  const small = Math.min(...CLIENT_COUNTS);
  const large = Math.max(...CLIENT_COUNTS);
  if (small !== large) {
    /** One line per set-up: `figure` with the smallest and the largest client count, and their ratio. */
    const ratios = (figure: (r: Row) => number) =>
      SETUPS.map((n) => {
        const a = figure(rows.find((r) => r.instances === n && r.clients === small)!);
        const b = figure(rows.find((r) => r.instances === n && r.clients === large)!);
        const ratio = b / a;
        return [
          rows.find((r) => r.instances === n)!.setup,
          ms(a),
          ms(b),
          `${ratio.toFixed(2)}×`,
          ratio <= 2 ? 'met' : 'NOT met',
        ];
      });
    console.log(`\np99 with ${large} clients against ${small}, same message rate (target ≤ 2×):\n`);
    console.log(
      markdownTable(
        ['set-up', `p99 ${small} clients`, `p99 ${large} clients`, 'ratio', 'target ≤ 2×'],
        ratios((r) => r.p99),
      ),
    );
    console.log(`\nServer CPU per message with ${large} clients against ${small} (target ≤ 2×):\n`);
    console.log(
      markdownTable(
        ['set-up', `ms/message ${small} clients`, `ms/message ${large} clients`, 'ratio', 'target ≤ 2×'],
        ratios((r) => r.serverMsPerMessage),
      ),
    );
  }
});
