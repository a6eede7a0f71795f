/**
 * Web Push on this browser (README "Notifications"): whether it can get pushes, whether it is subscribed,
 * and turning that on and off. The service worker (/sw.js, registered by the app in production builds)
 * receives the pushes; this module only asks the browser's Notification, ServiceWorker and PushManager
 * APIs and tells the server (api/push-subscriptions.ts).
 *
 * States: `unsupported` (no service worker, PushManager or Notification: e.g. Safari on an iPhone
 * outside the installed app), `denied` (the user blocked notifications for the site: only the browser's
 * settings can undo it), `off` and `on` (this browser holds a push subscription; `endpoint` is its URL).
 */
import { deletePushSubscription, getPushPublicKey, postPushSubscription } from './api/push-subscriptions.ts';

export type PushDeviceState =
  { status: 'unsupported' } | { status: 'denied' } | { status: 'off' } | { status: 'on'; endpoint: string };

/** What turning on ended with: on, or why not (`dismissed`: the permission prompt was closed unanswered). */
export type TurnOnOutcome = PushDeviceState | { status: 'dismissed' };

/** Thrown when no service worker takes charge in time (a development build, or one still installing). */
export class ServiceWorkerNotReadyError extends Error {
  constructor() {
    super('No service worker is ready to receive pushes.');
    this.name = 'ServiceWorkerNotReadyError';
  }
}

/** How long turning on waits for the service worker to take charge, in milliseconds. */
export const SERVICE_WORKER_WAIT_MS = 10_000;

/** Whether this browser can get Web Push at all. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** A base64url string (with or without padding) as bytes: the VAPID key as PushManager wants it. */
export function base64UrlToUint8Array(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The service worker's registration if one is installed, without waiting for one. */
async function currentRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** The active service worker's registration, waiting up to SERVICE_WORKER_WAIT_MS for one. */
async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ServiceWorkerNotReadyError()), SERVICE_WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's push state (see the module comment); reads only, asks nothing of the user. */
export async function readPushDevice(): Promise<PushDeviceState> {
  if (!pushSupported()) return { status: 'unsupported' };
  if (Notification.permission === 'denied') return { status: 'denied' };
  const registration = await currentRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? { status: 'on', endpoint: subscription.endpoint } : { status: 'off' };
}

/**
 * Reads the state and, when this browser is subscribed, posts its subscription again: whoever is signed
 * in now gets this device's pushes (the server gives an endpoint to its latest poster), and a server
 * that lost it learns it again. A failure to post is only logged: the state is still the browser's.
 */
export async function syncPushDevice(): Promise<PushDeviceState> {
  const state = await readPushDevice();
  if (state.status !== 'on') return state;
  const subscription = await (await currentRegistration())?.pushManager.getSubscription();
  if (subscription) {
    await postPushSubscription(subscription.toJSON() as Parameters<typeof postPushSubscription>[0]).catch(
      (err: unknown) => console.warn('Could not refresh this device’s push subscription', err),
    );
  }
  return state;
}

/**
 * After the server ended the account's other sessions and kept this one with a fresh token (sign out
 * everywhere, a password or email change), it has deleted every push subscription of the account
 * (README "Security"), this browser's too: posts this browser's again with the new token, so that the
 * device still signed in keeps its pushes. Never rejects; a failure is only logged.
 */
export function keepPushOnThisDevice(): void {
  syncPushDevice().catch((err: unknown) => console.warn('Could not keep this device’s pushes', err));
}

/** Whether `subscription` was made with the server key `key` (bytes). */
function madeWithKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options?.applicationServerKey;
  if (!own) return true; // the browser does not say: keep it
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/**
 * Turns pushes on for this browser: asks permission, waits for the service worker, subscribes with the
 * server's VAPID key (GET /api/push/public-key) and posts the subscription. A subscription made with
 * another key (the server's keys changed) is replaced. When the server refuses the subscription, the
 * browser's is dropped again so that "on" always means the server has it. Rejects with the ApiError of
 * a failed call, ServiceWorkerNotReadyError, or the browser's error from subscribe().
 */
export async function turnOnPushDevice(): Promise<TurnOnOutcome> {
  if (!pushSupported()) return { status: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { status: 'denied' };
  if (permission !== 'granted') return { status: 'dismissed' };
  const registration = await readyRegistration();
  const key = base64UrlToUint8Array((await getPushPublicKey()).publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !madeWithKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  try {
    await postPushSubscription(subscription.toJSON() as Parameters<typeof postPushSubscription>[0]);
  } catch (err) {
    await subscription.unsubscribe().catch(() => false);
    throw err;
  }
  return { status: 'on', endpoint: subscription.endpoint };
}

/**
 * Turns pushes off for this browser: tells the server first (DELETE /api/push/subscriptions), then drops
 * the browser's subscription, so a failed call leaves both as they were. Rejects with the ApiError.
 */
export async function turnOffPushDevice(): Promise<PushDeviceState> {
  if (!pushSupported()) return { status: 'unsupported' };
  const subscription = await (await currentRegistration())?.pushManager.getSubscription();
  if (!subscription) return readPushDevice();
  await deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
  return readPushDevice();
}

/** How long Logout waits for the server to drop this browser's subscription, in milliseconds. */
export const FORGET_WAIT_MS = 3_000;

/**
 * Logout's part of "pushes stop with the session" (README "Security"): while the session's token still
 * works, tells the server to stop pushing to this browser (DELETE /api/push/subscriptions with its
 * endpoint). The browser keeps its subscription, so the card still reads "on" and the next sign-in's
 * visit to it (syncPushDevice) posts it again for whoever signs in. Never rejects and waits at most
 * FORGET_WAIT_MS: a failure (offline, a server error, a token already revoked) is only logged, and
 * logging out goes on.
 */
export async function forgetPushDevice(): Promise<void> {
  if (!pushSupported()) return;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve();
    }, FORGET_WAIT_MS);
  });
  const forget = async () => {
    const subscription = await (await currentRegistration())?.pushManager.getSubscription();
    if (!subscription) return;
    await deletePushSubscription(subscription.endpoint, {
      signal: controller.signal,
      endSessionOn401: false,
    });
  };
  try {
    await Promise.race([forget(), timeout]);
  } catch (err) {
    console.warn('Could not stop this device’s pushes at logout', err);
  } finally {
    clearTimeout(timer);
  }
}
