/**
 * Backups that restore (README "Backups"; docs/decisions/020-backup-format.md).
 *
 * - `createBackup(handle, options)` writes one backup of the app's database into a folder: on PGlite a
 *   SQL dump made by PGlite's own pg_dump (@electric-sql/pglite-tools, WebAssembly) through the app's
 *   PGlite instance while holding its transaction lock, so it is consistent while the server runs; on
 *   PostgreSQL a `pg_dump --format=custom` file (pg_dump must be on the PATH). The job queue's schema
 *   (pgboss) is left out. Beside it a manifest `<name>.manifest.json`: time, app version, migration
 *   level, rows per table (counted in the dump's own snapshot) and the dump's sha256. Secrets (the token
 *   secret, the VAPID keys) are never in the dump; with `secrets` they go to `<name>.secrets.json`
 *   (mode 0600).
 * - `restoreBackup(manifestOrDump, target, options)` loads one into an empty PGlite data directory or
 *   PostgreSQL database (refusing a non-empty one unless `force`), checks the checksum and then every
 *   table's row count against the manifest, and applies the pending migrations.
 * - `listBackups(dir)`, `keptBackups(backups, keep)` (retention: the newest backup of each of the last
 *   `daily` days and of the last `weekly` ISO weeks that have one) and `pruneBackups(dir, keep)`.
 *
 * Every refusal is a BackupError whose message is a sentence for the person at the terminal.
 */
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { protocol, type PGlite } from '@electric-sql/pglite';
import { migrationsFolder, openDatabase, type DbHandle } from './client.ts';
import { JOB_QUEUE_SCHEMA } from './job-queue.ts';
import { serverDir } from '../paths.ts';

const run = promisify(execFile);

/** A refusal or failure to show as it is (a sentence). */
export class BackupError extends Error {}

/** What kind of dump a backup holds. */
export type BackupKind = 'pglite-sql' | 'pg-custom';

/** The manifest written beside each dump (JSON, snake_case like the API). */
export type Manifest = {
  format: 'turnout-backup/1';
  kind: BackupKind;
  /** The dump's file name, in the same folder as the manifest. */
  file: string;
  /** When the backup was taken (ISO 8601, the app's clock). */
  created_at: string;
  /** The server package's version (apps/server/package.json), null when it has none. */
  app_version: string | null;
  /** The database's own version string (`select version()`). */
  database_version: string;
  /** The latest migration applied: its tag in apps/server/drizzle, and how many were applied. */
  migration: { tag: string | null; count: number; created_at: number | null };
  /** Rows per table ("schema.table"), counted in the same snapshot as the dump. */
  tables: Record<string, number>;
  /** sha256 of the dump file (hex) and its size in bytes. */
  sha256: string;
  bytes: number;
  /** The secrets file beside it (`--with-secrets`), or null: the dump itself never holds one. */
  secrets_file: string | null;
  /** The VAPID public key the server used (not a secret): push subscriptions were made with it. */
  vapid_public_key: string | null;
};

/** The secrets of `--with-secrets`: what the restored server needs to keep sessions and pushes working. */
export type BackupSecrets = { jwt_secret?: string; vapid_public_key?: string; vapid_private_key?: string };

/** How many backups retention keeps: the newest of each of the last `daily` days and `weekly` weeks. */
export type Keep = { daily: number; weekly: number };

export const DEFAULT_KEEP: Keep = { daily: 7, weekly: 4 };

const NAME = /^turnout-(\d{8}T\d{9}Z)\.manifest\.json$/;

/** The base name of a backup taken at `at`: turnout-20261128T093301123Z (UTC, to the millisecond). */
export function backupBaseName(at: Date): string {
  return `turnout-${at.toISOString().replace(/[-:.]/g, '')}`;
}

