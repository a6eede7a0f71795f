/**
 * Databases for the benchmarks: a fresh PostgreSQL database per run on the server at BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards, and the Redis URL
 * (BENCH_REDIS_URL, default redis://127.0.0.1:6379) for two-instance runs.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type BenchDatabase = {
  /** Connection URL of the new, empty database. */
  url: string;
  name: string;
  /** Drops it (disconnecting anyone still connected). */
  drop(): Promise<void>;
};

/** Creates an empty database named `<prefix>_<random>` on PG_URL's server. Throws when it cannot. */
export async function createPostgresDatabase(prefix = 'turnout_bench'): Promise<BenchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = Object.assign(new URL(PG_URL), { pathname: `/${name}` }).toString();
  return {
    url,
    name,
    async drop() {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
