/**
 * Outgoing mail (README "Mail"; docs/design.md#picture). Decorates the app with `mailer`:
 *
 * - `sendIn(tx, mail, key?)`: the mail becomes a job written in the transaction `tx` (below); what a
 *   request decides to mail goes this way, so a crash after the commit never loses it.
 * - `send({ to, subject, text, html, link? })` returns at once and never throws: the mail becomes a job
 *   of the queue `mail.send` (plugins/jobs.ts), so no request waits on SMTP, the mail survives a restart,
 *   any one instance delivers it once, and a failed attempt is retried with exponential backoff; after
 *   the last retry the failure is logged and the mail given up. The request that caused it answers the
 *   same whether or not mail works. Each instance delivers up to MAIL_CONCURRENCY (4) mails at once, and
 *   each delivery has one overall deadline, MAIL_DEADLINE_MS (30 s): connect, TLS, every SMTP answer and
 *   the message together (nodemailer's own timeouts are idle timeouts); at the deadline the connection
 *   is closed and the attempt fails (README "Mail", and "Notifications", Delivery).
 * - `appUrl`: the base of every link in a mail (APP_URL).
 * - `feeding(queue, enqueue)`: a job that will send mail is being enqueued (notification deliveries).
 * - `idle()` resolves once every mail this instance sent so far, and every mail of the jobs announced
 *   through `feeding`, has been delivered or given up (tests).
 *
 * Transport: with `smtpUrl` (SMTP_URL) nodemailer's SMTP transport, which upgrades to TLS with STARTTLS
 * whenever the server offers it (smtps:// for implicit TLS; query options such as
 * `?tls.rejectUnauthorized=false` pass through to nodemailer). Without it every mail is rendered to a raw
 * RFC 822 message and written to DATA_DIR/outbox/<timestamp>-<id>.eml, and the log line names that
 * file, so the embedded default works with no mail server: the link is read from the file, never from the
 * log. Log lines name a recipient masked (`a…@example.test`, lib/logging.ts) and never carry a link; the
 * queue keeps a delivered mail at most about two hours (plugins/jobs.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import { PRODUCT_NAME } from '@turnout/shared';
import { translatorFor } from '@turnout/shared/i18n/all';
import { isRightToLeft, type Language } from '@turnout/shared/i18n/languages';
import type { Executor } from '../db/client.ts';
import { maskEmail } from '../lib/logging.ts';
import { escapeHtml } from '../lib/html.ts';

/**
 * One message: both a plain-text and an HTML body; `link` is the action link (never logged); `headers`
 * are extra header lines passed to nodemailer as they are (notification mails: List-Unsubscribe and
 * List-Unsubscribe-Post, RFC 2369 / RFC 8058).
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  headers?: Record<string, string>;
};

export type Mailer = {
  /** APP_URL without a trailing slash: every emailed link starts with it, never with a request's Host. */
  appUrl: string;
  send(mail: Mail): void;
  /**
   * Queues `mail` inside the transaction `tx` of the change that decided on it, so the mail exists if and
   * only if that change commits (docs/decisions/011-jobs-in-the-transaction.md). `key`, when given, is
   * the job's id (a UUID): queuing the same key twice makes one mail (a delivery job run again). Rejects
   * when the job cannot be written, which rolls the change back.
   */
  sendIn(tx: Executor, mail: Mail, key?: string): Promise<void>;
  /**
   * Tells the mailer that a job of `queue`, being enqueued by `enqueue`, sends mail when it runs (the
   * notification deliveries): `idle()` then waits for that enqueue and for every job of `queue` this
   * instance sent, before waiting for the mail they queued.
   */
  feeding(queue: string, enqueue: Promise<unknown>): void;
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
  /** Retries after the first attempt (default 5; the waits start at 30–60 s and double each time, jitter included). */
  retries?: number;
  /** One delivery's overall deadline, in milliseconds (default MAIL_DEADLINE_MS; tests shorten it). */
  deadlineMs?: number;
};

/** The queue of outgoing mail. */
export const MAIL_QUEUE = 'mail.send';
/** Mails one instance delivers at once. */
export const MAIL_CONCURRENCY = 4;
/** A delivery not done within this many milliseconds is cut off and fails (then is retried). */
export const MAIL_DEADLINE_MS = 30_000;

