/**
 * Which servers this test run has, and how the tests that can only fail on them are named.
 *
 * PGlite runs one transaction at a time, so a race (two requests interleaving inside the database) can
 * only happen, and a test of one can only fail, on a PostgreSQL server (DATABASE_URL); tests of two
 * instances need Redis as well (REDIS_URL). Such tests live in files named `*.pg.test.ts` and their
 * titles start with POSTGRES or POSTGRES_REDIS, so a reader sees where they bite. Without the servers
 * they are reported as skipped (`describe.runIf(onPostgres)`); the RSVP concurrency tests also run on
 * PGlite, where they check only the bookkeeping.
 *
 * .ci/run's PostgreSQL step sets REQUIRE_SERVERS=1, which makes global-setup.ts fail the run when
 * DATABASE_URL or REDIS_URL is unset or unreachable, and then fails unless every test titled with a tag
 * below has passed (.ci/check-server-tests.mjs).
 */

/** True when the tests run against a PostgreSQL server (DATABASE_URL set). */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/** True when the tests run against PostgreSQL and Redis (both URLs set). */
export const onPostgresAndRedis = onPostgres && Boolean(process.env.REDIS_URL);

/** Title prefix of a test that can only fail on a PostgreSQL server. */
export const POSTGRES = '[PostgreSQL]';

/** Title prefix of a test that can only fail on PostgreSQL with Redis (several instances). */
export const POSTGRES_REDIS = '[PostgreSQL + Redis]';
