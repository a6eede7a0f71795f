/**
 * POST /api/games/{id}/payments/remind (README "Past games"): after kick-off a group admin reminds every
 * member whose share of the game (their own or a guest's) is still unpaid — not those who said they
 * paid, were marked paid or waived, nor the admin — each by a notification saying their share, and an
 * email (no answer buttons) as their settings say; at most once in 24 hours per game (429 with a sentence
 * saying when, and Retry-After), then again; nobody owing answers reminded 0 and spends nothing. Before
 * kick-off 409; a member 403; an outsider or unknown game 404. The payments reply says when the last
 * reminder went and, after kick-off, who came. The clock is the test's and is moved, never waited for.
 */
import { addHours } from 'date-fns';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moneyTexts, paymentsReplySchema } from '@turnout/shared';
import { gamePayments, notifications, notificationSettings } from '../../../src/db/schema.ts';
import { pushPayloadOf } from '../../../src/modules/notifications/delivery.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { withMailApp, type MailContext } from '../../support/mail-app.ts';
import type { SmtpSink } from '../../support/smtp.ts';
import { insertGuest } from './support.ts';

const APP_URL = 'https://turnout.example';
const kickOff = new Date('2027-03-05T17:00:00Z');
let now = addHours(kickOff, 3);
let t: MailContext;
let smtp: SmtpSink;

withMailApp((app) => ([t, smtp] = [app, app.smtp]), { APP_URL }, { clock: () => now });

/**
 * A game of 100.00 split over six main-team places, kicked off: Ada (admin, unpaid), Ann (unpaid), Ben
 * (claimed), Cat (paid), Eve (unpaid) and Eve's guest Kim; Dan is a reserve, Olu outside the group.
 */
async function setUp() {
  now = addHours(kickOff, -48);
  const ada = await createUser(t, { name: 'Ada', surname: 'Admin' });
  const [ann, ben, cat, dan, eve] = await Promise.all(
    ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((name) => createUser(t, { name, surname: 'Player' })),
  );
  const olu = await createUser(t, { name: 'Olu' });
  await createGroup(t, olu);
  const group = await createGroup(t, ada, { name: 'Sunday league', members: [ann!, ben!, cat!, dan!, eve!] });
  const game = await createGame(t, group.id, ada, { gameDatetime: kickOff, cost: '100.00', maxPlayers: 6 });
  for (const u of [ada, ann!, ben!, cat!, eve!]) await setRsvp(t, game.id, u.id, 'in');
  await insertGuest(t, game.id, eve!.id, 'Kim');
  await setRsvp(t, game.id, dan!.id, 'reserves');
  await t.app.db.insert(gamePayments).values([
    { gameId: game.id, userId: ben!.id, status: 'claimed', updatedBy: ben!.id },
    { gameId: game.id, userId: cat!.id, status: 'paid', updatedBy: ada.id },
  ]);
  now = addHours(kickOff, 3);
  return { ada, ann: ann!, ben: ben!, cat: cat!, dan: dan!, eve: eve!, olu, group, game };
}

const remind = (gameId: number, as: TestUser) =>
  t.app.inject({ method: 'POST', url: `/api/games/${gameId}/payments/remind`, headers: t.auth(as) });

/** Who got a payment reminder of the game, by id, and what it said. */
const reminders = async (gameId: number) =>
  (
    await t.app.db
      .select({ userId: notifications.userId, message: notifications.message })
      .from(notifications)
      .where(and(like(notifications.message, 'Please pay for%'), eq(notifications.link, `/games/${gameId}`)))
  ).sort((a, b) => a.userId - b.userId);

