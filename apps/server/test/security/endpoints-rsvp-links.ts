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
};
