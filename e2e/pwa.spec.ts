/**
 * The installable app (README "Notifications", installable app), on a phone: the service worker
 * registers and controls the page after a reload; the web app manifest loads with its 192 and 512 px
 * icons and the maskable one, and Chromium finds nothing wrong with it; a push (delivered through the
 * DevTools protocol, as a push service would) shows as a notification with its title, body, tag and
 * answer buttons; the "Install Turnout" offer passes axe; after one visit to /games and a game, with the
 * connection gone, a reload of /games and of the game shows the games and the team sheet with the
 * offline banner, and axe finds nothing on either.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newPerson, signUpAndLogIn } from './support.ts';

const OFFLINE_TEXT =
  "Offline — showing what you saw last. Changes you make will be sent when you're back online.";

/** Waits for the service worker and returns its scope and the script controlling the page, if any. */
async function serviceWorker(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, controller: navigator.serviceWorker.controller?.scriptURL ?? null };
  });
}

/** axe (WCAG 2.0/2.1 A and AA, as e2e/screens.spec.ts) finds nothing on the page. */
async function axe(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help}`),
    `axe on ${what}`,
  ).toEqual([]);
}

/** Width and height of a PNG (its IHDR chunk). */
async function pngSize(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type'], url).toBe('image/png');
  const png = await res.body();
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test('the service worker registers and the manifest loads with its icons', async ({ page, baseURL }) => {
  await page.goto('/login');
  const registered = await serviceWorker(page);
  expect(registered.scope).toBe(`${baseURL}/`);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await serviceWorker(page)).controller).toBe(`${baseURL}/sw.js`);

  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const csp = sw.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");

  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#237a36');
  const res = await page.request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Turnout',
    short_name: 'Turnout',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#237a36',
    background_color: '#ffffff',
  });
  const icons = await Promise.all(
    manifest.icons.map(async (icon) => ({
      sizes: icon.sizes,
      purpose: icon.purpose ?? 'any',
      actual: await pngSize(page.request, icon.src),
    })),
  );
  for (const icon of icons) expect(icon.actual).toBe(icon.sizes);
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  expect(await pngSize(page.request, '/apple-touch-icon.png')).toBe('180x180');

  // Chromium's own reading of the manifest: no parse errors, as written, and installable.
  const cdp = await page.context().newCDPSession(page);
  const read = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[]; data?: string };
  expect(read.errors.map((e) => e.message)).toEqual([]);
  expect(JSON.parse(read.data ?? '{}')).toMatchObject({ name: 'Turnout', display: 'standalone' });
  const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito ones, where Chromium never installs: that is the only reason
  // it may give (no manifest, icon or service worker problem).
  expect(
    installability.installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'),
  ).toEqual([]);
});

test('a pushed reminder shows as a notification with its answer buttons', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/login');
  await serviceWorker(page);
  // `ready` resolves while the first worker may still be activating; a push sent then can be dropped.
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
  const cdp = await context.newCDPSession(page);
  type Registrations = { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] };
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: Registrations) => {
      const mine = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const link = `${baseURL}/rsvp/made.up.token`;
  const payload = {
    title: 'Reminder: Thursday five-a-side',
    body: 'Thu 19:00 at Sea Point Astro. Are you playing?',
    url: `${baseURL}/games/12`,
    tag: 'reminder-12',
    actions: [
      { action: 'in', title: "I'm in", url: `${link}?status=in` },
      { action: 'out', title: "I'm out", url: `${link}?status=out` },
    ],
  };
  const deliver = async () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
  await deliver();
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        icon: n.icon,
        data: n.data as unknown,
        actions: (n as Notification & { actions?: { action: string; title: string }[] }).actions,
      }));
    });
  // DevTools hands the push to the worker without a delivery receipt; like a push service, deliver
  // again while nothing shows. The tag is the same, so however many arrive, one notification shows.
  await expect
    .poll(async () => {
      const now = await shown();
      if (now.length === 0) await deliver();
      return now;
    })
    .toHaveLength(1);
  await deliver();
  await expect.poll(shown).toHaveLength(1);
  expect((await shown())[0]).toMatchObject({
    title: payload.title,
    body: payload.body,
    tag: payload.tag,
    icon: `${baseURL}/pwa-192.png`,
    data: { url: payload.url, actions: payload.actions },
    actions: [
      { action: 'in', title: "I'm in" },
      { action: 'out', title: "I'm out" },
    ],
  });
});

test('/games and a game read offline after one visit, with the offline banner', async ({
  page,
  context,
  pageProblems,
}) => {
  // Requests the worker cannot answer offline (unread counts, the socket's reconnects) log network
  // errors in the console.
  pageProblems.allow(
    /ERR_INTERNET_DISCONNECTED|Failed to load resource|WebSocket|Could not load|no-response/,
  );
  const player = newPerson('Pumla', 'Pwa');
  const post = await signUpAndLogIn(page, player);
  const group = await post<{ id: number }>('/api/groups', { name: 'Offline readers' });
  const { id: gameId } = await post<{ id: number }>('/api/games', {
    group_id: group.id,
    description: 'Thursday offline five-a-side',
    game_datetime: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
    venue: 'Sea Point Astro',
    max_players: 10,
  });
  await post('/api/rsvps', { gameId, status: 'in' });

  // Where the browser offers installing, the home screen says so, in both colour schemes.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Next up' })).toBeVisible();
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
  const installOffer = page.getByRole('region', { name: 'Install Turnout' });
  await expect(installOffer.getByRole('button', { name: 'Install Turnout' })).toBeVisible();
  await axe(page, 'the home screen with the install offer (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await axe(page, 'the home screen with the install offer (dark)');
  await page.emulateMedia({ colorScheme: 'light' });

  // One visit with the worker in control: /games, then the game.
  await page.goto('/games');
  expect((await serviceWorker(page)).controller).not.toBeNull();
  await page.reload();
  const card = page.getByRole('article', { name: 'Thursday offline five-a-side' });
  await expect(card).toBeVisible();
  await page.goto(`/games/${gameId}`);
  const mainTeam = page
    .getByRole('region', { name: 'Team sheet' })
    .getByRole('region', { name: /^Main team/ });
  await expect(mainTeam.getByText(`${player.name} ${player.surname}`)).toBeVisible();

  await context.setOffline(true);
  // Offline for the worker too: an API answer it never kept does not come.
  const unseen = await page.evaluate(async (id) => {
    try {
      return (await fetch(`/api/games/${id + 1000}`)).status;
    } catch {
      return 'failed';
    }
  }, gameId);
  expect(unseen).toBe('failed');

  await page.goto('/games');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await expect(card).toBeVisible();
  await axe(page, '/games offline');

  await page.goto(`/games/${gameId}`);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(mainTeam.getByText(`${player.name} ${player.surname}`)).toBeVisible();
  await axe(page, 'the game offline');

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_TEXT)).toBeHidden();
});
