/**
 * A cancelled game costs nobody anything (README "Cancelled games"; payments/service.ts): once its
 * kick-off has passed it stays out of the ledger and the attendance record, and marking a payment,
 * claiming one, reminding the unpaid and marking attendance on it are refused with a sentence (409
 * GAME_CANCELLED). The clock is the test's and is moved, never waited for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyTexts, type LedgerReply } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { HOUR } from './support.ts';

describe('a cancelled game in the money and attendance records', () => {
  const kickOff = new Date('2027-03-05T17:00:00Z');
  let now = new Date(kickOff.getTime() - 48 * HOUR);
  let t: TestContext;
  let admin: TestUser;
  let ann: TestUser;
  let played: { id: number };
  let cancelled: { id: number };
  let group: { id: number };

  const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await build({}, { clock: () => now });
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
    ann = await createUser(t, { name: 'Ann', surname: 'Player' });
    group = await createGroup(t, admin, { members: [ann] });
    const make = () =>
      createGame(t, group.id, admin, { gameDatetime: kickOff, cost: '20.00', maxPlayers: 4 });
    [played, cancelled] = [await make(), await make()];
    for (const game of [played, cancelled]) {
      for (const u of [admin, ann]) await setRsvp(t, game.id, u.id, 'in');
    }
    const res = await call(admin, 'POST', `/api/games/${cancelled.id}/cancel`, { message: 'Pitch flooded' });
    expect(res.statusCode, res.body).toBe(200);
    now = new Date(kickOff.getTime() + 3 * HOUR);
  });
  afterAll(() => t?.close());

  it('owes nothing for it: the ledger counts only the game that was played', async () => {
    const res = await call(admin, 'GET', `/api/groups/${group.id}/ledger`);
    expect(res.statusCode).toBe(200);
    const ledger = res.json<LedgerReply>();
    const annRow = ledger.members.find((m) => m.user_id === ann.id);
    // 20.00 split over two places of the played game: 10.00; the cancelled one adds nothing.
    expect(annRow).toMatchObject({ owed: '10.00', paid: '0.00', balance: '-10.00' });
  });

  it('counts nobody at it in the attendance record', async () => {
    const res = await call(admin, 'GET', `/api/groups/${group.id}/attendance`);
    expect(res.statusCode).toBe(200);
    const annRow = res
      .json<{ user_id: number; games: number; played: number }[]>()
      .find((r) => r.user_id === ann.id);
    expect(annRow).toMatchObject({ games: 1, played: 1 });
  });

  it('refuses payments, claims, reminders and attendance marks on it with a sentence', async () => {
    const attempts = [
      call(admin, 'PUT', `/api/games/${cancelled.id}/payments/${ann.id}`, { status: 'paid' }),
      call(ann, 'POST', `/api/games/${cancelled.id}/payments/claim`),
      call(admin, 'POST', `/api/games/${cancelled.id}/payments/remind`),
      call(admin, 'PUT', `/api/games/${cancelled.id}/attendance/${ann.id}`, { attended: false }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ error: moneyTexts.gameCancelled });
    }
    // The played game still takes them.
    const ok = await call(admin, 'PUT', `/api/games/${played.id}/payments/${ann.id}`, { status: 'paid' });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
