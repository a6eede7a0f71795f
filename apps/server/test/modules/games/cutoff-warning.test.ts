/**
 * A game whose RSVP cutoff has already passed when it is saved (README "Cancelled games", the cutoff
 * warning): 45 minutes ahead with a 2-hour cutoff is still created (the specification's contract), and the
 * create and edit replies carry `warnings` so the form can say so; a game whose cutoff is ahead has none.
 * The clock is the test's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameTexts } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser } from '../../support/factories.ts';

const now = new Date('2027-03-01T10:00:00Z');
let t: TestContext;
beforeAll(async () => {
  t = await build({}, { clock: () => now });
});
afterAll(() => t.close());

const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000).toISOString();

describe('the cutoff warning of POST /api/games and PUT /api/games/{id}', () => {
  it('creates a game 45 minutes ahead with a 2-hour cutoff, and warns; an edit that keeps it so warns too', async () => {
    const admin = await createUser(t);
    const group = await createGroup(t, admin);
    const body = {
      group_id: group.id,
      description: 'Late one',
      game_datetime: inMinutes(45),
      max_players: 10,
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: t.auth(admin),
      payload: { ...body, rsvp_cutoff: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      rsvp_cutoff: 2,
      status: 'scheduled',
      warnings: [gameTexts.cutoffPassedWarning],
    });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${created.json().id}`,
      headers: t.auth(admin),
      payload: { description: 'Late one', game_datetime: inMinutes(45), max_players: 10, rsvp_cutoff: 1 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().game.warnings).toEqual([gameTexts.cutoffPassedWarning]);

    const later = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: t.auth(admin),
      payload: { ...body, game_datetime: inMinutes(180), rsvp_cutoff: 2 },
    });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json()).not.toHaveProperty('warnings');
  });
});
