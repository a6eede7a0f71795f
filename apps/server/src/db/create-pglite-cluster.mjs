// Creates an embedded PostgreSQL cluster (PGlite's initdb) in the directory given as the first argument,
// then exits. Run by db/client.ts in a child process on a first start: creating a cluster grows PGlite's
// WebAssembly memory to ~700 MB, which a process never gives back, so the server itself only opens the
// finished cluster (~180 MB). Exit code 0 once the cluster is on disk.
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: node create-pglite-cluster.mjs <data directory>');
  process.exit(2);
}
const db = await PGlite.create(dataDir);
await db.close();