function parseStamp(stamp: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/.exec(stamp)!;
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z`);
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function appVersion(): Promise<string | null> {
  try {
    const pkg = JSON.parse(await readFile(path.join(serverDir, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? null;
  } catch {
    return null;
  }
}

type Journal = { entries: { idx: number; tag: string; when: number }[] };

async function journal(): Promise<Journal> {
  return JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** Runs SQL returning rows, whichever driver: a PGlite transaction or a pg client. */
type Query = (text: string) => Promise<Record<string, unknown>[]>;

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables a backup counts: every base table outside the system schemas and the job queue's. */
async function countRows(query: Query): Promise<Record<string, number>> {
  const tables = await query(
    `select table_schema as s, table_name as t from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema', '${JOB_QUEUE_SCHEMA}')
      order by 1, 2`,
  );
  if (tables.length === 0) return {};
  const parts = tables.map(
    (r) =>
      `select '${String(r.s)}.${String(r.t)}' as name, count(*)::int as n from ${q(String(r.s))}.${q(String(r.t))}`,
  );
  const rows = await query(parts.join(' union all '));
  return Object.fromEntries(rows.map((r) => [String(r.name), Number(r.n)]));
}

async function migrationLevel(query: Query): Promise<Manifest['migration']> {
  const exists = await query(
    "select 1 from information_schema.tables where table_schema = 'drizzle' and table_name = '__drizzle_migrations'",
  );
  if (exists.length === 0) return { tag: null, count: 0, created_at: null };
  const rows = await query(
    'select count(*)::int as n, max(created_at)::text as at from drizzle.__drizzle_migrations',
  );
  const count = Number(rows[0]?.n ?? 0);
  const at = rows[0]?.at == null ? null : Number(rows[0].at);
  const tag = (await journal()).entries.find((e) => e.when === at)?.tag ?? null;
  return { tag, count, created_at: at };
}

export type CreateOptions = {
  /** The folder to write into (created when missing). */
  dir: string;
  /** The instant the backup is taken (the app's clock); names it. */
  now: Date;
  /** Write the secrets beside the dump (`--with-secrets`). */
  secrets?: BackupSecrets;
  /** The VAPID public key in use, recorded in the manifest. */
  vapidPublicKey?: string;
};

/**
 * Writes one backup of `handle`'s database into `options.dir` and returns its manifest (also written as
 * `<name>.manifest.json`, last, so a manifest means a whole backup). Throws BackupError when pg_dump is
 * missing (PostgreSQL) or fails.
 */
export async function createBackup(handle: DbHandle, options: CreateOptions): Promise<Manifest> {
  // A backup holds every member's email address and password hash: readable by the owner only.
  await mkdir(options.dir, { recursive: true, mode: 0o700 });
  const base = backupBaseName(options.now);
  const dump =
    handle.kind === 'pglite'
      ? await dumpPglite(handle.pglite!, path.join(options.dir, `${base}.sql`))
      : await dumpPostgres(handle.url!, path.join(options.dir, `${base}.dump`));
  await chmod(dump.file, 0o600);
  let secretsFile: string | null = null;
  if (options.secrets) {
    secretsFile = `${base}.secrets.json`;
    await writeFile(path.join(options.dir, secretsFile), JSON.stringify(options.secrets, null, 2) + '\n', {
      mode: 0o600,
    });
  }
  const manifest: Manifest = {
    format: 'turnout-backup/1',
    kind: handle.kind === 'pglite' ? 'pglite-sql' : 'pg-custom',
    file: path.basename(dump.file),
    created_at: options.now.toISOString(),
    app_version: await appVersion(),
    database_version: dump.version,
    migration: dump.migration,
    tables: dump.tables,
    sha256: await sha256(dump.file),
    bytes: (await stat(dump.file)).size,
    secrets_file: secretsFile,
    vapid_public_key: options.vapidPublicKey ?? null,
  };
  const manifestFile = path.join(options.dir, `${base}.manifest.json`);
  await writeFile(`${manifestFile}.tmp`, JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });
  await rename(`${manifestFile}.tmp`, manifestFile);
  return manifest;
}

type Dumped = {
  file: string;
  version: string;
  migration: Manifest['migration'];
  tables: Record<string, number>;
};

/** pg_dump's options for both databases: schema and data, no owners or grants, no job queue. */
const DUMP_ARGS = ['--no-owner', '--no-privileges', `--exclude-schema=${JOB_QUEUE_SCHEMA}`];

/**
 * The PGlite dump: PGlite is one connection, so the dump holds its transaction lock from the row counts
 * to the end of pg_dump (no query of the app runs in between, none is cut in two), then puts back what
 * pg_dump changed on the connection (search_path, prepared statements).
 */
async function dumpPglite(client: PGlite, file: string): Promise<Dumped> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  return client.transaction(async (tx) => {
    const query: Query = async (text) => (await tx.query<Record<string, unknown>>(text)).rows;
    const tables = await countRows(query);
    const migration = await migrationLevel(query);
    const version = String((await query('select version() as v'))[0]!.v);
    const searchPath = String((await query('show search_path'))[0]!.search_path);
    // pg_dump opens its own transaction on this one connection: ours ends first. The transaction lock
    // stays held until this callback returns.
    await tx.rollback();
    const raw = (sqlText: string) => client.execProtocolRaw(protocol.serialize.query(sqlText));
    const viaRaw = {
      query: async () => ({ rows: [{ search_path: searchPath }] }),
      exec: async () => [],
      execProtocolRawStream: client.execProtocolRawStream.bind(client),
    } as unknown as PGlite;
    try {
      const dumped = await pgDump({ pg: viaRaw, args: DUMP_ARGS });
      await writeFile(file, await dumped.text(), { mode: 0o600 });
    } catch (err) {
      throw new BackupError(`The embedded database could not be dumped: ${(err as Error).message}`);
    } finally {
      // pg_dump leaves without ending its read-only transaction (PGlite keeps the session): end it.
      await raw(`ROLLBACK; DEALLOCATE ALL; SET search_path TO ${searchPath}`);
    }
    return { file, version, migration, tables };
  });
}

/** True when `command` runs (`command --version`). */
export async function hasCommand(command: string): Promise<boolean> {
  try {
    await run(command, ['--version']);
    return true;
  } catch {
    return false;
  }
}

/** The sentence said when pg_dump (or pg_restore) is not on the PATH. */
export const pgToolMissing = (tool: string) =>
  `${tool} is not on the PATH, so no backup of the PostgreSQL database can be written here: install the PostgreSQL client tools (the same major version as the server or newer), or back up from another machine with: pg_dump --format=custom --no-owner --no-privileges --exclude-schema=${JOB_QUEUE_SCHEMA} --file=turnout.dump "$DATABASE_URL" (README "Backups").`;

/**
 * The PostgreSQL dump: row counts in a repeatable-read transaction whose snapshot pg_dump then uses
 * (`--snapshot`), so the manifest counts exactly what the dump holds while writes go on.
 */
async function dumpPostgres(url: string, file: string): Promise<Dumped> {
  if (!(await hasCommand('pg_dump'))) throw new BackupError(pgToolMissing('pg_dump'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = String((await client.query('select pg_export_snapshot() as s')).rows[0].s);
    const query: Query = async (text) => (await client.query(text)).rows as Record<string, unknown>[];
    const tables = await countRows(query);
    const migration = await migrationLevel(query);
    const version = String((await query('select version() as v'))[0]!.v);
    await run('pg_dump', ['--format=custom', ...DUMP_ARGS, `--snapshot=${snapshot}`, `--file=${file}`, url], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((err: { stderr?: string }) => {
      throw new BackupError(`pg_dump failed: ${err.stderr?.trim() || String(err)}`);
    });
    await client.query('commit');
    return { file, version, migration, tables };
  } finally {
    await client.end();
  }
}

/** One backup in a folder, for `--list`, retention and /healthz. */
export type BackupEntry = { name: string; createdAt: Date; bytes: number; manifest: string };

/**
 * The backups in `dir` (each a manifest and its dump), newest first; none when the folder is missing.
 * `sizes: false` leaves `bytes` 0 and reads no file's size (/healthz).
 */
export async function listBackups(dir: string, options: { sizes?: boolean } = {}): Promise<BackupEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const entries: BackupEntry[] = [];
  for (const manifestName of names) {
    const m = NAME.exec(manifestName);
    if (!m) continue;
    const base = manifestName.replace(/\.manifest\.json$/, '');
    let bytes = 0;
    if (options.sizes !== false)
      for (const other of names) {
        if (other.startsWith(`${base}.`) && other !== manifestName) {
          bytes += (await stat(path.join(dir, other)).catch(() => ({ size: 0 }))).size;
        }
      }
    entries.push({ name: base, createdAt: parseStamp(m[1]!), bytes, manifest: path.join(dir, manifestName) });
  }
  return entries.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Monday of the ISO week of `d` (UTC), as YYYY-MM-DD. */
function weekOf(d: Date): string {
  const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/**
 * Which backups retention keeps (README "Backups"): the newest backup of each of the `keep.daily` most
 * recent UTC days that have one, and of each of the `keep.weekly` most recent ISO weeks that have one.
 * `backups` in any order; returns their names.
 */
export function keptBackups(backups: { name: string; createdAt: Date }[], keep: Keep): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const kept = new Set<string>();
  for (const [period, limit] of [
    [(d: Date) => d.toISOString().slice(0, 10), keep.daily],
    [weekOf, keep.weekly],
  ] as const) {
    const seen = new Set<string>();
    for (const b of newestFirst) {
      const key = period(b.createdAt);
      if (seen.has(key)) continue;
      if (seen.size >= limit) break;
      seen.add(key);
      kept.add(b.name);
    }
  }
  return kept;
}

/** Deletes the backups in `dir` that retention does not keep (each with all its files). Returns their names. */
export async function pruneBackups(dir: string, keep: Keep): Promise<string[]> {
  const all = await listBackups(dir);
  const kept = keptBackups(all, keep);
  const gone = all.filter((b) => !kept.has(b.name));
  const names = await readdir(dir);
  for (const b of gone) {
    // The manifest first: a backup without one is no longer listed, whatever happens next.
    await rm(b.manifest, { force: true });
    for (const n of names) if (n.startsWith(`${b.name}.`)) await rm(path.join(dir, n), { force: true });
  }
  return gone.map((b) => b.name);
}

/** The manifest of a backup named by its manifest, its dump or its base name. Throws BackupError. */
export async function readManifest(file: string): Promise<{ manifest: Manifest; dir: string }> {
  const dir = path.dirname(path.resolve(file));
  const base = path.basename(file).replace(/\.(manifest\.json|sql|dump|secrets\.json)$/, '');
  const manifestFile = path.join(dir, `${base}.manifest.json`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  } catch {
    throw new BackupError(
      `There is no backup manifest ${manifestFile}: name a backup's .manifest.json, its dump, or its base name (npm run backup -- --list shows them).`,
    );
  }
  if (manifest.format !== 'turnout-backup/1') {
    throw new BackupError(`${manifestFile} is not a Turnout backup manifest this version knows.`);
  }
  return { manifest, dir };
}

