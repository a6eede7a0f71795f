/**
 * Payments and attendance on a team sheet made through the API (README "Who pays what", "Guests", "A
 * fair, visible record"): answers, a guest and a late drop written by the RSVP and guest endpoints
 * (which record sheet_history), then the game moved to kick off just after them, through the database,
 * and the app clock moved past it.
 * The main team at kick-off rebuilt from that history pays and is counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceReplySchema, ledgerReplySchema, paymentsReplySchema } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { HOUR, moveGame } from './support.ts';

describe('payments and attendance from a team sheet made through the API', () => {
  let t: TestContext;
  let admin: TestUser;
  let host: TestUser;
  let dropper: TestUser;
  let third: TestUser;
  let game: { id: number };
  let group: { id: number };
  let shift = 0;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user), ...(payload === undefined ? {} : { payload }) });

  beforeAll(async () => {
    // The app clock follows real time (sheet_history is stamped by the database) until `shift` moves it on.
    t = await build({}, { clock: () => new Date(Date.now() + shift) });
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
    host = await createUser(t, { name: 'Thabo', surname: 'Host' });
    dropper = await createUser(t, { name: 'Lerato', surname: 'Late' });
    third = await createUser(t, { name: 'Sipho', surname: 'Third' });
    group = await createGroup(t, admin, { members: [host, dropper, third] });
    // Kick-off in 2 hours: leaving now is a late drop.
    game = await createGame(t, group.id, admin, {
      cost: '100.00',
      maxPlayers: 3,
      gameDatetime: new Date(Date.now() + 2 * HOUR),
    });
    const answer = async (user: TestUser, status: string) =>
      expect((await call('POST', '/api/rsvps', user, { gameId: game.id, status })).statusCode).toBe(200);
    await answer(host, 'in');
    expect((await call('POST', `/api/games/${game.id}/guests`, host, { name: 'Sam' })).statusCode).toBe(201);
    await answer(dropper, 'in');
    // The main team is full: the third player queues on the reserves, and is promoted when Lerato drops.
    await answer(third, 'in');
    await answer(dropper, 'out');
  });
  afterAll(() => t.close());

  it('before kick-off: the current main team shares the cost, not final', async () => {
    const reply = paymentsReplySchema.parse(
      (await call('GET', `/api/games/${game.id}/payments`, third)).json(),
    );
    expect(reply).toMatchObject({ final: false, total: '100.00' });
    expect(reply.players.map((p) => [p.name, p.share])).toEqual([
      ['Thabo', '33.34'],
      ['Sam', '33.33'],
      ['Sipho', '33.33'],
    ]);
  });

  it('after kick-off: the main team at kick-off pays (the guest on the host), and the late drop is counted', async () => {
    // Kick-off a second after every recorded change, and the clock a minute past it.
    await moveGame(t, game.id, new Date(Date.now() + 1000));
    shift = 60_000;
    const reply = paymentsReplySchema.parse(
      (await call('GET', `/api/games/${game.id}/payments`, admin)).json(),
    );
    expect(reply).toMatchObject({ final: true, total: '100.00' });
    expect(reply.players.map((p) => [p.user_id, p.host_user_id, p.name, p.share])).toEqual([
      [host.id, null, 'Thabo', '33.34'],
      [null, host.id, 'Sam', '33.33'],
      [third.id, null, 'Sipho', '33.33'],
    ]);

    expect(
      (await call('PUT', `/api/games/${game.id}/attendance/${third.id}`, admin, { attended: false }))
        .statusCode,
    ).toBe(200);
    const ledger = ledgerReplySchema.parse(
      (await call('GET', `/api/groups/${group.id}/ledger`, admin)).json(),
    );
    expect(ledger.members.find((m) => m.user_id === host.id)).toMatchObject({
      owed: '66.67',
      balance: '-66.67',
    });
    expect(ledger.members.find((m) => m.user_id === dropper.id)).toMatchObject({ owed: '0.00' });

    const attendance = attendanceReplySchema.parse(
      (await call('GET', `/api/groups/${group.id}/attendance`, host)).json(),
    );
    const of = (u: TestUser) => attendance.find((r) => r.user_id === u.id);
    expect(of(host)).toMatchObject({ games: 1, played: 1 });
    expect(of(dropper)).toMatchObject({ games: 1, out: 1, late_drops: 1 });
    expect(of(third)).toMatchObject({ games: 1, no_shows: 1, played: 0 });
    expect(of(admin)).toMatchObject({ games: 1, no_answer: 1 });
  });
});
