/**
 * The rows of endpoints.ts for notification settings and unsubscribe links (README "Notifications"):
 * kept in their own file so each feature adds its endpoints beside its code. Same conventions as
 * endpoints.ts: the settings are the caller's own (every signed-in role); an unsubscribe link is public,
 * its signed token the only authority (World.unsubscribeToken: the member's reminder emails), so every
 * role gets 200, whatever bearer token it sends.
 */
import type { Endpoint } from './endpoints.ts';

const SIGNED_IN = { visitor: 401, outsider: 200, member: 200, admin: 200 };
const PUBLIC_OK = { visitor: 200, outsider: 200, member: 200, admin: 200 };

export const endpoints: Record<string, Endpoint> = {
  'GET /api/users/notification-settings': {
    request: () => ({ url: '/api/users/notification-settings' }),
    expect: SIGNED_IN,
  },
  'PUT /api/users/notification-settings': {
    request: () => ({
      url: '/api/users/notification-settings',
      body: { email: { chat: true }, push: { new_games: false } },
    }),
    expect: SIGNED_IN,
  },
  'GET /api/unsubscribe/:token': {
    request: (w) => ({ url: `/api/unsubscribe/${w.unsubscribeToken}` }),
    expect: PUBLIC_OK,
  },
  'POST /api/unsubscribe/:token': {
    request: (w) => ({ url: `/api/unsubscribe/${w.unsubscribeToken}` }),
    expect: PUBLIC_OK,
  },
  'POST /unsubscribe/:token': {
    request: (w) => ({ url: `/unsubscribe/${w.unsubscribeToken}` }),
    expect: PUBLIC_OK,
  },
};
