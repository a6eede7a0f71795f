/**
 * The server's production build (docs/decisions/001-typescript-runtime-tsx.md, revisited): esbuild
 * bundles apps/server/src/main.ts, the @turnout/shared sources it imports and date-fns into one ES module,
 * apps/server/dist/main.js, which `npm start` runs with plain `node` (no TypeScript compiled at run time).
 * Other packages from node_modules stay external (imported at run time, as from the sources), so PGlite finds
 * its WebAssembly files and pg-boss, swagger-ui, … their own. Types are not checked here (`npm run
 * typecheck` does that).
 *
 * dist/main.js sits at the same depth as src/main.ts, so paths the server resolves from its own module
 * (the web build ../../web/dist, the migrations in ../drizzle through src/paths.ts) are the same from the
 * source and from the build; db/client.ts runs ./create-pglite-cluster.mjs beside it, copied here.
 * dist/build-info.json records a hash of everything the build was made from, which
 * scripts/ensure-server-build.mjs compares to decide whether `npm start` must build first.
 *
 *   node apps/server/build.mjs        # or: npm run build:server (from the root)
 */
import { copyFile, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serverSourceHash } from '../../scripts/server-sources.mjs';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(serverDir, 'dist');

/**
 * Bundled rather than imported at run time: our own workspace package (TypeScript sources), and date-fns
 * with @date-fns/tz, pure ES modules read from no file, so the bundle keeps only the functions used
 * instead of node loading date-fns's whole index (~250 modules, ~2.6 MB of heap; bench/README.md
 * "Start-up").
 */
const BUNDLED = /^(@turnout\/|date-fns(\/|$)|@date-fns\/tz(\/|$))/;

/** Bare imports of other npm packages stay imports. */
const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
const hash = await serverSourceHash();
// Built beside dist and swapped in whole, so a server starting meanwhile never finds half a build.
const staging = await mkdtemp(path.join(serverDir, '.dist-'));
await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(staging, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [packagesExternal],
  logLevel: 'warning',
});
await copyFile(
  path.join(serverDir, 'src/db/create-pglite-cluster.mjs'),
  path.join(staging, 'create-pglite-cluster.mjs'),
);
await writeFile(path.join(staging, 'build-info.json'), JSON.stringify({ sourceHash: hash }, null, 2) + '\n');
const old = `${staging}-old`;
await rename(outdir, old).catch(() => {});
await rename(staging, outdir);
await rm(old, { recursive: true, force: true });
console.log(`Server built into apps/server/dist in ${Math.round(performance.now() - started)} ms`);
