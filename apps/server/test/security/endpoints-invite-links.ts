/**
 * The rows of endpoints.ts for invite links (README "Invite links"): kept in their own file so each
 * feature adds its endpoints beside its code. Same conventions as endpoints.ts: making, listing and
 * revoking a group's links is for its admins; the preview is public; joining needs a sign-in, and every
 * signed-in caller joins (the outsider) or is already in (member, admin: the same answer).
 */
import type { Endpoint } from './endpoints.ts';

const ADMINS = { visitor: 401, outsider: 404, member: 403, admin: 200 };

export const endpoints: Record<string, Endpoint> = {
  'POST /api/groups/:id/invite-links': {
    request: (w) => ({ url: `/api/groups/${w.group.id}/invite-links`, body: { expires_in_days: 3, max_uses: 20 } }),
    expect: { ...ADMINS, admin: 201 },
    ids: ['id'],
  },
  'GET /api/groups/:id/invite-links': {
    request: (w) => ({ url: `/api/groups/${w.group.id}/invite-links` }),
    expect: ADMINS,
    ids: ['id'],
  },
  'DELETE /api/groups/:id/invite-links/:linkId': {
    request: (w) => ({ url: `/api/groups/${w.group.id}/invite-links/${w.inviteLinkId}` }),
    expect: ADMINS,
    ids: ['id', 'linkId'],
  },
  'GET /api/join/:token': {
    request: (w) => ({ url: `/api/join/${w.joinToken}` }),
    expect: { visitor: 200, outsider: 200, member: 200, admin: 200 },
  },
  'POST /api/join/:token': {
    request: (w) => ({ url: `/api/join/${w.joinToken}` }),
    expect: { visitor: 401, outsider: 200, member: 200, admin: 200 },
  },
};