describe('reminding the players who have not paid', () => {
  it('tells each member who owes their share, by notification and email, and nobody else', async () => {
    const { ada, ann, ben, cat, dan, eve, game } = await setUp();
    // Eve wants no reminder emails: the notification still comes.
    await t.app.db.insert(notificationSettings).values({ userId: eve.id, emailReminders: false });
    const res = await remind(game.id, ada);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      reminded: 2,
      reminded_at: now.toISOString(),
      message: 'Reminded 2 players to pay.',
    });
    // 100.00 over six places: 16.67 for the first four, 16.66 for the last two (Eve and her guest Kim).
    expect(await reminders(game.id)).toEqual(
      [
        {
          userId: ann.id,
          message:
            'Please pay for Thursday kickabout, Fri 5 Mar 19:00: your share is ZAR 16.67, not yet marked paid.',
        },
        {
          userId: eve.id,
          message:
            'Please pay for Thursday kickabout, Fri 5 Mar 19:00: your share is ZAR 33.32, not yet marked paid.',
        },
      ].sort((a, b) => a.userId - b.userId),
    );

    await t.app.mailer.idle();
    const mail = await smtp.nextMail(ann.email);
    expect(mail.subject).toBe('Sunday league: please pay for the game on Fri 5 Mar 19:00');
    expect(mail.text).toContain(
      'Please pay for the game, Fri 5 Mar 19:00: your share is ZAR 16.67, not yet marked paid.',
    );
    expect(mail.text).not.toContain('Thursday kickabout');
    expect(mail.links).toContain(`${APP_URL}/games/${game.id}`);
    expect(mail.links.some((l) => l.includes('/rsvp/'))).toBe(false);
    for (const u of [ada, ben, cat, dan, eve]) {
      expect(
        smtp.received.filter((m) => m.to.includes(u.email.toLowerCase())),
        u.name,
      ).toEqual([]);
    }

    // The payments reply says when; the game screen shows it.
    const payments = await t.app.inject({
      method: 'GET',
      url: `/api/games/${game.id}/payments`,
      headers: t.auth(ann),
    });
    expect(paymentsReplySchema.parse(payments.json()).reminded_at).toBe(now.toISOString());
  });

  it('a reminder push opens the game and carries no answer buttons', () => {
    const payload = pushPayloadOf(
      APP_URL,
      { userId: 1, kind: 'reminders', topic: 'payment', message: 'Please pay', link: '/games/7', gameId: 7 },
      undefined,
    );
    expect(payload).toEqual({
      title: 'Turnout',
      body: 'Please pay',
      url: `${APP_URL}/games/7`,
      tag: 'reminders:/games/7',
    });
  });

  it('goes at most once in 24 hours per game, saying when it can go again', async () => {
    const { ada, ann, eve, game } = await setUp();
    const first = now;
    expect((await remind(game.id, ada)).statusCode).toBe(200);

    now = addHours(first, 3);
    const tooSoon = await remind(game.id, ada);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(
      'Players were reminded to pay 3 hours ago: you can remind them again in 21 hours.',
    );
    expect(tooSoon.headers['retry-after']).toBe(String(21 * 3600));
    now = new Date(first.getTime() + 23.5 * 3600_000);
    expect((await remind(game.id, ada)).json().message).toBe(
      moneyTexts.remindTooSoon('23 hours', '30 minutes'),
    );
    expect((await reminders(game.id)).map((r) => r.userId)).toEqual([ann.id, eve.id].sort((a, b) => a - b));

    // A day later it goes again, to whoever still owes: Ann has paid since.
    await t.app.db
      .insert(gamePayments)
      .values({ gameId: game.id, userId: ann.id, status: 'paid', updatedBy: ada.id });
    now = addHours(first, 24);
    const again = await remind(game.id, ada);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().reminded).toBe(1);
    expect((await reminders(game.id)).map((r) => r.userId)).toEqual(
      [ann.id, eve.id, eve.id].sort((a, b) => a - b),
    );
  });

  it('answers reminded 0 when nobody owes, without spending the day', async () => {
    const { ada, ann, eve, game } = await setUp();
    await t.app.db.insert(gamePayments).values([
      { gameId: game.id, userId: ann.id, status: 'waived', updatedBy: ada.id },
      { gameId: game.id, userId: eve.id, status: 'claimed', updatedBy: eve.id },
    ]);
    expect((await remind(game.id, ada)).json()).toEqual({
      success: true,
      reminded: 0,
      reminded_at: null,
      message: moneyTexts.reminded(0),
    });
    await t.app.db
      .update(gamePayments)
      .set({ status: 'unpaid' })
      .where(and(eq(gamePayments.gameId, game.id), eq(gamePayments.userId, eve.id)));
    expect((await remind(game.id, ada)).json().reminded).toBe(1);
  });

  it('refuses before kick-off (409), a member (403), an outsider and an unknown game (404)', async () => {
    const { ada, ann, olu, game } = await setUp();
    now = addHours(kickOff, -1);
    const early = await remind(game.id, ada);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(moneyTexts.remindBeforeKickoff);
    now = addHours(kickOff, 1);
    const member = await remind(game.id, ann);
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe('Only a group admin can remind players to pay.');
    expect((await remind(game.id, olu)).statusCode).toBe(404);
    expect((await remind(999_999, ada)).statusCode).toBe(404);
    expect(await reminders(game.id)).toEqual([]);
    expect((await remind(game.id, ada)).json().reminded).toBe(2);
  });

  it('shows who came after kick-off, and nothing of it before', async () => {
    const { ada, ann, game } = await setUp();
    const payments = async () =>
      paymentsReplySchema.parse(
        (
          await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/payments`, headers: t.auth(ada) })
        ).json(),
      );
    now = addHours(kickOff, -1);
    expect((await payments()).players.map((p) => p.attended)).toEqual([null, null, null, null, null, null]);
    now = addHours(kickOff, 2);
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.id}/attendance/${ann.id}`,
      headers: t.auth(ada),
      payload: { attended: false },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const rows = (await payments()).players;
    expect(rows.map((p) => [p.name, p.attended])).toEqual([
      ['Ada', true],
      ['Ann', false],
      ['Ben', true],
      ['Cat', true],
      ['Eve', true],
      ['Kim', null],
    ]);
  });
});
