/**
 * The money record cannot be rewritten (README "Who pays what"): once a game has kicked off its cost is
 * fixed (PUT → 409), what a member paid is the amount recorded when marked paid, each game keeps the
 * currency and cost mode it was priced in (a group's change re-prices only games still to come, and the
 * ledger lists the other currencies per row in `by_currency`, with totals per currency for admins), and a
 * member who leaves or is removed owing money stays in the ledger (`former_member: true`) until settled,
 * able to read their own row. The clock is a test clock moved past kick-off, never real time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameTexts,
  groupTexts,
  ledgerReplySchema,
  paymentsReplySchema,
  type LedgerReply,
} from '@turnout/shared';
import { groupMembers } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { HOUR } from './support.ts';

describe('the money record', () => {
  // Three days back on the hour, so that games behind the test clock are behind real time too.
  let now = new Date(Math.floor(Date.now() / HOUR) * HOUR - 72 * HOUR);
  let t: TestContext;
  let admin: TestUser;
  let m1: TestUser;
  let m2: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    t = await build({}, { clock: () => now });
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
    m1 = await createUser(t, { name: 'Ben', surname: 'One' });
    m2 = await createUser(t, { name: 'Cleo', surname: 'Two' });
    outsider = await createUser(t, { name: 'Olu', surname: 'Outsider' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, user: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user), ...(payload ? { payload } : {}) });
  const ledger = async (groupId: number, user: TestUser = admin): Promise<LedgerReply> => {
    const res = await call('GET', `/api/groups/${groupId}/ledger`, user);
    expect(res.statusCode, res.body).toBe(200);
    return ledgerReplySchema.parse(res.json());
  };
  const rowOf = (reply: LedgerReply, user: TestUser) => reply.members.filter((r) => r.user_id === user.id);
  const markPaid = async (gameId: number, user: TestUser, status = 'paid') => {
    const res = await call('PUT', `/api/games/${gameId}/payments/${user.id}`, admin, { status });
    expect(res.statusCode, res.body).toBe(200);
  };
  const editCost = async (gameId: number, cost: string) => {
    const { game } = (await call('GET', `/api/games/${gameId}`, admin)).json();
    return call('PUT', `/api/games/${gameId}`, admin, {
      description: game.description,
      game_datetime: game.game_datetime,
      max_players: game.max_players,
      venue: game.venue,
      cost,
    });
  };
  /** A game of `groupId` kicking off in `hours`, with `players` in its main team in that order. */
  const gameWith = async (groupId: number, cost: string, hours: number, players: TestUser[]) => {
    const game = await createGame(t, groupId, admin, {
      cost,
      gameDatetime: new Date(now.getTime() + hours * HOUR),
    });
    for (const p of players) await setRsvp(t, game.id, p.id, 'in');
    return game;
  };

  it('after kick-off a new cost is refused (409) and the 33.34 paid stays 33.34', async () => {
    const group = await createGroup(t, admin, { members: [m1, m2] });
    const game = await gameWith(group.id, '100.00', 1, [m1, m2, admin]);
    now = new Date(now.getTime() + 2 * HOUR);
    await markPaid(game.id, m1);
    const res = await editCost(game.id, '99999999.99');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toBe(gameTexts.costFixedAfterKickoff);
    expect(rowOf(await ledger(group.id), m1)).toEqual([
      { user_id: m1.id, name: 'Ben', surname: 'One', owed: '33.34', paid: '33.34', balance: '0.00' },
    ]);
    expect((await call('GET', `/api/games/${game.id}`, admin)).json().game.cost).toBe('100.00');
    // Other edits of a game that has kicked off keep their rules: the same cost is no change.
    expect((await editCost(game.id, '100')).statusCode).toBe(200);
  });

  it('what was paid is what was recorded, not the share worked out again from a later cost', async () => {
    const group = await createGroup(t, admin, { members: [m1, m2] });
    const game = await gameWith(group.id, '100.00', 3, [m1, m2, admin]);
    await markPaid(game.id, m1); // 33.34, before kick-off
    const edited = await editCost(game.id, '99.00');
    expect(edited.statusCode, edited.body).toBe(200);
    now = new Date(now.getTime() + 4 * HOUR);
    expect(rowOf(await ledger(group.id), m1)[0]).toMatchObject({
      owed: '33.00',
      paid: '33.34',
      balance: '0.34',
    });
  });

  it('a change of currency leaves past games in theirs: listed by_currency, with totals per currency', async () => {
    const group = await createGroup(t, admin, { members: [m1, m2] });
    const past = await gameWith(group.id, '60.00', 1, [m1, admin]);
    const next = await gameWith(group.id, '40.00', 48, [m1, admin]);
    now = new Date(now.getTime() + 2 * HOUR);
    await markPaid(past.id, m1);
    expect((await call('PUT', `/api/groups/${group.id}`, admin, { currency: 'JPY' })).statusCode).toBe(200);

    const reply = await ledger(group.id);
    expect(reply.currency).toBe('JPY');
    expect(rowOf(reply, m1)).toEqual([
      {
        user_id: m1.id,
        name: 'Ben',
        surname: 'One',
        owed: '0.00',
        paid: '0.00',
        balance: '0.00',
        by_currency: [{ currency: 'ZAR', owed: '30.00', paid: '30.00', balance: '0.00' }],
      },
    ]);
    expect(rowOf(reply, admin)[0]!.by_currency).toEqual([
      { currency: 'ZAR', owed: '30.00', paid: '0.00', balance: '-30.00' },
    ]);
    expect(rowOf(reply, m2)[0]!.by_currency).toBeUndefined();
    expect(reply.totals).toEqual([
      { currency: 'JPY', owed: '0.00', paid: '0.00', balance: '0.00' },
      { currency: 'ZAR', owed: '60.00', paid: '30.00', balance: '-30.00' },
    ]);
    // A member sees their own row, without the totals.
    expect(await ledger(group.id, m1)).toEqual({ currency: 'JPY', members: rowOf(reply, m1) });

    const payments = async (id: number) =>
      paymentsReplySchema.parse((await call('GET', `/api/games/${id}/payments`, m1)).json());
    expect((await payments(past.id)).currency).toBe('ZAR');
    expect((await call('GET', `/api/games/${past.id}`, m1)).json().game.currency).toBe('ZAR');
    expect((await payments(next.id)).currency).toBe('JPY');
    expect((await call('GET', `/api/games/${next.id}`, m1)).json().game.currency).toBe('JPY');

    const csv = (await call('GET', `/api/groups/${group.id}/ledger.csv`, admin)).body.split('\r\n');
    expect(csv).toContain(`member_currency,${m1.id},Ben,One,30.00,30.00,0.00,,,,,,ZAR,`);
    expect(csv).toContain('total,,,,60.00,30.00,-30.00,,,,,,ZAR,');
  });

  it('a change of cost mode applies only to games that have not kicked off', async () => {
    const group = await createGroup(t, admin, { members: [m1, m2] });
    const past = await gameWith(group.id, '10.00', 1, [m1, admin]);
    const next = await gameWith(group.id, '10.00', 48, [m1, admin]);
    now = new Date(now.getTime() + 2 * HOUR);
    const res = await call('PUT', `/api/groups/${group.id}`, admin, { cost_mode: 'per_player' });
    expect(res.statusCode).toBe(200);
    const payments = async (id: number) =>
      paymentsReplySchema.parse((await call('GET', `/api/games/${id}/payments`, m1)).json());
    const was = await payments(past.id);
    expect([was.cost_mode, was.players.map((p) => p.share)]).toEqual(['split', ['5.00', '5.00']]);
    const is = await payments(next.id);
    expect([is.cost_mode, is.players.map((p) => p.share)]).toEqual(['per_player', ['10.00', '10.00']]);
    expect(rowOf(await ledger(group.id), m1)[0]).toMatchObject({ owed: '5.00', balance: '-5.00' });
  });

  it('a former member who owes stays listed (former_member) and reads only their own row, until settled', async () => {
    const group = await createGroup(t, admin, { members: [m1, m2] });
    const game = await gameWith(group.id, '30.00', 1, [m1, m2, admin]);
    now = new Date(now.getTime() + 2 * HOUR);
    expect((await call('DELETE', `/api/groups/${group.id}/leave`, m1)).statusCode).toBe(200);

    const formerRow = {
      user_id: m1.id,
      name: 'Ben',
      surname: 'One',
      owed: '10.00',
      paid: '0.00',
      balance: '-10.00',
      former_member: true,
    };
    expect(rowOf(await ledger(group.id), m1)).toEqual([formerRow]);
    expect(await ledger(group.id, m1)).toEqual({ currency: 'ZAR', members: [formerRow] });
    expect((await call('GET', `/api/groups/${group.id}/ledger.csv`, m1)).statusCode).toBe(404);
    expect((await call('GET', `/api/groups/${group.id}/attendance`, m1)).statusCode).toBe(404);
    const refused = await call('GET', `/api/groups/${group.id}/ledger`, outsider);
    expect([refused.statusCode, refused.json().error]).toEqual([404, groupTexts.notFound]);

    await markPaid(game.id, m1);
    expect(rowOf(await ledger(group.id), m1)).toEqual([]);
    expect((await call('GET', `/api/groups/${group.id}/ledger`, m1)).statusCode).toBe(404);
  });

  it('a removed member who owes is listed once as former, and once as a member when added back', async () => {
    const group = await createGroup(t, admin, { members: [m1, m2] });
    await gameWith(group.id, '30.00', 1, [m1, m2, admin]);
    now = new Date(now.getTime() + 2 * HOUR);
    expect((await call('DELETE', `/api/groups/${group.id}/members/${m2.id}`, admin)).statusCode).toBe(200);
    expect(rowOf(await ledger(group.id), m2)).toMatchObject([{ balance: '-10.00', former_member: true }]);

    await t.app.db.insert(groupMembers).values({ groupId: group.id, userId: m2.id, isAdmin: false });
    const rows = rowOf(await ledger(group.id), m2);
    expect(rows).toEqual([
      { user_id: m2.id, name: 'Cleo', surname: 'Two', owed: '10.00', paid: '0.00', balance: '-10.00' },
    ]);
  });
});
