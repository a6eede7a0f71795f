/**
 * The rows of endpoints.ts for sides and ratings (README "Sides, results and ratings"): any member reads
 * a game's sides; picking, publishing, and reading or setting ratings are for group admins (a member 403,
 * an outsider 404). The world's main team is `member`, `spare` and `spare`'s guest.
 */
import type { Endpoint } from './endpoints.ts';

export const endpoints: Record<string, Endpoint> = {
  'GET /api/games/:id/sides': {
    request: (w) => ({ url: `/api/games/${w.game.id}/sides` }),
    expect: { visitor: 401, outsider: 404, member: 200, admin: 200 },
    ids: ['id'],
  },
  'POST /api/games/:id/sides/pick': {
    request: (w) => ({
      url: `/api/games/${w.game.id}/sides/pick`,
      body: {
        sides: 2,
        constraints: { together: [], apart: [[w.member.id, w.spare.id]], spread_goalkeepers: true },
        seed: 7,
      },
    }),
    expect: { visitor: 401, outsider: 404, member: 403, admin: 200 },
    ids: ['id'],
  },
  'PUT /api/games/:id/sides': {
    request: (w) => ({
      url: `/api/games/${w.game.id}/sides`,
      body: {
        sides: [
          { name: 'Bibs', user_ids: [w.member.id], guest_ids: [w.guestId] },
          { name: 'Non-bibs', user_ids: [w.spare.id], guest_ids: [] },
        ],
      },
    }),
    expect: { visitor: 401, outsider: 404, member: 403, admin: 200 },
    ids: ['id'],
  },
  'PUT /api/groups/:id/members/:userId/rating': {
    request: (w) => ({
      url: `/api/groups/${w.group.id}/members/${w.spare.id}/rating`,
      body: { stars: 4, goalkeeper: true },
    }),
    expect: { visitor: 401, outsider: 404, member: 403, admin: 200 },
    ids: ['id', 'userId'],
  },
};
