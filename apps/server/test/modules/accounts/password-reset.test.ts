import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../../src/db/schema.ts';
import { build } from '../../support/build.ts';
import { createUser, type TestUser } from '../../support/factories.ts';
import { buildWithMail, type MailContext } from '../../support/mail-app.ts';
import type { SmtpSink } from '../../support/smtp.ts';
import { closeClients, connectClient, listen, nextEvent } from '../../support/sockets.ts';
import { POSTGRES } from '../../support/servers.ts';

const APP_URL = 'https://turnout.example';
const SAME_ANSWER = { message: 'If an account exists for that address, a reset link has been sent.' };
const NEW_PASSWORD = 'a brand new password';

/**
 * Password recovery by email (docs/product.md#s2-forgot-password, #s2-reset-password, #s7): a real
 * SMTP server receives the reset mail and the tests follow its link.
 */
describe('password reset', () => {
  let t: MailContext;
  let smtp: SmtpSink;
  let base: string;
  let ip = 0;
  beforeAll(async () => {
    t = await buildWithMail({ APP_URL });
    smtp = t.smtp;
    base = await listen(t);
  });
  afterAll(async () => {
    closeClients();
    await t.close();
  });

  /** Each test calls from its own address, so the per-IP limit only shows where a test means it to. */
  const newIp = () => `10.0.0.${++ip}`;
  const request = (email: string, remoteAddress = '10.0.1.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/login/request-password-reset',
      payload: { email },
      remoteAddress,
    });
  const reset = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/login/reset-password', payload });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: newIp() });
  /** Requests a reset for `user` and returns the link's token and email, read from the received mail. */
  const mailedLink = async (user: TestUser) => {
    expect((await request(user.email, newIp())).statusCode).toBe(200);
    const mail = await smtp.nextMail(user.email);
    const link = new URL(mail.links.find((l) => l.includes('/reset-password'))!);
    return { mail, link, token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
  };

  it('request → mail → reset: the new password works, the old one and every old sign-in do not', async () => {
    const user = await createUser(t);
    const { mail, link, token, email } = await mailedLink(user);
    expect(mail.subject).toBe('Reset your Turnout password');
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/reset-password`);
    expect(email).toBe(user.email);
    expect(mail.html).toContain('/reset-password?token=');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const res = await reset({ token, email, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password reset successfully' });
    expect(res.json()).not.toHaveProperty('token');

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(user) });
    expect(me.statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await reset({ token, email, newPassword: 'yet another password' });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().error).toBe('This reset link has already been used. Request a new one.');
  });

  it('stores only a hash of the token, valid for one hour', async () => {
    const user = await createUser(t);
    const { token } = await mailedLink(user);
    const [row] = await t.app.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(60, 1);
  });

  it('answers an unknown email exactly like a known one, and mails nobody', async () => {
    const user = await createUser(t);
    const known = await request(user.email, newIp());
    const unknown = await request('nobody.here@example.test', newIp());
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(SAME_ANSWER);
    expect(known.json()).toEqual(SAME_ANSWER);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(unknown.body.length).toBe(known.body.length);
    await smtp.nextMail(user.email);
    await t.app.background.idle();
    await t.app.mailer.idle();
    expect(smtp.received.some((m) => m.to.includes('nobody.here@example.test'))).toBe(false);
  });

  it('a newer request invalidates the older link', async () => {
    const user = await createUser(t);
    const older = await mailedLink(user);
    const newer = await mailedLink(user);
    const refused = await reset({ token: older.token, email: older.email, newPassword: NEW_PASSWORD });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('This reset link is not valid. Request a new one.');
    expect(
      (await reset({ token: newer.token, email: newer.email, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired link, a forged one, another email and a missing token with a sentence', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const { token, email } = await mailedLink(user);

    const wrongEmail = await reset({ token, email: other.email, newPassword: NEW_PASSWORD });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().error).toBe('This reset link is not valid. Request a new one.');
    const forged = await reset({ token: 'B'.repeat(43), email, newPassword: NEW_PASSWORD });
    expect(forged.statusCode).toBe(400);
    const missing = await reset({ email, newPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Invalid or missing reset link.');
    const short = await reset({ token, email, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('New password must be at least 8 characters.');

    await t.app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const expired = await reset({ token, email, newPassword: NEW_PASSWORD });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      error: 'This reset link has expired. Request a new one.',
      message: 'This reset link has expired. Request a new one.',
      code: 'RESET_LINK_EXPIRED',
    });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it(`${POSTGRES} two parallel resets with one link: exactly one succeeds`, async () => {
    const user = await createUser(t);
    const { token, email } = await mailedLink(user);
    const replies = await Promise.all(
      ['first password!', 'second password!'].map((newPassword) => reset({ token, email, newPassword })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 410]);
  });

  it('disconnects the sockets of the user after a reset', async () => {
    const user = await createUser(t);
    const socket = await connectClient(base, user.token);
    const { token, email } = await mailedLink(user);
    const gone = nextEvent(socket, 'disconnect');
    expect((await reset({ token, email, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    await gone;
  });

  it('limits requests per email and per IP address (429 with a sentence); every email counts alike', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) expect((await request(user.email, newIp())).statusCode).toBe(200);
    const limited = await request(user.email, newIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(
      /^Too many password reset requests\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) await request('ghost@example.test', newIp());
    expect((await request('ghost@example.test', newIp())).statusCode).toBe(429);

    const address = newIp();
    for (let i = 0; i < 20; i++)
      expect((await request(`many${i}@example.test`, address)).statusCode).toBe(200);
    const byIp = await request('one-more@example.test', address);
    expect(byIp.statusCode).toBe(429);
    expect((await request('one-more@example.test', newIp())).statusCode).toBe(200);
  });

  it("a password change and an account deletion also disconnect the user's sockets", async () => {
    const changer = await createUser(t);
    const changed = await connectClient(base, changer.token);
    const changedGone = nextEvent(changed, 'disconnect');
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers: t.auth(changer),
      payload: { currentPassword: changer.password, newPassword: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    await changedGone;

    const leaver = await createUser(t);
    const deleted = await connectClient(base, leaver.token);
    const deletedGone = nextEvent(deleted, 'disconnect');
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/delete-account',
      headers: t.auth(leaver),
    });
    expect(del.statusCode).toBe(200);
    await deletedGone;
  });

  it('serves the reset page with Referrer-Policy: no-referrer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/reset-password?token=abc&email=a%40b.test' });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('password reset without SMTP_URL', () => {
  it('writes the reset mail to DATA_DIR/outbox, where a person can follow its link', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-outbox-'));
    const t = await build({ DATA_DIR: dataDir, APP_URL });
    try {
      const user = await createUser(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login/request-password-reset',
        payload: { email: user.email },
      });
      expect(res.json()).toEqual(SAME_ANSWER);
      await t.app.background.idle();
      await t.app.mailer.idle();
      const [file] = await readdir(path.join(dataDir, 'outbox'));
      const mail = await simpleParser(await readFile(path.join(dataDir, 'outbox', file!)));
      expect(mail.subject).toBe('Reset your Turnout password');
      const link = new URL(/https:\/\/\S+/.exec(mail.text ?? '')![0]);
      const done = await t.app.inject({
        method: 'POST',
        url: '/api/login/reset-password',
        payload: {
          token: link.searchParams.get('token'),
          email: link.searchParams.get('email'),
          newPassword: NEW_PASSWORD,
        },
      });
      expect(done.statusCode).toBe(200);
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

/** The reset mail in its recipient's language, one per language (README "Languages"), through real SMTP. */
describe('the password-reset mail in the recipient’s language', () => {
  let t: MailContext;
  beforeAll(async () => {
    t = await buildWithMail({ APP_URL });
  });
  afterAll(() => t.close());

  const subjects = {
    en: 'Reset your Turnout password',
    es: 'Restablece tu contraseña de Turnout',
    fr: 'Réinitialisez votre mot de passe Turnout',
    'pt-BR': 'Redefina sua senha do Turnout',
    de: 'Setze dein Turnout-Passwort zurück',
    ar: 'أعد تعيين كلمة مرورك في Turnout',
  } as const;
  const greetings = {
    en: 'Hi Thabo,',
    es: 'Hola, Thabo:',
    fr: 'Bonjour Thabo,',
    'pt-BR': 'Olá, Thabo,',
    de: 'Hallo Thabo,',
    ar: 'مرحبًا Thabo،',
  } as const;

  it.each(Object.keys(subjects) as (keyof typeof subjects)[])('%s', async (language) => {
    const user = await createUser(t, { name: 'Thabo' });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: t.auth(user),
      payload: { name: user.name, surname: user.surname, email: user.email, mobile: user.mobile, language },
    });
    expect(put.statusCode).toBe(200);
    // The request carries another language: the mail follows the recipient's choice, not the request's.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/request-password-reset',
      headers: { 'accept-language': language === 'de' ? 'fr' : 'de' },
      payload: { email: user.email },
      remoteAddress: `10.9.0.${Object.keys(subjects).indexOf(language) + 1}`,
    });
    expect(res.statusCode).toBe(200);
    const mail = await t.smtp.nextMail(user.email);
    expect(mail.subject).toBe(subjects[language]);
    expect(mail.text).toContain(greetings[language]);
    expect(mail.html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(mail.links.some((l) => l.includes('/reset-password?token='))).toBe(true);
  });
});
