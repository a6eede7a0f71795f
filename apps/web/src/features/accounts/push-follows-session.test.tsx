// Pushes follow the session (README "Security"). Logout stops this browser's pushes: before the token is
// forgotten, DELETE /api/push/subscriptions with this browser's endpoint goes out with it; a server that
// fails, refuses the token or does not answer never keeps the user signed in. "Sign out everywhere"
// (the server deleted every subscription of the account) posts this browser's again with the new token.
// The browser's push APIs are stand-ins (push-stubs.ts); the server is MSW.
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountTexts, type PushSubscriptionBody, type PushUnsubscribeBody } from '@turnout/shared';
import { getToken, sessionExpired, signIn, signOut } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { FORGET_WAIT_MS } from '../notifications/push-device.ts';
import {
  ENDPOINT,
  KEYS,
  fakeSubscription,
  installBrowserWithoutPush,
  installPushBrowser,
  removePushBrowser,
} from '../notifications/push-stubs.ts';
import { UserBadge } from './components/UserBadge.tsx';
// The app's composition of Logout and Web Push (app/ registers it at start).
import '../../app/session-push.ts';

afterEach(() => {
  vi.useRealTimers();
  removePushBrowser();
  signOut();
});

/** A signed-in browser holding a push subscription; returns the browser and the session's token. */
function subscribedBrowser() {
  const browser = installPushBrowser({ permission: 'granted' });
  browser.subscription = fakeSubscription(browser, null);
  const token = testToken();
  signIn(token);
  return { browser, token };
}

/** Clicks Logout in the account menu. */
async function logOut() {
  const { user } = renderInApp(<UserBadge />, { route: '/games', path: '/games' });
  await user.click(screen.getByRole('button', { name: 'Account menu for Ada Player' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
}

describe('Logout', () => {
  it('deletes this browser’s push subscription with the session’s token, then signs out', async () => {
    const { browser, token } = subscribedBrowser();
    const deleted: { body: PushUnsubscribeBody; authorization: string | null; stored: string | null }[] = [];
    server.use(
      http.delete('/api/push/subscriptions', async ({ request }) => {
        deleted.push({
          body: (await request.json()) as PushUnsubscribeBody,
          authorization: request.headers.get('authorization'),
          stored: getToken(),
        });
        return HttpResponse.json({ success: true, message: 'Notifications are off for this device.' });
      }),
    );

    await logOut();

    expect(await screen.findByText('At /login')).toBeVisible();
    expect(deleted).toEqual([
      { body: { endpoint: ENDPOINT }, authorization: `Bearer ${token}`, stored: token },
    ]);
    expect(getToken()).toBeNull();
    // The browser keeps its subscription: the next sign-in's visit to the card posts it again.
    expect(browser.unsubscribed).toBe(0);
  });

  it.each([
    { case: 'a server error', answer: () => HttpResponse.json({ error: 'Down' }, { status: 500 }) },
    { case: 'no network', answer: () => HttpResponse.error() },
    {
      case: 'a token already revoked (401)',
      answer: () => HttpResponse.json({ error: 'Your session has expired.' }, { status: 401 }),
    },
  ])('signs out all the same after $case, without calling the session expired', async ({ answer }) => {
    subscribedBrowser();
    server.use(http.delete('/api/push/subscriptions', answer));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await logOut();

    expect(await screen.findByText('At /login')).toBeVisible();
    expect(getToken()).toBeNull();
    expect(sessionExpired()).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('waits for a server that does not answer at most FORGET_WAIT_MS, then signs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    subscribedBrowser();
    server.use(
      http.delete('/api/push/subscriptions', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await logOut();
    expect(getToken()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(FORGET_WAIT_MS);

    expect(await screen.findByText('At /login')).toBeVisible();
    expect(getToken()).toBeNull();
  });

  it.each([
    { case: 'no push subscription', install: () => installPushBrowser({ permission: 'granted' }) },
    { case: 'no Web Push', install: () => installBrowserWithoutPush() },
  ])('calls no server when the browser has $case', async ({ install }) => {
    // MSW fails the test on any request no handler answers.
    install();
    signIn(testToken());

    await logOut();

    expect(await screen.findByText('At /login')).toBeVisible();
    expect(getToken()).toBeNull();
  });
});

describe('Sign out everywhere', () => {
  it('posts this browser’s push subscription again with the fresh token', async () => {
    subscribedBrowser();
    const fresh = testToken().replace(/signature$/, 'fresh-signature');
    const posted: { body: PushSubscriptionBody; authorization: string | null }[] = [];
    server.use(
      http.post('/api/users/sign-out-everywhere', () =>
        HttpResponse.json({ message: 'You are signed out on every other device.', token: fresh }),
      ),
      http.post('/api/push/subscriptions', async ({ request }) => {
        posted.push({
          body: (await request.json()) as PushSubscriptionBody,
          authorization: request.headers.get('authorization'),
        });
        return HttpResponse.json({ success: true, message: 'Subscribed.' }, { status: 201 });
      }),
    );
    const { user } = renderInApp(<UserBadge />);

    await user.click(screen.getByRole('button', { name: 'Account menu for Ada Player' }));
    await user.click(await screen.findByRole('menuitem', { name: accountTexts.signOutEverywhere }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      body: { endpoint: ENDPOINT, expirationTime: null, keys: KEYS },
      authorization: `Bearer ${fresh}`,
    });
    expect(getToken()).toBe(fresh);
  });
});
