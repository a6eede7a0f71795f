// Starts the server for the e2e run: builds the web client into its own directory, wipes the e2e PGlite
// directory, and runs the production server on PORT as `npm start` does (the server's build, made first
// when missing or stale by scripts/ensure-server-build.mjs, run with npm start's node arguments). Each port gets its own build and data directory
// (test-results-<port>/), so two e2e runs on different E2E_PORTs never disturb each other.
// Used by playwright.config.ts (webServer).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { execSync, spawn } from 'node:child_process';
import { serverNodeArgs } from '../scripts/server-sources.mjs';

const port = process.env.PORT ?? '4173';
const runDir = path.resolve(process.env.E2E_RUN_DIR ?? `test-results-${port}`);
const webDist = path.join(runDir, 'web');
const dataDir = path.join(runDir, 'data');
rmSync(runDir, { recursive: true, force: true });
execSync(`npm run build -w @turnout/web -- --outDir ${JSON.stringify(webDist)} --emptyOutDir`, {
  stdio: 'inherit',
});
execSync(`${JSON.stringify(process.execPath)} scripts/ensure-server-build.mjs`, { stdio: 'inherit' });
const child = spawn(process.execPath, await serverNodeArgs(), {
  stdio: 'inherit',
  // E2E_CLOCK_FILE: the server's clock runs the milliseconds written there off the real one (support.ts
  // moveServerClock; apps/server/src/lib/file-clock.ts). Only this server has it.
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    E2E_CLOCK_FILE: path.join(runDir, 'clock-offset'),
    // Every spec signs its people up from 127.0.0.1: more than the 50 an hour one address may.
    SIGNUPS_PER_IP_HOUR: '2000',
    // Every spec's admins add members from 127.0.0.1: the run passes the 60 an hour of one address.
    INVITES_PER_IP_HOUR: '2000',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
