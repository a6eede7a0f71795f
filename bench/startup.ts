/**
 * Start-up budget (bench/README.md "Start-up"): the time from spawn to ready and the idle memory of
 * the server on PGlite (the default install), beside a bare Fastify process started the same way.
 *
 *   npm run bench:startup                                  # = node --import tsx bench/startup.ts
 *   npm run bench:startup -- --runs 1 --idle 3 --no-tsx    # a short development run (~30 s)
 *   npm run bench:startup -- --runs 5 --idle 30 --port 3495
 *
 * Before measuring it makes what `npm start` would make (the web client, scripts/ensure-web-build.mjs;
 * the server's build, scripts/ensure-server-build.mjs), so no case counts a build. Each run then starts,
 * one after the other, on one fresh temporary DATA_DIR (production mode, LOG_LEVEL warn):
 *   1. `npm start` on the empty DATA_DIR: first start (the cluster is created, the migrations run);
 *   2. `npm start` again: restart (the case the 200 MB target is about);
 *   3. `node <npm start's node flags> apps/server/dist/main.js`: the same restart without npm and the
 *      build check, with bench/lib/startup-memory.mjs preloaded to say where the memory is;
 *   4. `node --import tsx apps/server/src/main.ts`: the restart as `npm start` ran it before the build
 *      (docs/decisions/001), unless --no-tsx;
 *   5. `node <the same flags> bench/bare-fastify.mjs`: Fastify with one route, no database.
 * "Ready" is the first 200 from GET /readyz, polled every 20 ms from spawn (database open and migrated,
 * HTTP listening). After `--idle` seconds ready it reads the server process's VmRSS, RssAnon, RssFile and
 * VmHWM (peak) from /proc (for `npm start`, the node process under npm and sh). Medians of `--runs`.
 * Fails (exit 1, saying why) when any start fails or times out (120 s), or a server does not exit 0 on
 * SIGTERM. Bounded time: about runs × (5 × idle + 15 s), ~2.5 min with the defaults.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root, startUntilReady, stopChild, type Started } from '../apps/server/test/support/processes.ts';
import { benchMain, check, machineLine, markdownTable, median } from './lib/report.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    idle: { type: 'string', default: '10' },
    port: { type: 'string', default: '3495' },
    'no-tsx': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const idleSeconds = Number(args.idle);
const port = Number(args.port);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const SERVER_BUILD = 'apps/server/dist/main.js';

/** What `npm start` runs last, `node <flags> apps/server/dist/main.js`: its node flags (package.json). */
const startFlags = (() => {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const last = scripts.start!.split('&&').at(-1)!.trim().split(/\s+/);
  check(
    last[0] === 'node' && last.at(-1) === SERVER_BUILD,
    `npm start does not end with node … ${SERVER_BUILD}`,
  );
  return last.slice(1, -1);
})();

type Case = {
  label: string;
  command: string;
  args: string[];
  /** The case's DATA_DIR is emptied before it starts (a first start). */
  fresh?: boolean;
  /** Preload bench/lib/startup-memory.mjs and read the breakdown. */
  breakdown?: boolean;
  /** Args of the process whose memory is read (npm start: the node under npm and sh). */
  serverArgs: string;
};

const cases: Case[] = [
  {
    label: 'first start, `npm start` (empty DATA_DIR: cluster created, migrations run)',
    command: npm,
    args: ['start'],
    fresh: true,
    serverArgs: SERVER_BUILD,
  },
  {
    label: 'restart, `npm start` (existing DATA_DIR)',
    command: npm,
    args: ['start'],
    serverArgs: SERVER_BUILD,
  },
  {
    label: `restart, \`node ${[...startFlags, SERVER_BUILD].join(' ')}\` (what npm start runs)`,
    command: process.execPath,
    args: [...startFlags, '--import', './bench/lib/startup-memory.mjs', SERVER_BUILD],
    breakdown: true,
    serverArgs: SERVER_BUILD,
  },
  ...(args['no-tsx']
    ? []
    : [
        {
          label: 'restart, `node --import tsx apps/server/src/main.ts` (`npm start` before the build)',
          command: process.execPath,
          args: ['--import', 'tsx', 'apps/server/src/main.ts'],
          serverArgs: 'apps/server/src/main.ts',
        },
      ]),
  {
    label: `bare Fastify, \`node ${[...startFlags, 'bench/bare-fastify.mjs'].join(' ')}\` (one route, no database)`,
    command: process.execPath,
    args: [...startFlags, 'bench/bare-fastify.mjs'],
    serverArgs: 'bench/bare-fastify.mjs',
  },
];

/** The pid of the process under `rootPid` (itself included) whose arguments contain `needle`, not via sh. */
function pidUnder(rootPid: number, needle: string): number {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
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
  const found = rows.find((r) => tree.has(r.pid) && r.args.includes(needle) && !r.args.includes('&&'));
  check(found, `no process running ${needle} under pid ${rootPid}`);
  return found.pid;
}

