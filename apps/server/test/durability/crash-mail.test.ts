/**
 * No mail lost by a crash, on PGlite files (docs/decisions/011-jobs-in-the-transaction.md): see
 * ./crash-mail.ts for the scenario — SIGKILL between the commit of "remind the ones who haven't
 * answered" and its reply; after the restart each member gets the reminder email exactly once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { startSmtp, type SmtpSink } from '../support/smtp.ts';
import { crashBetweenCommitAndReply } from './crash-mail.ts';
import { pgliteSeedHandle, seedPgliteDir } from './seed.ts';
import type { ServerProcess } from './server-process.ts';

describe('crash between commit and reply (PGlite files, SIGKILL)', () => {
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  let smtp: SmtpSink | undefined;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await smtp?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers the emails the committed request decided on after the restart, once per recipient', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-crash-mail-'));
    const seeded = await seedPgliteDir(dataDir, { players: 4, gameCount: 1, maxPlayers: 10 });
    smtp = await startSmtp();
    const dir = dataDir;
    await crashBetweenCommitAndReply(
      seeded,
      { DATA_DIR: dir },
      smtp,
      (s) => (server = s),
      () => pgliteSeedHandle(dir, { existing: true }),
    );
  }, 120_000);
});