export default fp(
  async (app, opts: MailerOptions) => {
    const outbox = path.join(opts.dataDir, 'outbox');
    const from = { name: PRODUCT_NAME, address: `no-reply@${new URL(opts.appUrl).hostname}` };
    // nodemailer is loaded with the first mail, not at start: an idle server never needs it
    // (bench/README.md "Start-up", idle memory).
    let transporter: Promise<Transporter> | undefined;
    const transport = () =>
      (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
        opts.smtpUrl
          ? nodemailer.createTransport({
              url: opts.smtpUrl,
              connectionTimeout: 10_000,
              greetingTimeout: 10_000,
              socketTimeout: 30_000,
            })
          : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      ));
    /** Enqueues not yet stored. */
    const enqueuing = new Set<Promise<void>>();
    /** Queues whose jobs send mail, and their enqueues not yet stored. */
    const feeders = new Set<string>();
    const feeding = new Set<Promise<unknown>>();

    const deadlineMs = opts.deadlineMs ?? MAIL_DEADLINE_MS;
    const deliver = async (mail: Mail) => {
      const info = await (
        await transport()
      ).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
        // nodemailer closes the SMTP connection when the signal aborts.
        signal: AbortSignal.timeout(deadlineMs),
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

    app.jobs.define<Mail>({
      name: MAIL_QUEUE,
      retryLimit: opts.retries ?? 5,
      retryDelaySeconds: 30,
      retryBackoff: true,
      expireInSeconds: 120,
      concurrency: MAIL_CONCURRENCY,
      handler: async (mail) => {
        try {
          await deliver(mail);
        } catch (err) {
          app.log.warn({ err, to: maskEmail(mail.to), subject: mail.subject }, 'mail attempt failed');
          // What the queue stores and logs: the SMTP reply's code, never its text (it may name the address).
          const code =
            (err as { code?: string }).code === 'EABORT'
              ? `no answer within ${deadlineMs} ms`
              : ((err as { responseCode?: number; code?: string }).responseCode ??
                (err as { code?: string }).code);
          throw new Error(`The mail could not be delivered${code ? ` (${code})` : ''}.`);
        }
      },
      onGiveUp: (mail) => {
        app.log.error({ to: maskEmail(mail.to), subject: mail.subject }, 'mail could not be sent; giving up');
      },
    });

    const mailer: Mailer = {
      appUrl: opts.appUrl.replace(/\/+$/, ''),
      send(mail) {
        // `link` stays out of the queue: it is in the bodies already, and only tests read it.
        const { link: _link, ...stored } = mail;
        const job: Promise<void> = app.jobs
          .send(MAIL_QUEUE, stored)
          .then(() => {})
          .catch((err: unknown) => {
            app.log.error({ err, to: maskEmail(mail.to), subject: mail.subject }, 'mail could not be queued');
          })
          .finally(() => enqueuing.delete(job));
        enqueuing.add(job);
      },
      async sendIn(tx, mail, key) {
        const { link: _link, ...stored } = mail;
        await app.jobs.send(MAIL_QUEUE, stored, { tx, ...(key ? { id: key } : {}) });
      },
      feeding(queue, enqueue) {
        feeders.add(queue);
        const tracked = enqueue.finally(() => feeding.delete(tracked));
        // The enqueue's own failure is its caller's to log.
        tracked.catch(() => {});
        feeding.add(tracked);
      },
      async idle() {
        do {
          while (feeding.size > 0) await Promise.allSettled([...feeding]);
          if (feeders.size > 0) await app.jobs.idle([...feeders]);
          while (enqueuing.size > 0) await Promise.allSettled([...enqueuing]);
        } while (feeding.size > 0);
        await app.jobs.idle([MAIL_QUEUE]);
      },
    };

    app.decorate('mailer', mailer);
    // Mails being queued are stored, and deliveries running finish (the queue stops first), before the
    // transport closes; a mail still waiting for a retry stays queued for the next start.
    app.addHook('onClose', async () => {
      await Promise.allSettled([...enqueuing]);
      await app.jobs.stop();
      if (transporter) (await transporter.catch(() => null))?.close();
    });
  },
  { name: 'mailer', dependencies: ['jobs'] },
);

/**
 * Text a user wrote (a game's description and venue, a chat message), shown as theirs: "{author} wrote:"
 * over a quoted block (README "Notifications", "What a member can cause others to receive").
 */
export type MailQuote = {
  /** The author's full name; null once their account is gone (the mail says "Deleted user", mail:deletedUser). */
  author: string | null;
  text: string;
};

/**
 * `s` escaped for HTML, with a zero-width space after each `.`, `:`, `/` and `@` inside a word, so that
 * no mail client turns a URL or address in a user's text into a link ("https:&#8203;//&#8203;evil.&#8203;example" in the HTML).
 */
const unlinkedHtml = (s: string) => escapeHtml(s).replace(/([.:/@])(?=[^\s])/g, '$1&#8203;');

/** The quote's words in the plain part: "{author} wrote:" (`wrote`, in the reader's language) and the text as "> " lines. */
const quoteText = (q: MailQuote, wrote: string) =>
  [wrote, ...q.text.split(/\r?\n/).map((l) => `> ${l}`)].join('\n');

