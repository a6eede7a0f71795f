/**
 * The job queue's own tables (schema `pgboss`, created and upgraded by pg-boss itself,
 * docs/design.md#jobs). Installed by `DbHandle.migrate()` right after Turnout's migrations, so a
 * migrated database (and the tests' migrated template) already holds them and the app's start does not create
 * them; pg-boss takes its own advisory lock, so instances starting together take turns.
 */
import PgBoss from 'pg-boss';
import type { SqlExecutor } from './client.ts';

/** The PostgreSQL schema that holds the job queue. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** pg-boss's `db` option over one of our executors (values always an array, as pg-boss expects). */
export function jobQueueDb(sql: SqlExecutor): PgBoss.Db {
  return { executeSql: (text, values) => sql.executeSql(text, values) };
}

/** Creates the job queue's schema, or migrates it to the installed pg-boss's version. Throws on failure. */
export async function installJobQueue(sql: SqlExecutor): Promise<void> {
  const boss = new PgBoss({
    db: jobQueueDb(sql),
    schema: JOB_QUEUE_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}
