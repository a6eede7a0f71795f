/**
 * Changing the email through PUT /api/users/profile (decision record 006-email-change-and-sessions):
 * it needs the current password, revokes every earlier sign-in (and its sockets), hands this device a
 * fresh token and tells the old address, whose mail carries a working reset link. A real SMTP server
 * receives the mail. Also the profile's `require_invite` setting ("Ask me before adding me to a group").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPayload } from '../../../src/plugins/auth.ts';
import { createUser, type TestUser } from '../../support/factories.ts';
import { buildWithMail, type MailContext } from '../../support/mail-app.ts';
import type { SmtpSink } from '../../support/smtp.ts';
import { closeClients, connectClient, listen, nextEvent } from '../../support/sockets.ts';

const APP_URL = 'https://turnout.example';
const NEEDS_PASSWORD = 'Enter your current password to change your email.';
const WRONG_PASSWORD = 'Current password is incorrect.';

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

const fields = (u: TestUser) => ({ name: u.name, surname: u.surname, email: u.email, mobile: u.mobile });
const putProfile = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: t.auth(token), payload });
const getProfile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile', headers: t.auth(token) });
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: `10.9.0.${++ip}`,
  });
const newAddress = (u: TestUser) => `moved.${u.id}@example.test`;

describe('PUT /api/users/profile with another email', () => {
  it.each([
    ['without currentPassword', {}, NEEDS_PASSWORD, 'PASSWORD_REQUIRED'],
    ['with an empty currentPassword', { currentPassword: '' }, NEEDS_PASSWORD, 'PASSWORD_REQUIRED'],
    [
      'with a wrong currentPassword',
      { currentPassword: 'not my password' },
      WRONG_PASSWORD,
      'WRONG_PASSWORD',
    ],
  ])('answers 403 %s and changes nothing', async (_label, extra, sentence, code) => {
    const user = await createUser(t);
    const res = await putProfile(user.token, {
      ...fields(user),
      name: 'Hijacked',
      email: newAddress(user),
      ...extra,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: sentence, message: sentence, code });
    // The old token still works and the profile is as it was, name included.
    const profile = await getProfile(user.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject(fields(user));
  });

  it('asks for the password before saying an address is taken (no probing with a stolen token)', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const noPassword = await putProfile(user.token, { ...fields(user), email: other.email });
    expect(noPassword.statusCode).toBe(403);
    expect(noPassword.json().error).toBe(NEEDS_PASSWORD);
    const withPassword = await putProfile(user.token, {
      ...fields(user),
      email: other.email,
      currentPassword: user.password,
    });
    expect(withPassword.statusCode).toBe(409);
    expect(withPassword.json().error).toBe('An account with this email already exists.');
    // Refused: nothing was revoked.
    expect((await getProfile(user.token)).json()).toMatchObject(fields(user));
  });

  it('with the right password: saves it, revokes every earlier token, answers a fresh one', async () => {
    const user = await createUser(t);
    const otherDevice = (await login(user.email, user.password)).json<{ token: string }>().token;
    const email = newAddress(user);
    const res = await putProfile(user.token, { ...fields(user), email, currentPassword: user.password });
    expect(res.statusCode).toBe(200);
    const reply = res.json<{ message: string; user: unknown; token: string }>();
    expect(reply).toEqual({
      message: 'Profile updated successfully.',
      user: { id: user.id, ...fields(user), email, require_invite: false, language: null },
      token: expect.any(String),
    });
    expect(t.app.jwt.decode<TokenPayload>(reply.token)).toMatchObject({ id: user.id, email });

    for (const old of [user.token, otherDevice]) {
      const refused = await getProfile(old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toBe('Your session has expired. Please log in again.');
    }
    expect((await getProfile(reply.token)).json()).toMatchObject({ email });
    expect((await login(email, user.password)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
  });

  it('tells the old address, with a reset link that takes the account back', async () => {
    const user = await createUser(t, { name: 'Thandi' });
    const email = newAddress(user);
    const changed = await putProfile(user.token, { ...fields(user), email, currentPassword: user.password });
    expect(changed.statusCode).toBe(200);

    const mail = await smtp.nextMail(user.email);
    expect(mail.to).toEqual([user.email.toLowerCase()]);
    // The subject carries no user-chosen text; the body names the new address.
    expect(mail.subject).toBe('Your Turnout email address was changed');
    expect(mail.text).toContain('Hi Thandi,');
    expect(mail.text).toContain(`Your Turnout email address was changed to ${email}.`);
    const link = new URL(mail.links.find((l) => l.startsWith(`${APP_URL}/reset-password?`))!);
    expect(link.searchParams.get('email')).toBe(email);

    // The owner of the old address resets the password: the changer's fresh token stops working.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/login/reset-password',
      payload: {
        token: link.searchParams.get('token'),
        email: link.searchParams.get('email'),
        newPassword: 'taken back at last',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await getProfile(changed.json<{ token: string }>().token)).statusCode).toBe(401);
    expect((await login(email, 'taken back at last')).statusCode).toBe(200);
  });

  it('brakes guessing like change-password: its 10 checks in 15 minutes count together, then 429', async () => {
    const user = await createUser(t);
    const change = (currentPassword: string) =>
      putProfile(user.token, { ...fields(user), email: newAddress(user), currentPassword });
    for (let i = 0; i < 5; i += 1) expect((await change(`guess ${i}`)).statusCode).toBe(403);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/users/change-password',
        headers: t.auth(user),
        payload: { currentPassword: `other guess ${i}`, newPassword: 'a new password' },
      });
      expect(wrong.statusCode).toBe(400);
    }
    const limited = await change(user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('Too many wrong current passwords. Please try again in 15 minutes.');
    expect((await getProfile(user.token)).json()).toMatchObject({ email: user.email });
  });

  it("disconnects the account's sockets", async () => {
    const user = await createUser(t);
    const socket = await connectClient(base, user.token);
    const gone = nextEvent<string>(socket, 'disconnect');
    const res = await putProfile(user.token, {
      ...fields(user),
      email: newAddress(user),
      currentPassword: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});

describe('PUT /api/users/profile without another email', () => {
  it('changes name, surname and mobile with no password; earlier tokens keep working', async () => {
    const user = await createUser(t);
    const mobile = `09${user.mobile.slice(2)}`;
    const res = await putProfile(user.token, { ...fields(user), name: 'Sipho', surname: 'Dlamini', mobile });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Sipho', surname: 'Dlamini', mobile, email: user.email });
    expect((await getProfile(user.token)).statusCode).toBe(200);
  });

  it('takes the same address in another letter case as no change: no password, nothing revoked, no mail', async () => {
    const user = await createUser(t);
    const upper = user.email.toUpperCase();
    const res = await putProfile(user.token, { ...fields(user), email: upper });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(upper);
    expect((await getProfile(user.token)).statusCode).toBe(200);
    await t.app.mailer.idle();
    expect(smtp.received.filter((m) => m.to.includes(user.email.toLowerCase()))).toEqual([]);
  });
});

describe('require_invite ("Ask me before adding me to a group")', () => {
  it('is false by default, saved by PUT, kept when a PUT leaves it out', async () => {
    const user = await createUser(t);
    expect((await getProfile(user.token)).json()).toEqual({
      id: user.id,
      ...fields(user),
      require_invite: false,
      language: null,
    });

    const on = await putProfile(user.token, { ...fields(user), require_invite: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().user.require_invite).toBe(true);
    expect((await getProfile(user.token)).json().require_invite).toBe(true);

    expect((await putProfile(user.token, { ...fields(user), name: 'Renamed' })).statusCode).toBe(200);
    expect((await getProfile(user.token)).json()).toMatchObject({ name: 'Renamed', require_invite: true });

    const off = await putProfile(user.token, { ...fields(user), require_invite: false });
    expect(off.json().user.require_invite).toBe(false);
  });

  it('answers 400 for a value that is not true or false, and changes nothing', async () => {
    const user = await createUser(t);
    const res = await putProfile(user.token, { ...fields(user), require_invite: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('"Ask me before adding me to a group" must be true or false.');
    expect((await getProfile(user.token)).json().require_invite).toBe(false);
  });
});
