/**
 * Notification emails (README "Notifications", email): after a change commits, the delivery job emails
 * each person who wants that kind by email (defaults: reminders and team changes on, new games and chat
 * off; a muted group's chat never) — reminders and new games with the one-tap "I'm in" / "Reserves" /
 * "I'm out" links, team changes with the sentence and "Open in Turnout", chat with who wrote and "Open the
 * chat". Each is multipart (plain text and HTML) and carries List-Unsubscribe (its own kind's link) and
 * List-Unsubscribe-Post: List-Unsubscribe=One-Click. A real SMTP server receives them; the clock is the
 * test's.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Game, NotificationSettingsBody } from '@turnout/shared';
import { createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { withMailApp, type MailContext } from '../../support/mail-app.ts';
import type { ReceivedMail, SmtpSink } from '../../support/smtp.ts';

const APP_URL = 'https://turnout.example';
const now = new Date('2027-03-01T10:00:00Z');
let t: MailContext;
let smtp: SmtpSink;

withMailApp((app) => ([t, smtp] = [app, app.smtp]), { APP_URL }, { clock: () => now });

/** Every job and mail this test caused has finished. */
async function settle() {
  await t.app.jobs.idle();
  await t.app.mailer.idle();
}

async function setSettings(user: TestUser, body: NotificationSettingsBody) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/users/notification-settings',
    headers: t.auth(user),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const mailsTo = (user: TestUser) => smtp.received.filter((m) => m.to.includes(user.email.toLowerCase()));

/** A group "Sunday league" (Africa/Johannesburg) of Ada (admin) with Ann, Ben and Cat. */
async function setUp() {
  const admin = await createUser(t, { name: 'Ada' });
  const ann = await createUser(t, { name: 'Ann' });
  const ben = await createUser(t, { name: 'Ben' });
  const cat = await createUser(t, { name: 'Cat' });
  const group = await createGroup(t, admin, { name: 'Sunday league', members: [ann, ben, cat] });
  return { admin, ann, ben, cat, group };
}

