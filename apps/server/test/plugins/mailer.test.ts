import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type SmtpSink } from '../support/smtp.ts';
import mailer, { renderMail, type MailerOptions } from '../../src/plugins/mailer.ts';

/** A Fastify app with only the mailer, its JSON log lines collected in `logs`. */
async function appWithMailer(opts: MailerOptions) {
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) logs.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(mailer, opts);
  await app.ready();
  return { app, logs };
}

const mail = (to: string) =>
  renderMail({
    to,
    subject: 'Join Thursday Five-a-side',
    paragraphs: ['Hi,', 'Thabo <admin> invited you.'],
    action: { label: 'Join', url: 'https://turnout.example/invite/abc' },
  });

/** Outgoing mail (README "Mail"): SMTP with STARTTLS, retries with backoff, the outbox fallback. */
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
    const { app } = await appWithMailer({ smtpUrl: smtp.url, dataDir, appUrl: 'https://turnout.example' });
    expect(app.mailer.send(mail('ayanda@example.test'))).toBeUndefined();
    const got = await smtp.nextMail('ayanda@example.test');
    expect(got.secure).toBe(true);
    expect(got.from).toBe('no-reply@turnout.example');
    expect(got.subject).toBe('Join Thursday Five-a-side');
    expect(got.text).toContain('Thabo <admin> invited you.');
    expect(got.text).toContain('Turnout');
    expect(got.links).toEqual(['https://turnout.example/invite/abc']);
    expect(got.html).toContain('Thabo &lt;admin&gt; invited you.');
    expect(got.html).toContain('href="https://turnout.example/invite/abc"');
    await app.close();
  });

  it('retries a temporary failure with backoff until the mail goes through', async () => {
    const { app, logs } = await appWithMailer({
      smtpUrl: smtp.url,
      dataDir,
      appUrl: 'https://turnout.example',
      minTimeoutMs: 10,
    });
    smtp.failNext(2);
    app.mailer.send(mail('retry@example.test'));
    await app.mailer.idle();
    expect((await smtp.nextMail('retry@example.test', 1000)).subject).toBe('Join Thursday Five-a-side');
    expect(logs.filter((l) => l.msg === 'mail attempt failed')).toHaveLength(2);
    await app.close();
  });

  it('gives up after the last retry and logs the failure, without throwing anywhere', async () => {
    const { app, logs } = await appWithMailer({
      smtpUrl: smtp.url,
      dataDir,
      appUrl: 'https://turnout.example',
      retries: 2,
      minTimeoutMs: 10,
    });
    smtp.failNext(3);
    app.mailer.send(mail('lost@example.test'));
    await app.mailer.idle();
    expect(smtp.received.some((m) => m.to.includes('lost@example.test'))).toBe(false);
    expect(logs.filter((l) => l.msg === 'mail attempt failed')).toHaveLength(3);
    expect(logs.find((l) => l.level === 50)).toMatchObject({ to: 'l…@example.test' });
    await app.close();
  });

  it('closes promptly, abandoning retries still waiting', async () => {
    const { app, logs } = await appWithMailer({
      smtpUrl: smtp.url,
      dataDir,
      appUrl: 'https://turnout.example',
      minTimeoutMs: 600_000,
    });
    smtp.failNext(1);
    app.mailer.send(mail('late@example.test'));
    await new Promise<void>((resolve) => {
      const check = () =>
        logs.some((l) => l.msg === 'mail attempt failed') ? resolve() : setTimeout(check, 10);
      check();
    });
    await app.close();
    expect(smtp.received.some((m) => m.to.includes('late@example.test'))).toBe(false);
    expect(logs.find((l) => l.level === 50)).toMatchObject({ to: 'l…@example.test' });
  });

  it('without SMTP_URL writes an .eml file to DATA_DIR/outbox and logs its file, never the link or the address', async () => {
    const { app, logs } = await appWithMailer({ dataDir, appUrl: 'http://localhost:3000' });
    app.mailer.send(mail('outbox@example.test'));
    await app.mailer.idle();
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
    await app.close();
  });
});
