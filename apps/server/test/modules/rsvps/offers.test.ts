/**
 * Timed offers near kick-off (README "Reserves"; docs/decisions/010-reserves-queue.md, "Timed offers"):
 * with `promotion` 'offer', a place that opens in a full main team within `offer_hours` of kick-off is
 * offered to the front reserve for a window fixed when it is made (2 h / 30 min / 10 min, never past
 * kick-off, paused by quiet hours unless kick-off is within 5 hours); accepted → main team, declined →
 * out, expired (the job, on the app clock) → passed to the next reserve; once every reserve has been
 * offered it, the first "in" takes it. Every path that opens a place, in both modes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gameTexts, offerTexts, type GameOffersReply, type TeamResponse } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { gameGuests, notifications, sheetHistory } from '../../../src/db/schema.ts';
import { OFFER_EXPIRY_QUEUE } from '../../../src/modules/rsvps/offer-answers.ts';

const HOUR = 3600_000;
const MIN = 60_000;
let now = new Date('2027-03-01T12:00:00Z');
let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await build({}, { clock: () => now });
  admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
});
afterAll(() => t.close());

const call = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.auth(user), ...(payload ? { payload } : {}) });
const rsvp = (user: TestUser, gameId: number, status: string) =>
  call(user, 'POST', '/api/rsvps', { gameId, status });
const sheet = async (gameId: number) => {
  const res = await call(admin, 'GET', `/api/games/${gameId}/team`);
  expect(res.statusCode).toBe(200);
  const s: TeamResponse = res.json();
  const ids = (e: { user_id: number | null }[]) => e.map((x) => x.user_id);
  return {
    main: ids(s.mainTeam),
    reserves: ids(s.reserves),
    offers: s.offers,
  };
};
const messagesOf = async (user: TestUser) =>
  (
    await t.app.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(notifications.id)
  ).map((n) => n.message);
const offered = async (gameId: number) => (await sheet(gameId)).offers.map((o) => o.user_id);

/**
 * A game kicking off `hoursAhead` from now, max 2, main [a, b], reserves [r1, r2]; the group's
 * promotion `mode` (offer_hours 24) and quiet hours (none unless given).
 */
async function fullGame(
  mode: 'automatic' | 'offer',
  hoursAhead = 10,
  quiet: { start: string; end: string } | null = null,
  extra: { rsvpCutoff?: number } = {},
) {
  const [a, b, r1, r2, newcomer] = [
    await createUser(t, { name: 'Ann' }),
    await createUser(t, { name: 'Ben' }),
    await createUser(t, { name: 'Rae' }),
    await createUser(t, { name: 'Rob' }),
    await createUser(t, { name: 'Nia' }),
  ] as [TestUser, TestUser, TestUser, TestUser, TestUser];
  const group = await createGroup(t, admin, { members: [a, b, r1, r2, newcomer] });
  const put = await call(admin, 'PUT', `/api/groups/${group.id}`, {
    promotion: mode,
    offer_hours: 24,
    quiet_hours: quiet,
  });
  expect(put.statusCode).toBe(200);
  const game = await createGame(t, group.id, admin, {
    maxPlayers: 2,
    gameDatetime: new Date(now.getTime() + hoursAhead * HOUR),
    ...extra,
  });
  for (const u of [a, b, r1, r2]) expect((await rsvp(u, game.id, 'in')).statusCode).toBe(200);
  expect(await sheet(game.id)).toEqual({ main: [a.id, b.id], reserves: [r1.id, r2.id], offers: [] });
  return { a, b, r1, r2, newcomer, group, game };
}

