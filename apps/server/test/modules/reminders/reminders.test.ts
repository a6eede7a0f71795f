/**
 * Automatic reminders (README "Reminders"): `reminder_hours` before a game's RSVP cutoff (its kick-off
 * when rsvp_cutoff is 0) every member who has not answered gets one notification naming the game in its
 * group's local time, linking to it, and an email saying it (the description quoted). Exactly once per
 * member and game, across repeated sweeps, an edit that moves the game later and a restart; none for a game created after
 * its reminder time, none when the group turned reminders off. The clock is the test's; the sweep job runs
 * when the test runs it.
 */
import { addHours, addMinutes, subMinutes } from 'date-fns';
import { and, count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationMessages, type Game } from '@turnout/shared';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { gameReminders, games, groupMembers, groups, notifications } from '../../../src/db/schema.ts';
import { REMINDER_SWEEP_QUEUE } from '../../../src/modules/reminders/service.ts';
import { TEST_JWT_SECRET } from '../../support/build.ts';
import { createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { withMailApp, type MailContext } from '../../support/mail-app.ts';
import type { SmtpSink } from '../../support/smtp.ts';

const APP_URL = 'https://turnout.example';
let now = new Date('2027-03-01T10:00:00Z');
let t: MailContext;
let smtp: SmtpSink;

withMailApp((app) => ([t, smtp] = [app, app.smtp]), { APP_URL }, { clock: () => now });

/** A group of `admin` and `members` with these settings (straight into the database). */
async function team(settings: { timeZone?: string; reminderHours?: number } = {}, size = 3) {
  const admin = await createUser(t, { name: 'Ada' });
  const members: TestUser[] = [];
  for (let i = 0; i < size; i += 1) members.push(await createUser(t));
  const group = await createGroup(t, admin, { name: 'Sunday league', members });
  if (Object.keys(settings).length > 0)
    await t.app.db.update(groups).set(settings).where(eq(groups.id, group.id));
  return { admin, members, group };
}

/** POST /api/games as `admin` at the test's clock. */
async function createGameAt(
  admin: TestUser,
  groupId: number,
  at: Date,
  rsvpCutoff = 0,
  description = 'Friday five',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/games',
    headers: t.auth(admin),
    payload: {
      group_id: groupId,
      description,
      game_datetime: at.toISOString(),
      max_players: 10,
      rsvp_cutoff: rsvpCutoff,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Game>();
}

const sweep = (app = t.app) => app.jobs.run(REMINDER_SWEEP_QUEUE);

/** The reminder notifications of `gameId`: [userId, message, link], by user. */
async function reminders(gameId: number) {
  const rows = await t.app.db
    .select({ userId: notifications.userId, message: notifications.message, link: notifications.link })
    .from(notifications)
    .where(and(like(notifications.message, 'Are you playing?%'), eq(notifications.link, `/games/${gameId}`)));
  return rows.sort((a, b) => a.userId - b.userId);
}
const remindedIds = async (gameId: number) => (await reminders(gameId)).map((r) => r.userId);
const recorded = async (gameId: number) =>
  Number(
    (await t.app.db.select({ n: count() }).from(gameReminders).where(eq(gameReminders.gameId, gameId)))[0]!.n,
  );
const ids = (...users: TestUser[]) => users.map((u) => u.id).sort((a, b) => a - b);

describe('the automatic reminder', () => {
  it('goes out reminder_hours before the RSVP cutoff, not a minute earlier, to those who have not answered', async () => {
    now = new Date('2027-03-01T10:00:00Z');
    const { admin, members, group } = await team();
    const [ann, ben, cat] = members as [TestUser, TestUser, TestUser];
    // Kick-off Fri 5 Mar 19:00Z, cutoff 2 hours before, reminder 24 hours before that: Thu 4 Mar 17:00Z.
    const game = await createGameAt(admin, group.id, new Date('2027-03-05T19:00:00Z'), 2);
    await setRsvp(t, game.id, ann.id, 'in');
    await setRsvp(t, game.id, ben.id, 'out');
    const due = new Date('2027-03-04T17:00:00Z');

    now = subMinutes(due, 1);
    await sweep();
    expect(await reminders(game.id)).toEqual([]);

    now = due;
    await sweep();
    // Cat and Ada (an admin is a member too) have not answered; Ann (in) and Ben (out) have.
    const sent = await reminders(game.id);
    expect(sent.map((r) => r.userId)).toEqual(ids(admin, cat));
    // Africa/Johannesburg (the default): 19:00Z is 21:00 local.
    expect(sent[0]!.message).toBe(
      'Are you playing? Friday five, Fri 5 Mar 21:00 — answer in, out or reserves.',
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: t.auth(cat) });
    expect(res.json().notifications[0]).toMatchObject({
      message: 'Are you playing? Friday five, Fri 5 Mar 21:00 — answer in, out or reserves.',
      link: `/games/${game.id}`,
      is_read: false,
    });
  });

  it('goes out reminder_hours before the kick-off when the game has no cutoff', async () => {
    now = new Date('2027-03-01T10:00:00Z');
    const { admin, members, group } = await team({ reminderHours: 6 }, 1);
    const game = await createGameAt(admin, group.id, new Date('2027-03-06T12:00:00Z'), 0);
    now = new Date('2027-03-06T05:59:00Z');
    await sweep();
    expect(await remindedIds(game.id)).toEqual([]);
    now = new Date('2027-03-06T06:00:00Z');
    await sweep();
    expect(await remindedIds(game.id)).toEqual(ids(admin, members[0]!));
  });

  it('reminds each member once per game: across repeated sweeps, an edit moving the game later, and a restart', async () => {
    now = new Date('2027-04-01T10:00:00Z');
    const { admin, members, group } = await team({}, 2);
    const [ann, ben] = members as [TestUser, TestUser];
    const kickOff = new Date('2027-04-08T18:00:00Z');
    const game = await createGameAt(admin, group.id, kickOff, 0);
    await setRsvp(t, game.id, ann.id, 'in');

    now = new Date('2027-04-07T18:00:00Z');
    await sweep();
    await sweep();
    now = addMinutes(now, 5);
    await sweep();
    expect(await remindedIds(game.id)).toEqual(ids(admin, ben));
    expect(await recorded(game.id)).toBe(2);

    // The game moves a week later: its reminder time comes again, but those reminded are not reminded
    // twice. Cat joined in between and has not answered: she is.
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.id}`,
      headers: t.auth(admin),
      payload: { description: 'Friday five', game_datetime: '2027-04-15T18:00:00.000Z', max_players: 10 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cat = await createUser(t, { name: 'Cat' });
    await t.app.db.insert(groupMembers).values({ groupId: group.id, userId: cat.id });
    now = new Date('2027-04-14T18:00:00Z');
    await sweep();
    expect(await remindedIds(game.id)).toEqual(ids(admin, ben, cat));

    // A restart: another app on the same database. A reminder that fell due while the first was away
    // (Dan's game) goes out from it; the first game, even due again, reminds nobody twice.
    const dan = await team({}, 0);
    const other = await createGameAt(dan.admin, dan.group.id, new Date('2027-04-15T20:00:00Z'), 0);
    const second = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: '/tmp/turnout-test-data',
        SMTP_URL: smtp.url,
        APP_URL,
      }),
      database: t.database,
      jwtSecret: TEST_JWT_SECRET,
      closeDatabase: false,
      webDist: '/nonexistent',
      clock: () => now,
      jobs: { schedule: false, supervise: false, retryDelaySeconds: 0, pollingIntervalSeconds: 0.5 },
    });
    try {
      await second.ready();
      now = new Date('2027-04-14T20:00:00Z');
      await t.app.db
        .update(games)
        .set({ reminderAt: subMinutes(now, 1) })
        .where(eq(games.id, game.id));
      await sweep(second);
      await sweep(second);
    } finally {
      await second.close();
    }
    expect(await remindedIds(game.id)).toEqual(ids(admin, ben, cat));
    expect(await recorded(game.id)).toBe(3);
    expect(await remindedIds(other.id)).toEqual(ids(dan.admin));
  });

  it('sends none for a game created after its reminder time, and none when the group turned reminders off', async () => {
    now = new Date('2027-05-01T10:00:00Z');
    const { admin, group } = await team({}, 2);
    // Kick-off in 12 hours: 24 hours before it is already gone.
    const late = await createGameAt(admin, group.id, addHours(now, 12));
    const off = await team({ reminderHours: 0 }, 2);
    const quiet = await createGameAt(off.admin, off.group.id, new Date('2027-05-10T18:00:00Z'));
    for (const at of ['2027-05-01T12:00:00Z', '2027-05-09T18:00:00Z', '2027-05-10T17:59:00Z']) {
      now = new Date(at);
      await sweep();
    }
    expect(await remindedIds(late.id)).toEqual([]);
    expect(await remindedIds(quiet.id)).toEqual([]);
  });

  it("says the time in the group's own zone: Europe/London and Africa/Johannesburg at the same instant", async () => {
    now = new Date('2027-06-01T10:00:00Z');
    const london = await team({ timeZone: 'Europe/London' }, 1);
    const joburg = await team({ timeZone: 'Africa/Johannesburg' }, 1);
    // 18:00Z on 10 June: 19:00 BST in London, 20:00 SAST in Johannesburg.
    const at = new Date('2027-06-10T18:00:00Z');
    const inLondon = await createGameAt(london.admin, london.group.id, at, 0, 'Five-a-side');
    const inJoburg = await createGameAt(joburg.admin, joburg.group.id, at, 0, 'Five-a-side');
    now = new Date('2027-06-09T18:00:00Z');
    await sweep();
    expect((await reminders(inLondon.id))[0]!.message).toBe(
      'Are you playing? Five-a-side, Thu 10 Jun 19:00 — answer in, out or reserves.',
    );
    expect((await reminders(inJoburg.id))[0]!.message).toBe(
      'Are you playing? Five-a-side, Thu 10 Jun 20:00 — answer in, out or reserves.',
    );
  });

  it('emails each reminded member the reminder, its description quoted under its author, and the link to the game', async () => {
    now = new Date('2027-07-01T10:00:00Z');
    const { admin, members, group } = await team({ timeZone: 'Europe/London' }, 2);
    const [ann, ben] = members as [TestUser, TestUser];
    const game = await createGameAt(admin, group.id, new Date('2027-07-09T18:30:00Z'), 0, 'Friday five');
    await setRsvp(t, game.id, ann.id, 'in');
    now = new Date('2027-07-08T18:30:00Z');
    await sweep();
    await t.app.mailer.idle();

    const words = notificationMessages.reminder({
      description: 'Friday five',
      at: new Date('2027-07-09T18:30:00Z'),
      timeZone: 'Europe/London',
    });
    expect(words).toBe('Are you playing? Friday five, Fri 9 Jul 19:30 — answer in, out or reserves.');
    const mail = await smtp.nextMail(ben.email);
    expect(mail.subject).toBe('Sunday league: are you playing on Fri 9 Jul 19:30?');
    // The email's sentence names no user text: the description is quoted under its author's name
    // (README "Notifications").
    expect(mail.text).toContain(
      `Are you playing? the game, Fri 9 Jul 19:30 — answer in, out or reserves.\n\n${admin.name} ${admin.surname} wrote:\n> Friday five`,
    );
    expect(mail.links).toContain(`${APP_URL}/games/${game.id}`);
    expect(mail.html).toContain(`${APP_URL}/games/${game.id}`);
    await smtp.nextMail(admin.email);
    expect(smtp.received.filter((m) => m.to.includes(ann.email.toLowerCase()))).toEqual([]);
  });
});
