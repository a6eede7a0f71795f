/**
 * Outgoing mail (README "Mail"; DESIGN.md "The picture"). Decorates the app with `mailer`:
 *
 * - `send({ to, subject, text, html, link? })` returns at once and never throws: the mail goes out in
 *   the background, retried with exponential backoff (p-retry, 4 attempts by default) and a final
 *   failure is logged, so the request that caused it answers the same whether or not mail works.
 * - `appUrl`: the base of every link in a mail (APP_URL).
 * - `idle()` resolves once every mail sent so far has been delivered or given up (tests await it).
 *
 * Transport: with `smtpUrl` (SMTP_URL) nodemailer's SMTP transport, which upgrades to TLS with STARTTLS
 * whenever the server offers it (smtps:// for implicit TLS; query options such as
 * `?tls.rejectUnauthorized=false` pass through to nodemailer). Without it every mail is rendered to a raw
 * RFC 822 message and written to DATA_DIR/outbox/<timestamp>-<id>.eml, and the log line names that
 * file, so the embedded default works with no mail server: the link is read from the file, never from the
 * log. Log lines name a recipient masked (`a…@example.test`, lib/logging.ts) and never carry a link.
 *
 * On app close, retries still waiting are abandoned (logged) and attempts in flight get a few seconds to
 * finish before the transport closes.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import pRetry from 'p-retry';
import { PRODUCT_NAME } from '@turnout/shared';
import { maskEmail } from '../lib/logging.ts';

/** One message: both a plain-text and an HTML body; `link` is the action link (never logged). */
export type Mail = { to: string; subject: string; text: string; html: string; link?: string };

export type Mailer = {
  /** APP_URL without a trailing slash: every emailed link starts with it, never with a request's Host. */
  appUrl: string;
  send(mail: Mail): void;
  idle(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export type MailerOptions = {
  smtpUrl?: string;
  /** The outbox goes to `<dataDir>/outbox` when there is no smtpUrl. */
  dataDir: string;
  /** Public base URL (APP_URL): its host names the sender, no-reply@<host>. */
  appUrl: string;
  /** Retries after the first attempt (default 3) and the first backoff in ms (default 1000, doubling). */
  retries?: number;
  minTimeoutMs?: number;
};

/** How long close() waits for attempts already talking to the SMTP server. */
const CLOSE_GRACE_MS = 5_000;

export default fp(
  async (app, opts: MailerOptions) => {
    const outbox = path.join(opts.dataDir, 'outbox');
    const from = { name: PRODUCT_NAME, address: `no-reply@${new URL(opts.appUrl).hostname}` };
    const transport = opts.smtpUrl
      ? nodemailer.createTransport({
          url: opts.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const pending = new Set<Promise<void>>();
    const closing = new AbortController();

    const deliver = async (mail: Mail) => {
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      if (opts.smtpUrl) {
        app.log.info(
          { to: maskEmail(mail.to), subject: mail.subject, messageId: info.messageId },
          'mail sent',
        );
        return;
      }
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      app.log.info(
        { to: maskEmail(mail.to), subject: mail.subject, file },
        `Mail "${mail.subject}" written to ${file} (open it for the link)`,
      );
    };

    const mailer: Mailer = {
      appUrl: opts.appUrl.replace(/\/+$/, ''),
      send(mail) {
        const job: Promise<void> = pRetry(() => deliver(mail), {
          retries: opts.retries ?? 3,
          minTimeout: opts.minTimeoutMs ?? 1_000,
          factor: 2,
          randomize: true,
          signal: closing.signal,
          onFailedAttempt: ({ error, attemptNumber, retriesLeft }) => {
            app.log.warn(
              { err: error, to: maskEmail(mail.to), subject: mail.subject, attemptNumber, retriesLeft },
              'mail attempt failed',
            );
          },
        })
          .catch((err: unknown) => {
            app.log.error(
              { err, to: maskEmail(mail.to), subject: mail.subject },
              'mail could not be sent; giving up',
            );
          })
          .finally(() => pending.delete(job));
        pending.add(job);
      },
      async idle() {
        while (pending.size > 0) await Promise.allSettled([...pending]);
      },
    };

    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      closing.abort(new Error('The server is shutting down.'));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        mailer.idle(),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, CLOSE_GRACE_MS);
        }),
      ]);
      clearTimeout(timer);
      transport.close();
    });
  },
  { name: 'mailer' },
);

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Builds a Mail in the product's one layout: a greeting line, paragraphs, one action button (its URL
 * also written out in full, for clients that hide buttons), and closing paragraphs. Text is escaped for
 * the HTML part. Every mail carries the product name in its subject and signature.
 */
export function renderMail(input: {
  to: string;
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
  after?: string[];
}): Mail {
  const { to, subject, paragraphs, action, after = [] } = input;
  const text = [...paragraphs, `${action.label}: ${action.url}`, ...after, `— ${PRODUCT_NAME}`].join('\n\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const url = escapeHtml(action.url);
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1b1e;margin:0;padding:24px">
<div style="max-width:520px;margin:0 auto">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</h1>
${paragraphs.map(p).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="background:#2f9e44;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#5c5f66">Or open this link: <a href="${url}">${url}</a></p>
${after.map(p).join('\n')}
<p style="margin:24px 0 0;font-size:14px;color:#5c5f66">— ${escapeHtml(PRODUCT_NAME)}</p>
</div></body></html>`;
  return { to, subject, text, html, link: action.url };
}
