/**
 * Telling the organiser (README "Cancelled games", organiser alerts): a main-team player who drops out
 * (out, or to the reserves by themself) within 48 hours of kick-off makes the group's admins a
 * notification at once — who, and how full the main team now is — pushed and mailed as each admin's
 * team-change settings say. A later drop-out from the same game rewrites the admin's unread alert
 * instead of adding one. Earlier than 48 hours, nothing. The clock is the test's and is moved, never
 * waited for; a real SMTP server receives the mail.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../src/db/schema.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { withMailApp, type MailContext } from '../../support/mail-app.ts';
import type { SmtpSink } from '../../support/smtp.ts';

const KICK_OFF = new Date('2027-03-04T17:00:00Z'); // Thu 4 Mar 19:00 in Johannesburg
const HOUR = 3_600_000;
let now = new Date(KICK_OFF.getTime() - 72 * HOUR);
let t: MailContext;
let smtp: SmtpSink;

withMailApp(
  (app) => ([t, smtp] = [app, app.smtp]),
  { APP_URL: 'https://turnout.example' },
  { clock: () => now, rateLimits: { now: () => now.getTime() } },
);

async function settle() {
  await t.app.jobs.idle();
  await t.app.mailer.idle();
}

const answer = (user: TestUser, gameId: number, status: 'in' | 'out' | 'reserves') =>
  t.app.inject({
    method: 'POST',
    url: '/api/rsvps',
    headers: t.auth(user),
    payload: { gameId, status },
  });

const alertsOf = (user: TestUser) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.link, `/games/${gameId}`)))
    .orderBy(asc(notifications.id));
let gameId = 0;
const mailsTo = (user: TestUser) => smtp.received.filter((m) => m.to.includes(user.email.toLowerCase()));

/** "Thursday Footy" of Ada and Bea (admins) with Sipho, Ann and Tom in a main team of 4 of max 4. */
async function setUp() {
  const ada = await createUser(t, { name: 'Ada', surname: 'Admin' });
  const bea = await createUser(t, { name: 'Bea', surname: 'Boss' });
  const sipho = await createUser(t, { name: 'Sipho', surname: 'Dlamini' });
  const ann = await createUser(t, { name: 'Ann', surname: 'Member' });
  const tom = await createUser(t, { name: 'Tom', surname: 'Player' });
  const group = await createGroup(t, ada, {
    name: 'Thursday Footy',
    members: [sipho, ann, tom],
    admins: [bea],
  });
  const game = await createGame(t, group.id, ada, {
    description: 'Five-a-side',
    gameDatetime: KICK_OFF,
    maxPlayers: 4,
  });
  gameId = game.id;
  for (const u of [sipho, ann, tom, bea]) await setRsvp(t, game.id, u.id, 'in');
  return { ada, bea, sipho, ann, tom, game };
}

describe('organiser drop-out alerts', () => {
  it('says nothing for a drop-out more than 48 hours ahead, and alerts every other admin from the 48th hour', async () => {
    const { ada, bea, sipho, game } = await setUp();
    now = new Date(KICK_OFF.getTime() - 48 * HOUR - 60_000);
    expect((await answer(sipho, game.id, 'out')).statusCode).toBe(200);
    expect(await alertsOf(ada)).toEqual([]);

    expect((await answer(sipho, game.id, 'in')).statusCode).toBe(200);
    now = new Date(KICK_OFF.getTime() - 48 * HOUR);
    smtp.received.length = 0;
    expect((await answer(sipho, game.id, 'out')).statusCode).toBe(200);
    await settle();
    for (const admin of [ada, bea]) {
      expect((await alertsOf(admin)).map((n) => n.message)).toEqual([
        'Sipho Dlamini dropped out of Five-a-side, Thu 4 Mar 19:00: main team 3/4.',
      ]);
      expect(mailsTo(admin).map((m) => m.subject)).toEqual([
        'A player dropped out — Thursday Footy, Thu 19:00',
      ]);
    }
    // The alert mail names the player in our sentence, never the game's description.
    expect(mailsTo(ada)[0]!.text).toContain(
      'Sipho Dlamini dropped out of the game, Thu 4 Mar 19:00: main team 3/4.',
    );
  });

  it('rewrites the unread alert on a later drop-out; a read alert stays and a new one starts', async () => {
    const { ada, bea, sipho, ann, tom, game } = await setUp();
    now = new Date(KICK_OFF.getTime() - 20 * HOUR);
    await answer(sipho, game.id, 'out');
    await answer(ann, game.id, 'reserves');
    await settle();
    const [alert] = await alertsOf(ada);
    expect(await alertsOf(ada)).toHaveLength(1);
    expect(alert!.message).toBe('Ann Member dropped out of Five-a-side, Thu 4 Mar 19:00: main team 2/4.');
    expect(alert!.isRead).toBe(false);
    expect(mailsTo(ada)).toHaveLength(2);

    await t.app.db.update(notifications).set({ isRead: true }).where(eq(notifications.id, alert!.id));
    await answer(tom, game.id, 'out');
    expect((await alertsOf(ada)).map((n) => [n.message, n.isRead])).toEqual([
      ['Ann Member dropped out of Five-a-side, Thu 4 Mar 19:00: main team 2/4.', true],
      ['Tom Player dropped out of Five-a-side, Thu 4 Mar 19:00: main team 1/4.', false],
    ]);
    // Bea, a main-team player herself, is not told of her own drop-out; Ada is.
    await answer(bea, game.id, 'out');
    expect((await alertsOf(bea)).map((n) => n.message)).toEqual([
      'Tom Player dropped out of Five-a-side, Thu 4 Mar 19:00: main team 1/4.',
    ]);
    expect((await alertsOf(ada)).at(-1)!.message).toBe(
      'Bea Boss dropped out of Five-a-side, Thu 4 Mar 19:00: main team 0/4.',
    );
  });

  it('respects the admin’s email settings, and a reserve or pending player leaving alerts nobody', async () => {
    const { ada, bea, sipho, ann, game } = await setUp();
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/users/notification-settings',
      headers: t.auth(ada),
      payload: { email: { team_changes: false } },
    });
    expect(off.statusCode).toBe(200);
    now = new Date(KICK_OFF.getTime() - 2 * HOUR);
    smtp.received.length = 0;
    await answer(sipho, game.id, 'out');
    await settle();
    expect(await alertsOf(ada)).toHaveLength(1);
    expect(mailsTo(ada)).toEqual([]);
    expect(mailsTo(bea)).toHaveLength(1);

    // Sipho, out already, and Ann moving from out to reserves: no main-team place left.
    await answer(ann, game.id, 'out');
    await answer(ann, game.id, 'reserves');
    await answer(sipho, game.id, 'out');
    expect((await alertsOf(bea)).map((n) => n.message)).toEqual([
      'Ann Member dropped out of Five-a-side, Thu 4 Mar 19:00: main team 2/4.',
    ]);
  });
});
