/**
 * The rows of endpoints.ts for sign-in by email (README "Signing in"): kept in their own file so each
 * feature adds its endpoints beside its code. Same conventions as endpoints.ts.
 *
 * All public: the email, the mailed code or the link's secret is the only authority, so every role,
 * signed in or not, gets the same answer. The world holds an open request of `spare`; the link is
 * followed from a browser without its binding cookie, so it confirms.
 */
import type { Endpoint } from './endpoints.ts';

const PUBLIC_OK = { visitor: 200, outsider: 200, member: 200, admin: 200 };

export const endpoints: Record<string, Endpoint> = {
  'POST /api/login/email': {
    request: (w) => ({ url: '/api/login/email', body: { email: w.spare.email } }),
    expect: PUBLIC_OK,
  },
  'POST /api/login/email/code': {
    request: (w) => ({
      url: '/api/login/email/code',
      body: { email: w.spare.email, code: w.emailSignIn.code },
    }),
    expect: PUBLIC_OK,
  },
  'GET /api/login/email/link/:token': {
    request: (w) => ({ url: `/api/login/email/link/${w.emailSignIn.token}` }),
    expect: PUBLIC_OK,
  },
  'POST /api/login/email/link/:token': {
    request: (w) => ({ url: `/api/login/email/link/${w.emailSignIn.token}`, body: { confirm: true } }),
    expect: PUBLIC_OK,
  },
};