/** Where a restore goes: PGlite files in a data directory, or a PostgreSQL database. */
export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export type RestoreResult = {
  manifest: Manifest;
  /** Sentences for the person restoring: which secrets the restored server needs, what was replaced. */
  notes: string[];
};

/** Settings PostgreSQL added after 15 that pg_dump writes at the top of a dump: dropped for an older server. */
const NEWER_SETTINGS: [string, number][] = [['transaction_timeout', 170000]];

/**
 * Restores the backup named by `file` into `target` (README "Backups"): checks the checksum, refuses a
 * target that already holds tables (or PGlite files) unless `force` (then a PGlite data directory is
 * moved aside to `pglite.replaced-<time>` and a PostgreSQL database's schemas are dropped), loads the
 * dump, compares every table's rows with the manifest, applies the pending migrations (and the job
 * queue's schema) and, with `secretsInto`, writes the backup's secrets into that DATA_DIR. Throws
 * BackupError with a sentence on any refusal or mismatch.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: { force?: boolean; secretsInto?: string; now?: Date } = {},
): Promise<RestoreResult> {
  const { manifest, dir } = await readManifest(file);
  const dump = path.join(dir, manifest.file);
  if (!existsSync(dump)) throw new BackupError(`The dump ${dump} named by the manifest is missing.`);
  if ((await sha256(dump)) !== manifest.sha256) {
    throw new BackupError(
      `${dump} does not match its manifest's checksum: the file is damaged or was changed.`,
    );
  }
  const known = (await journal()).entries;
  if (manifest.migration.tag && !known.some((e) => e.tag === manifest.migration.tag)) {
    throw new BackupError(
      `This backup was made by a newer Turnout (migration ${manifest.migration.tag}): restore it with that version or a later one.`,
    );
  }
  if (manifest.kind === 'pg-custom' && target.kind === 'pglite') {
    throw new BackupError(
      'This backup is a PostgreSQL dump (pg_dump custom format): restore it into a PostgreSQL database (DATABASE_URL).',
    );
  }
  const notes: string[] = [];
  const handle =
    target.kind === 'pglite'
      ? await emptyPglite(target.dataDir, options.force ?? false, options.now ?? new Date(), notes)
      : await emptyPostgres(target.url, options.force ?? false);
  try {
    await load(handle, target, manifest.kind, dump);
    const query: Query = async (text) => (await handle.sql.executeSql(text)).rows;
    const counts = await countRows(query);
    const wrong = Object.entries(manifest.tables).filter(([t, n]) => counts[t] !== n);
    if (wrong.length > 0) {
      throw new BackupError(
        `The restored database does not hold what the backup's manifest counts: ${wrong
          .map(([t, n]) => `${t} has ${counts[t] ?? 'no table'} rows, the manifest ${n}`)
          .join('; ')}.`,
      );
    }
    await handle.migrate();
  } finally {
    await handle.close();
  }
  notes.push(...(await secretNotes(manifest, dir, options.secretsInto)));
  return { manifest, notes };
}

/**
 * Opens the PGlite target: a missing or empty folder (a new cluster is made) or an embedded database
 * without tables. One with tables, or a folder of other files, is refused unless `force`, which moves it
 * aside.
 */
