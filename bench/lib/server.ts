/**
 * The real Turnout server for a benchmark: a child process in production mode, started the way
 * `npm start` starts it (apps/server/src/main.ts through tsx), ready once GET /readyz answers 200.
 */
import type { ChildProcess, StdioOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { startNode } from '../../apps/server/test/support/processes.ts';

/** One JWT secret per benchmark process, so tokens signed here (bench/lib/tokens.ts) are accepted. */
export const JWT_SECRET = randomBytes(32).toString('hex');

export type TurnoutOptions = {
  port: number;
  /** DATABASE_URL, DATA_DIR, REDIS_URL, … added to production defaults (LOG_LEVEL warn, no web build). */
  env?: NodeJS.ProcessEnv;
  stdio?: StdioOptions;
};

/** Starts the server; throws with its output when it exits first or is not ready within 60 s. */
export function startTurnout(options: TurnoutOptions): Promise<ChildProcess> {
  return startNode('apps/server/src/main.ts', {
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
}
