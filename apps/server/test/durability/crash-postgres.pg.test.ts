/**
 * Crash test on a PostgreSQL server (README "Durability"; runs when DATABASE_URL is set): a server
 * on its own `turnout_dur_<random>` database takes RSVPs and chat messages from 8 concurrent writers
 * while it is killed with SIGKILL and restarted twice. Every write that was acknowledged with a 2xx is
 * then in the database, as acknowledged. (PostgreSQL commits are durable once acknowledged: the WAL is
 * flushed, fsync'ed by the database server, before COMMIT returns; the app process holds nothing.)
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { crashRounds } from './crash.ts';
import { createPgDatabase, seed } from './seed.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { missingAcked, startWriters } from './writers.ts';
import { POSTGRES, onPostgres } from '../support/servers.ts';

describe.runIf(onPostgres)(`${POSTGRES} crash test (SIGKILL while writing)`, () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await database?.drop();
  });

  it('keeps every acknowledged RSVP and chat message across two SIGKILLs', async () => {
    database = await createPgDatabase();
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
    try {
      await handle.migrate();
      const seeded = await seed(handle.db, { players: 8, gameCount: 400, maxPlayers: 50 });

      server = await startServer({ DATA_DIR: '/nonexistent-dur', DATABASE_URL: database.url });
      const base = server.base;
      const writers = startWriters(seeded, () => [base]);
      const result = await crashRounds(server, writers, { rounds: 2, writesPerRound: 80 });
      server = result.server;

      expect(writers.acked.rsvps.length).toBeGreaterThan(100);
      expect(writers.failures.filter((f) => f.kind === 'http')).toEqual([]);
      expect(writers.failures.length).toBeGreaterThan(0);
      expect(await missingAcked(handle.db, writers.acked)).toEqual({ rsvps: [], messages: [] });

      const stopped = await server.stop();
      expect(stopped.code).toBe(0);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
