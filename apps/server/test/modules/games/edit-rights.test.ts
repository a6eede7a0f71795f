/**
 * Game edit rights (docs/product.md#s6-group-admin, "Editing a game needs admin of its group";
 * docs/decisions/ 004-game-edit-rights.md): only group admins edit, delete or edit the team of a game. A
 * creator who is no longer a group admin is refused (403), and GET /api/games tells the list screen so
 * (`is_admin`, which the screen passes to the shared `canEditGame`): no Edit or Delete it would show is
 * refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canEditGame, gameTexts, teamMoveTexts, type Game } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, type TestUser } from '../../support/factories.ts';

describe('who may edit a game', () => {
  let t: TestContext;
  let owner: TestUser;
  let creator: TestUser;
  let player: TestUser;

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user), ...(payload ? { payload } : {}) });
  const listed = async (user: TestUser, gameId: number): Promise<Game> => {
    const res = await call(user, 'GET', '/api/games');
    expect(res.statusCode).toBe(200);
    const game = (res.json().games as Game[]).find((g) => g.id === gameId);
    expect(game).toBeDefined();
    return game!;
  };

  beforeAll(async () => {
    t = await build();
    owner = await createUser(t, { name: 'Olu', surname: 'Owner' });
    creator = await createUser(t, { name: 'Cara', surname: 'Creator' });
    player = await createUser(t, { name: 'Pat', surname: 'Player' });
  });
  afterAll(() => t.close());

  it('refuses a creator who is no longer a group admin (403), and the list shows them no edit rights', async () => {
    const group = await createGroup(t, owner, { admins: [creator], members: [player] });
    const game = await createGame(t, group.id, creator, { maxPlayers: 5 });
    // While a group admin, the creator may edit: the list says so.
    expect(canEditGame({ isGroupAdmin: (await listed(creator, game.id)).is_admin })).toBe(true);

    const demote = await call(owner, 'PUT', `/api/groups/${group.id}/members/${creator.id}/admin`, {
      makeAdmin: false,
    });
    expect(demote.statusCode).toBe(200);

    const body = {
      description: 'Renamed by a former admin',
      game_datetime: game.gameDatetime.toISOString(),
      max_players: 5,
    };
    const edit = await call(creator, 'PUT', `/api/games/${game.id}`, body);
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({
      error: gameTexts.notAuthorizedToEdit,
      message: gameTexts.notAuthorizedToEdit,
      code: 'FORBIDDEN',
    });
    const del = await call(creator, 'DELETE', `/api/games/${game.id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toMatchObject({ error: gameTexts.notAuthorizedToDelete });
    const move = await call(creator, 'POST', '/api/rsvps/add', {
      gameId: game.id,
      userId: player.id,
      status: 'in',
    });
    expect(move.statusCode).toBe(403);
    expect(move.json()).toMatchObject({ error: teamMoveTexts.notAdmin });

    // What the screens read: the list's `is_admin` (games list) and the detail's isAdmin.
    const item = await listed(creator, game.id);
    expect(item).toMatchObject({ created_by: creator.id, is_admin: false });
    expect(canEditGame({ isGroupAdmin: item.is_admin })).toBe(false);
    const detail = await call(creator, 'GET', `/api/games/${game.id}`);
    expect(detail.json()).toMatchObject({ isAdmin: false });

    // Nothing changed; a group admin who did not create the game may still edit and delete it.
    expect((await listed(owner, game.id)).description).toBe(game.description);
    expect(canEditGame({ isGroupAdmin: (await listed(owner, game.id)).is_admin })).toBe(true);
    const ownerEdit = await call(owner, 'PUT', `/api/games/${game.id}`, { ...body, description: 'Renamed' });
    expect(ownerEdit.statusCode).toBe(200);
    expect(ownerEdit.json().game).toMatchObject({ description: 'Renamed' });
    expect((await call(owner, 'DELETE', `/api/games/${game.id}`)).statusCode).toBe(200);
  });

  it('refuses a plain member who never was an admin, and the list shows them no edit rights', async () => {
    const group = await createGroup(t, owner, { members: [player] });
    const game = await createGame(t, group.id, owner);
    expect(canEditGame({ isGroupAdmin: (await listed(player, game.id)).is_admin })).toBe(false);
    expect((await call(player, 'DELETE', `/api/games/${game.id}`)).statusCode).toBe(403);
  });
});
