/**
 * buildWithMail(): build() with a real SMTP sink (test/support/smtp.ts) that the app mails to, for the
 * tests that read the mail the app sends. APP_URL is https://turnout.example unless `env` says otherwise.
 * `close()` closes the app, drops its database and then stops the sink.
 *
 *   let t: MailContext;
 *   let smtp: SmtpSink;
 *   beforeAll(async () => {
 *     t = await buildWithMail({}, { clock: () => now });
 *     smtp = t.smtp;
 *   });
 *   afterAll(() => t.close());
 */
import { afterAll, beforeAll } from 'vitest';
import { build, type BuildExtras, type TestContext } from './build.ts';
import { startSmtp, type SmtpSink } from './smtp.ts';

export type MailContext = TestContext & { smtp: SmtpSink };

/** A fresh app (as build()'s) whose SMTP_URL is a new SMTP sink; the sink is `smtp` of the result. */
export async function buildWithMail(
  env: NodeJS.ProcessEnv = {},
  options: BuildExtras = {},
): Promise<MailContext> {
  const smtp = await startSmtp();
  const t = await build({ SMTP_URL: smtp.url, APP_URL: 'https://turnout.example', ...env }, options).catch(
    async (err: unknown) => {
      await smtp.close();
      throw err;
    },
  );
  return {
    ...t,
    smtp,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}

/**
 * Wires a test file's hooks around buildWithMail(env, options): before all, the app (its sink as
 * `smtp`) handed to `ready`, which sets the tests' variables; after all, app and sink closed.
 *
 *   withMailApp((app) => ([t, smtp] = [app, app.smtp]), {}, { clock: () => now });
 */
export function withMailApp(
  ready: (t: MailContext) => void,
  env: NodeJS.ProcessEnv = {},
  options: BuildExtras = {},
): void {
  let t: MailContext | undefined;
  beforeAll(async () => {
    t = await buildWithMail(env, options);
    ready(t);
  });
  afterAll(() => t?.close());
}
