/**
 * When a game may be (game-rules.ts gameDatetimeProblem, on the server's clock): not in the past, and
 * at most 2 years ahead, on creation and on edit (PUT /api/games/{id}). A game that has already started
 * can still be edited (its notes) as long as its time stays as it is. The exact boundaries against a
 * set clock are unit-tested in packages/shared game-datetime.test.ts; here the API and the service's
 * `now` parameter.
 */
import { addDays, addHours, addMinutes, addYears, subDays, subMinutes } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameTexts, updateGameBodySchema, type Game } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { updateGame } from '../../../src/modules/games/service.ts';
import { Notified } from '../../../src/modules/notifications/service.ts';

let t: TestContext;
let admin: TestUser;
let group: { id: number };
beforeAll(async () => {
  t = await build();
  admin = await createUser(t);
  group = await createGroup(t, admin);
});
afterAll(() => t.close());

// The cost the factory's games have: an edit of a game in progress must send it unchanged (its cost is
// fixed once it has kicked off, README "Who pays what").
const body = (at: Date, extra: Record<string, unknown> = {}) => ({
  description: 'Friday five',
  game_datetime: at.toISOString(),
  max_players: 10,
  cost: '60.00',
  ...extra,
});

const create = (at: Date) =>
  t.app.inject({
    method: 'POST',
    url: '/api/games',
    headers: t.auth(admin),
    payload: { group_id: group.id, ...body(at) },
  });

const edit = (gameId: number, at: Date, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/games/${gameId}`,
    headers: t.auth(admin),
    payload: body(at, extra),
  });

const read = async (gameId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/games/${gameId}`, headers: t.auth(admin) })).json<{
    game: Game;
  }>().game;

const refusal = (sentence: string) => ({ error: sentence, message: sentence, code: 'BAD_REQUEST' });

describe('editing a game into the past', () => {
  it('refuses to move an upcoming game to a time already gone, and keeps the game as it was', async () => {
    const game = await createGame(t, group.id, admin, { gameDatetime: addDays(new Date(), 3) });
    const before = await read(game.id);
    for (const at of [subMinutes(new Date(), 5), subDays(new Date(), 30), new Date('2001-01-01T10:00:00Z')]) {
      const res = await edit(game.id, at, { notes: 'moved' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(refusal(gameTexts.editInThePast));
    }
    expect(await read(game.id)).toEqual(before);
  });

  it('lets the notes of a game in progress be edited while its time stays the same', async () => {
    const startedAt = subMinutes(new Date(), 30);
    const game = await createGame(t, group.id, admin, { gameDatetime: startedAt });
    const res = await edit(game.id, startedAt, { notes: 'Pitch 3, not 2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ game: Game }>().game).toMatchObject({
      notes: 'Pitch 3, not 2',
      game_datetime: startedAt.toISOString(),
    });
  });

  it('refuses to move a game in progress to another time already gone', async () => {
    const startedAt = subMinutes(new Date(), 30);
    const game = await createGame(t, group.id, admin, { gameDatetime: startedAt, notes: null });
    const res = await edit(game.id, subMinutes(startedAt, 15), { notes: 'earlier' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(gameTexts.editInThePast));
    expect((await read(game.id)).notes).toBeNull();
  });

  it('moves a game in progress to a later time', async () => {
    const game = await createGame(t, group.id, admin, { gameDatetime: subMinutes(new Date(), 30) });
    const later = addDays(new Date(), 7);
    const res = await edit(game.id, later);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ game: Game }>().game.game_datetime).toBe(later.toISOString());
  });

  it('follows the clock it is given: a game that started a minute before `now` keeps its time but cannot move earlier', async () => {
    const at = new Date('2030-06-01T18:00:00Z');
    const game = await createGame(t, group.id, admin, { gameDatetime: at });
    const input = updateGameBodySchema.parse(body(subMinutes(at, 1)));
    await expect(
      updateGame(t.app.db, t.app.events, admin.id, game.id, input, new Notified(), addMinutes(at, 1)),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: gameTexts.editInThePast,
    });
    const kept = updateGameBodySchema.parse(body(at, { notes: 'in progress' }));
    const updated = await updateGame(t.app.db, t.app.events, admin.id, game.id, kept, new Notified(), addMinutes(at, 1));
    expect(updated.notes).toBe('in progress');
  });
});

describe('at most 2 years ahead', () => {
  it('creates a game just under 2 years ahead and refuses one just over, or in the year 9999', async () => {
    const ok = await create(addDays(addYears(new Date(), 2), -1));
    expect(ok.statusCode, ok.body).toBe(201);
    for (const at of [addHours(addYears(new Date(), 2), 1), new Date('9999-12-31T23:00:00Z')]) {
      const res = await create(at);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(refusal(gameTexts.tooFarAhead));
    }
    expect(gameTexts.tooFarAhead).toBe('A game can be at most 2 years ahead.');
  });

  it('refuses to move a game more than 2 years ahead, and keeps it as it was', async () => {
    const game = await createGame(t, group.id, admin, { gameDatetime: addDays(new Date(), 3) });
    const before = await read(game.id);
    const res = await edit(game.id, new Date('9999-12-31T23:00:00Z'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(gameTexts.tooFarAhead));
    expect(await read(game.id)).toEqual(before);
    const within = addDays(addYears(new Date(), 2), -1);
    expect((await edit(game.id, within)).statusCode).toBe(200);
  });

  it('still refuses to create a game in the past with the creation sentence', async () => {
    const res = await create(subMinutes(new Date(), 1));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(gameTexts.inThePast));
  });
});
