/**
 * The rows of endpoints.ts for past games (README "Past games"): kept in their own file so each feature
 * adds its endpoints beside its code. Same conventions as endpoints.ts; a key may name a second row of
 * one route with its query after `?` ("GET /api/games?when=past"), replayed with the request's query.
 *
 * GET /api/games with `when=past`, `group_id` and a `before` cursor: one group's past games are its
 * members'; a group the caller is not in is a 404. Reminding the unpaid players of a game that kicked off
 * (`playedGame`: the member and the second member are in its main team, unpaid) is for group admins.
 */
import type { Endpoint } from './endpoints.ts';

const s = (visitor: number, outsider: number, member: number, admin: number): Endpoint['expect'] => ({
  visitor,
  outsider,
  member,
  admin,
});

export const endpoints: Record<string, Endpoint> = {
  'GET /api/games?when=past': {
    request: (w) => ({
      url: '/api/games',
      query: { when: 'past', group_id: String(w.group.id), before: new Date().toISOString() },
    }),
    expect: s(401, 404, 200, 200),
  },
  'GET /api/games?group_id': {
    request: (w) => ({ url: '/api/games', query: { group_id: String(w.group.id) } }),
    expect: s(401, 404, 200, 200),
  },
  'POST /api/games/:id/payments/remind': {
    request: (w) => ({ url: `/api/games/${w.playedGame.id}/payments/remind` }),
    expect: s(401, 404, 403, 200),
    ids: ['id'],
  },
};
