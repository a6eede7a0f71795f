import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../support/build.ts';
import { createGroup, createUser, FACTORY_PASSWORD } from '../support/factories.ts';
import { startSmtp, type SmtpSink } from '../support/smtp.ts';
import { loggerOptions } from '../../src/lib/logging.ts';

const APP_URL = 'https://turnout.example';

/**
 * No log line, at any level, carries a password, a password hash, a token, a reset or invitation link,
 * a query's parameters or the personal data sent (lib/logging.ts). The whole log is captured at trace
 * level while the flows that handle those values run, then searched for each of them.
 */
describe('logs', () => {
  let t: TestContext;
  let smtp: SmtpSink;
  const lines: string[] = [];
  const log = () => lines.join('');
  beforeAll(async () => {
    smtp = await startSmtp();
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await build(
      { SMTP_URL: smtp.url, APP_URL },
      { logger: { ...(loggerOptions('trace') as object), stream } },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('log a database error during sign-up by its code and constraint, without a value that was sent', async () => {
    // A check the sign-up's insert fails, set up in this test's database only. PostgreSQL then reports
    // "Failing row contains (…)" with every column, the password hash included, and Drizzle's error
    // repeats the query with all its parameters.
    await t.app.db.execute(
      sql.raw(`alter table users add constraint users_test_refused check (surname <> 'Refused') not valid`),
    );
    const sent = {
      name: 'Ayanda',
      surname: 'Refused',
      email: 'ayanda.private@example.test',
      mobile: '0837654321',
      password: 'my very own secret phrase',
    };
    try {
      const res = await t.app.inject({ method: 'POST', url: '/signup', payload: sent });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: 'Something went wrong on our side. Please try again.',
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
      });
    } finally {
      await t.app.db.execute(sql.raw('alter table users drop constraint users_test_refused'));
    }

    const error = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.level === 50);
    expect(error).toMatchObject({
      msg: 'unhandled error',
      dbError: { code: '23514', constraint: 'users_test_refused', table: 'users' },
    });
    for (const value of [sent.email, sent.mobile, sent.password, 'Ayanda', '$argon2', 'insert into']) {
      expect(log()).not.toContain(value);
    }
  });

  it('carry no token, link, password or address through sign-in, password reset and invitation', async () => {
    const user = await createUser(t);
    const admin = await createUser(t);
    const group = await createGroup(t, admin);
    const newPassword = 'a brand new secret';

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: FACTORY_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const signInToken = login.json().token as string;
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(signInToken) });
    expect(me.statusCode).toBe(200);

    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/login/request-password-reset',
      payload: { email: user.email },
    });
    expect(requested.statusCode).toBe(200);
    const resetLink = (await smtp.nextMail(user.email)).links.find((l) => l.includes('/reset-password'))!;
    const resetToken = new URL(resetLink).searchParams.get('token')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/login/reset-password',
      payload: { token: resetToken, email: user.email, newPassword },
    });
    expect(reset.statusCode).toBe(200);

    const invitee = { email: 'invitee.private@example.test', mobile: '0839876543' };
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/groups/${group.id}/members`,
      headers: t.auth(admin),
      payload: invitee,
    });
    expect(invited.json()).toMatchObject({ invited: true });
    const inviteLink = (await smtp.nextMail(invitee.email)).links.find((l) => l.includes('/invite/'))!;
    const inviteToken = decodeURIComponent(inviteLink.split('/invite/')[1]!);
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/invites/verify/${encodeURIComponent(inviteToken)}`,
    });
    expect(verified.statusCode).toBe(200);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/signup',
      payload: { name: 'Lerato', surname: 'Dlamini', ...invitee, password: FACTORY_PASSWORD, inviteToken },
    });
    expect(joined.statusCode).toBe(201);
    const joinedToken = joined.json().token as string;
    await t.app.background.idle();
    await t.app.mailer.idle();

    // The flows were logged (requests, mails sent), only without their secrets.
    expect(log()).toContain('"msg":"mail sent"');
    expect(log()).toContain('/api/invites/verify/[redacted]');
    const secrets = [signInToken, joinedToken, resetToken, resetLink, inviteToken, inviteLink];
    const people = [user.email, invitee.email, invitee.mobile, admin.email];
    for (const value of [...secrets, ...people, FACTORY_PASSWORD, newPassword, '$argon2']) {
      expect(log()).not.toContain(value);
    }
  });
});