/** VmRSS, RssAnon, RssFile and VmHWM of `pid`, MB. */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => {
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    check(kb !== undefined, `no ${field} in /proc/${pid}/status`);
    return Number(kb) / 1024;
  };
  return { rss: mb('VmRSS'), anon: mb('RssAnon'), file: mb('RssFile'), peak: mb('VmHWM') };
}

type Breakdown = {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  spaces: Record<string, number>;
};

type Sample = {
  readyMs: number;
  rss: number;
  anon: number;
  file: number;
  peak: number;
  breakdown?: Breakdown;
};

async function measure(c: Case, dataDir: string): Promise<Sample> {
  if (c.fresh) await rm(dataDir, { recursive: true, force: true });
  const memoryFile = path.join(os.tmpdir(), `turnout-startup-memory-${process.pid}.json`);
  let started: Started | undefined;
  try {
    started = await startUntilReady(c.command, c.args, {
      detached: true,
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        PORT: String(port),
        STARTUP_MEMORY_FILE: memoryFile,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      readyUrl: `http://127.0.0.1:${port}/readyz`,
      readyStatus: 200,
      intervalMs: 20,
      timeoutMs: 120_000,
    });
  } catch (err) {
    throw new Error(`${c.label} did not start: ${err instanceof Error ? err.message : String(err)}`);
  }
  const { child, readyMs, output } = started;
  try {
    const pid = pidUnder(child.pid!, c.serverArgs);
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    const sample: Sample = { readyMs, ...memory(pid) };
    if (c.breakdown) {
      await rm(memoryFile, { force: true });
      process.kill(pid, 'SIGUSR2');
      for (let i = 0; i < 100 && sample.breakdown === undefined; i++) {
        await new Promise((r) => setTimeout(r, 20));
        sample.breakdown = await readFile(memoryFile, 'utf8').then(
          (t) => JSON.parse(t) as Breakdown,
          () => undefined,
        );
      }
      check(sample.breakdown, `${c.label}: no memory breakdown written`);
    }
    return sample;
  } finally {
    const code = await stopChild(child);
    // npm answers the group's SIGTERM with its own exit code; the node servers must exit 0.
    check(c.command === npm || code === 0, `${c.label} exited with ${code} on SIGTERM:\n${output()}`);
    await rm(memoryFile, { force: true });
  }
}

benchMain(async () => {
  execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], { cwd: root, stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/ensure-server-build.mjs'], { cwd: root, stdio: 'inherit' });
  const samples = cases.map((): Sample[] => []);
  for (let run = 1; run <= runs; run++) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-startup-'));
    try {
      for (const [i, c] of cases.entries()) {
        const s = await measure(c, dataDir);
        samples[i]!.push(s);
        console.error(
          `  run ${run}: ${c.label}: ready ${s.readyMs.toFixed(0)} ms, idle RSS ${s.rss.toFixed(0)} MB, peak ${s.peak.toFixed(0)} MB`,
        );
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  const migrations = (await readdir(path.join(root, 'apps/server/drizzle'))).filter((f) =>
    f.endsWith('.sql'),
  );
  const mb = (x: number) => x.toFixed(0);
  const med = (xs: Sample[], f: (s: Sample) => number) => median(xs.map(f));
  console.log(`\n${machineLine('npm run bench:startup')}\n`);
  console.log(
    `${runs} runs (medians), PGlite, ${migrations.length} migrations, memory read after ${idleSeconds} s idle\n`,
  );
  console.log(
    markdownTable(
      [
        'case',
        'ready after, ms',
        'idle RSS, MB',
        'of which anonymous, MB',
        'file-backed, MB',
        'peak RSS, MB',
      ],
      cases.map((c, i) => {
        const xs = samples[i]!;
        return [
          c.label,
          mb(med(xs, (s) => s.readyMs)),
          `**${mb(med(xs, (s) => s.rss))}**`,
          mb(med(xs, (s) => s.anon)),
          mb(med(xs, (s) => s.file)),
          mb(med(xs, (s) => s.peak)),
        ];
      }),
    ),
  );
  const withBreakdown = cases.findIndex((c) => c.breakdown);
  const b = samples[withBreakdown]!.map((s) => s.breakdown!);
  const m = (f: (x: Breakdown) => number) => mb(median(b.map(f)) / 1048576);
  const space = (name: string) => (x: Breakdown) => x.spaces[name] ?? 0;
  console.log(`\nWhere the restarted server's memory is (${cases[withBreakdown]!.label}, medians, MB):\n`);
  console.log(
    markdownTable(
      [
        'rss',
        'V8 heap (physical)',
        'new space',
        'old space',
        'code',
        'heap used',
        'external (incl. WebAssembly memory reserved)',
        'array buffers',
      ],
      [
        [
          m((x) => x.rss),
          m((x) => Object.values(x.spaces).reduce((s, v) => s + v, 0)),
          m(space('new_space')),
          m(space('old_space')),
          m(space('code_space')),
          m((x) => x.heapUsed),
          m((x) => x.external),
          m((x) => x.arrayBuffers),
        ],
      ],
    ),
  );
});
