/** Helpers to derive PostgreSQL URLs for the test databases from DATABASE_URL. */
/** Names of each test run's migrated template database start with this. */
export const TEMPLATE_PREFIX = 'turnout_tpl_';

/** The same server, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A URL to run CREATE/DROP DATABASE from: the `postgres` database of the same server. */
export const adminUrl = (url: string) => withDatabase(url, 'postgres');
