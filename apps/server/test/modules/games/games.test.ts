import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameDetailSchema, gameSchema, gameTexts, gamesListSchema } from '@turnout/shared';
import { findGameView } from '../../../src/modules/games/repository.ts';
import { toGame } from '../../../src/modules/games/service.ts';
import { gameGuests } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';

/** Every field of a listed game, in the shared schema's order: all but `warnings` (create and edit replies only). */
const LISTED_GAME_KEYS = Object.keys(gameSchema.shape).filter((key) => key !== 'warnings');

const HOUR = 3600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR);

describe('games API', () => {
  let t: TestContext;
  let admin: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let groupId: number;

  type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; user?: TestUser; body?: object };
  const call = ({ method, url, user, body }: Call) =>
    t.app.inject({ method, url, headers: user ? t.auth(user) : {}, ...(body ? { payload: body } : {}) });

  const validGame = (overrides: object = {}) => ({
    group_id: groupId,
    description: 'Thursday Five-a-side',
    game_datetime: inHours(72).toISOString(),
    max_players: 10,
    venue: 'Astro 2',
    cost: '60',
    opponent: 'The Rovers',
    colour: 'Blue',
    notes: 'Bring both shirts',
    rsvp_cutoff: 3,
    ...overrides,
  });
  const validEdit = (overrides: object = {}) => {
    const { group_id: _group, ...rest } = validGame(overrides);
    return rest;
  };

  beforeAll(async () => {
    t = await build();
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
    member = await createUser(t, { name: 'Mo', surname: 'Member' });
    outsider = await createUser(t, { name: 'Olu', surname: 'Outsider' });
    groupId = (await createGroup(t, admin, { name: 'Thursday Five-a-side', members: [member] })).id;
  });
  afterAll(() => t.close());

  /**
   * A group whose name and a game whose texts need escaping (quotes, backslash, newline, tab, emoji,
   * </script>), a game with every optional field empty, an answer in and a reserve plus a guest: the
   * games PostgreSQL turns into JSON text (GET /api/games, GET /api/games/:id) must come out as Node did.
   */
  async function gamesWithAwkwardText() {
    const viewer = await createUser(t);
    const host = await createUser(t);
    const group = await createGroup(t, admin, {
      name: 'Quotes "and" \\ ünïcödé ⚽',
      members: [viewer, host],
    });
    const full = await createGame(t, group.id, admin, {
      description: 'Line one\nline "two" </script> 😀',
      gameDatetime: new Date(Math.floor(Date.now() / 1000) * 1000 + 5 * HOUR + 123),
      venue: 'Astro\t2',
      cost: '60.5',
      opponent: 'The Rovers',
      colour: 'Blue',
      notes: 'Bring both shirts',
      maxPlayers: 1,
      rsvpCutoff: 2,
    });
    const bare = await createGame(t, group.id, admin, {
      description: 'bare',
      gameDatetime: inHours(6),
      venue: null,
      cost: null,
      createdBy: null,
    });
    await setRsvp(t, full.id, host.id, 'in');
    await setRsvp(t, full.id, viewer.id, 'reserves');
    await t.app.db
      .insert(gameGuests)
      .values([{ gameId: full.id, hostUserId: host.id, name: 'Sam', status: 'reserves' }]);
    return { viewer, full, bare };
  }

  describe('POST /api/games', () => {
    it('creates a game for an admin of the group and answers 201 with the game', async () => {
      const body = validGame();
      const res = await call({ method: 'POST', url: '/api/games', user: admin, body });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        id: expect.any(Number),
        group_id: groupId,
        group_name: 'Thursday Five-a-side',
        description: 'Thursday Five-a-side',
        game_datetime: body.game_datetime,
        venue: 'Astro 2',
        cost: '60.00',
        opponent: 'The Rovers',
        colour: 'Blue',
        notes: 'Bring both shirts',
        max_players: 10,
        rsvp_cutoff: 3,
        cutoff_hours: 3,
        created_by: admin.id,
        is_admin: true,
        my_status: 'pending',
        main_team_count: 0,
        reserves_count: 0,
      });
    });

    it('keeps optional fields empty and the cutoff at 0 when unset; cutoff_hours is accepted too', async () => {
      const bare = await call({
        method: 'POST',
        url: '/api/games',
        user: admin,
        body: {
          group_id: groupId,
          description: 'Bare',
          game_datetime: inHours(5).toISOString(),
          max_players: 4,
        },
      });
      expect(bare.statusCode).toBe(201);
      expect(bare.json()).toMatchObject({
        venue: null,
        cost: null,
        opponent: null,
        colour: null,
        notes: null,
        rsvp_cutoff: 0,
      });
      const alt = await call({
        method: 'POST',
        url: '/api/games',
        user: admin,
        body: validGame({ rsvp_cutoff: undefined, cutoff_hours: 20 }),
      });
      expect(alt.json()).toMatchObject({ rsvp_cutoff: 20, cutoff_hours: 20 });
    });

    it('accepts a game at 23:00 local time: time slots are what the form offers, not a server rule', async () => {
      const late = new Date();
      late.setDate(late.getDate() + 2);
      late.setHours(23, 0, 0, 0);
      const res = await call({
        method: 'POST',
        url: '/api/games',
        user: admin,
        body: validGame({ game_datetime: late.toISOString() }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().game_datetime).toBe(late.toISOString());
    });

    it.each([
      ['no group', { group_id: undefined }, gameTexts.mandatoryCreate],
      ['no description', { description: undefined }, gameTexts.mandatoryCreate],
      ['a blank description', { description: '   ' }, gameTexts.mandatoryCreate],
      ['no date and time', { game_datetime: undefined }, gameTexts.mandatoryCreate],
      ['an unreadable date', { game_datetime: 'next Thursday' }, gameTexts.mandatoryCreate],
      ['no max players', { max_players: undefined }, gameTexts.mandatoryCreate],
      ['max players 0', { max_players: 0 }, gameTexts.invalidPlayers],
      ['max players -3', { max_players: -3 }, gameTexts.invalidPlayers],
      ['max players 2.5', { max_players: 2.5 }, gameTexts.invalidPlayers],
      ['a negative cost', { cost: -1 }, gameTexts.invalidCost],
      ['a cost with 3 decimals', { cost: '12.345' }, gameTexts.invalidCost],
      ['a cost that is not a number', { cost: 'sixty' }, gameTexts.invalidCost],
      // As a form's field would send them typed: refused, never made 3, 5.00 or 1.23.
      ['max players "-3" as text', { max_players: '-3' }, gameTexts.invalidPlayers],
      ['a cost of "-5"', { cost: '-5' }, gameTexts.invalidCost],
      ['a cost of 1.234', { cost: 1.234 }, gameTexts.invalidCost],
      ['a cutoff of 21 hours', { rsvp_cutoff: 21 }, gameTexts.invalidCutoffCreate],
      ['a negative cutoff', { rsvp_cutoff: -1 }, gameTexts.invalidCutoffCreate],
      ['a game in the past', { game_datetime: inHours(-1).toISOString() }, gameTexts.inThePast],
    ])('refuses %s with 400 and the spec sentence', async (_what, overrides, message) => {
      const res = await call({ method: 'POST', url: '/api/games', user: admin, body: validGame(overrides) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message, message });
    });

    it('tells a member who admins no group to create one (403)', async () => {
      const res = await call({ method: 'POST', url: '/api/games', user: member, body: validGame() });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(gameTexts.notAdminOfAnyGroup);
    });

    it('refuses a member who admins another group with a sentence about this group (403)', async () => {
      const elsewhere = await createUser(t);
      await createGroup(t, elsewhere);
      const group = await createGroup(t, admin, { members: [elsewhere] });
      const res = await call({
        method: 'POST',
        url: '/api/games',
        user: elsewhere,
        body: validGame({ group_id: group.id }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(gameTexts.notAdminOfGroup);
    });

    it('answers 404 to someone outside the group and 401 without a token', async () => {
      expect(
        (await call({ method: 'POST', url: '/api/games', user: outsider, body: validGame() })).statusCode,
      ).toBe(404);
      expect((await call({ method: 'POST', url: '/api/games', body: validGame() })).statusCode).toBe(401);
    });
  });

  describe('GET /api/games', () => {
    it('lists only upcoming games of my groups, soonest first, with my status and the counts', async () => {
      const viewer = await createUser(t);
      const other = await createUser(t);
      const mine = await createGroup(t, admin, { name: 'Mine', members: [viewer, other] });
      const theirs = await createGroup(t, outsider, { name: 'Theirs' });
      const later = await createGame(t, mine.id, admin, { description: 'later', gameDatetime: inHours(48) });
      const sooner = await createGame(t, mine.id, admin, {
        description: 'sooner',
        gameDatetime: inHours(2),
        maxPlayers: 1,
      });
      await createGame(t, mine.id, admin, { description: 'past', gameDatetime: inHours(-2) });
      await createGame(t, theirs.id, outsider, { description: 'not my group', gameDatetime: inHours(1) });
      await setRsvp(t, sooner.id, viewer.id, 'in');
      await setRsvp(t, sooner.id, other.id, 'reserves');

      const res = await call({ method: 'GET', url: '/api/games', user: viewer });
      expect(res.statusCode).toBe(200);
      const { games } = res.json();
      expect(games.map((g: { description: string }) => g.description)).toEqual(['sooner', 'later']);
      expect(games[0]).toMatchObject({
        id: sooner.id,
        group_name: 'Mine',
        is_admin: false,
        my_status: 'in',
        main_team_count: 1,
        reserves_count: 1,
      });
      expect(games[1]).toMatchObject({
        id: later.id,
        my_status: 'pending',
        main_team_count: 0,
        reserves_count: 0,
      });
      expect(
        (await call({ method: 'GET', url: '/api/games', user: admin })).json().games.length,
      ).toBeGreaterThan(2);
    });

    it('gives each game exactly as GET /api/games/:id does, in the shared schema, every field filled or null', async () => {
      const { viewer, full, bare } = await gamesWithAwkwardText();

      const res = await call({ method: 'GET', url: '/api/games', user: viewer });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const list = gamesListSchema.strict().parse(res.json());
      expect(list.games.map((g) => g.id)).toEqual([full.id, bare.id]);
      for (const game of list.games) {
        const one = await call({ method: 'GET', url: `/api/games/${game.id}`, user: viewer });
        expect(game).toStrictEqual(one.json().game);
        expect(Object.keys(game)).toEqual(LISTED_GAME_KEYS);
      }
      expect(list.games[0]).toMatchObject({
        description: 'Line one\nline "two" </script> 😀',
        group_name: 'Quotes "and" \\ ünïcödé ⚽',
        game_datetime: full.gameDatetime.toISOString(),
        cost: '60.50',
        my_status: 'reserves',
        main_team_count: 1,
        reserves_count: 2,
      });
      expect(list.games[1]).toMatchObject({ venue: null, cost: null, created_by: null, series_id: null });
    });

    it('answers an empty list to a member of no group', async () => {
      const loner = await createUser(t);
      const res = await call({ method: 'GET', url: '/api/games', user: loner });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{"games":[]}');
    });

    it('answers 401 without a token or with a bad one', async () => {
      expect((await call({ method: 'GET', url: '/api/games' })).statusCode).toBe(401);
      const forged = await t.app.inject({
        method: 'GET',
        url: '/api/games',
        headers: t.auth(`${admin.token}x`),
      });
      expect(forged.statusCode).toBe(401);
    });
  });

  describe('GET /api/games/:id', () => {
    it('gives a member the game and whether they are admin', async () => {
      const game = await createGame(t, groupId, admin);
      const asMember = await call({ method: 'GET', url: `/api/games/${game.id}`, user: member });
      expect(asMember.statusCode).toBe(200);
      expect(asMember.json()).toMatchObject({
        isAdmin: false,
        game: { id: game.id, cost: '60.00', is_admin: false },
      });
      const asAdmin = await call({ method: 'GET', url: `/api/games/${game.id}`, user: admin });
      expect(asAdmin.json().isAdmin).toBe(true);
    });

    it('sends the body PostgreSQL builds exactly as the game view in Node and the shared schema give it', async () => {
      const { viewer, full, bare } = await gamesWithAwkwardText();

      for (const [game, user] of [
        [full, viewer],
        [bare, viewer],
        [full, admin],
      ] as const) {
        const res = await call({ method: 'GET', url: `/api/games/${game.id}`, user });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        const body = gameDetailSchema.strict().parse(res.json());
        expect(Object.keys(res.json())).toEqual(['game', 'isAdmin']);
        expect(Object.keys(res.json().game)).toEqual(LISTED_GAME_KEYS);
        // The shape the route sent before PostgreSQL built it: toGame of the Drizzle game view.
        const before = toGame((await findGameView(t.app.db, game.id, user.id))!);
        expect(res.json()).toStrictEqual({ game: before, isAdmin: before.is_admin });
        expect(body.isAdmin).toBe(user === admin);
      }
      const fullView = await call({ method: 'GET', url: `/api/games/${full.id}`, user: viewer });
      expect(fullView.json().game).toMatchObject({
        description: 'Line one\nline "two" </script> 😀',
        group_name: 'Quotes "and" \\ ünïcödé ⚽',
        venue: 'Astro\t2',
        game_datetime: full.gameDatetime.toISOString(),
        cost: '60.50',
        my_status: 'reserves',
        main_team_count: 1,
        reserves_count: 2,
        is_admin: false,
      });
      const bareView = await call({ method: 'GET', url: `/api/games/${bare.id}`, user: viewer });
      expect(bareView.json().game).toMatchObject({
        venue: null,
        cost: null,
        created_by: null,
        series_id: null,
        my_status: 'pending',
      });
    });

    it('answers 404 with the same sentence for an outsider and an unknown id, 401 without a token', async () => {
      const game = await createGame(t, groupId, admin);
      for (const url of [`/api/games/${game.id}`, '/api/games/999999']) {
        const res = await call({ method: 'GET', url, user: outsider });
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe(gameTexts.gameNotFound);
      }
      expect((await call({ method: 'GET', url: `/api/games/${game.id}` })).statusCode).toBe(401);
    });
  });

  describe('PUT /api/games/:id', () => {
    it('lets an admin edit every field, late at night included', async () => {
      const game = await createGame(t, groupId, admin);
      const body = validEdit({
        description: 'Moved',
        game_datetime: inHours(30).toISOString(),
        venue: null,
        cost: 0,
        rsvp_cutoff: 48,
        max_players: 12,
      });
      const res = await call({ method: 'PUT', url: `/api/games/${game.id}`, user: admin, body });
      expect(res.statusCode).toBe(200);
      expect(res.json().game).toMatchObject({
        id: game.id,
        description: 'Moved',
        game_datetime: body.game_datetime,
        venue: null,
        cost: '0.00',
        rsvp_cutoff: 48,
        max_players: 12,
      });
      const detail = await call({ method: 'GET', url: `/api/games/${game.id}`, user: member });
      expect(detail.json().game.description).toBe('Moved');
    });

    it.each([
      ['no description', { description: undefined }, gameTexts.mandatoryEdit],
      ['no date and time', { game_datetime: '' }, gameTexts.mandatoryEdit],
      ['no max players', { max_players: undefined }, gameTexts.mandatoryEdit],
      ['max players 0', { max_players: 0 }, gameTexts.invalidPlayers],
      ['a negative cost', { cost: '-5' }, gameTexts.invalidCost],
      ['a negative cutoff', { rsvp_cutoff: -1 }, gameTexts.invalidCutoffEdit],
    ])('refuses %s with 400 and the spec sentence', async (_what, overrides, message) => {
      const game = await createGame(t, groupId, admin);
      const res = await call({
        method: 'PUT',
        url: `/api/games/${game.id}`,
        user: admin,
        body: validEdit(overrides),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    });

    it('refuses a member who is not admin (403), an outsider or unknown id (404), no token (401)', async () => {
      const game = await createGame(t, groupId, admin);
      const asMember = await call({
        method: 'PUT',
        url: `/api/games/${game.id}`,
        user: member,
        body: validEdit(),
      });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().error).toBe(gameTexts.notAuthorizedToEdit);
      const asOutsider = await call({
        method: 'PUT',
        url: `/api/games/${game.id}`,
        user: outsider,
        body: validEdit(),
      });
      expect(asOutsider.statusCode).toBe(404);
      expect(
        (await call({ method: 'PUT', url: '/api/games/999999', user: admin, body: validEdit() })).statusCode,
      ).toBe(404);
      expect(
        (await call({ method: 'PUT', url: `/api/games/${game.id}`, body: validEdit() })).statusCode,
      ).toBe(401);
      const unchanged = await call({ method: 'GET', url: `/api/games/${game.id}`, user: admin });
      expect(unchanged.json().game.description).toBe('Thursday kickabout');
    });
  });

  describe('DELETE /api/games/:id', () => {
    it('lets an admin delete a game, RSVPs and all', async () => {
      const game = await createGame(t, groupId, admin);
      await setRsvp(t, game.id, member.id, 'in');
      const res = await call({ method: 'DELETE', url: `/api/games/${game.id}`, user: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: gameTexts.deleted });
      expect((await call({ method: 'GET', url: `/api/games/${game.id}`, user: admin })).statusCode).toBe(404);
    });

    it('refuses a plain member (403), an outsider (404) and no token (401)', async () => {
      const game = await createGame(t, groupId, admin);
      const asMember = await call({ method: 'DELETE', url: `/api/games/${game.id}`, user: member });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().error).toBe(gameTexts.notAuthorizedToDelete);
      expect(
        (await call({ method: 'DELETE', url: `/api/games/${game.id}`, user: outsider })).statusCode,
      ).toBe(404);
      expect((await call({ method: 'DELETE', url: `/api/games/${game.id}` })).statusCode).toBe(401);
      expect((await call({ method: 'GET', url: `/api/games/${game.id}`, user: member })).statusCode).toBe(
        200,
      );
    });
  });
});
