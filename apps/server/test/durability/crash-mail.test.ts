/**
 * No mail lost by a crash (docs/decisions/011-jobs-in-the-transaction.md): a server on PGlite files is
 * killed (SIGKILL) after a request's transaction has committed and before its reply is written — here an
 * admin's "remind the ones who haven't answered", whose emails go to every member without an answer.
 * After a restart on the same DATA_DIR each of them receives the reminder email exactly once: the email
 * jobs were written in the request's own transaction, and the fan-out writes each mail under an id
 * derived from its own job's, so a fan-out run again sends nothing twice.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtp, type SmtpSink } from '../support/smtp.ts';
import { post } from './requests.ts';
import { pgliteSeedHandle, seedPgliteDir } from './seed.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const preload = fileURLToPath(new URL('./crash-before-reply.mjs', import.meta.url));

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
    const [admin, ...players] = seeded.users;
    const gameId = seeded.gameIds[0]!;
    smtp = await startSmtp();
    const env = { DATA_DIR: dataDir, SMTP_URL: smtp.url, APP_URL: 'https://turnout.example' };

    const remindUrl = `/api/games/${gameId}/remind`;
    server = await startServer({
      ...env,
      NODE_OPTIONS: `--import ${preload}`,
      CRASH_BEFORE_REPLY: `POST ${remindUrl}`,
    });
    // The caller never hears back: the process dies as its reply is about to be written.
    await expect(post(server.base, remindUrl, admin!.token, {})).rejects.toThrow();
    expect(await server.exited).toBeNull();

    server = await startServer(env);
    for (const player of players) {
      const mail = await smtp.nextMail(player.email, 20_000);
      expect(mail.text).toContain('Durability game 1');
    }
    // Every mail job the crash left has finished (none waiting for a retry) before the count is read.
    await server.stop();
    server = undefined;
    const handle = await pgliteSeedHandle(dataDir, { existing: true });
    try {
      const jobs = await handle.db.execute(
        sql`select data->>'to' as "to", state from pgboss.job where name = 'mail.send'
            union all select data->>'to', state from pgboss.archive where name = 'mail.send'`,
      );
      const rows = (jobs as unknown as { rows: { to: string; state: string }[] }).rows;
      expect(rows.map((r) => r.to).sort()).toEqual(players.map((p) => p.email).sort());
      expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['completed']));
    } finally {
      await handle.close();
    }
    for (const player of players) {
      expect(smtp.received.filter((m) => m.to.includes(player.email.toLowerCase()))).toHaveLength(1);
    }
    expect(smtp.received.filter((m) => m.to.includes(admin!.email.toLowerCase()))).toHaveLength(0);
  }, 120_000);
});
