/**
 * Unsubscribe links (README "Notifications", email; RFC 8058 one-click): the List-Unsubscribe link of a
 * notification email names one person and one kind. GET /api/unsubscribe/{token} says what it turns off
 * and changes nothing (mail scanners open links); POST /api/unsubscribe/{token} and the one-click POST
 * /unsubscribe/{token} (form-encoded `List-Unsubscribe=One-Click`, as a mail client sends it) turn that
 * kind of email off, so the next such email is not sent. A tampered token, another purpose's token or a
 * sign-in token → 401 with a sentence; a deleted account → 404; the unsubscribe token is no sign-in
 * token. A real SMTP server receives the mails; the clock is the test's.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Game, NotificationSettings } from '@turnout/shared';
import { users } from '../../../src/db/schema.ts';
import { createGame, createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { withMailApp, type MailContext } from '../../support/mail-app.ts';
import type { SmtpSink } from '../../support/smtp.ts';

const APP_URL = 'https://turnout.example';
const now = new Date('2027-03-01T10:00:00Z');
let t: MailContext;
let smtp: SmtpSink;

withMailApp((app) => ([t, smtp] = [app, app.smtp]), { APP_URL }, { clock: () => now });

async function settle() {
  await t.app.jobs.idle();
  await t.app.mailer.idle();
}

const mailsTo = (user: TestUser) => smtp.received.filter((m) => m.to.includes(user.email.toLowerCase()));

const settingsOf = async (user: TestUser) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/users/notification-settings', headers: t.auth(user) })
  ).json<NotificationSettings>();

/** Ada (admin) reminds Ben of a new game of their group by hand; resolves once the mails are out. */
async function remindBen(admin: TestUser, groupId: number, day: number) {
  const game = await createGame(t, groupId, admin, {
    description: `Game ${day}`,
    gameDatetime: new Date(`2027-03-0${day}T19:00:00Z`),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/games/${game.id}/remind`,
    headers: t.auth(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  await settle();
  return game as unknown as Game;
}

async function setUp() {
  const admin = await createUser(t, { name: 'Ada' });
  const ben = await createUser(t, { name: 'Ben' });
  const group = await createGroup(t, admin, { name: 'Sunday league', members: [ben] });
  return { admin, ben, group };
}

/** The path of the List-Unsubscribe link of `user`'s newest mail (`/unsubscribe/{token}`). */
function unsubscribePathOf(user: TestUser): string {
  const mail = mailsTo(user).at(-1)!;
  const link = mail.headers.get('list-unsubscribe')!.slice(1, -1);
  expect(link.startsWith(`${APP_URL}/unsubscribe/`)).toBe(true);
  return link.slice(APP_URL.length);
}

const oneClick = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'List-Unsubscribe=One-Click',
  });

/** The three routes of an unsubscribe link: look, the web screen's POST, the one-click POST. */
const linkRoutes = (token: string) =>
  [
    ['GET', `/api/unsubscribe/${token}`],
    ['POST', `/api/unsubscribe/${token}`],
    ['POST', `/unsubscribe/${token}`],
  ] as const;

describe('unsubscribe links', () => {
  it('GET says what the link turns off and changes nothing; the one-click POST turns it off for good', async () => {
    const { admin, ben, group } = await setUp();
    await remindBen(admin, group.id, 5);
    expect(mailsTo(ben)).toHaveLength(1);
    const path = unsubscribePathOf(ben);

    const look = await t.app.inject({ method: 'GET', url: `/api${path}` });
    expect(look.statusCode, look.body).toBe(200);
    expect(look.json()).toEqual({
      kind: 'reminders',
      email_enabled: true,
      message: 'This link stops reminder emails.',
    });
    expect(look.headers['cache-control']).toBe('no-store');
    // Opened twice by a scanner: still on.
    await t.app.inject({ method: 'GET', url: `/api${path}` });
    expect((await settingsOf(ben)).email.reminders).toBe(true);

    const res = await oneClick(path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      kind: 'reminders',
      email_enabled: false,
      message: "You won't get reminder emails any more.",
    });
    const after = await settingsOf(ben);
    expect(after.email).toEqual({ reminders: false, team_changes: true, new_games: false, chat: false });
    expect(after.push.reminders).toBe(true);

    // The next reminder reaches Ben's notifications, not his inbox.
    await remindBen(admin, group.id, 6);
    expect(mailsTo(ben)).toHaveLength(1);
    const again = await t.app.inject({ method: 'GET', url: `/api${path}` });
    expect(again.json()).toMatchObject({
      email_enabled: false,
      message: 'You already get no reminder emails.',
    });
    // Clicking once more is fine.
    expect((await oneClick(path)).statusCode).toBe(200);
  });

  it('POST /api/unsubscribe/{token} (the web screen, no body) turns the kind off for the link’s person, whoever is signed in', async () => {
    const { admin, ben } = await setUp();
    const token = t.app.signedTokens.unsubscribe.sign({ u: ben.id, k: 'team_changes' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'team_changes', email_enabled: false });
    expect((await settingsOf(ben)).email.team_changes).toBe(false);
    expect((await settingsOf(admin)).email.team_changes).toBe(true);
  });

  it('refuses tampered links, other purposes’ tokens and sign-in tokens with 401, changing nothing', async () => {
    const { ben, group } = await setUp();
    const token = t.app.signedTokens.unsubscribe.sign({ u: ben.id, k: 'reminders' });
    // A character inside the signature changed (not its last one, whose low bits are padding).
    const flipped = token.at(-5) === 'A' ? 'B' : 'A';
    const refused = [
      `${token.slice(0, -5)}${flipped}${token.slice(-4)}`,
      t.app.signedTokens.rsvpLink.sign({ u: ben.id, g: group.id }),
      ben.token,
      'not-a-token',
    ];
    for (const bad of refused) {
      for (const [method, url] of linkRoutes(bad)) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().message).toBe('This link is not valid.');
      }
    }
    expect((await settingsOf(ben)).email.reminders).toBe(true);
  });

  it('is no sign-in token', async () => {
    const { ben } = await setUp();
    const token = t.app.signedTokens.unsubscribe.sign({ u: ben.id, k: 'reminders' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/notification-settings',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for an account that no longer exists', async () => {
    const gone = await createUser(t);
    const token = t.app.signedTokens.unsubscribe.sign({ u: gone.id, k: 'chat' });
    await t.app.db.delete(users).where(eq(users.id, gone.id));
    for (const [method, url] of linkRoutes(token)) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('This link was made for an account that no longer exists.');
    }
  });
});
