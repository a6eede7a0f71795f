/**
 * Sign-in by email (README "Signing in"; docs/decisions/023-email-sign-in.md): a real SMTP sink receives
 * the mail, the tests type its code and follow its link. The app's clock is the test's (expiry), the
 * browser binding is the `turnout_email_sign_in` cookie the request set.
 */
import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginEmailRequests, users } from '../../../src/db/schema.ts';
import { createUser, type TestUser } from '../../support/factories.ts';
import { withMailApp, type MailContext } from '../../support/mail-app.ts';
import type { SmtpSink } from '../../support/smtp.ts';
import { POSTGRES } from '../../support/servers.ts';

const APP_URL = 'https://turnout.example';
const SAME_ANSWER = {
  message: 'If an account exists for that address, we have emailed it a sign-in code and link.',
};
const CODE_REFUSED = 'This code is not valid or has expired. Check the latest email or ask for a new code.';
const LOCKED = /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/;

let now = new Date('2026-03-02T10:00:00Z');
/** Rows the table held for a user when each /api/login/email reply was sent, by email. */
const atReply = new Map<string, number>();

let t: MailContext;
let smtp: SmtpSink;
withMailApp(
  (ctx) => ([t, smtp] = [ctx, ctx.smtp]),
  { APP_URL },
  {
    clock: () => now,
    // Records what the request had done when its answer left: nothing about the account yet.
    beforeReady: (app) => {
      app.addHook('onSend', async (request, _reply, payload) => {
        if (request.url !== '/api/login/email') return payload;
        const email = (request.body as { email: string }).email;
        const [row] = await app.db
          .select({ n: count() })
          .from(loginEmailRequests)
          .innerJoin(users, eq(users.id, loginEmailRequests.userId))
          .where(eq(users.email, email));
        atReply.set(email, row!.n);
        return payload;
      });
    },
  },
);