describe('group settings for offers', () => {
  it('an admin sets promotion, offer_hours and quiet_hours; GET returns them; bad values are refused with a sentence', async () => {
    const member = await createUser(t);
    const group = await createGroup(t, admin, { members: [member] });
    const get = await call(admin, 'GET', `/api/groups/${group.id}`);
    expect(get.json().group).toMatchObject({
      promotion: 'automatic',
      offer_hours: 24,
      quiet_hours: { start: '21:00', end: '09:00' },
    });
    const put = await call(admin, 'PUT', `/api/groups/${group.id}`, {
      promotion: 'offer',
      offer_hours: 12,
      quiet_hours: { start: '22:30', end: '07:00' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().group).toMatchObject({
      promotion: 'offer',
      offer_hours: 12,
      quiet_hours: { start: '22:30', end: '07:00' },
    });
    const none = await call(admin, 'PUT', `/api/groups/${group.id}`, { quiet_hours: null });
    expect(none.json().group.quiet_hours).toBeNull();
    for (const [body, sentence] of [
      [{ promotion: 'later' }, offerTexts.promotionInvalid],
      [{ offer_hours: 73 }, offerTexts.offerHours],
      [{ offer_hours: 1.5 }, offerTexts.offerHours],
      [{ quiet_hours: { start: '25:00', end: '09:00' } }, offerTexts.quietHoursInvalid],
      [{ quiet_hours: { start: '09:00', end: '09:00' } }, offerTexts.quietHoursSame],
    ] as const) {
      const res = await call(admin, 'PUT', `/api/groups/${group.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(JSON.stringify(sentence).slice(1, -1));
    }
    expect((await call(member, 'PUT', `/api/groups/${group.id}`, { promotion: 'offer' })).statusCode).toBe(
      403,
    );
  });
});

describe('the offer rule', () => {
  it('automatic: a player out near kick-off promotes the first reserve at once', async () => {
    const { a, b, r1, r2, game } = await fullGame('automatic');
    expect((await rsvp(a, game.id, 'out')).statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [r2.id], offers: [] });
  });

  it('offer, but kick-off further than offer_hours: promoted at once', async () => {
    const { a, b, r1, r2, game } = await fullGame('offer', 30);
    expect((await rsvp(a, game.id, 'out')).statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [r2.id], offers: [] });
  });

  it('offer: the first reserve is offered the place, which counts as taken; their "in" accepts', async () => {
    const { a, b, r1, r2, newcomer, game } = await fullGame('offer', 10);
    expect((await rsvp(a, game.id, 'out')).statusCode).toBe(200);
    const s = await sheet(game.id);
    expect(s.main).toEqual([b.id]);
    expect(s.reserves).toEqual([r1.id, r2.id]);
    // 10 hours before kick-off: 30 minutes.
    expect(s.offers).toEqual([
      { user_id: r1.id, expires_at: new Date(now.getTime() + 30 * MIN).toISOString() },
    ]);
    const [told] = await t.app.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, r1.id));
    expect(told?.message).toContain('A place opened for');
    // A newcomer's "in" queues: the held place is taken.
    const late = await rsvp(newcomer, game.id, 'in');
    expect(late.json().status).toBe('reserves');
    const accepted = await rsvp(r1, game.id, 'in');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'in', position: { list: 'main', place: 2 } });
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [r2.id, newcomer.id], offers: [] });
  });

  it('accept and decline by route; decline passes the place on and is allowed after the cutoff; "out" declines', async () => {
    const { a, b, r1, r2, newcomer, game } = await fullGame('offer', 10, null, { rsvpCutoff: 12 });
    // Past the cutoff an admin opens the place (the cutoff does not bind admins).
    expect(
      (await call(admin, 'POST', '/api/rsvps/remove', { gameId: game.id, userId: a.id })).statusCode,
    ).toBe(200);
    expect(await offered(game.id)).toEqual([r1.id]);
    const other = await call(r2, 'POST', `/api/games/${game.id}/offer/accept`);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(offerTexts.noOpenOffer);
    const outsider = await createUser(t);
    expect((await call(outsider, 'POST', `/api/games/${game.id}/offer/accept`)).statusCode).toBe(403);
    const declined = await call(r1, 'POST', `/api/games/${game.id}/offer/decline`);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'out', message: offerTexts.declined });
    expect(await offered(game.id)).toEqual([r2.id]);
    // r2's "out" declines too (after the cutoff): nobody else waits, the place is open to the first "in".
    expect((await rsvp(r2, game.id, 'out')).json()).toMatchObject({ status: 'out' });
    expect(await sheet(game.id)).toEqual({ main: [b.id], reserves: [], offers: [] });
    expect((await rsvp(newcomer, game.id, 'in')).json().status).toBe('in');
    const history = await t.app.db.select().from(sheetHistory).where(eq(sheetHistory.gameId, game.id));
    expect(history.filter((h) => h.userId === r1.id && h.to === 'out')[0]?.by).toBe('self');
  });

  it('accept by route: main team, a second accept is 409; admins see the offers history, members 403', async () => {
    const { a, b, r1, game } = await fullGame('offer', 10);
    await rsvp(a, game.id, 'reserves');
    // A moved to the reserves goes behind the queue; r1 is offered.
    expect(await offered(game.id)).toEqual([r1.id]);
    const res = await call(r1, 'POST', `/api/games/${game.id}/offer/accept`);
    expect(res.json()).toMatchObject({ status: 'in', message: offerTexts.accepted });
    expect((await call(r1, 'POST', `/api/games/${game.id}/offer/accept`)).statusCode).toBe(409);
    expect((await sheet(game.id)).main).toEqual([b.id, r1.id]);
    const history = await call(admin, 'GET', `/api/games/${game.id}/offers`);
    expect(history.statusCode).toBe(200);
    const offers = (history.json() as GameOffersReply).offers;
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ user_id: r1.id, status: 'accepted', answered_at: now.toISOString() });
    expect((await call(b, 'GET', `/api/games/${game.id}/offers`)).statusCode).toBe(403);
  });

  it('windows: 2 h beyond 16 h, 30 min from 16 h to 1 h, 10 min in the last hour, never past kick-off', async () => {
    for (const [hours, windowMs] of [
      [20, 2 * HOUR],
      [10, 30 * MIN],
      [0.5, 10 * MIN],
      [5 / 60, 5 * MIN],
    ] as const) {
      const { a, game } = await fullGame('offer', hours);
      await rsvp(a, game.id, 'out');
      const [offer] = (await sheet(game.id)).offers;
      expect(new Date(offer!.expires_at).getTime() - now.getTime()).toBe(windowMs);
    }
  });

  it('quiet hours pause the window (group-local), unless kick-off is within 5 hours', async () => {
    const saved = now;
    try {
      // 20:30 in Johannesburg (UTC+2); quiet 21:00–09:00; kick-off in 22 h: a 2 h window runs 30 min,
      // pauses until 09:00 local (07:00Z), then runs 90 min: 08:30Z.
      now = new Date('2027-03-01T18:30:00Z');
      const quiet = { start: '21:00', end: '09:00' };
      const first = await fullGame('offer', 22, quiet);
      await rsvp(first.a, first.game.id, 'out');
      expect((await sheet(first.game.id)).offers[0]?.expires_at).toBe('2027-03-02T08:30:00.000Z');
      // 21:30 local, kick-off in 4 h: no pause, 30 minutes.
      now = new Date('2027-03-01T19:30:00Z');
      const second = await fullGame('offer', 4, quiet);
      await rsvp(second.a, second.game.id, 'out');
      expect((await sheet(second.game.id)).offers[0]?.expires_at).toBe('2027-03-01T20:00:00.000Z');
    } finally {
      now = saved;
    }
  });

  it('expiry by the job on the app clock passes the place on, once; every reserve offered → first "in" takes it', async () => {
    const saved = now;
    try {
      const { a, b, r1, r2, newcomer, game } = await fullGame('offer', 10);
      await rsvp(a, game.id, 'out');
      expect(await offered(game.id)).toEqual([r1.id]);
      now = new Date(now.getTime() + 29 * MIN);
      await t.app.jobs.run(OFFER_EXPIRY_QUEUE);
      expect(await offered(game.id)).toEqual([r1.id]);
      now = new Date(now.getTime() + 1 * MIN);
      await t.app.jobs.run(OFFER_EXPIRY_QUEUE);
      await t.app.jobs.run(OFFER_EXPIRY_QUEUE);
      expect(await sheet(game.id)).toMatchObject({ main: [b.id], reserves: [r1.id, r2.id] });
      expect(await offered(game.id)).toEqual([r2.id]);
      const history = (await call(admin, 'GET', `/api/games/${game.id}/offers`)).json() as GameOffersReply;
      expect(history.offers.map((o) => [o.user_id, o.status])).toEqual([
        [r1.id, 'expired'],
        [r2.id, 'open'],
      ]);
      expect(history.offers[0]!.place).toBe(history.offers[1]!.place);
      now = new Date(now.getTime() + 30 * MIN);
      await t.app.jobs.run(OFFER_EXPIRY_QUEUE);
      expect(await sheet(game.id)).toEqual({ main: [b.id], reserves: [r1.id, r2.id], offers: [] });
      // r1 was not offered the place again; the first "in" takes it.
      expect((await rsvp(newcomer, game.id, 'in')).json().status).toBe('in');
    } finally {
      now = saved;
    }
  });

  it('a guest at the front is promoted at once', async () => {
    const { a, b, r1, r2, game } = await fullGame('offer', 10);
    await rsvp(r1, game.id, 'out');
    await rsvp(r2, game.id, 'out');
    const guest = await call(b, 'POST', `/api/games/${game.id}/guests`, { name: 'Sam' });
    expect(guest.statusCode).toBe(201);
    await rsvp(r1, game.id, 'in');
    expect((await sheet(game.id)).reserves).toEqual([null, r1.id]);
    await rsvp(a, game.id, 'out');
    const s = await sheet(game.id);
    expect(s.main).toEqual([b.id, null]);
    expect(s.offers).toEqual([]);
    const [sam] = await t.app.db.select().from(gameGuests).where(eq(gameGuests.gameId, game.id));
    expect(sam?.status).toBe('in');
  });

  it('lowering max_players withdraws open offers before demoting anyone', async () => {
    const { a, b, r1, r2, game } = await fullGame('offer', 10);
    await rsvp(a, game.id, 'out');
    expect(await offered(game.id)).toEqual([r1.id]);
    const res = await call(admin, 'PUT', `/api/games/${game.id}`, {
      description: game.description,
      game_datetime: game.gameDatetime.toISOString(),
      max_players: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [b.id], reserves: [r1.id, r2.id], offers: [] });
  });

  it('cancelling the game withdraws its open offers: one message, no accept, the job passes over them; reinstating re-opens none', async () => {
    const saved = now;
    try {
      const { a, b, r1, r2, game } = await fullGame('offer', 10);
      await rsvp(a, game.id, 'out');
      expect(await offered(game.id)).toEqual([r1.id]);
      const before = await messagesOf(r1);
      const cancel = await call(admin, 'POST', `/api/games/${game.id}/cancel`, { message: 'Pitch flooded' });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(await sheet(game.id)).toEqual({ main: [b.id], reserves: [r1.id, r2.id], offers: [] });
      const history = (await call(admin, 'GET', `/api/games/${game.id}/offers`)).json() as GameOffersReply;
      expect(history.offers.map((o) => [o.user_id, o.status])).toEqual([[r1.id, 'withdrawn']]);
      // The holder hears of the cancellation once, not of the offer too.
      const told = (await messagesOf(r1)).slice(before.length);
      expect(told).toHaveLength(1);
      expect(told[0]).toContain('cancelled');
      const accept = await call(r1, 'POST', `/api/games/${game.id}/offer/accept`);
      expect(accept.statusCode).toBe(409);
      expect(accept.json().message).toBe(gameTexts.gameCancelled);
      // Past the offer's end the job finds nothing to expire and tells nobody.
      now = new Date(now.getTime() + 31 * MIN);
      await t.app.jobs.run(OFFER_EXPIRY_QUEUE);
      expect((await messagesOf(r1)).slice(before.length)).toHaveLength(1);
      expect(await messagesOf(r2)).toHaveLength(1);
      // Reinstated: the withdrawn offer stays withdrawn; nothing is held.
      expect((await call(admin, 'POST', `/api/games/${game.id}/reinstate`)).statusCode).toBe(200);
      const again = await call(r1, 'POST', `/api/games/${game.id}/offer/accept`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(offerTexts.noOpenOffer);
      const after = (await call(admin, 'GET', `/api/games/${game.id}/offers`)).json() as GameOffersReply;
      expect(after.offers.map((o) => [o.user_id, o.status])).toEqual([[r1.id, 'withdrawn']]);
      expect(await sheet(game.id)).toEqual({ main: [b.id], reserves: [r1.id, r2.id], offers: [] });
    } finally {
      now = saved;
    }
  });

  it('every path that opens a place offers it in offer mode (admin move down, removal, guest removal, leaving the group)', async () => {
    // Admin moves A to the reserves: r1 offered, A behind.
    {
      const { a, b, r1, r2, game } = await fullGame('offer', 10);
      await call(admin, 'POST', '/api/rsvps/admin/update-team', {
        gameId: game.id,
        userId: a.id,
        newTeam: 'reserves',
      });
      expect(await sheet(game.id)).toMatchObject({ main: [b.id], reserves: [r1.id, r2.id, a.id] });
      expect(await offered(game.id)).toEqual([r1.id]);
    }
    // Removal by DELETE.
    {
      const { a, r1, game } = await fullGame('offer', 10);
      expect((await call(admin, 'DELETE', `/api/games/${game.id}/remove-player/${a.id}`)).statusCode).toBe(
        200,
      );
      expect(await offered(game.id)).toEqual([r1.id]);
    }
    // A member leaving the group.
    {
      const { a, r1, group, game } = await fullGame('offer', 10);
      expect((await call(a, 'DELETE', `/api/groups/${group.id}/leave`)).statusCode).toBe(200);
      expect(await offered(game.id)).toEqual([r1.id]);
    }
    // The offered reserve leaving the group: the place passes on.
    {
      const { a, r1, r2, group, game } = await fullGame('offer', 10);
      await rsvp(a, game.id, 'out');
      expect((await call(r1, 'DELETE', `/api/groups/${group.id}/leave`)).statusCode).toBe(200);
      expect(await offered(game.id)).toEqual([r2.id]);
    }
  });
});

describe('one-tap offer links', () => {
  it('GET shows the offer, POST accepts it; the token is refused as an RSVP link and as a sign-in token', async () => {
    const { a, r1, game } = await fullGame('offer', 10);
    await rsvp(a, game.id, 'out');
    const [offer] = (await call(admin, 'GET', `/api/games/${game.id}/offers`)).json()
      .offers as GameOffersReply['offers'];
    const token = t.app.signedTokens.offerLink.sign(
      { u: r1.id, g: game.id, o: offer!.id },
      new Date(offer!.expires_at),
    );
    const shown = await t.app.inject({ method: 'GET', url: `/api/offer-links/${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().offer).toEqual({ status: 'open', expires_at: offer!.expires_at });
    expect((await t.app.inject({ method: 'GET', url: `/api/rsvp-links/${token}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/groups/my', headers: t.auth(token) })).statusCode,
    ).toBe(401);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/offer-links/${token}`,
      payload: { answer: 'accept' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'in' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/offer-links/${token}`,
      payload: { answer: 'decline' },
    });
    expect(again.statusCode).toBe(409);
    const rsvpToken = t.app.signedTokens.rsvpLink.sign({ u: r1.id, g: game.id }, game.gameDatetime);
    expect((await t.app.inject({ method: 'GET', url: `/api/offer-links/${rsvpToken}` })).statusCode).toBe(
      401,
    );
  });
});
