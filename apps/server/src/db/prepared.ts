/**
 * Prepared statements for the hot read paths (bench/README.md "HTTP"): a query is built by
 * Drizzle once per database handle instead of on every request and, on PostgreSQL, sent as a named
 * statement, so each pooled connection parses and plans it once (PGlite runs it as before). Parameters
 * are `sql.placeholder('name')` values, given to `execute({ name: value })`.
 *
 * Named statements live on a connection: behind a connection pooler in transaction mode (PgBouncer
 * before 1.21) they need `max_prepared_statements`; a direct PostgreSQL connection needs nothing.
 */
import type { Executor } from './client.ts';

const byHandle = new WeakMap<Executor, Map<string, unknown>>();

/**
 * The prepared query `name` for `db`, built by `build(db)` the first time it is asked for (`build`
 * must end with `.prepare(name)`). A transaction handle gets its own, dropped with the handle.
 */
export function prepared<Q>(db: Executor, name: string, build: (db: Executor) => Q): Q {
  let queries = byHandle.get(db);
  if (!queries) {
    queries = new Map();
    byHandle.set(db, queries);
  }
  let query = queries.get(name) as Q | undefined;
  if (query === undefined) {
    query = build(db);
    queries.set(name, query);
  }
  return query;
}