let ip = 0;
/** Each call from its own address, so the per-address limits only show where a test means them to. */
const newIp = () => `10.9.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

/** One browser: it keeps the cookies the server sets for /api/login (the binding and the device token). */
class Browser {
  cookies = new Map<string, string>();
  constructor(readonly remoteAddress = newIp()) {}
  async call(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await t.app.inject({
      remoteAddress: this.remoteAddress,
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const c of res.cookies) {
      if (c.maxAge === 0 || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  ask = (email: string) => this.call({ method: 'POST', url: '/api/login/email', payload: { email } });
  code = (email: string, code: string) =>
    this.call({ method: 'POST', url: '/api/login/email/code', payload: { email, code } });
  look = (token: string) => this.call({ method: 'GET', url: `/api/login/email/link/${token}` });
  follow = (token: string, body: object = {}) =>
    this.call({ method: 'POST', url: `/api/login/email/link/${token}`, payload: body });
}

/** Asks for a sign-in for `user` from `browser` and reads the mail: its code and its link's token. */
async function mailed(user: TestUser, browser = new Browser()) {
  expect((await browser.ask(user.email)).statusCode).toBe(200);
  const mail = await smtp.nextMail(user.email);
  const link = new URL(mail.links.find((l) => l.includes('/login/email/'))!);
  const code = /^(\d{6})$/m.exec(mail.text)![1]!;
  return { mail, link, code, token: link.pathname.split('/').pop()!, browser };
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const rowOf = async (user: TestUser) =>
  (await t.app.db.select().from(loginEmailRequests).where(eq(loginEmailRequests.userId, user.id)))[0];

describe('sign-in by email', () => {
  beforeAll(() => {
    now = new Date('2026-03-02T10:00:00Z');
  });

  it('a code typed where it was asked for signs in once, with a device token, like POST /api/login', async () => {
    const user = await createUser(t);
    const { mail, link, code, browser } = await mailed(user);
    expect(mail.subject).toBe('Your Turnout sign-in code and link');
    expect(`${link.origin}${link.pathname}`).toMatch(new RegExp(`^${APP_URL}/login/email/[\\w-]{43}$`));
    expect(mail.html).toContain(code);

    const res = await browser.code(user.email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      id: user.id,
      name: user.name,
      surname: user.surname,
      email: user.email,
      is_admin: false,
    });
    expect((await me(res.json().token)).statusCode).toBe(200);
    expect(browser.cookies.has('turnout_device')).toBe(true);
    // The binding is spent with the sign-in.
    expect(browser.cookies.has('turnout_email_sign_in')).toBe(false);

    const again = await new Browser().code(user.email, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: CODE_REFUSED, code: 'EMAIL_CODE_INVALID' });
  });

  it('the code works in another browser too (an installed app whose links open elsewhere)', async () => {
    const user = await createUser(t);
    const { code } = await mailed(user);
    expect((await new Browser().code(user.email, ` ${code} `)).statusCode).toBe(200);
  });

  it('stores only hashes: the code keyed and salted, the link and the binding as SHA-256; 10 minutes on the app clock', async () => {
    const user = await createUser(t);
    const { code, token, browser } = await mailed(user);
    const row = (await rowOf(user))!;
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    expect(row.linkHash).toBe(sha(token));
    expect(row.bindingHash).toBe(sha(browser.cookies.get('turnout_email_sign_in')!));
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).not.toBe(sha(code));
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.createdAt.getTime()).toBe(now.getTime());
    expect(row.expiresAt.getTime() - now.getTime()).toBe(10 * 60_000);
  });

  it('answers an unknown email exactly like a known one, before looking either up, and mails nobody', async () => {
    const user = await createUser(t);
    const ghost = 'nobody.signs.in@example.test';
    const known = await new Browser().ask(user.email);
    const unknown = await new Browser().ask(ghost);
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SAME_ANSWER);
    }
    expect(unknown.body.length).toBe(known.body.length);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    const attributes = (res: LightMyRequestResponse) =>
      res.cookies.map((c) => ({ ...c, value: c.value.length }));
    expect(attributes(unknown)).toEqual(attributes(known));
    expect(attributes(known)).toEqual([
      {
        name: 'turnout_email_sign_in',
        value: 43,
        maxAge: 600,
        path: '/api/login/email',
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
    // The same work before the answer: neither had stored anything when it left.
    expect(atReply.get(user.email)).toBe(0);
    expect(atReply.get(ghost)).toBe(0);
    await smtp.nextMail(user.email);
    await t.app.background.idle();
    await t.app.mailer.idle();
    expect(smtp.received.some((m) => m.to.includes(ghost))).toBe(false);

    // A code for an unknown email and a wrong code for a known one read alike.
    const wrongKnown = await new Browser().code(user.email, '000000');
    const wrongUnknown = await new Browser().code(ghost, '000000');
    expect(wrongUnknown.statusCode).toBe(wrongKnown.statusCode);
    expect(wrongUnknown.json()).toEqual(wrongKnown.json());
  });

  it('expires 10 minutes after the request on the app clock', async () => {
    const user = await createUser(t);
    const first = await mailed(user);
    now = new Date(now.getTime() + 10 * 60_000 - 1);
    expect((await first.browser.look(first.token)).statusCode).toBe(200);
    now = new Date(now.getTime() + 1);
    expect((await first.browser.code(user.email, first.code)).json().error).toBe(CODE_REFUSED);
    const looked = await first.browser.look(first.token);
    expect(looked.statusCode).toBe(410);
    expect(looked.json().code).toBe('EMAIL_LINK_EXPIRED');
    expect((await first.browser.follow(first.token)).statusCode).toBe(410);

    const second = await mailed(user);
    now = new Date(now.getTime() + 9 * 60_000);
    expect((await second.browser.code(user.email, second.code)).statusCode).toBe(200);
  });

  it('the link: a GET signs nobody in; the browser that asked signs in at once, once', async () => {
    const user = await createUser(t);
    const { token, browser } = await mailed(user);
    const looked = await browser.look(token);
    expect(looked.statusCode).toBe(200);
    expect(looked.json()).toEqual({ email: user.email, sameBrowser: true });
    expect((await rowOf(user))!.usedAt).toBeNull();
    expect((await new Browser().look(token)).json()).toEqual({ email: user.email, sameBrowser: false });

    const res = await browser.follow(token);
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().token)).json().id).toBe(user.id);
    expect(browser.cookies.has('turnout_device')).toBe(true);

    const reused = await new Browser().follow(token, { confirm: true });
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toMatchObject({
      error: 'This sign-in link has already been used. Ask for a new one on the sign-in page.',
      code: 'EMAIL_LINK_USED',
    });
  });

  it('the link in another browser asks to confirm first, and signs in with confirm: true', async () => {
    const user = await createUser(t);
    const { token, code } = await mailed(user);
    const other = new Browser();
    const asked = await other.follow(token);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      error: 'You asked to sign in from another browser. Confirm to sign in here.',
      code: 'EMAIL_LINK_CONFIRM',
    });
    // A forged binding is another browser too.
    other.cookies.set('turnout_email_sign_in', 'A'.repeat(43));
    expect((await other.follow(token)).statusCode).toBe(409);
    expect((await other.follow(token, { confirm: false })).statusCode).toBe(409);
    expect((await rowOf(user))!.usedAt).toBeNull();

    const confirmed = await other.follow(token, { confirm: true });
    expect(confirmed.statusCode).toBe(200);
    // One request, one sign-in: its code is spent too.
    expect((await new Browser().code(user.email, code)).statusCode).toBe(401);
  });

  it(`${POSTGRES} the code and the link used at once: exactly one signs in`, async () => {
    const user = await createUser(t);
    const { code, token, browser } = await mailed(user);
    const answers = await Promise.all([
      browser.follow(token),
      new Browser().code(user.email, code),
      new Browser().follow(token, { confirm: true }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 410]);
  });

  it('refuses an unknown link and a malformed body with a sentence', async () => {
    const unknown = await new Browser().look('B'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'This sign-in link is not valid. Ask for a new one on the sign-in page.',
      code: 'EMAIL_LINK_INVALID',
    });
    expect((await new Browser().follow('B'.repeat(43), { confirm: true })).statusCode).toBe(400);
    const badCode = await new Browser().code('someone@example.test', '12345');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error).toBe('Enter the 6-digit code from the email.');
  });

  it('5 wrong codes kill the request, link and all', async () => {
    const user = await createUser(t);
    const { code, token, browser } = await mailed(user);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      expect((await new Browser().code(user.email, wrong)).statusCode).toBe(401);
    }
    expect((await rowOf(user))!.wrongCodes).toBe(5);
    expect((await browser.code(user.email, code)).statusCode).toBe(401);
    expect((await browser.follow(token)).statusCode).toBe(410);
    // A new request starts afresh.
    const fresh = await mailed(user);
    expect((await fresh.browser.code(user.email, fresh.code)).statusCode).toBe(200);
  });

  it('a new request replaces the old one: its code and link stop working', async () => {
    const user = await createUser(t);
    const older = await mailed(user);
    const newer = await mailed(user, older.browser);
    expect((await older.browser.code(user.email, older.code)).statusCode).toBe(
      older.code === newer.code ? 200 : 401,
    );
    expect((await older.browser.look(older.token)).statusCode).toBe(400);
    expect((await newer.browser.follow(newer.token)).statusCode).toBe(older.code === newer.code ? 410 : 200);
  });

  it('codes count against the login limits per email; the device cookie keeps the owner in', async () => {
    const user = await createUser(t);
    // The owner signed in on this browser before: it holds a device token of the account.
    const owner = new Browser();
    const login = await owner.call({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    // A stranger spends the account's 10 failures in 15 minutes, across requests, from many addresses.
    for (let i = 0; i < 10; i++) {
      if (i % 5 === 0) await mailed(user);
      expect((await new Browser().code(user.email, '000000')).statusCode).toBe(401);
    }
    const { code } = await mailed(user, owner);
    const locked = await new Browser().code(user.email, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(LOCKED);
    expect((await rowOf(user))!.usedAt).toBeNull();
    expect((await owner.code(user.email, code)).statusCode).toBe(200);
  });

  it('limits the requests: 5 an hour per email, 20 per address, known or not', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) expect((await new Browser().ask(user.email)).statusCode).toBe(200);
    const limited = await new Browser().ask(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(LOCKED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const shared = new Browser();
    for (let i = 0; i < 20; i++) {
      expect((await shared.ask(`crowd${i}@example.test`)).statusCode).toBe(200);
    }
    expect((await shared.ask('one.more@example.test')).statusCode).toBe(429);
    await t.app.background.idle();
  });

  it('an email-signed-in session still needs the current password to change the email or the password', async () => {
    const user = await createUser(t);
    const { code, browser } = await mailed(user);
    const token = (await browser.code(user.email, code)).json().token as string;
    const auth = { authorization: `Bearer ${token}` };
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers: auth,
      payload: { currentPassword: 'a guess at the password', newPassword: 'a brand new password' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().code).toBe('WRONG_PASSWORD');
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: auth });
    const email = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: auth,
      payload: { ...profile.json<object>(), email: `other-${user.email}` },
    });
    expect(email.statusCode).toBe(403);
    expect(email.json().code).toBe('PASSWORD_REQUIRED');
    expect((await t.app.db.select().from(users).where(eq(users.id, user.id)))[0]!.email).toBe(user.email);
  });

  it('sign out everywhere, a password change, a reset, an email change and a deletion revoke an open request', async () => {
    const revocations: [string, (user: TestUser) => Promise<LightMyRequestResponse>][] = [
      [
        'sign out everywhere',
        (u) => t.app.inject({ method: 'POST', url: '/api/users/sign-out-everywhere', headers: t.auth(u) }),
      ],
      [
        'password change',
        (u) =>
          t.app.inject({
            method: 'POST',
            url: '/api/users/change-password',
            headers: t.auth(u),
            payload: { currentPassword: u.password, newPassword: 'a brand new password' },
          }),
      ],
      [
        'password reset',
        async (u) => {
          await t.app.inject({
            method: 'POST',
            url: '/api/login/request-password-reset',
            payload: { email: u.email },
            remoteAddress: newIp(),
          });
          const mail = await smtp.nextMail(u.email);
          const link = new URL(mail.links.find((l) => l.includes('/reset-password'))!);
          return t.app.inject({
            method: 'POST',
            url: '/api/login/reset-password',
            payload: {
              token: link.searchParams.get('token'),
              email: u.email,
              newPassword: 'a brand new password',
            },
          });
        },
      ],
      [
        'email change',
        async (u) => {
          const profile = await t.app.inject({
            method: 'GET',
            url: '/api/users/profile',
            headers: t.auth(u),
          });
          return t.app.inject({
            method: 'PUT',
            url: '/api/users/profile',
            headers: t.auth(u),
            payload: { ...profile.json<object>(), email: `moved-${u.email}`, currentPassword: u.password },
          });
        },
      ],
      [
        'account deletion',
        (u) => t.app.inject({ method: 'DELETE', url: '/api/users/delete-account', headers: t.auth(u) }),
      ],
    ];
    for (const [name, revoke] of revocations) {
      const user = await createUser(t);
      const { code, token, browser } = await mailed(user);
      expect((await revoke(user)).statusCode, name).toBe(200);
      expect(await rowOf(user), name).toBeUndefined();
      expect((await browser.follow(token)).statusCode, name).toBe(400);
      expect((await browser.code(user.email, code)).statusCode, name).toBe(401);
    }
  });

  it("mails in the recipient's language", async () => {
    const user = await createUser(t);
    await t.app.db.update(users).set({ language: 'de' }).where(eq(users.id, user.id));
    const { mail, code } = await mailed(user);
    expect(mail.subject).toBe('Dein Anmeldecode und -link für Turnout');
    expect(mail.text).toContain('Gib diesen Code auf der Anmeldeseite ein:');
    expect(mail.text).toContain(code);
  });

  it('serves the link page with Referrer-Policy: no-referrer', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/login/email/${'C'.repeat(43)}` });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
