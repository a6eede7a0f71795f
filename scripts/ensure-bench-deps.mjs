// Step one of every `npm run bench*`: install bench/'s own packages (bench/package.json: Lighthouse,
// chrome-launcher, autocannon, fast-jwt) with `npm ci` when they are missing or older than
// bench/package-lock.json. They are not a workspace, so the root `npm ci` (CI, the Docker image) never
// installs them; the rest of what the benchmarks import comes from the root install.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const lockfile = new URL('../bench/package-lock.json', import.meta.url);
const installed = new URL('../bench/node_modules/.package-lock.json', import.meta.url);

if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lockfile).mtimeMs) {
  console.log("Installing bench/'s packages (npm --prefix bench ci)…");
  execSync('npm --prefix bench ci --no-audit --no-fund', { stdio: 'inherit' });
}
