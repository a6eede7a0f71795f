/**
 * Web budget (bench/README.md "Web"): the production build's JavaScript, gzipped, per route chunk and for the
 * first screen (entry + what /login loads; budget 200 KB), and Lighthouse 12 (mobile profile, simulated
 * throttling) on /login and /games (signed in) against the real server: performance, accessibility and
 * best practices, each to be ≥ 95.
 *
 *   npm run bench:web                              # builds the client into a temp dir, 3 Lighthouse runs per page
 *   npm run bench:web -- --dist /tmp/web6-dist     # reuse a build made with --manifest
 *   npm run bench:web -- --runs 5 --port 3652
 *
 * Browser: CHROMIUM_PATH, else /usr/bin/chromium (started by chrome-launcher, Lighthouse's own launcher,
 * with --headless=new --no-sandbox --disable-gpu; a fresh one for every run; Playwright from the root
 * install writes the token). The server runs as a child process (NODE_ENV=production, a fresh PGlite
 * in a temp DATA_DIR). For /games a user with a group and three upcoming games is created through the API
 * and its token put in localStorage (authToken) before Lighthouse loads the page (Lighthouse 12 clears
 * the HTTP cache and other storage before each run, but not localStorage).
 * Scores are the median of the runs; the gzip level is 9 (as Vite reports).
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startNode, stopChild } from '../apps/server/test/support/processes.ts';

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3652' },
  },
});
const runs = Math.max(1, Number(args.runs));
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIRST_SCREEN_BUDGET_KB = 200;
const SCORE_TARGET = 95;

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Builds the client (with a manifest) into a temp dir unless --dist names an existing build. */
async function buildClient(): Promise<{ dist: string; cleanup: () => Promise<void> }> {
  if (args.dist) {
    if (!existsSync(path.join(args.dist, '.vite', 'manifest.json'))) {
      throw new Error(`${args.dist} has no .vite/manifest.json: build it with "-- --manifest"`);
    }
    return { dist: path.resolve(args.dist), cleanup: async () => {} };
  }
  const dist = await mkdtemp(path.join(os.tmpdir(), 'turnout-bench-web-'));
  console.log(`Building the web client into ${dist} …`);
  execFileSync(
    'npm',
    ['run', 'build', '-w', '@turnout/web', '--', '--outDir', dist, '--emptyOutDir', '--manifest'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return { dist, cleanup: () => rm(dist, { recursive: true, force: true }) };
}

/** The route → screen module pairs of the screen table (`open('/x', () => import('../features/…'))`). */
function routes(): { path: string; src: string }[] {
  const source = readFileSync(path.join(root, 'apps/web/src/app/screens.ts'), 'utf8');
  const found: { path: string; src: string }[] = [];
  for (const m of source.matchAll(/(?:open|signedIn)\('([^']+)', \(\) => import\('\.\.\/([^']+)'\)\)/g)) {
    found.push({ path: m[1]!, src: `src/${m[2]!}` });
  }
  if (found.length === 0) throw new Error('no route found in apps/web/src/app/screens.ts');
  return found;
}

function bundleReport(dist: string) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gz = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = gz.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
      gz.set(file, size);
    }
    return size;
  };
  /** The JS files a chunk loads before it runs: itself and its static imports, transitively. */
  const closure = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const sum = (files: Iterable<string>) => [...files].reduce((s, f) => s + gzipped(f), 0);

  // The entry: index.html's script and what it imports, plus the chunks index.html preloads (the app,
  // which the small entry imports dynamically).
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const byFile = new Map(Object.entries(manifest).map(([key, c]) => [c.file, key]));
  const entry = closure('index.html');
  for (const m of html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g)) {
    const key = byFile.get(m[1]!);
    if (key) closure(key, entry);
    else entry.add(m[1]!);
  }
  // Classic scripts index.html loads from public/ (not in the manifest) are first-screen JS too.
  const publicScripts = [...html.matchAll(/<script src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const entryBytes = sum(entry) + sum(publicScripts);
  const cssBytes = sum(new Set(Object.values(manifest).flatMap((c) => (c.isEntry ? (c.css ?? []) : []))));

  const rows = routes().map((r) => {
    const chunk = manifest[r.src];
    if (!chunk) throw new Error(`${r.src} (route ${r.path}) is not in the manifest`);
    const extra = [...closure(r.src)].filter((f) => !entry.has(f));
    return {
      path: r.path,
      chunk: chunk.file,
      own: gzipped(chunk.file),
      extra: sum(extra),
      files: extra.length,
    };
  });
  const login = rows.find((r) => r.path === '/login')!;
  const firstScreen = entryBytes + login.extra;

  console.log('\n## JavaScript, gzipped (level 9)\n');
  console.log(
    `Entry (index.html: ${entry.size} chunks${publicScripts.length ? ` + ${publicScripts.join(', ')}` : ''}): ${kb(entryBytes)} KB; entry CSS ${kb(cssBytes)} KB`,
  );
  console.log(
    `First screen (/login = entry + ${login.files} chunks): ${kb(firstScreen)} KB (budget ${FIRST_SCREEN_BUDGET_KB} KB) ${firstScreen / 1024 <= FIRST_SCREEN_BUDGET_KB ? 'OK' : 'OVER'}\n`,
  );
  console.log('| route | screen chunk | chunk KB | loads on top of the entry, KB (chunks) |');
  console.log('| --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.path} | ${r.chunk.replace('assets/', '')} | ${kb(r.own)} | ${kb(r.extra)} (${r.files}) |`,
    );
  return { entryBytes, firstScreen };
}

/** Starts the server on `port` serving `dist`; resolves once /healthz answers. */
const startServer = (dist: string, dataDir: string) =>
  startNode('apps/server/src/main.ts', {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST: dist,
    },
    readyUrl: `${base}/healthz`,
  });

