/**
 * A real SMTP server for tests (the `smtp-server` package on 127.0.0.1, a random port): it receives
 * every mail the app sends, parses it with mailparser and lets a test wait for the next mail to an
 * address. It offers STARTTLS with smtp-server's built-in self-signed certificate, so `url` tells
 * nodemailer to accept that certificate.
 *
 *   const smtp = await startSmtp();
 *   const t = await build({ SMTP_URL: smtp.url, APP_URL: 'https://turnout.example' });
 *   const mail = await smtp.nextMail('someone@example.test');   // { subject, text, html, links, headers, secure }
 *   smtp.failNext(2); smtp.stallNext(1);   // a flaky relay (451), a relay that never answers
 *   await smtp.close();
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the plain-text part, in order. */
  links: string[];
  /**
   * The message's header lines as sent, unfolded: lower-case name → value (the first line of a name
   * that occurs more than once), e.g. `headers.get('list-unsubscribe')`.
   */
  headers: Map<string, string>;
  /** True when the message came over a TLS connection (STARTTLS). */
  secure: boolean;
};

export type SmtpSink = {
  url: string;
  /** Every mail received so far, oldest first. */
  received: ReceivedMail[];
  /** The oldest not yet taken mail to `address` (case-insensitive), waiting up to `timeoutMs` for one. */
  nextMail(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Answers the next `count` messages with a temporary failure (451), as a flaky relay would. */
  failNext(count: number): void;
  /**
   * Never answers the next `count` messages once their data is in (no 250, no error), as a relay that
   * hangs would; `stalled()` resolves once that many messages have so far been left unanswered.
   */
  stallNext(count: number): void;
  stalled(count: number): Promise<void>;
  close(): Promise<void>;
};

export async function startSmtp(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  let failures = 0;
  let stalls = 0;
  let stalledSoFar = 0;

  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          if (stalls > 0) {
            stalls -= 1;
            stalledSoFar += 1;
            for (const wake of [...waiters]) wake();
            return;
          }
          if (failures > 0) {
            failures -= 1;
            const err = Object.assign(new Error('Temporary failure, try again later'), { responseCode: 451 });
            return callback(err);
          }
          const text = parsed.text ?? '';
          const headers = new Map<string, string>();
          for (const { key, line } of parsed.headerLines) {
            const value = line
              .slice(line.indexOf(':') + 1)
              .replace(/\r?\n(?=[ \t])/g, '')
              .trim();
            if (!headers.has(key.toLowerCase())) headers.set(key.toLowerCase(), value);
          }
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
            headers,
            secure: session.secure,
          });
          for (const wake of [...waiters]) wake();
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const take = (address: string) => {
    const mail = received.find((m) => !taken.has(m) && m.to.includes(address.toLowerCase()));
    if (mail) taken.add(mail);
    return mail;
  };

  return {
    url: `smtp://127.0.0.1:${port}?tls.rejectUnauthorized=false`,
    received,
    nextMail(address, timeoutMs = 10_000) {
      const now = take(address);
      if (now) return Promise.resolve(now);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = take(address);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`No mail to ${address} within ${timeoutMs} ms.`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    failNext(count) {
      failures = count;
    },
    stallNext(count) {
      stalls = count;
    },
    stalled: (count) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (stalledSoFar < count) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
