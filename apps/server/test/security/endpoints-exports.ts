/**
 * The rows of endpoints.ts for the exports (README "Your data", "Export a group"), kept beside the
 * other features' rows. Same conventions as endpoints.ts.
 *
 * Downloading one's data is about the caller only: every signed-in role gets their own ZIP (200) with
 * their current password. A group's export is for its group admins: a member gets 403, anyone outside
 * the group (the former member too) 404.
 */
import { FACTORY_PASSWORD } from '../support/factories.ts';
import type { Endpoint } from './endpoints.ts';

export const endpoints: Record<string, Endpoint> = {
  'POST /api/users/export': {
    request: () => ({ url: '/api/users/export', body: { currentPassword: FACTORY_PASSWORD } }),
    expect: { visitor: 401, outsider: 200, member: 200, admin: 200 },
  },
  'GET /api/groups/:id/export': {
    request: (w) => ({ url: `/api/groups/${w.group.id}/export` }),
    expect: { visitor: 401, outsider: 404, member: 403, admin: 200 },
    ids: ['id'],
  },
};
