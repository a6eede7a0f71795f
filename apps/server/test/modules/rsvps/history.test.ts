/**
 * The team sheet's history (README "A fair, visible record"): GET /api/games/{id}/history (members of
 * the group) lists every change of the sheet oldest first — who, from which list to which ("main",
 * "reserves", "out", "none"), and by whom ("self", "admin", "promotion", "system") — written in the
 * same transaction as the change, and nothing when nothing changed; 100 rows a page, newest page first,
 * earlier pages by `?before=<the first row's id>`.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HistoryReply } from '@turnout/shared';
import { sheetHistory } from '../../../src/db/schema.ts';
import { withApp, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, type TestUser } from '../../support/factories.ts';

describe('GET /api/games/{id}/history', () => {
  let t: TestContext;
  let admin: TestUser;

  withApp(async (app) => {
    [t, admin] = [app, await createUser(app, { name: 'Ada', surname: 'Admin' })];
  });

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user), ...(payload ? { payload } : {}) });
  const rsvp = (user: TestUser, gameId: number, status: string) =>
    call(user, 'POST', '/api/rsvps', { gameId, status });
  const history = async (user: TestUser, gameId: number, before?: number): Promise<HistoryReply> => {
    const res = await call(user, 'GET', `/api/games/${gameId}/history${before ? `?before=${before}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** The history without its timestamps: [name, from, to, by]. */
  const changes = async (gameId: number) =>
    (await history(admin, gameId)).map((h) => [h.name, h.from, h.to, h.by]);
  const fullName = (u: TestUser) => `${u.name} ${u.surname}`;

  async function setUp(maxPlayers: number, n: number) {
    const members: TestUser[] = [];
    for (let i = 0; i < n; i++)
      members.push(await createUser(t, { name: `Player${i + 1}`, surname: 'Hist' }));
    const group = await createGroup(t, admin, { members });
    const game = await createGame(t, group.id, admin, { maxPlayers });
    return { members, group, game };
  }

  it("records a player's own answers, and nothing for an answer that changes nothing", async () => {
    const { members, game } = await setUp(5, 1);
    const [a] = members as [TestUser];
    await rsvp(a, game.id, 'in');
    await rsvp(a, game.id, 'in');
    await rsvp(a, game.id, 'out');
    const rows = await history(a, game.id);
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        user_id: a.id,
        guest_id: null,
        name: fullName(a),
        from: 'none',
        to: 'main',
        by: 'self',
      },
      {
        id: expect.any(Number),
        at: expect.any(String),
        user_id: a.id,
        guest_id: null,
        name: fullName(a),
        from: 'main',
        to: 'out',
        by: 'self',
      },
    ]);
    expect(new Date(rows[0]!.at).getTime()).toBeLessThanOrEqual(new Date(rows[1]!.at).getTime());
    // The changes are stored with who made them.
    const stored = await t.app.db.select().from(sheetHistory).where(eq(sheetHistory.gameId, game.id));
    expect(stored.map((r) => r.actorId)).toEqual([a.id, a.id]);
  });

  it('records an admin move and the automatic promotion it causes', async () => {
    const { members, game } = await setUp(1, 2);
    const [a, b] = members as [TestUser, TestUser];
    await rsvp(a, game.id, 'in');
    await rsvp(b, game.id, 'in');
    const res = await call(admin, 'POST', '/api/rsvps/admin/update-team', {
      gameId: game.id,
      userId: a.id,
      newTeam: 'reserves',
    });
    expect(res.statusCode).toBe(200);
    expect(await changes(game.id)).toEqual([
      [fullName(a), 'none', 'main', 'self'],
      [fullName(b), 'none', 'reserves', 'self'],
      [fullName(a), 'main', 'reserves', 'admin'],
      [fullName(b), 'reserves', 'main', 'promotion'],
    ]);
    const stored = await t.app.db.select().from(sheetHistory).where(eq(sheetHistory.gameId, game.id));
    expect(stored.map((r) => r.actorId)).toEqual([a.id, b.id, admin.id, null]);

    // An admin taking a player off the sheet.
    await call(admin, 'DELETE', `/api/games/${game.id}/remove-player/${a.id}`);
    expect((await changes(game.id)).at(-1)).toEqual([fullName(a), 'reserves', 'none', 'admin']);
  });

  it('records a max_players drop as the system, and the promotions of a rise', async () => {
    const { members, game } = await setUp(2, 3);
    const [a, b, c] = members as [TestUser, TestUser, TestUser];
    for (const u of [a, b, c]) await rsvp(u, game.id, 'in');
    const edit = (max: number) =>
      call(admin, 'PUT', `/api/games/${game.id}`, {
        description: game.description,
        game_datetime: game.gameDatetime.toISOString(),
        max_players: max,
      });
    expect((await edit(1)).statusCode).toBe(200);
    expect((await changes(game.id)).slice(3)).toEqual([[fullName(b), 'main', 'reserves', 'system']]);
    expect((await edit(3)).statusCode).toBe(200);
    expect((await changes(game.id)).slice(4)).toEqual([
      [fullName(b), 'reserves', 'main', 'promotion'],
      [fullName(c), 'reserves', 'main', 'promotion'],
    ]);
  });

  it('records guests added and removed under their names, and a guest promoted', async () => {
    const { members, game } = await setUp(1, 2);
    const [host, a] = members as [TestUser, TestUser];
    await rsvp(a, game.id, 'in');
    const added = await call(host, 'POST', `/api/games/${game.id}/guests`, { name: 'Sam' });
    expect(added.statusCode).toBe(201);
    const guestId: number = added.json().guest.guest_id;
    await rsvp(a, game.id, 'out');
    expect((await call(host, 'DELETE', `/api/games/${game.id}/guests/${guestId}`)).statusCode).toBe(200);
    const rows = await history(host, game.id);
    expect(rows.map((h) => [h.user_id, h.guest_id, h.name, h.from, h.to, h.by])).toEqual([
      [a.id, null, fullName(a), 'none', 'main', 'self'],
      [null, guestId, 'Sam', 'none', 'reserves', 'self'],
      [a.id, null, fullName(a), 'main', 'out', 'self'],
      [null, guestId, 'Sam', 'reserves', 'main', 'promotion'],
      [null, guestId, 'Sam', 'main', 'none', 'self'],
    ]);

    // An admin taking another member's guest off is an admin's change.
    const again = await call(host, 'POST', `/api/games/${game.id}/guests`, { name: 'Tim' });
    await call(admin, 'DELETE', `/api/games/${game.id}/guests/${again.json().guest.guest_id}`);
    expect((await changes(game.id)).slice(-2)).toEqual([
      ['Tim', 'none', 'main', 'self'],
      ['Tim', 'main', 'none', 'admin'],
    ]);
  });

  it('records a member leaving the group as the system', async () => {
    const { members, game } = await setUp(1, 2);
    const [a, b] = members as [TestUser, TestUser];
    await rsvp(a, game.id, 'in');
    await rsvp(b, game.id, 'in');
    expect((await call(a, 'DELETE', `/api/groups/${game.groupId}/leave`)).statusCode).toBe(200);
    expect((await changes(game.id)).slice(2)).toEqual([
      [fullName(a), 'main', 'none', 'system'],
      [fullName(b), 'reserves', 'main', 'promotion'],
    ]);
  });

  it('is for members of the group only', async () => {
    const { game } = await setUp(1, 0);
    const outsider = await createUser(t);
    const res = await call(outsider, 'GET', `/api/games/${game.id}/history`);
    expect(res.statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/games/999999/history')).statusCode).toBe(404);
    expect(await history(admin, game.id)).toEqual([]);
  });

  it('pages a long history: the newest 100 rows oldest first, then the rows before the first one, then none', async () => {
    const { members, game } = await setUp(5, 1);
    const [a] = members as [TestUser];
    // 250 changes (a player flapping in and out; written as the rsvps module writes them).
    await t.app.db.insert(sheetHistory).values(
      Array.from({ length: 250 }, (_, i) => ({
        gameId: game.id,
        userId: a.id,
        from: i % 2 ? ('main' as const) : ('none' as const),
        to: i % 2 ? ('none' as const) : ('main' as const),
        by: 'self' as const,
        actorId: a.id,
      })),
    );
    const first = await history(a, game.id);
    expect(first).toHaveLength(100);
    const ids = first.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    const second = await history(a, game.id, first[0]!.id);
    expect(second).toHaveLength(100);
    expect(second[99]!.id).toBeLessThan(first[0]!.id);
    const third = await history(a, game.id, second[0]!.id);
    expect(third).toHaveLength(50);
    expect(third[0]).toMatchObject({ from: 'none', to: 'main', name: fullName(a) });
    expect(await history(a, game.id, third[0]!.id)).toEqual([]);
    expect(new Set([...first, ...second, ...third].map((r) => r.id)).size).toBe(250);
  });

  it('refuses a cursor that is not a history row id with a sentence', async () => {
    const { members, game } = await setUp(5, 1);
    for (const before of ['abc', '0', '-1', '1.5']) {
      const res = await call(members[0]!, 'GET', `/api/games/${game.id}/history?before=${before}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'before must be a whole number of 1 or more.' });
    }
  });
});