async function emptyPglite(dataDir: string, force: boolean, now: Date, notes: string[]): Promise<DbHandle> {
  const entries = await readdir(dataDir).catch(() => [] as string[]);
  if (entries.length === 0) return openDatabase({ kind: 'pglite', dataDir });
  if (entries.includes('PG_VERSION')) {
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    if ((await schemasWithTables(handle)).length === 0) return handle;
    await handle.close();
  }
  if (!force) {
    throw new BackupError(
      `${dataDir} already holds a database: restore into an empty data directory, or add --force to move it aside and restore in its place.`,
    );
  }
  const aside = `${dataDir}.replaced-${backupBaseName(now).slice('turnout-'.length)}`;
  await rename(dataDir, aside);
  notes.push(`The database that was there is kept in ${aside}; delete it once the restore is checked.`);
  return openDatabase({ kind: 'pglite', dataDir });
}

/** The schemas of `handle`'s database that hold a table (none for an empty database). */
async function schemasWithTables(handle: DbHandle): Promise<string[]> {
  const { rows } = await handle.sql.executeSql(
    `select distinct table_schema as s from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema')`,
  );
  return rows.map((r) => String(r.s));
}

/** Opens the PostgreSQL target, refusing one with tables unless `force` (then dropping its schemas). */
async function emptyPostgres(url: string, force: boolean): Promise<DbHandle> {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  const schemas = await schemasWithTables(handle);
  if (schemas.length > 0) {
    if (!force) {
      await handle.close();
      throw new BackupError(
        'The PostgreSQL database already holds tables: restore into an empty database (createdb), or add --force to drop its schemas and restore in their place.',
      );
    }
    for (const schema of schemas) await handle.sql.executeSql(`drop schema if exists ${q(schema)} cascade`);
    await handle.sql.executeSql('create schema if not exists public');
  }
  return handle;
}

