// `npm start` step two: build the server (apps/server/build.mjs) when apps/server/dist has no build yet
// or one made from other sources (a hash of them is kept in dist/build-info.json), so a fresh clone runs
// with `npm install && npm start` alone and an edited checkout never starts a stale build.
import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { serverSourceHash } from './server-sources.mjs';

const infoFile = new URL('../apps/server/dist/build-info.json', import.meta.url);
const built = await readFile(infoFile, 'utf8').then(
  (text) => JSON.parse(text).sourceHash,
  () => undefined,
);
if (built !== (await serverSourceHash())) {
  console.log(
    built ? 'The server build is out of date: building it…' : 'No server build found: building the server…',
  );
  execFileSync(process.execPath, [new URL('../apps/server/build.mjs', import.meta.url).pathname], {
    stdio: 'inherit',
  });
}
