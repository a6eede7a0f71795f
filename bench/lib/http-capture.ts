/**
 * An endpoint's database ceiling (bench/README.md "HTTP"): the SQL one request runs, captured from
 * node-postgres while the real app answers it in-process (`app.inject`), then replayed straight through
 * `pg` with the server's pool size and the benchmark's concurrency. Capturing rather than re-typing the
 * statements makes the ceiling follow the code: a change to a query changes its ceiling too.
 *
 * Capture: `pg.Client.prototype.query` is wrapped for the process; only calls made inside `capture()`'s
 * async context (AsyncLocalStorage) are recorded, so the job queue's polling or another request is
 * never mixed in. Each call keeps its text, values, statement name (a prepared statement stays
 * prepared on replay), rowMode and type parsers, and the client it ran on. Statements between BEGIN and
 * COMMIT/ROLLBACK on one client form a transaction (one pool checkout, replayed on one client); every
 * other statement is a checkout of its own (`pool.query`), as Drizzle runs it. Work the route does
 * after its reply (unread pushes) is captured too, up to `settleMs` after the reply.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { BenchFailure, check, summarise } from './report.ts';

/** One statement as node-postgres was asked to run it. */
export type CapturedQuery = {
  text: string;
  values?: unknown[];
  name?: string;
  rowMode?: string;
  types?: unknown;
};

/** One pool checkout: a single statement, or a transaction (BEGIN … COMMIT) on one client. */
export type Checkout = { transaction: boolean; queries: CapturedQuery[] };

/** Everything one request ran against the database, in the order the checkouts started. */
export type CapturedRequest = { checkouts: Checkout[] };

type Call = { client: object; query: CapturedQuery };

const store = new AsyncLocalStorage<Call[]>();
let installed = false;

/** Wraps pg.Client.prototype.query once for this process (records calls inside `capture` only). */
function install(): void {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: object, ...args: unknown[]) {
    const calls = store.getStore();
    if (calls) {
      const [first, second] = args;
      const query: CapturedQuery =
        typeof first === 'string'
          ? { text: first, values: Array.isArray(second) ? second : undefined }
          : (() => {
              const c = first as Record<string, unknown>;
              return {
                text: String(c.text),
                values: (c.values as unknown[] | undefined) ?? (Array.isArray(second) ? second : undefined),
                name: c.name as string | undefined,
                rowMode: c.rowMode as string | undefined,
                types: c.types,
              };
            })();
      calls.push({ client: this, query });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
}

/** Groups calls into checkouts: BEGIN … COMMIT/ROLLBACK on one client is one; any other call is one. */
function checkoutsOf(calls: Call[]): Checkout[] {
  const checkouts: Checkout[] = [];
  const open = new Map<object, Checkout>();
  for (const { client, query } of calls) {
    const word = query.text.trim().split(/\s+/)[0]!.toLowerCase();
    const current = open.get(client);
    if (current) {
      current.queries.push(query);
      if (word === 'commit' || word === 'rollback') open.delete(client);
    } else if (word === 'begin' || word === 'start') {
      const tx: Checkout = { transaction: true, queries: [query] };
      checkouts.push(tx);
      open.set(client, tx);
    } else {
      checkouts.push({ transaction: false, queries: [query] });
    }
  }
  check(open.size === 0, 'a captured transaction never ended (BEGIN without COMMIT)');
  return checkouts;
}

/**
 * Runs `request` (an `app.inject` call) and returns what it ran against the database, waiting
 * `settleMs` after it resolves for work the route does after replying. Throws a BenchFailure when the
 * answer is not 2xx or nothing was run.
 */
export async function capture(
  request: () => Promise<{ statusCode: number; body: string }>,
  settleMs = 50,
): Promise<CapturedRequest> {
  install();
  const calls: Call[] = [];
  const res = await store.run(calls, async () => {
    const r = await request();
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return r;
  });
  check(
    res.statusCode >= 200 && res.statusCode < 300,
    `captured request answered ${res.statusCode}: ${res.body.slice(0, 200)}`,
  );
  check(calls.length > 0, 'captured request ran no SQL');
  return { checkouts: checkoutsOf(calls) };
}

/** Statements, checkouts and transactions per request (means over `requests`). */
export function shapeOf(requests: readonly CapturedRequest[]): {
  statements: number;
  checkouts: number;
  transactions: number;
} {
  const mean = (f: (r: CapturedRequest) => number) =>
    requests.reduce((s, r) => s + f(r), 0) / requests.length;
  return {
    statements: mean((r) => r.checkouts.reduce((s, c) => s + c.queries.length, 0)),
    checkouts: mean((r) => r.checkouts.length),
    transactions: mean((r) => r.checkouts.filter((c) => c.transaction).length),
  };
}

/** Runs one captured request through `pool`, checkout by checkout, in order. */
async function replayOne(pool: pg.Pool, request: CapturedRequest): Promise<void> {
  for (const checkout of request.checkouts) {
    if (!checkout.transaction) {
      await pool.query({ ...checkout.queries[0]! } as pg.QueryConfig);
      continue;
    }
    const client = await pool.connect();
    try {
      for (const q of checkout.queries) await client.query({ ...q } as pg.QueryConfig);
      client.release();
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
  }
}

export type ReplayResult = { requests: number; rps: number; p50: number; p99: number };

/**
 * The database ceiling: `connections` concurrent callers replay `requests` in turn (one shared round
 * robin, as autocannon sends them) through a pool of `poolSize` clients on `url` for `durationMs`.
 * Returns completed requests per second and their latency percentiles (ms). Throws a BenchFailure on
 * any failed statement or a request slower than `timeoutMs` (autocannon's timeout, 10 s).
 */
export async function replay(options: {
  url: string;
  requests: readonly CapturedRequest[];
  poolSize: number;
  connections: number;
  durationMs: number;
  timeoutMs?: number;
}): Promise<ReplayResult> {
  const { requests, connections, durationMs } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize });
  let failure: unknown = null;
  pool.on('error', (err) => (failure ??= err));
  const latencies: number[] = [];
  let turn = 0;
  const started = performance.now();
  const end = started + durationMs;
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (failure === null && performance.now() < end) {
          const request = requests[turn++ % requests.length]!;
          const t0 = performance.now();
          try {
            await replayOne(pool, request);
          } catch (err) {
            failure ??= err;
            return;
          }
          const ms = performance.now() - t0;
          if (ms > timeoutMs) failure ??= new BenchFailure(`a replayed request took ${ms.toFixed(0)} ms`);
          latencies.push(ms);
        }
      }),
    );
  } finally {
    await pool.end();
  }
  if (failure !== null) {
    throw failure instanceof BenchFailure
      ? failure
      : new BenchFailure(`database ceiling: a replayed statement failed: ${String(failure)}`);
  }
  const elapsed = performance.now() - started;
  const s = summarise(latencies);
  return { requests: s.count, rps: (s.count * 1000) / elapsed, p50: s.p50, p99: s.p99 };
}
