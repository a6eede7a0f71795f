/**
 * Registers the service worker /sw.js (src/sw.ts; README "Notifications", installable app) for the whole
 * site, with workbox-window. main.tsx loads this module only in production builds and only after the
 * page has loaded, so neither it nor Workbox's window code weighs on the first screen
 * (bench/README.md "Web"). The notifications screen's "Turn on notifications on this device" waits for
 * this registration through `navigator.serviceWorker.ready`.
 */
import { Workbox } from 'workbox-window';

/** Registers /sw.js (scope /); a browser that refuses (private mode, no HTTPS) leaves the app as it was. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await new Workbox('/sw.js', { scope: '/' }).register({ immediate: true });
  } catch (err) {
    console.warn('Turnout: the service worker did not register', err);
  }
}
