/**
 * The server's side of Web Push (README "Notifications", packages/shared/src/reach.ts):
 * GET /api/push/public-key → { publicKey } (the VAPID key, base64url, open to everyone);
 * POST /api/push/subscriptions with the browser's PushSubscription JSON { endpoint, keys: { p256dh, auth } }
 * → 201 (posting the same endpoint again updates it, and gives it to the poster);
 * DELETE /api/push/subscriptions { endpoint } → 200. A refusal (400: an endpoint the server will not
 * POST to) rejects with the server's sentence. `deletePushSubscription`'s options go to `api` (Logout
 * passes a signal and keeps a 401 from ending the session a second time).
 */
import type { PushPublicKeyReply, PushSubscriptionBody, PushSubscriptionReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';

export const getPushPublicKey = () => api<PushPublicKeyReply>('/api/push/public-key');

export const postPushSubscription = (body: PushSubscriptionBody) =>
  api<PushSubscriptionReply>('/api/push/subscriptions', { method: 'POST', body });

export const deletePushSubscription = (
  endpoint: string,
  options: { signal?: AbortSignal; endSessionOn401?: boolean } = {},
) =>
  api<PushSubscriptionReply>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint }, ...options });
