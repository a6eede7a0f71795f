// "Turn on notifications on this device" (README "Notifications", Web Push): the card on the
// notifications screen in each state of the browser — no Web Push, off → on (permission, subscribe with
// the server's VAPID key, POST), on → off (DELETE, then the browser's subscription dropped), blocked.
// The browser's push APIs are stand-ins (push-stubs.ts); the server is MSW.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushSubscriptionBody, PushUnsubscribeBody } from '@turnout/shared';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { base64UrlToUint8Array } from './push-device.ts';
import { PushDeviceCard } from './PushDeviceCard.tsx';
import { pushDeviceTexts } from './reach-texts.ts';
import {
  ENDPOINT,
  KEYS,
  fakeSubscription,
  installBrowserWithoutPush,
  installPushBrowser,
  removePushBrowser,
  type PushApi,
} from './push-stubs.ts';

afterEach(removePushBrowser);

// A P-256 public key as the server's GET /api/push/public-key gives it (65 bytes, base64url, no padding).
const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** Answers the push endpoints, recording what the app posted and deleted. */
function pushServer() {
  const posted: PushSubscriptionBody[] = [];
  const deleted: PushUnsubscribeBody[] = [];
  server.use(
    http.get('/api/push/public-key', () => HttpResponse.json({ publicKey: PUBLIC_KEY })),
    http.post('/api/push/subscriptions', async ({ request }) => {
      posted.push((await request.json()) as PushSubscriptionBody);
      return HttpResponse.json({ success: true, message: 'Subscribed.' }, { status: 201 });
    }),
    http.delete('/api/push/subscriptions', async ({ request }) => {
      deleted.push((await request.json()) as PushUnsubscribeBody);
      return HttpResponse.json({ success: true, message: 'Unsubscribed.' });
    }),
  );
  return { posted, deleted };
}

describe('base64UrlToUint8Array', () => {
  it('decodes base64url with or without padding into bytes', () => {
    expect([...base64UrlToUint8Array('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToUint8Array('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToUint8Array('AQ==')]).toEqual([1]);
    const key = base64UrlToUint8Array(PUBLIC_KEY);
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4); // an uncompressed P-256 point
  });
});

describe('the device card', () => {
  it.each<{ missing: PushApi[] }>([
    { missing: ['PushManager', 'Notification'] },
    { missing: ['serviceWorker'] },
    { missing: ['PushManager'] },
    { missing: ['Notification'] },
  ])(
    'without $missing, says to add Turnout to the home screen and offers nothing to click',
    async ({ missing }) => {
      installBrowserWithoutPush(missing);
      renderInApp(<PushDeviceCard />);
      expect(await screen.findByText(pushDeviceTexts.unsupported)).toBeVisible();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it('off → on: asks permission, subscribes with the server’s key and posts the subscription', async () => {
    const browser = installPushBrowser({ permission: 'default', prompt: 'granted' });
    const { posted } = pushServer();
    const { user } = renderInApp(<PushDeviceCard />);

    await user.click(await screen.findByRole('button', { name: pushDeviceTexts.turnOn }));

    expect(await screen.findByText(pushDeviceTexts.on)).toBeVisible();
    expect(browser.permission).toBe('granted');
    expect(browser.subscribedWith?.userVisibleOnly).toBe(true);
    expect([...(browser.subscribedWith?.applicationServerKey as Uint8Array)]).toEqual([
      ...base64UrlToUint8Array(PUBLIC_KEY),
    ]);
    expect(posted).toEqual([{ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }]);
    expect(screen.getByRole('button', { name: pushDeviceTexts.turnOff })).toBeVisible();
  });

  it('on → off: tells the server, then drops the browser’s subscription', async () => {
    const browser = installPushBrowser({ permission: 'granted' });
    browser.subscription = fakeSubscription(browser, base64UrlToUint8Array(PUBLIC_KEY).buffer);
    const { posted, deleted } = pushServer();
    const { user } = renderInApp(<PushDeviceCard />);

    expect(await screen.findByText(pushDeviceTexts.on)).toBeVisible();
    // Whoever is signed in now gets this device's pushes: the subscription is posted again.
    await waitFor(() => expect(posted).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: pushDeviceTexts.turnOff }));

    expect(await screen.findByRole('button', { name: pushDeviceTexts.turnOn })).toBeVisible();
    expect(deleted).toEqual([{ endpoint: ENDPOINT }]);
    expect(browser.unsubscribed).toBe(1);
    expect(browser.subscription).toBeNull();
  });

  it('a failed turn-off keeps it on and says so', async () => {
    const browser = installPushBrowser({ permission: 'granted' });
    browser.subscription = fakeSubscription(browser, null);
    pushServer();
    server.use(http.delete('/api/push/subscriptions', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderInApp(<PushDeviceCard />);

    await user.click(await screen.findByRole('button', { name: pushDeviceTexts.turnOff }));

    expect(await screen.findByRole('alert')).toHaveTextContent(pushDeviceTexts.turnOffFailed);
    expect(screen.getByText(pushDeviceTexts.on)).toBeVisible();
    expect(browser.unsubscribed).toBe(0);
  });

  it('a refused subscription is dropped from the browser and the server’s sentence shows', async () => {
    const browser = installPushBrowser({ permission: 'granted' });
    pushServer();
    const refusal = 'endpoint must be an https URL of a public push service.';
    server.use(
      http.post('/api/push/subscriptions', () => HttpResponse.json({ error: refusal }, { status: 400 })),
    );
    const { user } = renderInApp(<PushDeviceCard />);

    await user.click(await screen.findByRole('button', { name: pushDeviceTexts.turnOn }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(browser.subscription).toBeNull();
    expect(screen.queryByText(pushDeviceTexts.on)).not.toBeInTheDocument();
  });

  it('a closed permission prompt leaves it off and says to choose Allow', async () => {
    const browser = installPushBrowser({ permission: 'default', prompt: 'default' });
    const { user } = renderInApp(<PushDeviceCard />);

    await user.click(await screen.findByRole('button', { name: pushDeviceTexts.turnOn }));

    expect(await screen.findByRole('alert')).toHaveTextContent(pushDeviceTexts.dismissed);
    expect(browser.subscription).toBeNull();
  });

  it('blocked at the prompt: says how to allow notifications in the browser’s settings', async () => {
    installPushBrowser({ permission: 'default', prompt: 'denied' });
    const { user } = renderInApp(<PushDeviceCard />);

    await user.click(await screen.findByRole('button', { name: pushDeviceTexts.turnOn }));

    expect(await screen.findByText(pushDeviceTexts.denied)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('already blocked: the same sentence at once', async () => {
    installPushBrowser({ permission: 'denied' });
    renderInApp(<PushDeviceCard />);
    expect(await screen.findByText(pushDeviceTexts.denied)).toBeVisible();
  });
});
