/**
 * No mail lost by a crash, on a PostgreSQL server (runs when DATABASE_URL is set;
 * docs/decisions/011-jobs-in-the-transaction.md): see ./crash-mail.ts for the scenario — SIGKILL
 * between the commit of "remind the ones who haven't answered" and its reply; after the restart each
 * member gets the reminder email exactly once.
 */
import { afterAll, describe, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { POSTGRES, onPostgres } from '../support/servers.ts';
import { startSmtp, type SmtpSink } from '../support/smtp.ts';
import { crashBetweenCommitAndReply } from './crash-mail.ts';
import { createPgDatabase, seed } from './seed.ts';
import type { ServerProcess } from './server-process.ts';

describe.runIf(onPostgres)(`${POSTGRES} crash between commit and reply (SIGKILL)`, () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
  let server: ServerProcess | undefined;
  let smtp: SmtpSink | undefined;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await smtp?.close();
    await database?.drop();
  });

  it('delivers the emails the committed request decided on after the restart, once per recipient', async () => {
    database = await createPgDatabase();
    const url = database.url;
    const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    let seeded;
    try {
      await handle.migrate();
      seeded = await seed(handle.db, { players: 4, gameCount: 1, maxPlayers: 10 });
    } finally {
      await handle.close();
    }
    smtp = await startSmtp();
    await crashBetweenCommitAndReply(
      seeded,
      { DATA_DIR: '/nonexistent-dur', DATABASE_URL: url },
      smtp,
      (s) => (server = s),
      () => openDatabase({ kind: 'postgres', url, poolSize: 2 }),
    );
  }, 120_000);
});
