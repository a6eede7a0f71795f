/**
 * The rows of endpoints.ts for results, ratings and the season table (README "Sides, results and
 * ratings"). Same conventions as endpoints.ts. `playedGame` kicked off two days ago without published
 * sides, so the admin's valid result is "not played" (scores need sides).
 */
import type { Endpoint } from './endpoints.ts';

const s = (visitor: number, outsider: number, member: number, admin: number): Endpoint['expect'] => ({
  visitor,
  outsider,
  member,
  admin,
});
const MEMBERS = s(401, 404, 200, 200);
const ADMINS = s(401, 404, 403, 200);

export const endpoints: Record<string, Endpoint> = {
  'GET /api/games/:id/result': {
    request: (w) => ({ url: `/api/games/${w.playedGame.id}/result` }),
    expect: MEMBERS,
    ids: ['id'],
  },
  'PUT /api/games/:id/result': {
    request: (w) => ({ url: `/api/games/${w.playedGame.id}/result`, body: { not_played: true } }),
    expect: ADMINS,
    ids: ['id'],
  },
  'GET /api/groups/:id/ratings': {
    request: (w) => ({ url: `/api/groups/${w.group.id}/ratings` }),
    expect: ADMINS,
    ids: ['id'],
  },
  'GET /api/groups/:id/ratings/me': {
    request: (w) => ({ url: `/api/groups/${w.group.id}/ratings/me` }),
    expect: MEMBERS,
    ids: ['id'],
  },
  'GET /api/groups/:id/table': {
    request: (w) => ({
      url: `/api/groups/${w.group.id}/table`,
      query: { from: '2026-01-01', to: '2026-12-31' },
    }),
    expect: MEMBERS,
    ids: ['id'],
  },
  'GET /api/groups/:id/table.csv': {
    request: (w) => ({ url: `/api/groups/${w.group.id}/table.csv` }),
    expect: MEMBERS,
    ids: ['id'],
  },
};
