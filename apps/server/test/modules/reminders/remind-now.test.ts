/**
 * POST /api/games/{id}/remind (README "Reminders"): a group admin reminds, now, every member who has not
 * answered (a notification and an email each; not the admin themselves), answers `{ success, reminded }`,
 * at most once per game per 10 minutes (429 with a sentence saying when), never for a game that has
 * started (409); a member gets 403, a non-member or an unknown game 404. Those reminded by hand are not
 * reminded again by the automatic reminder. The clock is the test's.
 */
import { addMinutes, addSeconds } from 'date-fns';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Game } from '@turnout/shared';
import { groupMembers, notifications } from '../../../src/db/schema.ts';
import { REMINDER_SWEEP_QUEUE } from '../../../src/modules/reminders/service.ts';
import { createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { withMailApp, type MailContext } from '../../support/mail-app.ts';
import type { SmtpSink } from '../../support/smtp.ts';

const APP_URL = 'https://turnout.example';
let now = new Date('2027-03-01T10:00:00Z');
let t: MailContext;
let smtp: SmtpSink;

withMailApp((app) => ([t, smtp] = [app, app.smtp]), { APP_URL }, { clock: () => now });

async function setUp() {
  const admin = await createUser(t, { name: 'Ada' });
  const ann = await createUser(t, { name: 'Ann' });
  const ben = await createUser(t, { name: 'Ben' });
  const cat = await createUser(t, { name: 'Cat' });
  const outsider = await createUser(t, { name: 'Olu' });
  await createGroup(t, outsider);
  const group = await createGroup(t, admin, { name: 'Sunday league', members: [ann, ben, cat] });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/games',
    headers: t.auth(admin),
    payload: {
      group_id: group.id,
      description: 'Friday five',
      game_datetime: '2027-03-05T19:00:00.000Z',
      max_players: 10,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const game = res.json<Game>();
  await setRsvp(t, game.id, ann.id, 'in');
  return { admin, ann, ben, cat, outsider, group, game };
}

const remind = (gameId: number, as: TestUser) =>
  t.app.inject({ method: 'POST', url: `/api/games/${gameId}/remind`, headers: t.auth(as) });

const remindedIds = async (gameId: number) =>
  (
    await t.app.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(like(notifications.message, 'Are you playing?%'), eq(notifications.link, `/games/${gameId}`)),
      )
  )
    .map((r) => r.userId)
    .sort((a, b) => a - b);

const ids = (...users: TestUser[]) => users.map((u) => u.id).sort((a, b) => a - b);

describe('reminding by hand', () => {
  it('reminds every member who has not answered, by notification and email, and counts them', async () => {
    now = new Date('2027-03-01T10:00:00Z');
    const { admin, ann, ben, cat, game } = await setUp();
    const res = await remind(game.id, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, reminded: 2 });
    // Ann answered; Ada sent the reminder.
    expect(await remindedIds(game.id)).toEqual(ids(ben, cat));

    await t.app.mailer.idle();
    // The description is quoted under its author's name, not part of the sentence (README "Notifications").
    const words = `Are you playing? the game, Fri 5 Mar 21:00 — answer in, out or reserves.\n\n${admin.name} ${admin.surname} wrote:\n> Friday five`;
    for (const user of [ben, cat]) {
      const mail = await smtp.nextMail(user.email);
      expect(mail.text).toContain(words);
      expect(mail.links).toContain(`${APP_URL}/games/${game.id}`);
    }
    expect(smtp.received.filter((m) => m.to.includes(ann.email.toLowerCase()))).toEqual([]);
  });

  it('refuses a member (403), an outsider and an unknown game (404), changing nothing', async () => {
    now = new Date('2027-03-01T10:00:00Z');
    const { admin, ann, outsider, game } = await setUp();
    const asMember = await remind(game.id, ann);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe('Only a group admin can remind players who have not answered.');
    expect((await remind(game.id, outsider)).statusCode).toBe(404);
    expect((await remind(999_999, admin)).statusCode).toBe(404);
    expect(await remindedIds(game.id)).toEqual([]);
    // The refusals did not spend the admin's reminder.
    expect((await remind(game.id, admin)).json()).toEqual({ success: true, reminded: 2 });
  });

  it('allows one reminder per game per 10 minutes, then another', async () => {
    now = new Date('2027-03-01T10:00:00Z');
    const { admin, ben, cat, game } = await setUp();
    expect((await remind(game.id, admin)).statusCode).toBe(200);

    now = addMinutes(new Date('2027-03-01T10:00:00Z'), 3);
    const tooSoon = await remind(game.id, admin);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(
      'Players were reminded 3 minutes ago: you can remind them again in 7 minutes.',
    );
    expect(tooSoon.headers['retry-after']).toBe('420');

    now = addSeconds(new Date('2027-03-01T10:00:00Z'), 20);
    expect((await remind(game.id, admin)).json().message).toBe(
      'Players were reminded less than a minute ago: you can remind them again in 10 minutes.',
    );
    now = new Date('2027-03-01T10:09:30Z');
    expect((await remind(game.id, admin)).json().message).toBe(
      'Players were reminded 9 minutes ago: you can remind them again in 1 minute.',
    );
    expect(await remindedIds(game.id)).toEqual(ids(ben, cat));

    now = addMinutes(new Date('2027-03-01T10:00:00Z'), 10);
    const again = await remind(game.id, admin);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ success: true, reminded: 2 });
    expect(await remindedIds(game.id)).toEqual(ids(ben, ben, cat, cat));
  });

  it('answers reminded 0 when everyone has answered, without spending the reminder', async () => {
    now = new Date('2027-03-01T10:00:00Z');
    const { admin, ben, cat, game } = await setUp();
    await setRsvp(t, game.id, ben.id, 'out');
    await setRsvp(t, game.id, cat.id, 'reserves');
    expect((await remind(game.id, admin)).json()).toEqual({ success: true, reminded: 0 });
    const dan = await createUser(t, { name: 'Dan' });
    await t.app.db.insert(groupMembers).values({ groupId: game.group_id, userId: dan.id });
    expect((await remind(game.id, admin)).json()).toEqual({ success: true, reminded: 1 });
    expect(await remindedIds(game.id)).toEqual(ids(dan));
  });

  it('refuses a game that has started (409)', async () => {
    now = new Date('2027-03-01T10:00:00Z');
    const { admin, game } = await setUp();
    now = new Date('2027-03-05T19:00:00Z');
    const res = await remind(game.id, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This game has already started: players can no longer be reminded to answer.',
    );
  });

  it('keeps the automatic reminder from reminding again those already reminded by hand', async () => {
    now = new Date('2027-03-01T10:00:00Z');
    const { admin, ben, cat, group, game } = await setUp();
    expect((await remind(game.id, admin)).json()).toEqual({ success: true, reminded: 2 });
    const dan = await createUser(t, { name: 'Dan' });
    await t.app.db.insert(groupMembers).values({ groupId: group.id, userId: dan.id });
    // 24 hours before the kick-off: the automatic reminder reaches Ada and Dan only.
    now = new Date('2027-03-04T19:00:00Z');
    await t.app.jobs.run(REMINDER_SWEEP_QUEUE);
    expect(await remindedIds(game.id)).toEqual(ids(admin, ben, cat, dan));
  });
});
