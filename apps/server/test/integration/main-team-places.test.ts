/**
 * Reserve promotion across modules (docs/design.md#team-sheet-invariant): a main-team
 * place opens when a player leaves the group, is removed from it, or deletes their account — and each time
 * the first reserve is promoted. Past games keep their team sheets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../support/build.ts';
import { createGame, createGroup, createUser, type TestUser } from '../support/factories.ts';

describe('a main-team place that opens goes to the first reserve', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  /** A group with an admin and three players; a game for 2 with admin + p1 in, p2 then p3 on reserves. */
  async function fullGame() {
    const admin = await createUser(t, { name: 'Ada' });
    const [p1, p2, p3] = [await createUser(t), await createUser(t), await createUser(t)] as [
      TestUser,
      TestUser,
      TestUser,
    ];
    const group = await createGroup(t, admin, { members: [p1, p2, p3] });
    const game = await createGame(t, group.id, admin, { maxPlayers: 2 });
    for (const u of [admin, p1, p2, p3]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/rsvps',
        headers: t.auth(u),
        payload: { gameId: game.id, status: 'in' },
      });
      expect(res.statusCode).toBe(200);
    }
    return { admin, p1, p2, p3, group, game };
  }

  async function team(gameId: number, as: TestUser) {
    const res = await t.app.inject({ method: 'GET', url: `/api/games/${gameId}/team`, headers: t.auth(as) });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ mainTeam: { user_id: number }[]; reserves: { user_id: number }[] }>();
    return { main: body.mainTeam.map((e) => e.user_id), reserves: body.reserves.map((e) => e.user_id) };
  }

  it('when a main-team player leaves the group', async () => {
    const { admin, p1, p2, p3, group, game } = await fullGame();
    expect(await team(game.id, admin)).toEqual({ main: [admin.id, p1.id], reserves: [p2.id, p3.id] });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/groups/${group.id}/leave`,
      headers: t.auth(p1),
    });
    expect(res.statusCode).toBe(200);
    expect(await team(game.id, admin)).toEqual({ main: [admin.id, p2.id], reserves: [p3.id] });
  });

  it('when an admin removes a main-team player from the group', async () => {
    const { admin, p1, p2, p3, group, game } = await fullGame();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/groups/${group.id}/members/${p1.id}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(await team(game.id, admin)).toEqual({ main: [admin.id, p2.id], reserves: [p3.id] });
  });

  it('when a main-team player deletes their account', async () => {
    const { admin, p1, p2, p3, game } = await fullGame();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/delete-account',
      headers: t.auth(p1),
    });
    expect(res.statusCode).toBe(200);
    expect(await team(game.id, admin)).toEqual({ main: [admin.id, p2.id], reserves: [p3.id] });
    // The deleted account's token no longer works.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(p1) });
    expect(me.statusCode).toBe(401);
  });

  it('when the last admin deletes their account, the longest-standing member runs the group', async () => {
    const { admin, p1, p2, p3, group, game } = await fullGame();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/delete-account',
      headers: t.auth(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(await team(game.id, p1)).toEqual({ main: [p1.id, p2.id], reserves: [p3.id] });
    const members = await t.app.inject({
      method: 'GET',
      url: `/api/groups/${group.id}/members`,
      headers: t.auth(p1),
    });
    const list = members.json<{ members: { id: number; is_admin: boolean }[] }>().members;
    expect(list.find((m) => m.id === p1.id)?.is_admin).toBe(true);
    expect(list.some((m) => m.id === admin.id)).toBe(false);
  });
});