async function load(handle: DbHandle, target: RestoreTarget, kind: BackupKind, dump: string): Promise<void> {
  if (kind === 'pg-custom') {
    if (!(await hasCommand('pg_restore'))) throw new BackupError(pgToolMissing('pg_restore'));
    const url = (target as { url: string }).url;
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', url, dump], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((err: { stderr?: string }) => {
      throw new BackupError(`pg_restore failed: ${err.stderr?.trim() || String(err)}`);
    });
    return;
  }
  let text = await readFile(dump, 'utf8');
  if (handle.kind === 'postgres') {
    const version = Number(
      (await handle.sql.executeSql('show server_version_num')).rows[0]!.server_version_num,
    );
    for (const [setting, since] of NEWER_SETTINGS) {
      if (version < since) text = text.replace(new RegExp(`^SET ${setting} = .*$`, 'gm'), '');
    }
  }
  try {
    await handle.sql.executeSql(text);
    // The dump empties search_path on its connection; the app's queries name tables unqualified.
    await handle.sql.executeSql('SET search_path TO "$user", public');
  } catch (err) {
    throw new BackupError(`The dump could not be loaded: ${(err as Error).message}`);
  }
}

/**
 * What the restored server needs (README "Backups"): with the backup's secrets file and `secretsInto`, writes
 * them into that DATA_DIR (jwt-secret, vapid-keys.json, mode 0600, never over an existing file); otherwise
 * says which secrets to bring over.
 */
async function secretNotes(manifest: Manifest, dir: string, secretsInto?: string): Promise<string[]> {
  const notes: string[] = [];
  if (manifest.secrets_file && secretsInto) {
    const secrets = JSON.parse(
      await readFile(path.join(dir, manifest.secrets_file), 'utf8'),
    ) as BackupSecrets;
    await mkdir(secretsInto, { recursive: true });
    const put = async (name: string, content: string) => {
      const f = path.join(secretsInto, name);
      if (existsSync(f)) return notes.push(`${f} exists and was left as it is.`);
      await writeFile(f, content, { mode: 0o600 });
      await chmod(f, 0o600);
      notes.push(`Wrote ${f} from the backup.`);
    };
    if (secrets.jwt_secret) await put('jwt-secret', `${secrets.jwt_secret}\n`);
    if (secrets.vapid_public_key && secrets.vapid_private_key) {
      await put(
        'vapid-keys.json',
        JSON.stringify({ publicKey: secrets.vapid_public_key, privateKey: secrets.vapid_private_key }) + '\n',
      );
    }
    return notes;
  }
  notes.push(
    'This backup holds no secrets. The restored server needs the old token secret (DATA_DIR/jwt-secret or JWT_SECRET), or everyone signs in again and emailed one-tap, unsubscribe and calendar links stop working.',
    `It needs the old VAPID keys too (DATA_DIR/vapid-keys.json or VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY${
      manifest.vapid_public_key ? `; the public key was ${manifest.vapid_public_key}` : ''
    }), or every device must turn notifications on again.`,
  );
  return notes;
}
