/**
 * Database client factory: PGlite (embedded PostgreSQL, in DATA_DIR/pglite or in memory) by default,
 * node-postgres when a DATABASE_URL is given. Both are returned as the same Drizzle `Database` type, and
 * `migrate` applies the committed migrations in apps/server/drizzle to either.
 */
import { execFile } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { mkdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema.ts';
import { installJobQueue } from './job-queue.ts';
import { serverDir } from '../paths.ts';
import { sql, type SQL } from 'drizzle-orm';
import { withAfterCommit } from './after-commit.ts';

export type Schema = typeof schema;
/** A Drizzle database over PGlite or node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, as passed to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that runs queries: the database or a transaction. Repositories take this. */
export type Executor = Database | Tx;

/** Answers once the database does (`select 1`): the readiness probe's check (plugins/health.ts). */
export async function ping(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The committed migrations, apps/server/drizzle (found from the sources and from the build alike). */
export const migrationsFolder = path.join(serverDir, 'drizzle');

/**
 * Plain SQL on the same connection(s) as `db`, for a library that brings its own SQL (pg-boss,
 * plugins/jobs.ts): one statement with `values`, or a multi-statement script without them (the result
 * of its last statement). Never call it inside a Drizzle transaction on PGlite: PGlite is one
 * connection, so it would wait for that transaction to end.
 */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

/**
 * A SqlExecutor that runs on `tx` (a Drizzle transaction or the database): the job queue's insert of a
 * job inside the transaction of the change that decides on it (plugins/jobs.ts `send` with `tx`;
 * docs/decisions/011-jobs-in-the-transaction.md). `text` uses `$n` placeholders for `values`; each becomes
 * a bound parameter (never text in the statement). Only for statements without `$n` inside string
 * literals or dollar quotes (pg-boss's job insert has none).
 */
export function sqlExecutorOf(tx: Executor): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const m of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, m.index)));
        chunks.push(sql`${sql.param(values[Number(m[1]) - 1])}`);
        last = m.index + m[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}

export type DbHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  sql: SqlExecutor;
  /**
   * Runs `work` while holding the PostgreSQL session advisory lock `key` on a connection of its own, so
   * instances starting together take turns (the job queue's queue creation, plugins/jobs.ts). On PGlite,
   * one process and one connection, it just runs `work`.
   */
  exclusive<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** Applies the committed migrations, then installs or upgrades the job queue's schema (pgboss). */
  migrate(): Promise<void>;
  /** The PGlite instance itself (kind 'pglite'): backups dump through it (db/backup.ts). */
  pglite?: PGlite;
  /** The connection URL (kind 'postgres'): backups hand it to pg_dump (db/backup.ts). */
  url?: string;
  close(): Promise<void>;
};

export type DbOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined = in memory; loadDataDir = a tarball from PGlite.dumpDataDir() to start from. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** Key of the PostgreSQL advisory lock held while migrating ("turnout" as a number). */
const MIGRATION_LOCK_KEY = 7_411_710_250;

/**
 * How the embedded PostgreSQL runs: PGlite's defaults plus shared_buffers 8 MB (PostgreSQL's default is
 * 128 MB). PGlite's shared memory lives in its WebAssembly memory and is all written (zeroed) when it
 * opens, so every MB of it is resident for the life of the process: 128 MB gave ~300 MB idle, 32 MB
 * ~185 MB for PGlite alone; 8 MB (shared memory 42 → 15 MB) takes another ~25 MB off (bench/README.md
 * "Start-up"). Pages missing from the buffers are read from the data files through the OS page cache,
 * so a club's data stays fast.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

/**
 * Creates the PGlite cluster in `dataDir` in a child process (./create-pglite-cluster.mjs), so the
 * ~700 MB that PGlite's initdb leaves in WebAssembly memory belongs to a process that exits. Throws
 * when the child fails (its stderr is passed through).
 */
async function createPgliteCluster(dataDir: string): Promise<void> {
  const script = fileURLToPath(new URL('./create-pglite-cluster.mjs', import.meta.url));
  await promisify(execFile)(process.execPath, [script, dataDir]).catch((err: { stderr?: string }) => {
    throw new Error(
      `Could not create the embedded database in ${dataDir}: ${err.stderr?.trim() || String(err)}`,
    );
  });
}

/**
 * PGlite's WebAssembly module (pglite.wasm, 9 MB), compiled as it streams from disk. Left to itself
 * PGlite reads the whole file into a buffer first, which then stays in memory as garbage until a full
 * garbage collection that an idle server may not run for minutes (~9 MB of idle RSS; bench/README.md
 * "Start-up").
 */
async function compilePgliteWasm(): Promise<WebAssembly.Module> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const stream = Readable.toWeb(createReadStream(path.join(path.dirname(entry), 'pglite.wasm')));
  // Node has WebAssembly.compileStreaming; the server's TypeScript libs (no DOM) only declare the types.
  const wasm = (
    globalThis as unknown as { WebAssembly: { compileStreaming(r: Response): Promise<WebAssembly.Module> } }
  ).WebAssembly;
  const body = stream as WebReadableStream<Uint8Array> as unknown as ConstructorParameters<
    typeof Response
  >[0];
  return wasm.compileStreaming(new Response(body, { headers: { 'content-type': 'application/wasm' } }));
}

/** Opens the database described by `options`. Does not migrate: call `handle.migrate()`. */
export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = withAfterCommit(
      drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database,
    );
    const raw: SqlExecutor = { executeSql: (text, values) => pool.query(text, values as unknown[]) };
    return {
      db,
      kind: 'postgres',
      url: options.url,
      sql: raw,
      exclusive: async (key, work) => {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [key]);
          return await work();
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
          lock.release();
        }
      },
      // Instances starting together (a rolling deploy, compose up) take turns: a session advisory lock
      // serialises the migrations so none applies a migration twice or reads a half-made schema. The
      // migration runs on the connection holding the lock (a one-connection pool must not deadlock).
      migrate: async () => {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg({ client: lock, schema, casing: 'snake_case' }), { migrationsFolder });
          await installJobQueue({ executeSql: (text, values) => lock.query(text, values as unknown[]) });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          lock.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    if (!options.loadDataDir && !existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
      await createPgliteCluster(options.dataDir);
    }
  }
  // Durability (README "Durability"): with relaxedDurability false every query waits for PGlite's
  // filesystem sync. On Node the files are written straight through (NODEFS), so a commit's WAL is in
  // the OS before the query returns and survives a crash of this process (test/durability tests); PGlite
  // does not fsync (runs with fsync off), so a power cut or OS crash may lose the last commits.
  const client = await PGlite.create(options.dataDir, {
    pgliteWasmModule: await compilePgliteWasm(),
    relaxedDurability: false,
    startParams: pgliteStartParams,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = withAfterCommit(drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database);
  const raw: SqlExecutor = {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      // A script of several statements (pg-boss's migrations): exec runs them all; its last result.
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
  return {
    db,
    kind: 'pglite',
    pglite: client,
    sql: raw,
    exclusive: (_key, work) => work(),
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
      await installJobQueue(raw);
    },
    close: () => client.close(),
  };
}

/** The options for a Config: DATABASE_URL if set, else PGlite files in DATA_DIR/pglite. */
export function dbOptionsFor(config: { databaseUrl?: string; dataDir: string }): DbOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}
