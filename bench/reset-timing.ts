/**
 * Password-reset request timing: how long POST /api/login/request-password-reset takes to answer, as a
 * client sees it, for an email with an account and for one without. The server answers before it looks
 * the email up (apps/server/src/plugins/background.ts), so the two should not differ.
 *
 *   node --import tsx bench/reset-timing.ts [--rounds 300]
 *
 * The real server (a child process, production mode, PGlite in a temporary DATA_DIR, mail to its
 * outbox); known and unknown requests alternate, each with its own email and X-Forwarded-For address
 * (TRUST_PROXY=127.0.0.1), so no rate limit is reached, with a pause after each for the work a known
 * request leaves behind. Prints the median and p90 in ms of each.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { startNode, stopChild } from '../apps/server/test/support/processes.ts';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '300' } } });
const rounds = Number(args.rounds);
const port = 3481;
const base = `http://127.0.0.1:${port}`;

const dir = await mkdtemp(path.join(os.tmpdir(), 'turnout-bench-reset-'));
const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
await handle.migrate();
const passwordHash = await hashPassword('bench-password-1');
await handle.db.insert(users).values(
  Array.from({ length: rounds + 20 }, (_, i) => ({
    name: `Bench${i}`,
    surname: 'Player',
    email: `known${i}@bench.test`,
    mobile: `0830${String(i).padStart(6, '0')}`,
    passwordHash,
  })),
);
await handle.close();

const server = await startNode('apps/server/src/main.ts', {
  env: {
    DATA_DIR: dir,
    PORT: String(port),
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    TRUST_PROXY: '127.0.0.1',
  },
  readyUrl: `${base}/healthz`,
});

let address = 0;
const timed = async (email: string) => {
  address += 1;
  const start = performance.now();
  const res = await fetch(`${base}/api/login/request-password-reset`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${address >> 16}.${(address >> 8) & 255}.${address & 255}`,
    },
    body: JSON.stringify({ email }),
  });
  await res.text();
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`unexpected ${res.status}`);
  await sleep(15);
  return ms;
};

try {
  // Warm-up: the first requests compile the route and prepare statements.
  for (let i = 0; i < 20; i++) {
    await timed(`known${rounds + i}@bench.test`);
    await timed(`warm${i}@bench.test`);
  }
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < rounds; i++) {
    known.push(await timed(`known${i}@bench.test`));
    unknown.push(await timed(`unknown${i}@bench.test`));
  }
  const quantile = (values: number[], q: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
  console.log('| email | requests | median ms | p90 ms |\n| --- | --- | --- | --- |');
  for (const [name, values] of [
    ['with an account', known],
    ['without one', unknown],
  ] as const) {
    const row = [name, values.length, quantile(values, 0.5).toFixed(2), quantile(values, 0.9).toFixed(2)];
    console.log(`| ${row.join(' | ')} |`);
  }
} finally {
  await stopChild(server);
  await rm(dir, { recursive: true, force: true });
}
