/**
 * Test stand-ins for the browser's Web Push APIs, which happy-dom lacks: Notification (permission and
 * its prompt), navigator.serviceWorker (ready / getRegistration) and a registration's PushManager that
 * hands out PushSubscriptions. `installPushBrowser()` puts them in place and `removePushBrowser()`
 * takes them away again (after each test). Only the browser is stubbed: the server is MSW's.
 */
import { vi } from 'vitest';

export type FakeSubscription = {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  unsubscribe: () => Promise<boolean>;
};

/** A push endpoint of the (imaginary) browser's push service. */
export const ENDPOINT = 'https://push.example.net/send/device-1';
/** The subscription's keys as the browser would give them (base64url). */
export const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

export type PushBrowser = {
  permission: NotificationPermission;
  /** What the permission prompt answers. */
  prompt: NotificationPermission;
  subscription: FakeSubscription | null;
  /** The options subscribe() was last called with. */
  subscribedWith: PushSubscriptionOptionsInit | null;
  unsubscribed: number;
};

export function fakeSubscription(browser: PushBrowser, key: ArrayBuffer | null): FakeSubscription {
  return {
    endpoint: ENDPOINT,
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: () => {
      browser.subscription = null;
      browser.unsubscribed += 1;
      return Promise.resolve(true);
    },
  };
}

/** Installs a browser that supports Web Push, in the given state; returns that state to look at. */
export function installPushBrowser(initial: Partial<PushBrowser> = {}): PushBrowser {
  const browser: PushBrowser = {
    permission: 'default',
    prompt: 'granted',
    subscription: null,
    subscribedWith: null,
    unsubscribed: 0,
    ...initial,
  };
  const pushManager = {
    getSubscription: () => Promise.resolve(browser.subscription),
    subscribe: (options: PushSubscriptionOptionsInit) => {
      browser.subscribedWith = options;
      const key = options.applicationServerKey as Uint8Array;
      browser.subscription = fakeSubscription(browser, key.slice().buffer);
      return Promise.resolve(browser.subscription);
    },
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: () => Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', class PushManager {});
  vi.stubGlobal(
    'Notification',
    class Notification {
      static get permission() {
        return browser.permission;
      }
      static requestPermission() {
        browser.permission = browser.prompt;
        return Promise.resolve(browser.prompt);
      }
    },
  );
  return browser;
}

/** A browser API that Web Push needs. */
export type PushApi = 'serviceWorker' | 'PushManager' | 'Notification';

/**
 * A browser without Web Push: by default Safari on an iPhone outside the installed app, which has
 * service workers but neither PushManager nor Notification; `missing` picks what it lacks.
 */
export function installBrowserWithoutPush(missing: PushApi[] = ['PushManager', 'Notification']) {
  installPushBrowser();
  for (const name of missing) {
    if (name === 'serviceWorker') {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
      continue;
    }
    delete (window as unknown as Record<string, unknown>)[name];
    delete (globalThis as unknown as Record<string, unknown>)[name];
  }
}

export function removePushBrowser() {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (window as { PushManager?: unknown }).PushManager;
  delete (window as { Notification?: unknown }).Notification;
}
