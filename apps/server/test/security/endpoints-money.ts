/**
 * The rows of endpoints.ts for this feature (README "Who pays what", "Guests", "A fair, visible
 * record"): kept in their own file so each feature adds its endpoints beside its code. Same conventions
 * as endpoints.ts.
 *
 * Payments, the ledger and attendance: a game's payments and a group's ledger and attendance are for its
 * members (a member sees only their own ledger row); setting a payment status, marking attendance and
 * the CSV files are for group admins. In the world, the member and the second member are in the main
 * team of `game` and of `playedGame` (kicked off); the admin is in neither, so the admin's own claim is
 * refused (409: nothing to pay). The former member, who left owing for `formerGame`, may read their own
 * ledger row (200) and nothing else of the group (404 as an outsider); money-record.test.ts checks that
 * the row they read is their own only.
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
  'GET /api/games/:id/payments': {
    request: (w) => ({ url: `/api/games/${w.game.id}/payments` }),
    expect: MEMBERS,
    ids: ['id'],
  },
  'PUT /api/games/:id/payments/:userId': {
    request: (w) => ({ url: `/api/games/${w.game.id}/payments/${w.spare.id}`, body: { status: 'paid' } }),
    expect: ADMINS,
    ids: ['id', 'userId'],
  },
  'POST /api/games/:id/payments/claim': {
    request: (w) => ({ url: `/api/games/${w.game.id}/payments/claim` }),
    expect: s(401, 404, 200, 409),
    ids: ['id'],
  },
  'GET /api/groups/:id/ledger': {
    request: (w) => ({ url: `/api/groups/${w.group.id}/ledger` }),
    expect: { ...MEMBERS, former: 200 },
    ids: ['id'],
  },
  'GET /api/groups/:id/ledger.csv': {
    request: (w) => ({ url: `/api/groups/${w.group.id}/ledger.csv` }),
    expect: ADMINS,
    ids: ['id'],
  },
  'PUT /api/games/:id/attendance/:userId': {
    request: (w) => ({
      url: `/api/games/${w.playedGame.id}/attendance/${w.spare.id}`,
      body: { attended: false },
    }),
    expect: ADMINS,
    ids: ['id', 'userId'],
  },
  'GET /api/groups/:id/attendance': {
    request: (w) => ({ url: `/api/groups/${w.group.id}/attendance` }),
    expect: MEMBERS,
    ids: ['id'],
  },
  'GET /api/groups/:id/attendance.csv': {
    request: (w) => ({ url: `/api/groups/${w.group.id}/attendance.csv` }),
    expect: ADMINS,
    ids: ['id'],
  },
};
