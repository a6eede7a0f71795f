// Starts the server for the e2e run: builds the web client, wipes the e2e PGlite directory, and runs
// the production server on PORT. Used by playwright.config.ts (webServer).
import { rmSync } from 'node:fs';
import { execSync, spawn } from 'node:child_process';

execSync('npm run build', { stdio: 'inherit' });
const dataDir = 'test-results/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
