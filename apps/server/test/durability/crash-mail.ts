/**
 * The crash-between-commit-and-reply scenario of crash-mail.test.ts (PGlite) and crash-mail.pg.test.ts
 * (PostgreSQL): a server is killed (SIGKILL) after the transaction of an admin's "remind the ones who
 * haven't answered" has committed and before its reply is written (./crash-before-reply.mjs); after a
 * restart on the same data, each member without an answer must receive the reminder email exactly once
 * (docs/decisions/011-jobs-in-the-transaction.md).
 */
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbHandle } from '../../src/db/client.ts';
import type { SmtpSink } from '../support/smtp.ts';
import { post } from './requests.ts';
import type { Seeded } from './seed.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const preload = fileURLToPath(new URL('./crash-before-reply.mjs', import.meta.url));

/**
 * Runs the scenario on the seeded data (`seeded`: players[0] is the admin, one game nobody answered)
 * with the server environment `env` (DATA_DIR or DATABASE_URL); `onServer` hears of each server started
 * (for the caller's clean-up). `openData()` opens the data once the last server has stopped. Asserts as
 * it goes; resolves when done.
 */
export async function crashBetweenCommitAndReply(
  seeded: Seeded,
  env: Record<string, string>,
  smtp: SmtpSink,
  onServer: (server: ServerProcess | undefined) => void,
  openData: () => Promise<DbHandle>,
): Promise<void> {
  const [admin, ...players] = seeded.users;
  const remindUrl = `/api/games/${seeded.gameIds[0]}/remind`;
  const serverEnv = { ...env, SMTP_URL: smtp.url, APP_URL: 'https://turnout.example' };

  const crashing = await startServer({
    ...serverEnv,
    NODE_OPTIONS: `--import ${preload}`,
    CRASH_BEFORE_REPLY: `POST ${remindUrl}`,
  });
  onServer(crashing);
  // The caller never hears back: the process dies as its reply is about to be written.
  await expect(post(crashing.base, remindUrl, admin!.token, {})).rejects.toThrow();
  expect(await crashing.exited).toBeNull();

  const restarted = await startServer(serverEnv);
  onServer(restarted);
  for (const player of players) {
    const mail = await smtp.nextMail(player.email, 100_000);
    expect(mail.text).toContain('Durability game 1');
  }
  // Stopping lets every running job finish, so the queue's rows are final when read.
  await restarted.stop();
  onServer(undefined);
  const handle = await openData();
  try {
    const result = await handle.db.execute(
      sql`select data->>'to' as "to", state from pgboss.job where name = 'mail.send'
          union all select data->>'to', state from pgboss.archive where name = 'mail.send'`,
    );
    const rows = (result as unknown as { rows: { to: string; state: string }[] }).rows;
    expect(rows.map((r) => r.to).sort()).toEqual(players.map((p) => p.email).sort());
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['completed']));
  } finally {
    await handle.close();
  }
  for (const player of players) {
    expect(smtp.received.filter((m) => m.to.includes(player.email.toLowerCase()))).toHaveLength(1);
  }
  expect(smtp.received.filter((m) => m.to.includes(admin!.email.toLowerCase()))).toHaveLength(0);
}
