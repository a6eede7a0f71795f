/**
 * What the server's build (apps/server/build.mjs) is made from, and one hash of it all: the server's and
 * the shared package's sources and manifests, the build script and the lockfile. scripts/ensure-server-build.mjs
 * rebuilds when the hash differs from the one recorded in apps/server/dist/build-info.json.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Directories whose files (recursively) the build reads, from the repository root. */
const SOURCE_DIRS = ['apps/server/src', 'packages/shared/src'];
/** Single files that change what the build makes. */
const SOURCE_FILES = [
  'apps/server/build.mjs',
  'apps/server/package.json',
  'packages/shared/package.json',
  'scripts/server-sources.mjs',
  'package-lock.json',
];

async function filesUnder(dir) {
  const entries = await readdir(path.join(root, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath ?? e.path, e.name)));
}

/** Hex SHA-256 over every source file's path and content, in a stable order. */
export async function serverSourceHash() {
  const files = [...SOURCE_FILES, ...(await Promise.all(SOURCE_DIRS.map(filesUnder))).flat()].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file + '\0');
    hash.update(await readFile(path.join(root, file)).catch(() => Buffer.alloc(0)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * The arguments `npm start` gives `node` for the server (its last step in package.json, e.g.
 * ['--max-semi-space-size=2', 'apps/server/dist/main.js']), so e2e/serve.mjs and bench/startup.ts start
 * the build exactly as `npm start` does.
 */
export async function serverNodeArgs() {
  const { scripts } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  const last = scripts.start.split('&&').at(-1).trim().split(/\s+/);
  if (last[0] !== 'node') throw new Error(`npm start does not end with a node command: ${scripts.start}`);
  return last.slice(1);
}
