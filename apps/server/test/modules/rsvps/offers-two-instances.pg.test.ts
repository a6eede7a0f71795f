/**
 * Timed offers on two instances of one PostgreSQL database (README "Reserves"; docs/decisions/
 * 010-reserves-queue.md, "Timed offers"): an accept and a decline of one offer, or two accepts, sent at
 * the same instant to different instances leave exactly one outcome — one 200, one 409 "You have no open
 * offer for this game." — and a consistent sheet: the game row lock serialises them and only an offer
 * still open can end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerTexts, type TeamResponse } from '@turnout/shared';
import type { App } from '../../../src/app.ts';
import { build, buildAnother, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { POSTGRES, onPostgres } from '../../support/servers.ts';

describe.runIf(onPostgres)(`${POSTGRES} timed offers answered on two instances at once`, () => {
  const now = new Date('2027-03-01T12:00:00Z');
  let t: TestContext;
  let second: App;
  let admin: TestUser;

  beforeAll(async () => {
    t = await build({}, { clock: () => now });
    second = (await buildAnother(t, {}, { clock: () => now })).app;
    admin = await createUser(t);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** Max 2, main [a, b], reserves [r1, r2], a out: r1 holds an offer. */
  async function offeredGame() {
    const [a, b, r1, r2] = [
      await createUser(t),
      await createUser(t),
      await createUser(t),
      await createUser(t),
    ];
    const group = await createGroup(t, admin, { members: [a, b, r1, r2] });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/groups/${group.id}`,
      headers: t.auth(admin),
      payload: { promotion: 'offer', quiet_hours: null },
    });
    expect(put.statusCode).toBe(200);
    const game = await createGame(t, group.id, admin, {
      maxPlayers: 2,
      gameDatetime: new Date(now.getTime() + 10 * 3600_000),
    });
    for (const u of [a, b, r1, r2]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/rsvps',
        headers: t.auth(u),
        payload: { gameId: game.id, status: 'in' },
      });
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/rsvps',
      headers: t.auth(a),
      payload: { gameId: game.id, status: 'out' },
    });
    return { b, r1, r2, game };
  }
  const answer = (app: App, user: TestUser, gameId: number, what: 'accept' | 'decline') =>
    app.inject({ method: 'POST', url: `/api/games/${gameId}/offer/${what}`, headers: t.auth(user) });
  const sheet = async (gameId: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/games/${gameId}/team`, headers: t.auth(admin) })
    ).json() as TeamResponse;

  it('accept and decline at the same instant: exactly one wins, the sheet agrees with it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { b, r1, r2, game } = await offeredGame();
      const [acc, dec] = await Promise.all([
        answer(t.app, r1, game.id, 'accept'),
        answer(second, r1, game.id, 'decline'),
      ]);
      expect([acc.statusCode, dec.statusCode].sort()).toEqual([200, 409]);
      const loser = acc.statusCode === 409 ? acc : dec;
      expect(loser.json().message).toBe(offerTexts.noOpenOffer);
      const s = await sheet(game.id);
      if (acc.statusCode === 200) {
        expect(s.mainTeam.map((e) => e.user_id)).toEqual([b.id, r1.id]);
        expect(s.offers).toEqual([]);
      } else {
        expect(s.mainTeam.map((e) => e.user_id)).toEqual([b.id]);
        expect(s.offers.map((o) => o.user_id)).toEqual([r2.id]);
      }
    }
  });

  it('two accepts at the same instant: one holder, one 409', async () => {
    const { b, r1, game } = await offeredGame();
    const replies = await Promise.all([
      answer(t.app, r1, game.id, 'accept'),
      answer(second, r1, game.id, 'accept'),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const s = await sheet(game.id);
    expect(s.mainTeam.map((e) => e.user_id)).toEqual([b.id, r1.id]);
    expect(s.offers).toEqual([]);
  });
});
