/**
 * What one group admin can cause a member to receive (README "Notifications", "What a member can cause
 * others to receive"; docs/decisions/012-coalescing-game-changes.md): a burst of game edits or team moves
 * reaches the member as one notification and one email listing every change (sent by the digest sweep
 * once the 10-minute window has closed); at most 10 notification emails an hour from one group, then one
 * "More changes" email and nothing more; 120 game edits and moves an hour per admin and group, then 429;
 * the admin's text quoted under their name, never a link, never in the subject. A real SMTP server
 * receives the mail; the clock is the test's.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameTexts } from '@turnout/shared';
import { games, notifications } from '../../../src/db/schema.ts';
import { DIGEST_QUEUE } from '../../../src/modules/notifications/coalesce.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { withMailApp, type MailContext } from '../../support/mail-app.ts';
import type { SmtpSink } from '../../support/smtp.ts';

const APP_URL = 'https://turnout.example';
let now = new Date('2027-03-01T10:00:00Z');
let t: MailContext;
let smtp: SmtpSink;

withMailApp(
  (app) => ([t, smtp] = [app, app.smtp]),
  { APP_URL },
  { clock: () => now, rateLimits: { now: () => now.getTime() } },
);

/** Every job and mail this test caused has finished. */
async function settle() {
  await t.app.jobs.idle();
  await t.app.mailer.idle();
}

/** Moves the clock `minutes` on, runs the digest sweep and waits for its mail. */
async function later(minutes: number) {
  now = new Date(now.getTime() + minutes * 60_000);
  await settle();
  await t.app.jobs.run(DIGEST_QUEUE);
  await settle();
}

const mailsTo = (user: TestUser) => smtp.received.filter((m) => m.to.includes(user.email.toLowerCase()));

/** A group "{name}" of Ada Admin with Ann, and a game in it with Ann in the main team. */
async function setUp(name: string) {
  const admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
  const ann = await createUser(t, { name: 'Ann', surname: 'Member' });
  const group = await createGroup(t, admin, { name, members: [ann] });
  const game = await createGame(t, group.id, admin, {
    description: 'Friday five',
    gameDatetime: new Date('2027-03-05T19:00:00Z'),
  });
  await setRsvp(t, game.id, ann.id, 'in');
  return { admin, ann, group, game };
}

/** `method url` as `user`, with a JSON body when given. */
const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.auth(user), ...(payload ? { payload } : {}) });

const edit = (admin: TestUser, game: { id: number }, venue: string) =>
  call(admin, 'PUT', `/api/games/${game.id}`, {
    description: 'Friday five',
    game_datetime: '2027-03-05T19:00:00.000Z',
    venue,
    max_players: 10,
  });

const notificationsOf = (user: TestUser) =>
  t.app.db.select().from(notifications).where(eq(notifications.userId, user.id));

/** A weekly Thursday series in `group`, created by `admin` (201 checked): its body and the reply. */
async function createSeries(admin: TestUser, group: { id: number }) {
  const body = {
    group_id: group.id,
    description: 'Thursday five-a-side',
    venue: 'Astro 2',
    max_players: 10,
    start_date: '2027-03-18',
    time: '19:00',
    rrule: 'FREQ=WEEKLY;BYDAY=TH',
  };
  const created = await call(admin, 'POST', '/api/game-series', body);
  expect(created.statusCode, created.body).toBe(201);
  return { body, created };
}

