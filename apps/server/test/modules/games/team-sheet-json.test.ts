/**
 * GET /api/games/{id}/team: the body PostgreSQL builds (games/team-sheet-json.ts) is the shared
 * `teamResponseSchema` shape, byte for byte what the route sent before (rsvps/service.ts getTeam, checked
 * and serialised by the route's zod response schema), for a sheet with a main team, reserves, `out`
 * answers, guests on both lists, pending members and a former member's answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { gameTexts, teamEntrySchema, teamResponseSchema } from '@turnout/shared';
import { gameGuests, groupMembers } from '../../../src/db/schema.ts';
import { getTeam } from '../../../src/modules/rsvps/service.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';

describe('GET /api/games/:id/team built by PostgreSQL', () => {
  let t: TestContext;
  let admin: TestUser;

  beforeAll(async () => {
    t = await build();
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
  });
  afterAll(() => t.close());

  const team = (gameId: number, user: TestUser) =>
    t.app.inject({ method: 'GET', url: `/api/games/${gameId}/team`, headers: t.auth(user) });

  it('sends main team, reserves, not attending, guests and pending members exactly as before', async () => {
    const [first, second, reserve, out, host, former, formerOut] = await Promise.all(
      ['Fay', 'Gus', 'Hal', 'Ivy', 'Jo "the host" \\ ⚽', 'Kit', 'Lou'].map((name) =>
        createUser(t, { name, surname: `S${name.length}` }),
      ),
    );
    // Pending members sorted by name, then surname: two Zoe, one Ann.
    const zoeB = await createUser(t, { name: 'Zoe', surname: 'B' });
    const zoeA = await createUser(t, { name: 'Zoe', surname: 'A' });
    const ann = await createUser(t, { name: 'Ann', surname: 'Z' });
    const group = await createGroup(t, admin, {
      members: [first!, second!, reserve!, out!, host!, former!, formerOut!, zoeB, zoeA, ann],
    });
    const game = await createGame(t, group.id, admin, { maxPlayers: 3 });
    await setRsvp(t, game.id, first!.id, 'in');
    await setRsvp(t, game.id, former!.id, 'in');
    await t.app.db
      .insert(gameGuests)
      .values({ gameId: game.id, hostUserId: host!.id, name: 'Guest "one"\n', status: 'in' });
    await setRsvp(t, game.id, reserve!.id, 'reserves');
    await t.app.db
      .insert(gameGuests)
      .values({ gameId: game.id, hostUserId: host!.id, name: 'Guest two', status: 'reserves' });
    await setRsvp(t, game.id, host!.id, 'reserves');
    await setRsvp(t, game.id, formerOut!.id, 'out');
    await setRsvp(t, game.id, out!.id, 'out');
    await setRsvp(t, game.id, second!.id, 'out');
    // Two members leave the group with their answers still on the sheet: the `in` stays, the `out` goes.
    for (const leaver of [former!, formerOut!]) {
      await t.app.db
        .delete(groupMembers)
        .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, leaver.id)));
    }

    for (const viewer of [admin, ann, out!]) {
      const res = await team(game.id, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      // What the route sent before: getTeam's objects through the route's zod response schema.
      const before = JSON.stringify(teamResponseSchema.parse(await getTeam(t.app.db, viewer.id, game.id)));
      expect(res.body).toBe(before);
      const sheet = teamResponseSchema.strict().parse(res.json());
      for (const entry of [...sheet.mainTeam, ...sheet.reserves, ...sheet.notAttending]) {
        teamEntrySchema.strict().parse(entry);
      }
    }

    const sheet = (await team(game.id, ann)).json();
    const who = (list: { user_id: number | null; name: string }[]) => list.map((e) => e.user_id ?? e.name);
    expect(who(sheet.mainTeam)).toEqual([first!.id, former!.id, 'Guest "one"\n']);
    expect(who(sheet.reserves)).toEqual([reserve!.id, 'Guest two', host!.id]);
    expect(who(sheet.notAttending)).toEqual([out!.id, second!.id, admin.id, ann.id, zoeA.id, zoeB.id]);
    expect(sheet.max_players).toBe(3);
    expect(sheet.mainTeam[2]).toStrictEqual({
      user_id: null,
      guest_id: expect.any(Number),
      name: 'Guest "one"\n',
      surname: '',
      host_user_id: host!.id,
      status: 'in',
    });
    expect(Object.keys(sheet.mainTeam[2])).toEqual([
      'user_id',
      'guest_id',
      'name',
      'surname',
      'host_user_id',
      'status',
    ]);
    expect(Object.keys(sheet.mainTeam[0])).toEqual(['user_id', 'name', 'surname', 'status']);
    expect(sheet.notAttending.at(-1)).toStrictEqual({
      user_id: zoeB.id,
      name: 'Zoe',
      surname: 'B',
      status: 'pending',
    });
  });

  it('answers 404 to an outsider, a former member and for an unknown game', async () => {
    const leaver = await createUser(t);
    const outsider = await createUser(t);
    const group = await createGroup(t, admin, { members: [leaver] });
    const game = await createGame(t, group.id, admin);
    await setRsvp(t, game.id, leaver.id, 'in');
    await t.app.db
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, leaver.id)));
    for (const [gameId, user] of [
      [game.id, outsider],
      [game.id, leaver],
      [game.id + 100000, admin],
    ] as const) {
      const res = await team(gameId, user);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(gameTexts.gameNotFound);
    }
  });

  it('gives a sheet nobody has answered: every member pending, empty lists', async () => {
    const group = await createGroup(t, admin, {});
    const game = await createGame(t, group.id, admin, { maxPlayers: 5 });
    const res = await team(game.id, admin);
    expect(res.body).toBe(
      JSON.stringify({
        mainTeam: [],
        reserves: [],
        notAttending: [{ user_id: admin.id, name: 'Ada', surname: 'Admin', status: 'pending' }],
        max_players: 5,
      }),
    );
  });
});
