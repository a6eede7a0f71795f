/**
 * What every benchmark shares for its report (bench/README.md "How the benchmarks report"): a run that
 * cannot be reported whole fails (exit 1, saying why) instead of printing figures over a partial run;
 * percentiles; the machine line (nproc, CPU model, Node, date, commit); Markdown tables.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';

/** A run that cannot be reported: a failed request, a lost delivery, a team sheet breaking a rule. */
export class BenchFailure extends Error {
  override name = 'BenchFailure';
}

/** Throws a BenchFailure with `why` unless `ok`. */
export function check(ok: unknown, why: string): asserts ok {
  if (!ok) throw new BenchFailure(why);
}

/**
 * Runs a benchmark's `main`. Any error ends the process with exit code 1 after printing
 * "BENCHMARK FAILED: <why>" (a BenchFailure's message alone; any other error with its stack), so
 * `npm run bench` stops; success ends it with 0 even when clients or timers are still open.
 */
export function benchMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      const why =
        err instanceof BenchFailure
          ? err.message
          : err instanceof Error
            ? (err.stack ?? err.message)
            : String(err);
      console.error(`\nBENCHMARK FAILED: ${why}`);
      process.exit(1);
    },
  );
}

/** The value at percentile `p` (0–100) of `sorted` (ascending, not empty): nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  check(sorted.length > 0, 'no samples to take a percentile of');
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** Count, p50, p99 and max of `values` (ms); sorts a copy. */
export function summarise(values: readonly number[]): {
  count: number;
  p50: number;
  p99: number;
  max: number;
} {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1)!,
  };
}

/** The median of `values` (not empty). */
export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** The machine a run was measured on: CPUs (`nproc`), CPU model, Node version, date (UTC), commit. */
export function machine(): { nproc: number; cpu: string; node: string; date: string; commit: string } {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  return {
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    node: process.version,
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    commit,
  };
}

/** One line for a report's head: "`npm run bench:x` · nproc 2 · AMD EPYC … · Node v20.20.0 · 2026-11-24 05:00 UTC · abc1234". */
export function machineLine(command: string): string {
  const m = machine();
  return `\`${command}\` · nproc ${m.nproc} · ${m.cpu} · Node ${m.node} · ${m.date} · commit ${m.commit}`;
}

/** A Markdown table; numbers are printed as given (round them first). */
export function markdownTable(
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}