/** The quote in the HTML part: the author line and a blockquote of escaped, never linked, text. */
const quoteHtml = (q: MailQuote, wrote: string) =>
  `<p style="margin:0 0 4px;color:#5c5f66">${escapeHtml(wrote)}</p>\n<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #ced4da;color:#1a1b1e;white-space:pre-wrap">${q.text
    .split(/\r?\n/)
    .map(unlinkedHtml)
    .join('<br>')}</blockquote>`;

/** A button of a mail: its label and absolute URL. */
export type MailAction = { label: string; url: string };

/**
 * Builds a Mail in the product's one layout: a greeting line, paragraphs (a MailQuote among them is a
 * user's text: "{author} wrote:" over a blockquote, never linked), one action button or a row of
 * `actions` (each URL also written out in full, for clients that hide buttons: in the HTML under the
 * buttons, in the plain text as "Label: URL" lines), secondary `links` (small "Label: URL" lines under
 * them, e.g. "Open the game"), closing paragraphs, and an optional `footer` link
 * in small print (notification mails: "Stop these emails"). Text is escaped for the HTML part. Every
 * mail carries the product name in its subject and signature. `link` of the Mail is the first action's
 * URL; `headers` pass through.
 */
export function renderMail(input: {
  to: string;
  subject: string;
  paragraphs: (string | MailQuote)[];
  action?: MailAction;
  actions?: MailAction[];
  links?: MailAction[];
  after?: string[];
  footer?: MailAction;
  headers?: Record<string, string>;
  /** The recipient's language (README "Languages"): the HTML's lang and dir and the mail's own words; default English. */
  language?: Language;
}): Mail {
  const { to, subject, paragraphs, links = [], after = [], footer, headers, language = 'en' } = input;
  const { t } = translatorFor(language);
  const wrote = (q: MailQuote) => t('mail:wrote', { author: q.author ?? t('mail:deletedUser') });
  const actions = [...(input.action ? [input.action] : []), ...(input.actions ?? [])];
  const text = [
    ...paragraphs.map((x) => (typeof x === 'string' ? x : quoteText(x, wrote(x)))),
    ...(actions.length > 0 ? [actions.map((a) => `${a.label}: ${a.url}`).join('\n')] : []),
    ...links.map((a) => `${a.label}: ${a.url}`),
    ...after,
    `— ${PRODUCT_NAME}`,
    ...(footer ? [`${footer.label}: ${footer.url}`] : []),
  ].join('\n\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const button = (a: MailAction, first: boolean) =>
    `<a href="${escapeHtml(a.url)}" style="display:inline-block;margin:0 8px 8px 0;background:${first ? '#2f9e44' : '#495057'};color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(a.label)}</a>`;
  const line = (a: MailAction) =>
    `<p style="margin:0 0 8px;font-size:14px;color:#5c5f66;word-break:break-all;overflow-wrap:anywhere">${escapeHtml(a.label)}: <a href="${escapeHtml(a.url)}">${escapeHtml(a.url)}</a></p>`;
  const written =
    actions.length === 1
      ? `<p style="margin:0 0 16px;font-size:14px;color:#5c5f66;word-break:break-all;overflow-wrap:anywhere">${escapeHtml(t('mail:openLink'))} <a href="${escapeHtml(actions[0]!.url)}">${escapeHtml(actions[0]!.url)}</a></p>`
      : actions.map(line).join('\n');
  const html = `<!doctype html>
<html lang="${language}" dir="${isRightToLeft(language) ? 'rtl' : 'ltr'}"><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1b1e;margin:0;padding:24px">
<div style="max-width:520px;margin:0 auto">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</h1>
${paragraphs.map((x) => (typeof x === 'string' ? p(x) : quoteHtml(x, wrote(x)))).join('\n')}
${actions.length > 0 ? `<p style="margin:24px 0 16px">${actions.map((a, i) => button(a, i === 0)).join('')}</p>\n${written}` : ''}
${links.map(line).join('\n')}
${after.map(p).join('\n')}
<p style="margin:24px 0 0;font-size:14px;color:#5c5f66">— ${escapeHtml(PRODUCT_NAME)}</p>
${footer ? `<p style="margin:16px 0 0;font-size:12px;color:#5c5f66"><a href="${escapeHtml(footer.url)}" style="color:#5c5f66">${escapeHtml(footer.label)}</a></p>` : ''}
</div></body></html>`;
  return {
    to,
    subject,
    text,
    html,
    ...(actions[0] ? { link: actions[0].url } : {}),
    ...(headers ? { headers } : {}),
  };
}