async function postGame(admin: TestUser, groupId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/games',
    headers: t.auth(admin),
    payload: {
      group_id: groupId,
      description: 'Friday five',
      game_datetime: '2027-03-05T19:00:00.000Z',
      venue: 'Astro 2',
      max_players: 10,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Game>();
}

/** The unsubscribe link of a mail's List-Unsubscribe header, checked for its one-click companion. */
function unsubscribeLinkOf(mail: ReceivedMail): string {
  const header = mail.headers.get('list-unsubscribe') ?? '';
  expect(header).toMatch(new RegExp(`^<${APP_URL}/unsubscribe/[A-Za-z0-9_.-]+>$`));
  expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  return header.slice(1, -1);
}

/** The claims of a mail's unsubscribe link: whose, and which kind it turns off. */
function unsubscribeClaims(mail: ReceivedMail) {
  const token = unsubscribeLinkOf(mail).split('/unsubscribe/')[1]!;
  return t.app.signedTokens.unsubscribe.verify(token, now);
}

/** Checks the three one-tap answer links of `user` for `gameId` in both parts of `mail`. */
function expectAnswerLinks(mail: ReceivedMail, user: TestUser, gameId: number) {
  const answers = ['in', 'reserves', 'out'].map((status) => {
    const link = mail.links.find((l) => l.startsWith(`${APP_URL}/rsvp/`) && l.endsWith(`?status=${status}`));
    expect(link, `the ${status} link`).toBeDefined();
    const token = link!.slice(`${APP_URL}/rsvp/`.length, -`?status=${status}`.length);
    expect(t.app.signedTokens.rsvpLink.verify(token, now)).toMatchObject({ u: user.id, g: gameId });
    expect(mail.html).toContain(`href="${link}"`);
    return link!;
  });
  expect(mail.text).toContain(`I'm in: ${answers[0]}`);
  expect(mail.text).toContain(`Reserves: ${answers[1]}`);
  expect(mail.text).toContain(`I'm out: ${answers[2]}`);
  expect(mail.html).toContain('>I&#39;m in</a>');
  expect(mail.html).toContain('>Reserves</a>');
  expect(mail.html).toContain('>I&#39;m out</a>');
}

describe('notification emails', () => {
  it('emails a new game to members who turned new-game emails on, with the three answer links', async () => {
    const { admin, ann, ben, group } = await setUp();
    await setSettings(ann, { email: { new_games: true } });
    const game = await postGame(admin, group.id);
    await settle();

    const mail = await smtp.nextMail(ann.email);
    expect(mail.subject).toBe('Sunday league: new game on Fri 5 Mar 21:00');
    expect(mail.text).toContain('Hi Ann,');
    expect(mail.text).toContain('When: Fri 5 Mar 21:00 (Africa/Johannesburg time)');
    // The game's texts are quoted under their author's name (README "Notifications").
    expect(mail.text).toContain(`${admin.name} ${admin.surname} wrote:\n> Friday five\n> Astro 2`);
    expect(mail.text).toContain(`Open the game: ${APP_URL}/games/${game.id}`);
    expectAnswerLinks(mail, ann, game.id);
    // Multipart: a plain-text and an HTML version.
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(mail.html).toMatch(/<blockquote[^>]*>Friday five<br>Astro 2<\/blockquote>/);
    const stop = unsubscribeLinkOf(mail);
    expect(mail.text).toContain(`Stop these emails: ${stop}`);
    expect(mail.html).toContain(`href="${stop}"`);
    expect(unsubscribeClaims(mail)).toMatchObject({ u: ann.id, k: 'new_games' });

    // Ben left new-game emails off (the default); Ada created the game.
    expect(mailsTo(ben)).toEqual([]);
    expect(mailsTo(admin)).toEqual([]);
  });

  it('emails a reminder once to each member who has not answered, unless they turned reminder emails off', async () => {
    const { admin, ann, ben, cat, group } = await setUp();
    const game = await postGame(admin, group.id);
    await setRsvp(t, game.id, ann.id, 'in');
    await setSettings(cat, { email: { reminders: false } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/remind`,
      headers: t.auth(admin),
    });
    expect(res.json()).toEqual({ success: true, reminded: 2 });
    await settle();

    expect(mailsTo(ben)).toHaveLength(1);
    const mail = mailsTo(ben)[0]!;
    expect(mail.subject).toBe('Sunday league: are you playing on Fri 5 Mar 21:00?');
    expect(mail.text).toContain(
      `Are you playing? the game, Fri 5 Mar 21:00 — answer in, out or reserves.\n\n${admin.name} ${admin.surname} wrote:\n> Friday five`,
    );
    expect(mail.links).toContain(`${APP_URL}/games/${game.id}`);
    expectAnswerLinks(mail, ben, game.id);
    expect(unsubscribeClaims(mail)).toMatchObject({ u: ben.id, k: 'reminders' });
    // Cat is reminded in the list, not by email; Ann answered; Ada reminded.
    expect(mailsTo(cat)).toEqual([]);
    expect(mailsTo(ann)).toEqual([]);
    expect(mailsTo(admin)).toEqual([]);
  });

  it('emails team changes by default, and not to a player who turned them off', async () => {
    const { admin, ann, ben, group } = await setUp();
    const game = await postGame(admin, group.id);
    await setRsvp(t, game.id, ann.id, 'in');
    await setRsvp(t, game.id, ben.id, 'in');
    await setSettings(ben, { email: { team_changes: false } });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/${game.id}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    await settle();

    const mail = await smtp.nextMail(ann.email);
    expect(mail.subject).toBe('Game deleted — Sunday league');
    expect(mail.text).toContain('Friday five');
    expect(mail.text).toMatch(new RegExp(`Open in Turnout: ${APP_URL}/`));
    expect(mail.html).toContain('>Open in Turnout</a>');
    expect(unsubscribeClaims(mail)).toMatchObject({ u: ann.id, k: 'team_changes' });
    expect(mailsTo(ben)).toEqual([]);
  });
});

describe('account emails', () => {
  it('carry no unsubscribe link: a password reset is not a notification', async () => {
    const { ann } = await setUp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/request-password-reset',
      payload: { email: ann.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.nextMail(ann.email);
    expect(mail.subject).toBe('Reset your Turnout password');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    expect(mail.headers.has('list-unsubscribe-post')).toBe(false);
    expect(mail.text).not.toContain('Stop these emails');
  });
});

describe('chat emails', () => {
  const send = (as: TestUser, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/chat/message', headers: t.auth(as), payload: body });

  it('email a group message to members who turned chat emails on: never the sender, never a muted group', async () => {
    const { admin, ann, ben, cat, group } = await setUp();
    await setSettings(ann, { email: { chat: true } });
    await setSettings(cat, { email: { chat: true }, muted_groups: [group.id] });
    await setSettings(admin, { email: { chat: true } });
    const res = await send(admin, { type: 'group', group_id: group.id, content: 'Bring bibs <b>please</b>' });
    expect(res.statusCode, res.body).toBe(201);
    await settle();

    const mail = await smtp.nextMail(ann.email);
    expect(mail.subject).toBe('Sunday league: a new chat message');
    expect(mail.text).toContain(
      `A new message in Sunday league:\n\n${admin.name} ${admin.surname} wrote:\n> `,
    );
    expect(mail.text).toContain('Bring bibs <b>please</b>');
    // Escaped, and never a link: a zero-width space after each `/` (plugins/mailer.ts renderMail).
    expect(mail.html).toContain('Bring bibs &lt;b&gt;please&lt;/&#8203;b&gt;');
    expect(mail.text).toContain(`Open the chat: ${APP_URL}/chat/group/${group.id}`);
    expect(unsubscribeClaims(mail)).toMatchObject({ u: ann.id, k: 'chat' });
    // Ben left chat emails off; Cat muted the group; Ada wrote it.
    expect(mailsTo(ben)).toEqual([]);
    expect(mailsTo(cat)).toEqual([]);
    expect(mailsTo(admin)).toEqual([]);
  });

  it('email a direct message once, cut to 200 characters, not again for a retry of the same message', async () => {
    const { admin, ann } = await setUp();
    await setSettings(ann, { email: { chat: true } });
    const long = `${'word '.repeat(60)}end`;
    const body = { type: 'direct', recipient_id: ann.id, content: long, client_msg_id: randomUUID() };
    expect((await send(admin, body)).statusCode).toBe(201);
    await settle();
    const retry = await send(admin, body);
    expect(retry.statusCode).toBe(200);
    await settle();

    expect(mailsTo(ann)).toHaveLength(1);
    const mail = mailsTo(ann)[0]!;
    expect(mail.subject).toBe('A new direct message on Turnout');
    expect(mail.text).toContain(`A new direct message to you:\n\n${admin.name} ${admin.surname} wrote:\n> `);
    expect(mail.text).toContain(`${'word '.repeat(39)}word…`);
    expect(mail.text).not.toContain('word end');
    expect(mail.text).toContain(`Open the chat: ${APP_URL}/chat/direct/${admin.id}`);
  });
});
