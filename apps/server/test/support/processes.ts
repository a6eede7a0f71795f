/**
 * Child processes for the server's process-level tests (test/durability) and the benchmarks (bench/):
 * start a program and wait until it answers over HTTP, stop it, read its memory. One module for both,
 * so a server is started, waited for and stopped the same way everywhere.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pWaitFor from 'p-wait-for';

/** Children started `detached`: stopping one signals its whole process group. */
const groupLeaders = new WeakSet<ChildProcess>();

/** The repository root (the working directory of every child started here). */
export const root = path.resolve(import.meta.dirname, '../../../..');

export type StartOptions = {
  /** Added to this process's environment (or, with `isolatedEnv`, to PATH and HOME only). */
  env?: NodeJS.ProcessEnv;
  /** Start from an empty environment (PATH and HOME kept) instead of this process's. */
  isolatedEnv?: boolean;
  /** Polled with GET until it answers `readyStatus` (default: any 2xx). */
  readyUrl: string;
  readyStatus?: number;
  /** Its own process group, so that `stopChild(child)` stops everything it started (npm → sh → node). */
  detached?: boolean;
  /** Default: stdout ignored, stderr inherited. Piped stdout and stderr are collected for `output()`. */
  stdio?: StdioOptions;
  /** How long to wait for the first good answer, ms (default 60 000); polled every `intervalMs` (200). */
  timeoutMs?: number;
  intervalMs?: number;
};

export type Started = {
  child: ChildProcess;
  /** Milliseconds from spawn to the first good answer. */
  readyMs: number;
  /** Resolves with the exit code (null when ended by a signal) once the process has exited. */
  exited: Promise<number | null>;
  /** What the process wrote to piped stdout and stderr so far (empty when not piped). */
  output(): string;
};

/**
 * Spawns `command args` in the repository root and resolves once `readyUrl` answers. Throws (and kills
 * the child) when it exits first or is not ready in time; the error carries its piped output.
 */
export async function startUntilReady(
  command: string,
  args: string[],
  options: StartOptions,
): Promise<Started> {
  const started = performance.now();
  const base = options.isolatedEnv ? { PATH: process.env.PATH, HOME: process.env.HOME } : process.env;
  const child = spawn(command, args, {
    cwd: root,
    env: { ...base, ...options.env },
    detached: options.detached ?? false,
    stdio: options.stdio ?? ['ignore', 'ignore', 'inherit'],
  });
  if (options.detached) groupLeaders.add(child);
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  const what = `${command} ${args.join(' ')}`;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const deadline = started + timeoutMs;
  // The deadline is checked here rather than with p-wait-for's `timeout`, whose abort signal gains a
  // listener on every poll (MaxListenersExceededWarning after ten).
  const answers = async () => {
    if (exitCode !== undefined) throw new Error(`${what} exited with ${exitCode} while starting:\n${out}`);
    const status = await fetch(options.readyUrl).then(
      (r) => r.status,
      () => 0,
    );
    const ready =
      options.readyStatus === undefined ? status >= 200 && status < 300 : status === options.readyStatus;
    if (ready) return true;
    if (performance.now() > deadline) {
      throw new Error(`${what} did not answer ${options.readyUrl} within ${timeoutMs / 1000} s:\n${out}`);
    }
    return false;
  };
  try {
    await pWaitFor(answers, { interval: options.intervalMs ?? 200 });
  } catch (err) {
    if (exitCode === undefined) {
      child.kill('SIGKILL');
      await exited;
    }
    throw err;
  }
  return { child, readyMs: performance.now() - started, exited, output: () => out };
}

/** Node with tsx running `script` (a path from the repository root), ready once `options.readyUrl` answers. */
export async function startNode(script: string, options: StartOptions): Promise<ChildProcess> {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const args = script.endsWith('.ts') ? [...nodeArgs, '--import', 'tsx', script] : [script];
  return (await startUntilReady(process.execPath, args, options)).child;
}

/**
 * Sends `signal` (default SIGTERM; to its whole process group when it was started `detached`) unless
 * the child has already exited; resolves with its exit code (null when ended by a signal) once it has.
 */
export async function stopChild(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return child.exitCode;
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  if (groupLeaders.has(child)) process.kill(-child.pid, signal);
  else child.kill(signal);
  return exited;
}

/** Resident memory of a process from /proc (Linux), MB: now (VmRSS) and its peak (VmHWM). */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}