async function api<T>(method: string, url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A signed-up user with a group and three upcoming games; returns their token. */
async function seedUser(): Promise<string> {
  const person = {
    name: 'Lena',
    surname: 'Lighthouse',
    mobile: '0712345678',
    email: 'lena@bench.test',
    password: 'bench-password-1',
  };
  await api('POST', '/signup', person);
  const { token } = await api<{ token: string }>('POST', '/api/login', {
    email: person.email,
    password: person.password,
  });
  const group = await api<{ id: number }>('POST', '/api/groups', { name: 'Thursday Five-a-side' }, token);
  for (let day = 1; day <= 3; day += 1) {
    const when = new Date(Date.now() + day * 24 * 3600_000);
    when.setUTCHours(17, 0, 0, 0);
    await api(
      'POST',
      '/api/games',
      {
        group_id: group.id,
        description: `Five-a-side, week ${day}`,
        game_datetime: when.toISOString(),
        max_players: 10,
        venue: 'Green Point Park',
      },
      token,
    );
  }
  return token;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
type Scores = Record<(typeof CATEGORIES)[number], number>;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A fresh Chromium (so no cache, no earlier page) with `token` in localStorage as authToken, or none. */
async function launchChrome(token: string | null): Promise<chromeLauncher.LaunchedChrome> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  if (token !== null) {
    // Playwright (the e2e suite's driver) writes the token in the browser's default context, the one
    // Lighthouse's tab opens in, then lets go of the browser (close() on a CDP connection disconnects).
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(`${base}/favicon.svg`); // same origin, without running the app
      await page.evaluate((t) => localStorage.setItem('authToken', t), token);
      await page.close();
    } finally {
      await browser.close();
    }
  }
  return chrome;
}

async function audit(url: string, token: string | null): Promise<Scores> {
  const all: Scores[] = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await launchChrome(token);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      },
      undefined,
    ).finally(() => chrome.kill());
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      // Lighthouse's own trace recording sometimes fails (NO_NAVSTART): that run is left out of the median.
      console.log(`  run ${i + 1}: no result (${lhr.runtimeError.code}), left out`);
      continue;
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Scores;
    all.push(scores);
    const metrics = METRICS.map((m) => `${m.replace(/-/g, ' ')} ${lhr.audits[m]?.displayValue ?? '?'}`).join(
      ', ',
    );
    console.log(`  run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')} (${metrics})`);
    // What cost points, so a score below target says where to look.
    const weak = Object.values(lhr.audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable',
    );
    if (weak.length)
      console.log(
        `         below 0.9: ${weak.map((a) => `${a.id} (${a.displayValue ?? a.score})`).join('; ')}`,
      );
  }
  if (all.length === 0) throw new Error(`Lighthouse gave no result for ${url} in ${runs} run(s)`);
  return Object.fromEntries(CATEGORIES.map((c) => [c, median(all.map((s) => s[c]))])) as Scores;
}

async function main() {
  const { dist, cleanup } = await buildClient();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-bench-web-data-'));
  let server: ChildProcess | undefined;
  try {
    const bundle = bundleReport(dist);
    server = await startServer(dist, dataDir);
    const token = await seedUser();
    console.log(
      `\n## Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile profile, ${runs} run(s) per page (median)\n`,
    );
    console.log(`${base}/login`);
    const login = await audit(`${base}/login`, null);
    console.log(`${base}/games (signed in)`);
    const games = await audit(`${base}/games`, token);

    console.log('\n| page | performance | accessibility | best practices |');
    console.log('| --- | --- | --- | --- |');
    for (const [name, s] of [
      ['/login', login],
      ['/games', games],
    ] as const) {
      console.log(`| ${name} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} |`);
    }
    const low = [login, games].some((s) => CATEGORIES.some((c) => s[c] < SCORE_TARGET));
    console.log(
      `\nFirst screen ${kb(bundle.firstScreen)} KB gzipped JS (budget ${FIRST_SCREEN_BUDGET_KB}); Lighthouse ${low ? 'BELOW' : 'at or above'} ${SCORE_TARGET} ${low ? 'somewhere' : 'everywhere'}.`,
    );
    console.log(`Machine: ${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? '?'}, Node ${process.version}`);
  } finally {
    if (server) await stopChild(server);
    await rm(dataDir, { recursive: true, force: true });
    await cleanup();
  }
}

await main();
