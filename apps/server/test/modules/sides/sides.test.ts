/**
 * Sides through the API (README "Sides, results and ratings"): an admin's pick proposes fair sides of
 * the main team (ratings from stars, guests as their host rated them) and saves nothing; publishing
 * shows them to every member without the totals; a change to the main team marks them out of date;
 * publishing after kick-off marks the game; the admins' ratings. Access per role: the access matrix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SidesReply } from '@turnout/shared';
import { gameGuests, gameSides } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import {
  createGame,
  createGroup,
  createUser,
  createUsers,
  setRsvp,
  type TestUser,
} from '../../support/factories.ts';

describe('sides', () => {
  let t: TestContext;
  let now = new Date();
  let admin: TestUser;
  let players: TestUser[];
  let group: { id: number };

  beforeAll(async () => {
    t = await build({}, { clock: () => now });
    admin = await createUser(t);
    players = await createUsers(t, 6);
    group = await createGroup(t, admin, { members: players });
  });
  afterAll(() => t.close());

  const call = (as: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(as), ...(payload === undefined ? {} : { payload }) });
  const rate = (user: TestUser, stars: number | null, goalkeeper = false) =>
    call(admin, 'PUT', `/api/groups/${group.id}/members/${user.id}/rating`, { stars, goalkeeper });

  /** A game with `players.slice(0, n)` in the main team. */
  async function gameWith(n: number, overrides: Parameters<typeof createGame>[3] = {}) {
    const game = await createGame(t, group.id, admin, { maxPlayers: 20, ...overrides });
    for (const p of players.slice(0, n)) await setRsvp(t, game.id, p.id, 'in');
    return game;
  }

  it("lets admins rate members; a pick then balances the stars and puts the ratings' sums in the totals", async () => {
    const [a, b, c, d] = players as [TestUser, TestUser, TestUser, TestUser];
    expect((await rate(a, 5)).json()).toMatchObject({ success: true, user_id: a.id, stars: 5, rating: 1200 });
    await rate(b, 5);
    await rate(c, 1);
    await rate(d, 1);
    const ratings = (await call(admin, 'GET', `/api/groups/${group.id}/ratings`)).json().players;
    expect(ratings).toContainEqual(
      expect.objectContaining({ user_id: a.id, stars: 5, goalkeeper: false, rating: 1200 }),
    );
    expect(ratings).toContainEqual(
      expect.objectContaining({ user_id: admin.id, stars: null, goalkeeper: false, rating: 1000 }),
    );

    const game = await gameWith(4);
    for (let seed = 0; seed < 5; seed++) {
      const res = await call(admin, 'POST', `/api/games/${game.id}/sides/pick`, { sides: 2, seed });
      expect(res.statusCode).toBe(200);
      const proposal = res.json<SidesReply>();
      expect(proposal.published).toBe(false);
      expect(proposal.sides.map((s) => s.name)).toEqual(['Bibs', 'Non-bibs']);
      // One five-star and one one-star player on each side: 2000 each.
      expect(proposal.sides.map((s) => s.total)).toEqual([2000, 2000]);
      for (const side of proposal.sides) {
        expect(side.user_ids.filter((id) => id === a.id || id === b.id)).toHaveLength(1);
      }
    }
    // The same seed gives the same proposal; nothing was saved.
    const again = (seed: number) =>
      call(admin, 'POST', `/api/games/${game.id}/sides/pick`, { sides: 2, seed });
    expect((await again(3)).json()).toEqual((await again(3)).json());
    expect((await call(players[0]!, 'GET', `/api/games/${game.id}/sides`)).json()).toEqual({
      sides: [],
      published: false,
      stale: false,
    });
    for (const p of [a, b, c, d]) await rate(p, null);
  });

  it('counts guests as their host rated them, and spreads goalkeepers when asked', async () => {
    const game = await gameWith(5);
    await rate(players[0]!, null, true);
    await rate(players[1]!, null, true);
    const guest = await call(players[2]!, 'POST', `/api/games/${game.id}/guests`, {
      name: 'Kim',
      stars: 5,
      goalkeeper: true,
    });
    expect(guest.statusCode).toBe(201);
    const guestId = guest.json().guest.guest_id as number;
    const res = await call(admin, 'POST', `/api/games/${game.id}/sides/pick`, {
      sides: 3,
      constraints: { spread_goalkeepers: true },
      seed: 1,
    });
    const proposal = res.json<SidesReply>();
    expect(proposal.sides).toHaveLength(3);
    const keepers = [players[0]!.id, players[1]!.id];
    for (const side of proposal.sides) {
      expect(side.user_ids.length + side.guest_ids.length).toBe(2);
      const count = side.user_ids.filter((id) => keepers.includes(id)).length + side.guest_ids.length;
      expect(count).toBe(1);
    }
    expect(proposal.sides.flatMap((s) => s.guest_ids)).toEqual([guestId]);
    // The guest's five stars: 1200 on their side, 2000 on the others (two average players).
    expect(proposal.sides.map((s) => s.total).sort()).toEqual([2000, 2000, 2200]);
    await rate(players[0]!, null);
    await rate(players[1]!, null);
  });

  it('keeps pairs together or apart, and refuses what no split can do', async () => {
    const game = await gameWith(4);
    const [a, b, c] = players as [TestUser, TestUser, TestUser];
    const pick = (constraints: unknown, sides = 2) =>
      call(admin, 'POST', `/api/games/${game.id}/sides/pick`, { sides, constraints });
    for (let i = 0; i < 4; i++) {
      const sides = (await pick({ together: [[a.id, b.id]], apart: [[a.id, c.id]] })).json<SidesReply>()
        .sides;
      const sideOf = (id: number) => sides.findIndex((s) => s.user_ids.includes(id));
      expect(sideOf(a.id)).toBe(sideOf(b.id));
      expect(sideOf(a.id)).not.toBe(sideOf(c.id));
    }
    const both = await pick({ together: [[a.id, b.id]], apart: [[b.id, a.id]] });
    expect(both.statusCode).toBe(409);
    expect(both.json().message).toBe('Two players cannot be kept both together and apart.');
    const trio = await pick({
      together: [
        [a.id, b.id],
        [b.id, c.id],
      ],
    });
    expect(trio.statusCode).toBe(409);
    expect((await pick({}, 5)).statusCode).toBe(400);
    const few = await call(admin, 'POST', `/api/games/${(await gameWith(1)).id}/sides/pick`, { sides: 2 });
    expect(few.statusCode).toBe(409);
    expect(few.json().message).toBe('Picking 2 sides needs at least 2 players in the main team.');
  });

  it('publishes to every member without the totals, and marks the sides out of date when the main team changes', async () => {
    const game = await gameWith(4);
    const ids = players.slice(0, 4).map((p) => p.id);
    const sides = [
      { name: 'Bibs', user_ids: ids.slice(0, 2), guest_ids: [] },
      { name: 'Non-bibs', user_ids: ids.slice(2), guest_ids: [] },
    ];
    const wrong = await call(admin, 'PUT', `/api/games/${game.id}/sides`, {
      sides: [sides[0], { ...sides[1], user_ids: ids.slice(2, 3) }],
    });
    expect(wrong.statusCode).toBe(409);
    expect(
      (await call(admin, 'PUT', `/api/games/${game.id}/sides`, { sides: [sides[0], sides[0]] })).statusCode,
    ).toBe(400);
    expect((await call(players[0]!, 'PUT', `/api/games/${game.id}/sides`, { sides })).statusCode).toBe(403);

    const published = await call(admin, 'PUT', `/api/games/${game.id}/sides`, { sides });
    expect(published.statusCode).toBe(200);
    expect(published.json<SidesReply>().sides.map((s) => s.total)).toEqual([2000, 2000]);
    const seen = (await call(players[3]!, 'GET', `/api/games/${game.id}/sides`)).json<SidesReply>();
    expect(seen).toEqual({ sides, published: true, stale: false });
    // A new pick proposes the published names.
    const pick = await call(admin, 'POST', `/api/games/${game.id}/sides/pick`, { sides: 2 });
    expect(
      pick
        .json<SidesReply>()
        .sides.map((s) => s.name)
        .sort(),
    ).toEqual(['Bibs', 'Non-bibs']);

    await call(players[4]!, 'POST', '/api/rsvps', { gameId: game.id, status: 'in' });
    expect((await call(players[0]!, 'GET', `/api/games/${game.id}/sides`)).json<SidesReply>().stale).toBe(
      true,
    );
    await call(players[4]!, 'POST', '/api/rsvps', { gameId: game.id, status: 'out' });
    expect((await call(players[0]!, 'GET', `/api/games/${game.id}/sides`)).json<SidesReply>().stale).toBe(
      false,
    );

    const [row] = await t.app.db.select().from(gameSides).where(eq(gameSides.gameId, game.id));
    expect(row!.changedAfterKickoff).toBe(false);
  });

  it('marks sides published after kick-off as changed after kick-off', async () => {
    const game = await gameWith(2, { gameDatetime: new Date(now.getTime() + 3600_000) });
    now = new Date(now.getTime() + 2 * 3600_000);
    const [a, b] = players;
    const res = await call(admin, 'PUT', `/api/games/${game.id}/sides`, {
      sides: [
        { name: 'Reds', user_ids: [a!.id], guest_ids: [] },
        { name: 'Blues', user_ids: [b!.id], guest_ids: [] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(gameSides).where(eq(gameSides.gameId, game.id));
    expect(row!.changedAfterKickoff).toBe(true);
  });

  it("keeps a guest's stars with the published sides: the rated result stays the same once the guest is gone", async () => {
    const [a, b, host] = players as [TestUser, TestUser, TestUser];
    const game = await gameWith(2, { gameDatetime: new Date(now.getTime() + 3600_000) });
    const added = await call(host, 'POST', `/api/games/${game.id}/guests`, { name: 'Kim', stars: 1 });
    const guestId = added.json().guest.guest_id as number;
    const published = await call(admin, 'PUT', `/api/games/${game.id}/sides`, {
      sides: [
        { name: 'Reds', user_ids: [a.id], guest_ids: [guestId] },
        { name: 'Blues', user_ids: [b.id], guest_ids: [] },
      ],
    });
    expect(published.statusCode).toBe(200);
    now = new Date(now.getTime() + 2 * 3600_000);
    expect((await call(admin, 'PUT', `/api/games/${game.id}/result`, { scores: [0, 1] })).statusCode).toBe(
      200,
    );
    const ratingOf = async (user: TestUser) =>
      (await call(admin, 'GET', `/api/groups/${group.id}/ratings`))
        .json<{ players: { user_id: number; rating: number }[] }>()
        .players.find((r) => r.user_id === user.id)!.rating;
    const before = [await ratingOf(a), await ratingOf(b)];
    // The guest's row goes, as when their host deletes their account (game_guests cascades).
    await t.app.db.delete(gameGuests).where(eq(gameGuests.id, guestId));
    expect([await ratingOf(a), await ratingOf(b)]).toEqual(before);
  });

  it('refuses a rating for someone outside the group, and bad stars', async () => {
    const stranger = await createUser(t);
    const res = await call(admin, 'PUT', `/api/groups/${group.id}/members/${stranger.id}/rating`, {
      stars: 3,
      goalkeeper: false,
    });
    expect(res.statusCode).toBe(404);
    const bad = await rate(players[0]!, 6);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Stars must be a whole number from 1 to 5, or null for an average player.',
    );
  });
});
