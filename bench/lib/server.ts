/**
 * The real Turnout server for a benchmark: a child process in production mode, started exactly as
 * `npm start` starts it — the ahead-of-time build (apps/server/dist/main.js, made first when missing or
 * stale by scripts/ensure-server-build.mjs) run by plain node with npm start's node arguments
 * (scripts/server-sources.mjs) — ready once GET /readyz answers 200. BENCH_NODE_ARGS adds node flags,
 * e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
 */
import { execFileSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { root, startUntilReady } from '../../apps/server/test/support/processes.ts';
// @ts-expect-error -- a plain ES module of the repository's scripts, without type declarations
import { serverNodeArgs } from '../../scripts/server-sources.mjs';

/** One JWT secret per benchmark process, so tokens signed here (bench/lib/tokens.ts) are accepted. */
export const JWT_SECRET = randomBytes(32).toString('hex');

export type TurnoutOptions = {
  port: number;
  /** DATABASE_URL, DATA_DIR, REDIS_URL, … added to production defaults (LOG_LEVEL warn, no web build). */
  env?: NodeJS.ProcessEnv;
  stdio?: StdioOptions;
};

let built = false;

/** Starts the server; throws with its output when it exits first or is not ready within 60 s. */
export async function startTurnout(options: TurnoutOptions): Promise<ChildProcess> {
  if (!built) {
    execFileSync(process.execPath, ['scripts/ensure-server-build.mjs'], { cwd: root, stdio: 'inherit' });
    built = true;
  }
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const args = [...extra, ...((await serverNodeArgs()) as string[])];
  const started = await startUntilReady(process.execPath, args, {
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      WEB_DIST: '/nonexistent',
      ...options.env,
      PORT: String(options.port),
    },
    stdio: options.stdio,
    readyUrl: `http://127.0.0.1:${options.port}/readyz`,
    intervalMs: 100,
  });
  return started.child;
}
