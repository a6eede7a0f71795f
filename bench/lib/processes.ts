/**
 * Child processes for the benchmarks: start a server and wait until it answers, stop it, read its
 * memory. Shared by bench/http.ts, bench/chat.ts, bench/web.ts and bench/startup.ts.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pWaitFor from 'p-wait-for';

/** Children started `detached`: stopping one signals its whole process group. */
const groupLeaders = new WeakSet<ChildProcess>();

/** The repository root (the benchmarks' working directory). */
export const root = path.resolve(import.meta.dirname, '../..');

export type StartOptions = {
  /** Added to this process's environment. */
  env?: NodeJS.ProcessEnv;
  /** Polled with GET until it answers `readyStatus` (default: any 2xx). */
  readyUrl: string;
  readyStatus?: number;
  /** Its own process group, so that `stopChild(child)` stops everything it started (npm → sh → node). */
  detached?: boolean;
  stdio?: StdioOptions;
  /** How long to wait for the first good answer, ms (default 60 000); polled every `intervalMs` (200). */
  timeoutMs?: number;
  intervalMs?: number;
};

/**
 * Spawns `command args` in the repository root and resolves once `readyUrl` answers, with the child and
 * the milliseconds from spawn to that answer. Throws (and kills the child) when it exits first or is
 * not ready in time.
 */
export async function startUntilReady(
  command: string,
  args: string[],
  options: StartOptions,
): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...options.env },
    detached: options.detached ?? false,
    stdio: options.stdio ?? ['ignore', 'ignore', 'inherit'],
  });
  if (options.detached) groupLeaders.add(child);
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const answers = async () => {
    if (exited !== undefined) throw new Error(`${command} ${args.join(' ')} exited with ${exited}`);
    const status = await fetch(options.readyUrl).then(
      (r) => r.status,
      () => 0,
    );
    return options.readyStatus === undefined ? status >= 200 && status < 300 : status === options.readyStatus;
  };
  try {
    await pWaitFor(answers, { interval: options.intervalMs ?? 200, timeout: options.timeoutMs ?? 60_000 });
  } catch (err) {
    if (exited === undefined) child.kill('SIGKILL');
    throw err;
  }
  return { child, readyMs: performance.now() - started };
}

/** Node with tsx running `script` (a path from the repository root), ready once `options.readyUrl` answers. */
export async function startNode(script: string, options: StartOptions): Promise<ChildProcess> {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const args = script.endsWith('.ts') ? [...nodeArgs, '--import', 'tsx', script] : [script];
  return (await startUntilReady(process.execPath, args, options)).child;
}

/** SIGTERM (to its whole process group when it was started `detached`); resolves once it has exited. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once('exit', r));
  if (groupLeaders.has(child)) process.kill(-child.pid, 'SIGTERM');
  else child.kill('SIGTERM');
  await exited;
}

/** Resident memory of a process from /proc (Linux), MB: now (VmRSS) and its peak (VmHWM). */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}
