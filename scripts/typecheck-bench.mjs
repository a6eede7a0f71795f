// `npm run typecheck`'s part for bench/: all of it when bench/'s own packages are installed
// (scripts/ensure-bench-deps.mjs, or `npm --prefix bench ci`); otherwise the benchmarks that import none
// of them (bench/tsconfig.root-only.json), saying which were left out, so CI on a fresh clone still
// checks what bench shares with the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const installed = existsSync(new URL('../bench/node_modules/.package-lock.json', import.meta.url));
const config = installed ? 'bench' : 'bench/tsconfig.root-only.json';
if (!installed) {
  const { exclude } = JSON.parse(
    readFileSync(new URL('../bench/tsconfig.root-only.json', import.meta.url), 'utf8'),
  );
  const left = exclude.filter((f) => f.endsWith('.ts')).map((f) => `bench/${f}`);
  console.log(
    `bench/'s packages are not installed (npm --prefix bench ci): type-checking bench/ without ${left.join(', ')}.`,
  );
}
process.exitCode = spawnSync('npx', ['tsc', '-p', config, '--noEmit'], { stdio: 'inherit' }).status ?? 1;
