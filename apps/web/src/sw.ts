/// <reference lib="webworker" />
/**
 * The service worker, served as /sw.js (README "Notifications", installable app; built by
 * vite-plugin-pwa from vite.config.ts, strategy injectManifest):
 *
 * - Precaches the app shell and every screen's chunk (the build's file list, `self.__WB_MANIFEST`) and
 *   answers every page navigation with the precached index.html, so the app opens offline. The server's
 *   own paths (/api, /socket.io, the one-tap answer page, the calendar feed, health checks) are never
 *   answered with the shell.
 * - Keeps the API answers of the games list, the games last opened and their team sheets
 *   (lib/offline-cache.ts), network first: online the server answers (and the copy is refreshed);
 *   offline, or with no answer within 4 s, the last copy does. The copies belong to the signed-in
 *   person: the app deletes them on sign-out (lib/session.ts), which is what keeps one person's games
 *   from the next person on the device.
 * - Shows pushed notifications (payload: PushPayload of @turnout/shared) and answers their buttons with
 *   the button's one-tap link, no session (lib/push-actions.ts): a reminder's "I'm in" / "I'm out"
 *   (POST /api/rsvp-links/{token}), an offer's "Accept" / "Decline" (POST /api/offer-links/{token};
 *   README "Reserves"), then says where the person ended up; a tap on the notification opens its url.
 *
 * A new version takes over at once (skipWaiting, clients.claim): a page already open keeps the code it
 * loaded and gets the new shell on its next navigation.
 */
import { precacheAndRoute, createHandlerBoundToURL, cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { PushAction, PushPayload } from '@turnout/shared';
import { API_CACHE, keptForOffline } from './lib/offline-cache.ts';
import { answerFromNotification } from './lib/push-actions.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/**
 * Paths the server answers itself: a navigation to one of them never gets the app shell. The one-tap
 * answer page /rsvp/{token} is the server's own HTML (docs/decisions/018-one-tap-page.md).
 */
const SERVER_PATHS = [
  /^\/api(\/|$)/,
  /^\/rsvp\//,
  /^\/socket\.io\//,
  /^\/calendar\//,
  /^\/healthz$/,
  /^\/readyz$/,
  /^\/api-docs/,
];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }));

registerRoute(
  ({ url, request }) => keptForOffline(url, self.location.origin, request.method),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

/** What a shown notification carries for its click: where to go, and its answer buttons' links. */
type NotificationData = { url: string; actions: PushAction[] };

/** NotificationOptions with the action buttons (Chromium shows them; TypeScript's lib lacks them). */
type ShownNotificationOptions = NotificationOptions & { actions?: { action: string; title: string }[] };

/** The pushed JSON, or a plain notification when a push carries none or something else. */
function readPayload(event: PushEvent): PushPayload {
  try {
    const json = event.data?.json() as Partial<PushPayload> | undefined;
    if (json && typeof json.title === 'string') {
      return {
        title: json.title,
        body: typeof json.body === 'string' ? json.body : '',
        url: typeof json.url === 'string' ? json.url : '/',
        tag: typeof json.tag === 'string' ? json.tag : '',
        actions: Array.isArray(json.actions) ? json.actions : undefined,
      };
    }
  } catch {
    // not JSON: fall through
  }
  return { title: 'Turnout', body: event.data?.text() ?? '', url: '/', tag: '' };
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const actions = payload.actions ?? [];
  const options: ShownNotificationOptions = {
    body: payload.body,
    tag: payload.tag || undefined,
    data: { url: payload.url, actions } satisfies NotificationData,
    actions: actions.map(({ action, title }) => ({ action, title })),
    icon: '/pwa-192.png',
    badge: '/badge-96.png',
  };
  event.waitUntil(self.registration.showNotification(payload.title, options));
});

/** Focuses a Turnout window (moving it to `url`), or opens one at `url`. */
async function openUrl(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same =
    windows.find((w) => w.url === url) ?? windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (same) {
    const focused = await same.focus();
    if (focused.url === url) return;
    // navigate() works only on a window this worker controls: otherwise a new window shows the url.
    if (await focused.navigate(url).catch(() => null)) return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  const notification = event.notification;
  notification.close();
  const data = (notification.data ?? { url: '/', actions: [] }) as NotificationData;
  const chosen = data.actions.find((a) => a.action === event.action);
  event.waitUntil(
    chosen
      ? answerFromNotification(chosen, notification.title, notification.tag, {
          show: (title, options) =>
            self.registration.showNotification(title, {
              ...options,
              tag: options.tag || undefined,
              icon: '/pwa-192.png',
              badge: '/badge-96.png',
            }),
          open: openUrl,
        })
      : openUrl(data.url),
  );
});
