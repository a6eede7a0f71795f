/**
 * Real server processes for the durability and scale-out tests: `node --import tsx
 * apps/server/src/main.ts` on a free port, started, waited for and stopped with the same process
 * handling as the benchmarks (test/support/processes.ts).
 *
 * `startServer(env)` spawns the server on a free port in 3600-3699 (DURABILITY_PORT_BASE moves the range)
 * and resolves once /healthz answers; `server.kill('SIGKILL')` / `server.stop()` (SIGTERM) end it;
 * `server.restart()` starts it again on the same port and environment (same DATA_DIR / DATABASE_URL).
 */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { startUntilReady, stopChild } from '../support/processes.ts';

export const JWT_SECRET = 'durability-test-secret-long-enough-for-hs256';

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
  const base = `http://127.0.0.1:${port}`;
  const { child, exited, output } = await startUntilReady(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      isolatedEnv: true,
      env: {
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
      readyUrl: `${base}/healthz`,
      intervalMs: 100,
    },
  );
  const server: ServerProcess = {
    port,
    base,
    child,
    exited,
    output,
    kill: (signal) => stopChild(child, signal).then(() => exited),
    stop: async () => {
      const started = Date.now();
      const code = await server.kill('SIGTERM');
      return { code, ms: Date.now() - started };
    },
    restart: () => startServer(env, port),
  };
  return server;
}
