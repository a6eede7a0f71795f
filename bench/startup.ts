/**
 * Start-up budget (bench/README.md "Start-up"): the time from `npm start` to ready, and the
 * server's idle memory, on PGlite (the default install).
 *
 *   npm run bench:startup                        # = node --import tsx bench/startup.ts
 *   npm run bench:startup -- --runs 5 --idle 10 --port 3495
 *
 * Each run spawns `npm start` (NODE_ENV=production, a temporary DATA_DIR) and polls GET /readyz every
 * 20 ms; "ready" is the first 200 (database open and migrated, HTTP listening). Two cases per run: a
 * first start on an empty DATA_DIR (PGlite creates its cluster, the migrations run) and a restart on
 * that same DATA_DIR. After the restart is ready it waits `--idle` seconds and reads the server
 * process's resident memory (VmRSS, and its peak VmHWM) from /proc; the same idle RSS after the first start. The web build is made beforehand
 * (scripts/ensure-web-build.mjs), so the timings do not include building the client. Prints a Markdown
 * table of medians (ms, MB).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { memoryMb, root, startUntilReady, stopChild } from '../apps/server/test/support/processes.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    idle: { type: 'string', default: '10' },
    port: { type: 'string', default: '3495' },
  },
});
const runs = Number(args.runs);
const idleSeconds = Number(args.idle);
const port = Number(args.port);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Starts `npm start` in its own process group on `dataDir`; resolves with the child and ms to ready. */
const startAndWait = (dataDir: string) =>
  startUntilReady(npm, ['start'], {
    detached: true,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: String(port) },
    readyUrl: `http://127.0.0.1:${port}/readyz`,
    readyStatus: 200,
    intervalMs: 20,
    timeoutMs: 120_000,
  });

/** The pid of the process under `rootPid` that runs apps/server/src/main.ts (npm → sh → node). */
async function serverPid(rootPid: number): Promise<number> {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' });
  const rows = table
    .trim()
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3]! }));
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows)
      if (tree.has(r.ppid) && !tree.has(r.pid)) {
        tree.add(r.pid);
        grew = true;
      }
  }
  // The node process itself, not the `sh -c "… && node … main.ts"` that npm runs it through.
  const server = rows.find(
    (r) => tree.has(r.pid) && r.args.includes('apps/server/src/main.ts') && !r.args.includes('&&'),
  );
  if (!server) throw new Error('no server process found under npm start');
  return server.pid;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], { cwd: root, stdio: 'inherit' });
  const first: number[] = [];
  const restart: number[] = [];
  const firstRss: number[] = [];
  const rss: number[] = [];
  const peak: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-startup-'));
    try {
      const a = await startAndWait(dataDir);
      try {
        first.push(a.readyMs);
        await new Promise((r) => setTimeout(r, idleSeconds * 1000));
        firstRss.push(memoryMb(await serverPid(a.child.pid!)).rss);
      } finally {
        await stopChild(a.child);
      }
      const b = await startAndWait(dataDir);
      try {
        restart.push(b.readyMs);
        const pid = await serverPid(b.child.pid!);
        await new Promise((r) => setTimeout(r, idleSeconds * 1000));
        const m = memoryMb(pid);
        rss.push(m.rss);
        peak.push(m.peak);
      } finally {
        await stopChild(b.child);
      }
      console.error(
        `  run ${run}: first start ${a.readyMs.toFixed(0)} ms (idle RSS ${firstRss.at(-1)!.toFixed(0)} MB), restart ${b.readyMs.toFixed(0)} ms, idle RSS ${rss.at(-1)!.toFixed(0)} MB`,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const entries = await readdir(path.join(root, 'apps/server/drizzle')).catch(() => []);
  console.log(
    `\n${runs} runs (median), ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ` +
      `${entries.filter((f) => f.endsWith('.sql')).length} migrations, idle ${idleSeconds} s\n`,
  );
  console.log(
    [
      '| `npm start` on PGlite | ready after, ms | server RSS idle, MB | server peak RSS, MB |',
      '| --- | ---: | ---: | ---: |',
      `| first start (empty DATA_DIR: cluster created, migrations run) | ${median(first).toFixed(0)} | ${median(firstRss).toFixed(0)} | |`,
      `| restart (existing DATA_DIR) | ${median(restart).toFixed(0)} | ${median(rss).toFixed(0)} | ${median(peak).toFixed(0)} |`,
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
