/**
 * The job queue on two server instances sharing one PostgreSQL database (README "Jobs"): an instance
 * that fetches a job holds its row (FOR UPDATE SKIP LOCKED), so every job, and every mail, is handled
 * by exactly one of them, once. Only a PostgreSQL server can fail this (PGlite is one connection).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { renderMail } from '../../src/plugins/mailer.ts';
import { build, buildAnother, type TestContext } from '../support/build.ts';
import { collectLogs } from '../support/logs.ts';
import { POSTGRES, onPostgres } from '../support/servers.ts';
import { startSmtp, type SmtpSink } from '../support/smtp.ts';

const JOBS = 200;
const MAILS = 20;

// CI sets DATABASE_URL; skipped without it.
describe.runIf(onPostgres)(`${POSTGRES} jobs on two server instances`, () => {
  let smtp: SmtpSink;
  let t: TestContext;
  let b: { app: App; close(): Promise<void> };
  const logsA = collectLogs();
  const logsB = collectLogs();
  /** Job number → the instances that handled it, in order. */
  const handledBy = new Map<number, string[]>();

  const defineQueue = (instance: string) => (app: App) => {
    app.jobs.define<{ n: number }>({
      name: 'test.once',
      handler: async ({ n }) => {
        // A few milliseconds of work, so both instances are fetching while the other holds a job.
        await new Promise((resolve) => setTimeout(resolve, 5));
        handledBy.set(n, [...(handledBy.get(n) ?? []), instance]);
      },
    });
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    const env = { SMTP_URL: smtp.url, APP_URL: 'https://turnout.example' };
    t = await build(env, { logger: logsA.logger, beforeReady: defineQueue('A') });
    b = await buildAnother(t, env, { logger: logsB.logger, beforeReady: defineQueue('B') });
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
    await smtp?.close();
  });

  it(`${JOBS} jobs sent through both instances are each handled exactly once`, async () => {
    const sends: Promise<string | null>[] = [];
    for (let n = 0; n < JOBS; n += 1) sends.push((n % 2 ? b.app : t.app).jobs.send('test.once', { n }));
    expect((await Promise.all(sends)).every(Boolean)).toBe(true);
    await Promise.all([t.app.jobs.idle(), b.app.jobs.idle()]);

    expect(handledBy.size).toBe(JOBS);
    const twice = [...handledBy].filter(([, by]) => by.length !== 1);
    expect(twice).toEqual([]);
    const { rows } = await t.database.sql.executeSql(
      `select state, count(*)::int as n from pgboss.job where name = 'test.once' group by state`,
    );
    expect(rows).toEqual([{ state: 'completed', n: JOBS }]);
    // Both instances took part.
    const by = [...handledBy.values()].flat();
    expect(by.filter((i) => i === 'A').length).toBeGreaterThan(0);
    expect(by.filter((i) => i === 'B').length).toBeGreaterThan(0);
  });

  it(`${MAILS} mails sent through instance A reach the SMTP server exactly once each, whichever instance delivers them`, async () => {
    const to = (i: number) => `player${i}@example.test`;
    for (let i = 0; i < MAILS; i += 1) {
      t.app.mailer.send(
        renderMail({
          to: to(i),
          subject: `Reminder ${i}`,
          paragraphs: ['Thursday Five-a-side needs your answer.'],
          action: { label: 'Answer', url: `https://turnout.example/games/${i}` },
        }),
      );
    }
    await t.app.mailer.idle();
    for (let i = 0; i < MAILS; i += 1) {
      const got = smtp.received.filter((m) => m.to.includes(to(i)));
      expect(got.map((m) => m.subject)).toEqual([`Reminder ${i}`]);
    }
    expect(smtp.received).toHaveLength(MAILS);
    // Each delivery is logged by the instance that made it: both took part, and together sent each once.
    const sentBy = (logs: Record<string, unknown>[]) => logs.filter((l) => l.msg === 'mail sent').length;
    expect(sentBy(logsA.logs)).toBeGreaterThan(0);
    expect(sentBy(logsB.logs)).toBeGreaterThan(0);
    expect(sentBy(logsA.logs) + sentBy(logsB.logs)).toBe(MAILS);
  });
});
