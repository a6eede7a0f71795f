/**
 * The rows of endpoints.ts for this feature (README "Notifications"): kept in their own file so each
 * feature adds its endpoints beside its code. Same conventions as endpoints.ts.
 *
 * One-tap answer links are public: the token in the path (the member's link for `game`) is the only
 * authority, so every role, signed in or not, gets the same answer, and the answer is the member's.
 */
import type { Endpoint } from './endpoints.ts';

const PUBLIC_OK = { visitor: 200, outsider: 200, member: 200, admin: 200 };

export const endpoints: Record<string, Endpoint> = {
  'GET /api/rsvp-links/:token': {
    request: (w) => ({ url: `/api/rsvp-links/${w.rsvpLinkToken}` }),
    expect: PUBLIC_OK,
  },
  'POST /api/rsvp-links/:token': {
    request: (w) => ({ url: `/api/rsvp-links/${w.rsvpLinkToken}`, body: { status: 'out' } }),
    expect: PUBLIC_OK,
  },
  // The one-tap page (docs/decisions/018-one-tap-page.md): public the same way; its form's POST redirects
  // back to the page.
  'GET /rsvp/:token': {
    request: (w) => ({ url: `/rsvp/${w.rsvpLinkToken}` }),
    expect: PUBLIC_OK,
  },
  'POST /rsvp/:token': {
    request: (w) => ({ url: `/rsvp/${w.rsvpLinkToken}`, body: { status: 'out' } }),
    expect: { visitor: 303, outsider: 303, member: 303, admin: 303 },
  },
  // One-tap offer links (README "Reserves"): public the same way; the answer is the member's.
  'GET /api/offer-links/:token': {
    request: (w) => ({ url: `/api/offer-links/${w.offerLinkToken}` }),
    expect: PUBLIC_OK,
  },
  'POST /api/offer-links/:token': {
    request: (w) => ({ url: `/api/offer-links/${w.offerLinkToken}`, body: { answer: 'decline' } }),
    expect: PUBLIC_OK,
  },
  // The offered member answers; anyone else in the group has no open offer (409), outside it 403.
  'POST /api/games/:id/offer/accept': {
    request: (w) => ({ url: `/api/games/${w.game.id}/offer/accept` }),
    expect: { visitor: 401, outsider: 403, member: 200, admin: 409 },
    ids: ['id'],
  },
  'POST /api/games/:id/offer/decline': {
    request: (w) => ({ url: `/api/games/${w.game.id}/offer/decline` }),
    expect: { visitor: 401, outsider: 403, member: 200, admin: 409 },
    ids: ['id'],
  },
  // Who was offered what and when: group admins.
  'GET /api/games/:id/offers': {
    request: (w) => ({ url: `/api/games/${w.game.id}/offers` }),
    expect: { visitor: 401, outsider: 404, member: 403, admin: 200 },
    ids: ['id'],
  },
};
