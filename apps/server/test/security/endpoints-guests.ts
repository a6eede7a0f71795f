/**
 * The rows of endpoints.ts for this feature (README "Who pays what", "Guests", "A fair, visible
 * record"): kept in their own file so each feature adds its endpoints beside its code. Same conventions
 * as endpoints.ts: any member brings a guest to a game of their group (201); a guest is taken off by
 * their host or a group admin (the world's guest is `spare`'s, so the plain member gets 403); any member
 * reads the sheet's history.
 */
import type { Endpoint } from './endpoints.ts';

export const endpoints: Record<string, Endpoint> = {
  'POST /api/games/:id/guests': {
    request: (w) => ({ url: `/api/games/${w.game.id}/guests`, body: { name: 'Jo' } }),
    expect: { visitor: 401, outsider: 404, member: 201, admin: 201 },
    ids: ['id'],
  },
  'DELETE /api/games/:id/guests/:guestId': {
    request: (w) => ({ url: `/api/games/${w.game.id}/guests/${w.guestId}` }),
    expect: { visitor: 401, outsider: 404, member: 403, admin: 200 },
    ids: ['id', 'guestId'],
  },
  'GET /api/games/:id/history': {
    // `before`: a history row id (a page of earlier rows); the fuzz suite varies it.
    request: (w) => ({ url: `/api/games/${w.game.id}/history`, query: { before: '1000000' } }),
    expect: { visitor: 401, outsider: 404, member: 200, admin: 200 },
    ids: ['id'],
  },
};
