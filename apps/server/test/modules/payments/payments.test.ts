/**
 * GET /api/games/{id}/payments, PUT /api/games/{id}/payments/{userId} and POST …/payments/claim (README
 * "Who pays what"): the split to the cent with the largest-remainder rule (extra cents to the first places
 * of the team sheet), per-player costs, free games, guests' shares on their host's row, every status and
 * who may set it, and `final` turning true at kick-off on a test clock, shares frozen on the main team at
 * kick-off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  gameTexts,
  moneyTexts,
  paymentsReplySchema,
  PAYMENT_STATUSES,
  type PaymentsReply,
} from '@turnout/shared';
import { gamePayments, groups, rsvps } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { HOUR, insertGuest, insertHistory } from './support.ts';

describe('payments of a game', () => {
  let now = new Date('2027-03-01T10:00:00Z');
  let t: TestContext;
  let admin: TestUser;
  let players: TestUser[];
  let outsider: TestUser;
  let group: { id: number };

  beforeAll(async () => {
    t = await build({}, { clock: () => now });
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
    players = [];
    for (let i = 1; i <= 7; i++) players.push(await createUser(t, { name: `P${i}`, surname: 'Player' }));
    outsider = await createUser(t, { name: 'Olu', surname: 'Outsider' });
    group = await createGroup(t, admin, { members: players });
    await createGroup(t, outsider);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, user: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user), ...(payload === undefined ? {} : { payload }) });
  const payments = async (gameId: number, user: TestUser = admin): Promise<PaymentsReply> => {
    const res = await call('GET', `/api/games/${gameId}/payments`, user);
    expect(res.statusCode).toBe(200);
    return paymentsReplySchema.parse(res.json());
  };
  /** A game in 2 days costing `cost` with `n` of the players in the main team, in order. */
  const gameWith = async (cost: string | null, n: number) => {
    const game = await createGame(t, group.id, admin, {
      cost,
      gameDatetime: new Date(now.getTime() + 48 * HOUR),
    });
    for (const p of players.slice(0, n)) await setRsvp(t, game.id, p.id, 'in');
    return game;
  };
  const shares = (reply: PaymentsReply) => reply.players.map((p) => p.share);
  const cents = (amount: string) => Math.round(Number(amount) * 100);

  describe('split (the group default)', () => {
    it('100.00 over 3 → 33.34, 33.33, 33.33: the extra cent on the first place of the team sheet', async () => {
      const game = await gameWith('100.00', 3);
      const reply = await payments(game.id);
      expect(reply).toMatchObject({ currency: 'ZAR', cost_mode: 'split', total: '100.00', final: false });
      expect(reply.players).toEqual([
        {
          user_id: players[0]!.id,
          guest_id: null,
          host_user_id: null,
          name: 'P1',
          surname: 'Player',
          share: '33.34',
          status: 'unpaid',
          attended: null,
          amount_paid: null,
        },
        {
          user_id: players[1]!.id,
          guest_id: null,
          host_user_id: null,
          name: 'P2',
          surname: 'Player',
          share: '33.33',
          status: 'unpaid',
          attended: null,
          amount_paid: null,
        },
        {
          user_id: players[2]!.id,
          guest_id: null,
          host_user_id: null,
          name: 'P3',
          surname: 'Player',
          share: '33.33',
          status: 'unpaid',
          attended: null,
          amount_paid: null,
        },
      ]);
    });

    it('0.01 over 3 → 0.01, 0.00, 0.00; 100.00 over 7 → four of 14.29 then three of 14.28', async () => {
      expect(shares(await payments((await gameWith('0.01', 3)).id))).toEqual(['0.01', '0.00', '0.00']);
      const seven = await payments((await gameWith('100.00', 7)).id);
      expect(shares(seven)).toEqual(['14.29', '14.29', '14.29', '14.29', '14.28', '14.28', '14.28']);
      expect(seven.total).toBe('100.00');
    });

    it('the shares always add up to the cost exactly, to the cent', async () => {
      for (const [cost, n] of [
        ['60.00', 7],
        ['0.05', 6],
        ['99999999.99', 7],
        ['1234.56', 5],
        ['10.00', 1],
      ] as const) {
        const reply = await payments((await gameWith(cost, n)).id);
        expect(reply.total, `${cost} over ${n}`).toBe(cost);
        expect(
          reply.players.reduce((sum, p) => sum + cents(p.share), 0),
          `${cost} over ${n}`,
        ).toBe(cents(cost));
        const all = reply.players.map((p) => cents(p.share));
        // Never more than a cent apart, and never a larger share after a smaller one.
        expect(Math.max(...all) - Math.min(...all)).toBeLessThanOrEqual(1);
        expect([...all].sort((a, b) => b - a)).toEqual(all);
      }
    });

    it('a free game owes 0.00 each; nobody in the main team gives no rows; reserves and "out" never pay', async () => {
      const free = await payments((await gameWith(null, 2)).id);
      expect(free).toMatchObject({ total: '0.00' });
      expect(shares(free)).toEqual(['0.00', '0.00']);
      expect(await payments((await gameWith('50.00', 0)).id)).toMatchObject({ total: '0.00', players: [] });
      const game = await gameWith('50.00', 2);
      await setRsvp(t, game.id, players[5]!.id, 'reserves');
      await setRsvp(t, game.id, players[6]!.id, 'out');
      expect(shares(await payments(game.id))).toEqual(['25.00', '25.00']);
    });
  });

  it('per_player: every main-team place owes the cost', async () => {
    const perPlayer = await createGroup(t, admin, { members: players.slice(0, 3) });
    await t.app.db.update(groups).set({ costMode: 'per_player' }).where(eq(groups.id, perPlayer.id));
    const game = await createGame(t, perPlayer.id, admin, {
      cost: '7.50',
      gameDatetime: new Date(now.getTime() + 48 * HOUR),
    });
    for (const p of players.slice(0, 3)) await setRsvp(t, game.id, p.id, 'in');
    const reply = await payments(game.id, players[0]);
    expect(reply).toMatchObject({ cost_mode: 'per_player', total: '22.50' });
    expect(shares(reply)).toEqual(['7.50', '7.50', '7.50']);
  });

  it('a guest has a place of their own, in team-sheet order, paid on the host’s row', async () => {
    const game = await gameWith('100.00', 0);
    const [p1, p2] = [players[0]!, players[1]!];
    await setRsvp(t, game.id, p1.id, 'in');
    const sam = await insertGuest(t, game.id, p1.id, 'Sam');
    await setRsvp(t, game.id, p2.id, 'in');
    await insertGuest(t, game.id, p2.id, 'Reserve guest', 'reserves');
    let reply = await payments(game.id, p2);
    expect(reply.players).toEqual([
      {
        user_id: p1.id,
        guest_id: null,
        host_user_id: null,
        name: 'P1',
        surname: 'Player',
        share: '33.34',
        status: 'unpaid',
        attended: null,
        amount_paid: null,
      },
      {
        user_id: null,
        guest_id: sam,
        host_user_id: p1.id,
        name: 'Sam',
        surname: '',
        share: '33.33',
        status: 'unpaid',
        attended: null,
        amount_paid: null,
      },
      {
        user_id: p2.id,
        guest_id: null,
        host_user_id: null,
        name: 'P2',
        surname: 'Player',
        share: '33.33',
        status: 'unpaid',
        attended: null,
        amount_paid: null,
      },
    ]);
    // The host's row pays for both places; the host may claim for their guest.
    expect(
      (await call('PUT', `/api/games/${game.id}/payments/${p1.id}`, admin, { status: 'paid' })).statusCode,
    ).toBe(200);
    reply = await payments(game.id);
    expect(reply.players.map((p) => p.status)).toEqual(['paid', 'paid', 'unpaid']);
  });

  describe('statuses and who may set them', () => {
    let game: { id: number };
    let p1: TestUser;
    let reserve: TestUser;
    beforeAll(async () => {
      game = await gameWith('30.00', 3);
      p1 = players[0]!;
      reserve = players[5]!;
      await setRsvp(t, game.id, reserve.id, 'reserves');
    });
    const statusOf = async (userId: number) =>
      (await payments(game.id)).players.find((p) => p.user_id === userId)!.status;
    const stored = async (userId: number) =>
      (
        await t.app.db
          .select({ status: gamePayments.status, by: gamePayments.updatedBy })
          .from(gamePayments)
          .where(and(eq(gamePayments.gameId, game.id), eq(gamePayments.userId, userId)))
      )[0];

    it('a group admin sets any status, each in turn, and gets the payments back', async () => {
      for (const status of [...PAYMENT_STATUSES, 'unpaid'] as const) {
        const res = await call('PUT', `/api/games/${game.id}/payments/${p1.id}`, admin, { status });
        expect(res.statusCode, status).toBe(200);
        expect(paymentsReplySchema.parse(res.json()).players[0]).toMatchObject({ user_id: p1.id, status });
        expect(await statusOf(p1.id)).toBe(status);
        expect(await stored(p1.id)).toEqual({ status, by: admin.id });
      }
    });

    it('a player claims their own row ("claimed"), again without harm; a paid or waived row stays (409)', async () => {
      const p2 = players[1]!;
      for (let i = 0; i < 2; i++) {
        const res = await call('POST', `/api/games/${game.id}/payments/claim`, p2);
        expect(res.statusCode).toBe(200);
        expect(res.json().players.find((p: { user_id: number }) => p.user_id === p2.id).status).toBe(
          'claimed',
        );
      }
      expect(await stored(p2.id)).toEqual({ status: 'claimed', by: p2.id });
      // Only their own row changed.
      expect(await statusOf(players[2]!.id)).toBe('unpaid');
      for (const status of ['paid', 'waived'] as const) {
        await call('PUT', `/api/games/${game.id}/payments/${p2.id}`, admin, { status });
        const res = await call('POST', `/api/games/${game.id}/payments/claim`, p2);
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toBe(moneyTexts.alreadySettled(status));
        expect(await statusOf(p2.id)).toBe(status);
      }
    });

    it('a plain member may not set a status (403), not even their own; an outsider gets 404', async () => {
      const before = await stored(players[2]!.id);
      for (const [user, target] of [
        [players[2]!, players[2]!],
        [players[2]!, p1],
      ] as const) {
        const res = await call('PUT', `/api/games/${game.id}/payments/${target.id}`, user, {
          status: 'paid',
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe(moneyTexts.paymentAdminOnly);
      }
      const res = await call('PUT', `/api/games/${game.id}/payments/${p1.id}`, outsider, { status: 'paid' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(gameTexts.gameNotFound);
      expect((await call('POST', `/api/games/${game.id}/payments/claim`, outsider)).statusCode).toBe(404);
      expect((await call('GET', `/api/games/${game.id}/payments`, outsider)).statusCode).toBe(404);
      expect(await stored(players[2]!.id)).toEqual(before);
    });

    it('nothing to pay without a main-team place: 409 for a member (reserves), 404 for a non-member', async () => {
      let res = await call('PUT', `/api/games/${game.id}/payments/${reserve.id}`, admin, { status: 'paid' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(moneyTexts.noPlaceToPay('P6 Player'));
      res = await call('POST', `/api/games/${game.id}/payments/claim`, reserve);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(moneyTexts.youHaveNoPlaceToPay);
      res = await call('PUT', `/api/games/${game.id}/payments/${outsider.id}`, admin, { status: 'paid' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(moneyTexts.playerNotFound);
      expect(await stored(reserve.id)).toBeUndefined();
      expect(await stored(outsider.id)).toBeUndefined();
    });

    it('refuses an unknown status (400 with the sentence) and unknown games (404)', async () => {
      for (const status of ['PAID', 'refunded', '', null, 1]) {
        const res = await call('PUT', `/api/games/${game.id}/payments/${p1.id}`, admin, { status });
        expect(res.statusCode, String(status)).toBe(400);
        expect(res.json().error).toBe('Status must be one of: unpaid, claimed, paid, waived.');
      }
      expect((await call('GET', '/api/games/999999/payments', admin)).statusCode).toBe(404);
      expect(
        (await call('PUT', `/api/games/999999/payments/${p1.id}`, admin, { status: 'paid' })).statusCode,
      ).toBe(404);
    });
  });

  it('final is false before kick-off (shares follow the current main team) and true after (frozen at kick-off)', async () => {
    now = new Date('2027-03-01T10:00:00Z');
    const kickoff = new Date(now.getTime() + 2 * HOUR);
    const game = await createGame(t, group.id, admin, { cost: '90.00', gameDatetime: kickoff });
    const [a, b, c] = [players[0]!, players[1]!, players[2]!];
    for (const p of [a, b, c]) {
      await setRsvp(t, game.id, p.id, 'in');
      await insertHistory(t, { gameId: game.id, userId: p.id, from: 'none', to: 'main', at: now });
    }
    let reply = await payments(game.id);
    expect(reply).toMatchObject({ final: false, total: '90.00' });
    expect(shares(reply)).toEqual(['30.00', '30.00', '30.00']);

    // Before kick-off, C leaves: the shares follow the main team as it is now.
    await t.app.db
      .update(rsvps)
      .set({ status: 'out' })
      .where(and(eq(rsvps.gameId, game.id), eq(rsvps.userId, c.id)));
    await insertHistory(t, {
      gameId: game.id,
      userId: c.id,
      from: 'main',
      to: 'out',
      at: new Date(now.getTime() + HOUR),
    });
    now = new Date(kickoff.getTime() - 60_000);
    reply = await payments(game.id);
    expect(reply).toMatchObject({ final: false, total: '90.00' });
    expect(reply.players.map((p) => [p.user_id, p.share])).toEqual([
      [a.id, '45.00'],
      [b.id, '45.00'],
    ]);

    // At kick-off the main team is frozen: a change recorded after it (here, straight into the tables)
    // moves no share.
    now = kickoff;
    expect(await payments(game.id)).toMatchObject({ final: true, total: '90.00' });
    await t.app.db
      .update(rsvps)
      .set({ status: 'out' })
      .where(and(eq(rsvps.gameId, game.id), eq(rsvps.userId, b.id)));
    await insertHistory(t, {
      gameId: game.id,
      userId: b.id,
      from: 'main',
      to: 'out',
      at: new Date(kickoff.getTime() + HOUR),
    });
    now = new Date(kickoff.getTime() + 2 * HOUR);
    reply = await payments(game.id);
    expect(reply).toMatchObject({ final: true, total: '90.00' });
    expect(reply.players.map((p) => [p.user_id, p.share])).toEqual([
      [a.id, '45.00'],
      [b.id, '45.00'],
    ]);
    // A player of the main team at kick-off may still be marked and claim; one who left before may not.
    expect((await call('POST', `/api/games/${game.id}/payments/claim`, b)).statusCode).toBe(200);
    expect((await call('POST', `/api/games/${game.id}/payments/claim`, c)).statusCode).toBe(409);
    expect(
      (await call('PUT', `/api/games/${game.id}/payments/${a.id}`, admin, { status: 'waived' })).statusCode,
    ).toBe(200);
    expect((await payments(game.id)).players.map((p) => p.status)).toEqual(['waived', 'claimed']);
  });
});
