import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../../src/lib/logging.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createUser } from '../../support/factories.ts';
import { startSmtp, type SmtpSink } from '../../support/smtp.ts';

const SAME_ANSWER = { message: 'If an account exists for that address, a reset link has been sent.' };

/**
 * A password-reset request answers before it looks the email up (plugins/background.ts): the answer for
 * an address with an account and for one without is the same, whatever happens after it — the mail
 * still goes out, and a database failure there is only logged. (Both answers also take the same time;
 * timings are measured in bench/reset-timing.ts, not asserted here.)
 */
describe('password reset request answers first', () => {
  let t: TestContext;
  let smtp: SmtpSink;
  const lines: string[] = [];
  let ip = 0;
  beforeAll(async () => {
    smtp = await startSmtp();
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await build(
      { SMTP_URL: smtp.url, APP_URL: 'https://turnout.example' },
      { logger: { ...(loggerOptions('info') as object), stream } },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const request = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login/request-password-reset',
      payload: { email },
      remoteAddress: `10.0.2.${++ip}`,
    });
  /** Status, body and headers, without the two that differ on every request (its id and the date). */
  const answer = (res: Awaited<ReturnType<typeof request>>) => {
    const { 'x-request-id': _id, date: _date, ...headers } = res.headers;
    return { status: res.statusCode, body: res.body, headers };
  };

  it('answers a known and an unknown email identically, and the known one still gets its link', async () => {
    const user = await createUser(t);
    const known = await request(user.email);
    const unknown = await request('nobody.at.all@example.test');
    expect(known.json()).toEqual(SAME_ANSWER);
    expect(answer(unknown)).toEqual(answer(known));

    const mail = await smtp.nextMail(user.email);
    expect(mail.links.some((l) => l.startsWith('https://turnout.example/reset-password?token='))).toBe(true);
    await t.app.background.idle();
    await t.app.mailer.idle();
    expect(smtp.received.some((m) => m.to.includes('nobody.at.all@example.test'))).toBe(false);
  });

  it('a database failure after the answer changes nothing in it, mails nothing and is logged by code only', async () => {
    const user = await createUser(t);
    // Storing this user's reset link fails, in this test's database only.
    await t.app.db.execute(
      sql.raw(
        `alter table password_resets add constraint password_resets_test_refused check (user_id <> ${user.id}) not valid`,
      ),
    );
    try {
      const failing = await request(user.email);
      const unknown = await request('nobody.either@example.test');
      expect(failing.json()).toEqual(SAME_ANSWER);
      expect(answer(failing)).toEqual(answer(unknown));
      await t.app.background.idle();
      await t.app.mailer.idle();
    } finally {
      await t.app.db.execute(
        sql.raw('alter table password_resets drop constraint password_resets_test_refused'),
      );
    }
    expect(smtp.received.some((m) => m.to.includes(user.email))).toBe(false);
    const errors = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.level === 50);
    expect(errors).toEqual([
      expect.objectContaining({
        msg: 'password reset request failed',
        err: expect.objectContaining({
          dbError: { code: '23514', constraint: 'password_resets_test_refused', table: 'password_resets' },
        }),
      }),
    ]);
    expect(lines.join('')).not.toContain(user.email);
  });
});