describe('a burst of changes to one game', () => {
  it('30 venue edits: one notification listing them, one email after the window listing every change', async () => {
    const { admin, ann, game } = await setUp('Venue league');
    for (let i = 1; i <= 30; i += 1) {
      const res = await edit(admin, game, `Hall ${i}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    await settle();
    const rows = await notificationsOf(ann);
    expect(rows).toHaveLength(1);
    const lines = rows[0]!.message.split('\n');
    expect(lines[0]).toBe('30 changes:');
    expect(lines).toHaveLength(31);
    expect(lines[1]).toContain('at Hall 1 (was Fri 5 Mar 21:00 at Astro 2)');
    expect(lines[30]).toContain('at Hall 30 (was Fri 5 Mar 21:00 at Hall 29)');
    expect(rows[0]!.isRead).toBe(false);
    // No email while the window is open.
    expect(mailsTo(ann)).toHaveLength(0);

    await later(9);
    expect(mailsTo(ann)).toHaveLength(0);
    await later(1);
    expect(mailsTo(ann)).toHaveLength(1);
    const mail = mailsTo(ann)[0]!;
    expect(mail.subject).toBe('30 changes — Venue league, Fri 21:00');
    expect(mail.text).toContain('These 30 changes were made for you, newest last:');
    expect(mail.text.match(/Game changed: the game on Fri 5 Mar 21:00 has a new venue\./g)).toHaveLength(30);
    for (let i = 1; i <= 30; i += 1)
      expect(mail.text).toContain(`Ada Admin wrote:\n> Friday five\n> Hall ${i}\n`);
    expect(mail.text).toContain(`Open in Turnout: ${APP_URL}/games/${game.id}`);
    // Nothing more: the window is gone.
    await later(20);
    expect(mailsTo(ann)).toHaveLength(1);
    // A change after the window opens a new one.
    expect((await edit(admin, game, 'Hall 31')).statusCode).toBe(200);
    await later(10);
    expect(mailsTo(ann)).toHaveLength(2);
    expect(await notificationsOf(ann)).toHaveLength(2);
  });

  it('30 admin moves: one notification, one email', async () => {
    const { admin, ann, game } = await setUp('Move league');
    for (let i = 0; i < 30; i += 1) {
      const res =
        i % 2 === 0
          ? await call(admin, 'POST', '/api/rsvps/remove', { gameId: game.id, userId: ann.id })
          : await call(admin, 'POST', '/api/rsvps/add', { gameId: game.id, userId: ann.id, status: 'in' });
      expect(res.statusCode, res.body).toBe(200);
    }
    await settle();
    const rows = await notificationsOf(ann);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message.split('\n')).toHaveLength(31);
    expect(mailsTo(ann)).toHaveLength(0);
    await later(10);
    expect(mailsTo(ann)).toHaveLength(1);
    const mail = mailsTo(ann)[0]!;
    expect(mail.text).toContain('These 30 changes were made for you, newest last:');
    expect(
      mail.text.match(/You've been taken off the team sheet for the game, Fri 5 Mar 21:00\./g),
    ).toHaveLength(15);
    expect(
      mail.text.match(/You've been added to the main team for the game, Fri 5 Mar 21:00\./g),
    ).toHaveLength(15);
  });
});

describe('a member who leaves while changes are gathered', () => {
  it("gets no email about the group's game when the window closes", async () => {
    const { admin, ann, group, game } = await setUp('Leaving league');
    const mailsBefore = mailsTo(ann).length;
    expect((await edit(admin, game, 'Hall 1')).statusCode).toBe(200);
    expect((await call(ann, 'DELETE', `/api/groups/${group.id}/leave`)).statusCode).toBe(200);
    await later(11);
    expect(mailsTo(ann)).toHaveLength(mailsBefore);
    // A member who stays gets the email as before.
    const { admin: admin2, ann: ann2, game: game2 } = await setUp('Staying league');
    expect((await edit(admin2, game2, 'Hall 2')).statusCode).toBe(200);
    await later(11);
    expect(mailsTo(ann2).at(-1)!.subject).toBe('Game changed — Staying league, Fri 21:00');
  });
});

describe('the hourly email cap per group', () => {
  it('the 11th email of an hour from one group is "More changes", the 12th is not sent; the list has all', async () => {
    const { admin, ann, group } = await setUp('Cap league');
    const deleteOne = async () => {
      const game = await createGame(t, group.id, admin, { gameDatetime: new Date('2027-03-06T19:00:00Z') });
      await setRsvp(t, game.id, ann.id, 'in');
      const res = await call(admin, 'DELETE', `/api/games/${game.id}`);
      expect(res.statusCode, res.body).toBe(200);
      await settle();
    };
    for (let i = 0; i < 12; i += 1) await deleteOne();
    const mails = mailsTo(ann);
    expect(mails).toHaveLength(11);
    expect(mails.slice(0, 10).every((m) => m.subject === 'Game deleted — Cap league')).toBe(true);
    const more = mails[10]!;
    expect(more.subject).toBe('More changes in Cap league');
    expect(more.text).toContain(`More changes in Cap league: open Turnout`);
    expect(more.text).toContain(`${APP_URL}/notifications`);
    const cancelled = (await notificationsOf(ann)).filter((n) => n.message.startsWith('Game cancelled'));
    expect(cancelled).toHaveLength(12);

    // An hour after the "More changes" email, emails from the group come again.
    await later(59);
    await deleteOne();
    expect(mailsTo(ann)).toHaveLength(11);
    await later(2);
    await deleteOne();
    expect(mailsTo(ann)).toHaveLength(12);
    expect(mailsTo(ann)[11]!.subject).toBe('Game deleted — Cap league');
  });
});

describe('the admin limit on game changes', () => {
  it('the 121st edit of an hour in one group answers 429 and changes nothing', async () => {
    const { admin, game, group } = await setUp('Limit league');
    const { body: seriesBody, created } = await createSeries(admin, group);
    const seriesId = created.json<{ series: { id: number } }>().series.id;
    for (let i = 1; i <= 120; i += 1) {
      const res = await edit(admin, game, `Pitch ${i}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await edit(admin, game, 'Pitch 121');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(gameTexts.tooManyGameChanges('60 minutes'));
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await t.app.db.select().from(games).where(eq(games.id, game.id));
    expect(row!.venue).toBe('Pitch 120');
    // Moves count against the same limit.
    const move = await call(admin, 'POST', '/api/rsvps/remove', { gameId: game.id, userId: admin.id });
    expect(move.statusCode).toBe(429);
    // So do picking and publishing sides (each pick is a search over the main team's splits).
    const pick = await call(admin, 'POST', `/api/games/${game.id}/sides/pick`, { sides: 2 });
    expect(pick.statusCode).toBe(429);
    expect(pick.json().message).toBe(gameTexts.tooManyGameChanges('60 minutes'));
    const publish = await call(admin, 'PUT', `/api/games/${game.id}/sides`, {
      sides: [
        { name: 'Reds', user_ids: [], guest_ids: [] },
        { name: 'Blues', user_ids: [], guest_ids: [] },
      ],
    });
    expect(publish.statusCode).toBe(429);
    // So do edits of a recurring game in the same group: the series keeps its venue.
    const seriesEdit = await call(admin, 'PUT', `/api/game-series/${seriesId}`, {
      ...seriesBody,
      venue: 'Astro 9',
    });
    expect(seriesEdit.statusCode).toBe(429);
    expect(seriesEdit.json().message).toBe(gameTexts.tooManyGameChanges('60 minutes'));
    const series = await call(admin, 'GET', `/api/game-series/${seriesId}`);
    expect(series.json<{ series: { venue: string } }>().series.venue).toBe('Astro 2');
    await later(61);
    expect((await edit(admin, game, 'Pitch 121')).statusCode).toBe(200);
  });
});

describe("an admin's text in an email", () => {
  it('is quoted under their name, never a link, never in the subject', async () => {
    const { admin, ann, game } = await setUp('Text league');
    const text = 'Your account is locked, verify at https://evil.example';
    expect((await edit(admin, game, text)).statusCode).toBe(200);
    await later(10);
    const mail = mailsTo(ann).at(-1)!;
    expect(mail.subject).toBe('Game changed — Text league, Fri 21:00');
    expect(mail.subject).not.toMatch(/locked|evil/i);
    expect(mail.text).toContain(`Ada Admin wrote:\n> Friday five\n> ${text}`);
    expect(mail.html).toContain('Ada Admin wrote:</p>');
    const quote = /<blockquote[^>]*>([^]*?)<\/blockquote>/.exec(mail.html)?.[1] ?? '';
    expect(quote.replace(/&#8203;/g, '')).toContain(text);
    expect(mail.html).not.toMatch(/<a [^>]*evil/);
    expect(mail.html).not.toContain('evil.example');
    expect(mail.html).not.toContain('https://evil');
    // Every link of the HTML part is ours (the plain part shows the text as written, in "> " lines).
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((h) => h.startsWith(`${APP_URL}/`))).toBe(true);
    // Our sentence carries none of it.
    expect(mail.text).toContain('Game changed: the game on Fri 5 Mar 21:00 has a new venue.');
    const rows = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ann.id), eq(notifications.link, `/games/${game.id}`)));
    expect(rows).toHaveLength(1);
  });
});

describe("an admin's text in a series email", () => {
  it('is quoted under their name, and the sentence names "the recurring game"', async () => {
    const { admin, ann, group } = await setUp('Series league');
    const { body, created } = await createSeries(admin, group);
    const { series, games: made } = created.json<{ series: { id: number }; games: { id: number }[] }>();
    await setRsvp(t, made[0]!.id, ann.id, 'in');
    const text = 'Your account is locked, verify at https://evil.example';
    const res = await call(admin, 'PUT', `/api/game-series/${series.id}`, { ...body, venue: text });
    expect(res.statusCode, res.body).toBe(200);
    await settle();
    const mail = mailsTo(ann).at(-1)!;
    expect(mail.subject).toBe('Recurring game changed — Series league');
    expect(mail.text).toContain(
      'Recurring game changed: the recurring game is now at 19:00 at a new venue (was 19:00), for your next game.',
    );
    expect(mail.text).toContain(`Ada Admin wrote:\n> Thursday five-a-side\n> ${text}`);
    expect(mail.html).not.toContain('evil.example');
    expect(mail.html).not.toMatch(/<a [^>]*evil/);
  });
});
