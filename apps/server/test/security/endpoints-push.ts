/**
 * The rows of endpoints.ts for Web Push (README "Notifications", Web Push): kept in their own file so
 * each feature adds its endpoints beside its code. Same conventions as endpoints.ts: the VAPID public key
 * is public; a push subscription is the caller's own (every signed-in role): posting one answers 201,
 * deleting one 200 (also when the endpoint is not theirs: nothing is deleted then).
 */
import { createECDH, randomBytes } from 'node:crypto';
import type { Endpoint } from './endpoints.ts';

const SIGNED_IN = { visitor: 401, outsider: 200, member: 200, admin: 200 };
const PUBLIC_OK = { visitor: 200, outsider: 200, member: 200, admin: 200 };

/** A browser's PushSubscription JSON on a public push service, with a real P-256 key. */
function subscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://updates.push.services.mozilla.com/wpush/v2/${randomBytes(16).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

export const endpoints: Record<string, Endpoint> = {
  'GET /api/push/public-key': { request: () => ({ url: '/api/push/public-key' }), expect: PUBLIC_OK },
  'POST /api/push/subscriptions': {
    request: () => ({ url: '/api/push/subscriptions', body: subscription() }),
    expect: { visitor: 401, outsider: 201, member: 201, admin: 201 },
  },
  'DELETE /api/push/subscriptions': {
    request: () => ({ url: '/api/push/subscriptions', body: { endpoint: subscription().endpoint } }),
    expect: SIGNED_IN,
  },
};
