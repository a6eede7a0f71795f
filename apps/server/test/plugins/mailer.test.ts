import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_DEADLINE_MS, MAIL_QUEUE, renderMail } from '../../src/plugins/mailer.ts';
import { startTarpit } from '../modules/push/tarpit.ts';
import { build, buildAnother, type BuildExtras, type TestContext } from '../support/build.ts';
import { collectLogs } from '../support/logs.ts';
import { startSmtp, type SmtpSink } from '../support/smtp.ts';

/** An app on a fresh database, its JSON log lines collected in `logs`. */
async function start(env: NodeJS.ProcessEnv, options: BuildExtras = {}) {
  const { logs, logger } = collectLogs();
  const t = await build({ APP_URL: 'https://turnout.example', ...env }, { logger, ...options });
  return { t, logs };
}

/** The mail jobs pg-boss holds, oldest first. */
async function mailJobs(t: TestContext) {
  const { rows } = await t.database.sql.executeSql(
    'select state, retry_count from pgboss.job where name = $1 order by created_on',
    [MAIL_QUEUE],
  );
  return rows as { state: string; retry_count: number }[];
}

/** Resolves once `check()` is true, polling every 25 ms for up to 10 s (it waits for it, never times it). */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Still waiting for ${what} after 10 s.`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const mail = (to: string) =>
  renderMail({
    to,
    subject: 'Join Thursday Five-a-side',
    paragraphs: ['Hi,', 'Thabo <admin> invited you.'],
    action: { label: 'Join', url: 'https://turnout.example/invite/abc' },
  });

const sentTo = (smtp: SmtpSink, address: string) => smtp.received.filter((m) => m.to.includes(address));

/**
 * Outgoing mail (README "Mail", "Jobs"): a job of the queue mail.send, delivered over SMTP with STARTTLS
 * and retried with backoff (at once in tests), or written to the outbox without SMTP_URL.
 */
describe('mailer', () => {
  let smtp: SmtpSink;
  let dataDir: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-mailer-'));
  });
  afterAll(async () => {
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends a plain-text and HTML mail over STARTTLS, from the product, without making the caller wait', async () => {
    const { t } = await start({ SMTP_URL: smtp.url });
    try {
      expect(t.app.mailer.send(mail('ayanda@example.test'))).toBeUndefined();
      const got = await smtp.nextMail('ayanda@example.test');
      expect(got.secure).toBe(true);
      expect(got.from).toBe('no-reply@turnout.example');
      expect(got.subject).toBe('Join Thursday Five-a-side');
      expect(got.text).toContain('Thabo <admin> invited you.');
      expect(got.text).toContain('Turnout');
      expect(got.links).toEqual(['https://turnout.example/invite/abc']);
      expect(got.html).toContain('Thabo &lt;admin&gt; invited you.');
      expect(got.html).toContain('href="https://turnout.example/invite/abc"');
    } finally {
      await t.close();
    }
  });

  it('retries a temporary failure until the mail goes through, once', async () => {
    const { t, logs } = await start({ SMTP_URL: smtp.url });
    try {
      smtp.failNext(2);
      t.app.mailer.send(mail('retry@example.test'));
      await t.app.mailer.idle();
      expect((await smtp.nextMail('retry@example.test', 1000)).subject).toBe('Join Thursday Five-a-side');
      expect(sentTo(smtp, 'retry@example.test')).toHaveLength(1);
      const failed = logs.filter((l) => l.msg === 'mail attempt failed');
      expect(failed.map((l) => [l.level, l.to])).toEqual([
        [40, 'r…@example.test'],
        [40, 'r…@example.test'],
      ]);
      expect(logs.filter((l) => l.level === 50)).toEqual([]);
      expect(await mailJobs(t)).toEqual([{ state: 'completed', retry_count: 2 }]);
      const log = JSON.stringify(logs);
      expect(log).not.toContain('retry@example.test');
      expect(log).not.toContain('/invite/abc');
    } finally {
      await t.close();
    }
  });

  it('gives up after the last retry and logs it as an error with the masked address, without throwing anywhere', async () => {
    const { t, logs } = await start({ SMTP_URL: smtp.url });
    try {
      // The first attempt and the mail queue's 5 retries all fail.
      smtp.failNext(6);
      expect(() => t.app.mailer.send(mail('lost@example.test'))).not.toThrow();
      await t.app.mailer.idle();
      expect(sentTo(smtp, 'lost@example.test')).toEqual([]);
      expect(logs.filter((l) => l.msg === 'mail attempt failed')).toHaveLength(6);
      expect(logs.filter((l) => l.msg === 'mail could not be sent; giving up')).toEqual([
        expect.objectContaining({ level: 50, to: 'l…@example.test', subject: 'Join Thursday Five-a-side' }),
      ]);
      expect(await mailJobs(t)).toEqual([{ state: 'failed', retry_count: 5 }]);
      const log = JSON.stringify(logs);
      expect(log).not.toContain('lost@example.test');
      expect(log).not.toContain('/invite/abc');
      // Given up for good: the relay works again, and still nothing more is sent.
      t.app.mailer.send(mail('after@example.test'));
      await t.app.mailer.idle();
      expect(sentTo(smtp, 'after@example.test')).toHaveLength(1);
      expect(sentTo(smtp, 'lost@example.test')).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('a mail waiting for a retry survives a restart and arrives exactly once', async () => {
    // A real retry delay (an hour, doubled with jitter), so the mail is still waiting when the app stops.
    const { t, logs } = await start({ SMTP_URL: smtp.url }, { jobs: { retryDelaySeconds: 3600 } });
    try {
      smtp.failNext(1);
      t.app.mailer.send(mail('late@example.test'));
      await until(async () => (await mailJobs(t))[0]?.state === 'retry', 'the mail to wait for its retry');
      await t.app.close();
      expect(sentTo(smtp, 'late@example.test')).toEqual([]);
      expect(logs.filter((l) => l.msg === 'mail attempt failed')).toHaveLength(1);
      expect(logs.filter((l) => l.level === 50)).toEqual([]);

      // Time passes: the retry falls due. pg-boss compares a job's start_after with the database's own
      // now(), not the app's clock, so the test moves the job's time instead of waiting an hour.
      await t.database.sql.executeSql(
        `update pgboss.job set start_after = now() where name = $1 and state = 'retry'`,
        [MAIL_QUEUE],
      );
      // The server starts again on the same database, with the relay working.
      const second = collectLogs();
      const next = await buildAnother(
        t,
        { SMTP_URL: smtp.url, APP_URL: 'https://turnout.example' },
        { logger: second.logger },
      );
      try {
        expect((await smtp.nextMail('late@example.test')).links).toEqual([
          'https://turnout.example/invite/abc',
        ]);
        await until(async () => (await mailJobs(t))[0]?.state === 'completed', 'the mail job to complete');
        expect(sentTo(smtp, 'late@example.test')).toHaveLength(1);
        expect(await mailJobs(t)).toEqual([{ state: 'completed', retry_count: 1 }]);
        expect(second.logs.filter((l) => l.msg === 'mail sent')).toEqual([
          expect.objectContaining({ to: 'l…@example.test', subject: 'Join Thursday Five-a-side' }),
        ]);
      } finally {
        await next.close();
      }
    } finally {
      await t.close();
    }
  });

  it('delivers other mails while one waits on an SMTP answer, and cuts that one off at its deadline', async () => {
    const { t, logs } = await start({ SMTP_URL: smtp.url }, { mail: { deadlineMs: 5000 } });
    try {
      // A first mail warms the transport up (TLS, modules), so that a delivery fits the test's deadline.
      t.app.mailer.send(mail('first@example.test'));
      await smtp.nextMail('first@example.test');
      smtp.stallNext(1);
      t.app.mailer.send(mail('slow@example.test'));
      await smtp.stalled(1);
      // The relay sits on the slow mail's data; the next one goes meanwhile, on another worker.
      t.app.mailer.send(mail('quick@example.test'));
      expect((await smtp.nextMail('quick@example.test')).subject).toBe('Join Thursday Five-a-side');
      expect((await mailJobs(t)).map((j) => j.state)).toContain('active');
      // At the deadline the stalled attempt fails; a retry goes through, once.
      await t.app.mailer.idle();
      expect(sentTo(smtp, 'slow@example.test')).toHaveLength(1);
      expect(sentTo(smtp, 'quick@example.test')).toHaveLength(1);
      const failed = logs.filter((l) => l.msg === 'mail attempt failed');
      expect(failed[0]).toMatchObject({ to: 's…@example.test', err: { code: 'EABORT' } });
      expect((await mailJobs(t)).map((j) => j.state)).toEqual(['completed', 'completed', 'completed']);
    } finally {
      await t.close();
    }
  });

  it('gives an SMTP server that accepts the connection and never answers no longer than the deadline (30 s)', async () => {
    expect(MAIL_DEADLINE_MS).toBe(30_000);
    const silent = await startTarpit();
    // 3 s instead of 30, and no retries; nodemailer's own greeting timeout is 10 s.
    const { t, logs } = await start(
      { SMTP_URL: `smtp://127.0.0.1:${silent.port}` },
      { mail: { deadlineMs: 3000, retries: 0 } },
    );
    try {
      t.app.mailer.send(mail('silent@example.test'));
      await t.app.mailer.idle();
      expect(silent.connections()).toBe(1);
      expect(await mailJobs(t)).toEqual([{ state: 'failed', retry_count: 0 }]);
      expect(logs.find((l) => l.msg === `job ${MAIL_QUEUE} failed 1 times; giving up`)).toMatchObject({
        err: { message: 'The mail could not be delivered (no answer within 3000 ms).' },
      });
    } finally {
      await t.close();
      await silent.close();
    }
  });

  it('without SMTP_URL writes an .eml file to DATA_DIR/outbox and logs its file, never the link or the address', async () => {
    const { t, logs } = await start({ DATA_DIR: dataDir, APP_URL: 'http://localhost:3000' });
    try {
      t.app.mailer.send(mail('outbox@example.test'));
      await t.app.mailer.idle();
      const files = await readdir(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.*\.eml$/);
      const parsed = await simpleParser(await readFile(path.join(dataDir, 'outbox', files[0]!)));
      expect(parsed.subject).toBe('Join Thursday Five-a-side');
      expect(parsed.text).toContain('https://turnout.example/invite/abc');
      expect(parsed.html).toContain('href="https://turnout.example/invite/abc"');
      const line = logs.find((l) => l.to === 'o…@example.test');
      expect(line).toMatchObject({
        subject: 'Join Thursday Five-a-side',
        file: path.join(dataDir, 'outbox', files[0]!),
      });
      expect(line?.msg).toContain(files[0]);
      const log = JSON.stringify(logs);
      expect(log).not.toContain('/invite/abc');
      expect(log).not.toContain('outbox@example.test');
    } finally {
      await t.close();
    }
  });
});

/** A quoted user text in a mail (README "Notifications"): under its author's name, in the reader's language. */
describe('renderMail quotes', () => {
  const quoted = (author: string | null, language: 'en' | 'de') =>
    renderMail({
      to: 'mo@example.com',
      subject: 'Turnout',
      paragraphs: ['Are you playing?', { author, text: 'Friday five\nAstro 2' }],
      language,
    });

  it('say who wrote the text, and "Deleted user" in the reader’s language once that account is gone', () => {
    expect(quoted('Ada Lovelace', 'en').text).toContain('Ada Lovelace wrote:\n> Friday five\n> Astro 2');
    expect(quoted(null, 'en').text).toContain('Deleted user wrote:\n> Friday five');
    expect(quoted(null, 'de').text).toContain('Gelöschtes Konto schrieb:\n> Friday five');
    expect(quoted(null, 'de').html).toContain('Gelöschtes Konto schrieb:');
  });
});
