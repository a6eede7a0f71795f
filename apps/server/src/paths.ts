/**
 * Where the server's own files are, the same from the TypeScript sources (apps/server/src/paths.ts) and
 * from the build (everything bundled into apps/server/dist/main.js, one level down as well; see
 * apps/server/build.mjs): the server package's directory, apps/server.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of apps/server. */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
