/**
 * The main navigation on every signed-in screen (the screen table, apps/web/src/app/screens.ts): on a
 * 390 px phone a bottom tab bar (Home, Games, Groups, Chat, Notifications) that covers nothing — the end
 * of each page scrolls clear of it, and the chat composer sits above it and sends; on a 1280 px screen
 * the same links in the header. The tab of the screen's section is marked (aria-current="page"), the
 * Chat badge counts an unread message, and each screen names the browser tab ("… · Turnout").
 * Signed out there is no navigation.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { api, logIn, newPerson, signUpByApi } from './support.ts';

const TABS = ['Home', 'Games', 'Groups', 'Chat', 'Notifications'];

/** The signed-in route patterns of the screen table, read from its source. */
const signedInPatterns = [
  ...readFileSync(new URL('../apps/web/src/app/screens.ts', import.meta.url), 'utf8').matchAll(
    /signedIn\('([^']+)'/g,
  ),
].map((m) => m[1]!);

/** Nothing of the page is left under the bar: scrolled to the end, the main area ends above it. */
async function endsAboveBar(page: Page) {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const bar = document.querySelector('footer')!.getBoundingClientRect();
    const content = document.querySelector('main > *')!.getBoundingClientRect();
    return { contentBottom: Math.round(content.bottom), barTop: Math.round(bar.top) };
  });
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  const phone = width < 500;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, isMobile: phone, hasTouch: phone });

    test('every signed-in screen has the navigation, its tab marked; signed out, none', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const me = newPerson('Nav', 'Igator');
      const mate = newPerson('Tab', 'Mate');
      const mine = await signUpByApi(request, me);
      const theirs = await signUpByApi(request, mate);
      const group = await api<{ id: number }>(request, 'POST', '/api/groups', mine.token, {
        name: `Tab Bar United ${width}`,
      });
      await api(request, 'POST', `/api/groups/${group.id}/members`, mine.token, { mobile: mate.mobile });
      const game = await api<{ id: number }>(request, 'POST', '/api/games', mine.token, {
        group_id: group.id,
        description: 'Navigation friendly',
        game_datetime: new Date(Date.now() + 2 * 24 * 3600_000).toISOString(),
        max_players: 10,
        venue: 'Green Point Park',
        rsvp_cutoff: 2,
      });
      const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
      const { series } = await api<{ series: { id: number } }>(
        request,
        'POST',
        '/api/game-series',
        mine.token,
        {
          group_id: group.id,
          description: 'Weekly tab test',
          max_players: 10,
          start_date: tomorrow,
          time: '19:00',
          rrule: 'FREQ=WEEKLY;COUNT=3',
        },
      );
      await api(request, 'POST', '/api/chat/message', theirs.token, {
        type: 'direct',
        content: 'Did you see the new tabs?',
        recipient_id: mine.id,
      });

      // Signed out: no navigation.
      for (const path of ['/', '/login', '/signup']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('navigation')).toHaveCount(0);
      }

      await logIn(page, me);
      const g = group.id;
      const routes: { pattern: string; path: string; tab: string | null; title: RegExp }[] = [
        { pattern: '/profile', path: '/profile', tab: null, title: /^Profile · Turnout$/ },
        { pattern: '/change-password', path: '/change-password', tab: null, title: /^Change password/ },
        { pattern: '/groups', path: '/groups', tab: 'Groups', title: /^My Groups · Turnout$/ },
        {
          pattern: '/groups/create-group',
          path: '/groups/create-group',
          tab: 'Groups',
          title: /^Create group/,
        },
        {
          pattern: '/group/:id',
          path: `/group/${g}`,
          tab: 'Groups',
          title: /^Tab Bar United \d+ · Turnout$/,
        },
        {
          pattern: '/group/:id/add-member',
          path: `/group/${g}/add-member`,
          tab: 'Groups',
          title: /^Add member/,
        },
        { pattern: '/create-game', path: '/create-game', tab: 'Games', title: /^Create game · Turnout$/ },
        { pattern: '/games', path: '/games', tab: 'Games', title: /^Games · Turnout$/ },
        { pattern: '/view-games', path: '/view-games', tab: 'Games', title: /^Games · Turnout$/ },
        {
          pattern: '/games/:gameId',
          path: `/games/${game.id}`,
          tab: 'Games',
          title: /^Navigation friendly, \w{3},? .+ · Turnout$/,
        },
        {
          pattern: '/edit-game/:gameId',
          path: `/edit-game/${game.id}`,
          tab: 'Games',
          title: /^Edit game · Navigation/,
        },
        { pattern: '/games/:gameId/edit', path: `/games/${game.id}/edit`, tab: 'Games', title: /^Edit game/ },
        {
          pattern: '/edit-team/:gameId',
          path: `/edit-team/${game.id}`,
          tab: 'Games',
          title: /^Edit team · Navigation/,
        },
        {
          pattern: '/games/:gameId/edit-team',
          path: `/games/${game.id}/edit-team`,
          tab: 'Games',
          title: /^Edit team/,
        },
        {
          pattern: '/series/:id',
          path: `/series/${series.id}`,
          tab: 'Games',
          title: /^Weekly tab test · Turnout$/,
        },
        { pattern: '/notifications', path: '/notifications', tab: 'Notifications', title: /^Notifications/ },
        { pattern: '/chat', path: '/chat', tab: 'Chat', title: /^Chat · Turnout$/ },
        { pattern: '/chat/groups', path: '/chat/groups', tab: 'Chat', title: /^Group chats/ },
        {
          pattern: '/chat/groups/:groupId',
          path: `/chat/groups/${g}`,
          tab: 'Chat',
          title: /^Tab Bar United \d+ chat/,
        },
        {
          pattern: '/chat/group/:groupId',
          path: `/chat/group/${g}`,
          tab: 'Chat',
          title: /^Tab Bar United \d+ chat/,
        },
        { pattern: '/chat/:chatId', path: `/chat/${g}`, tab: 'Chat', title: /^Tab Bar United \d+ chat/ },
        { pattern: '/chat/direct', path: '/chat/direct', tab: 'Chat', title: /^Direct Messages/ },
        {
          pattern: '/chat/direct/:userId',
          path: `/chat/direct/${theirs.id}`,
          tab: 'Chat',
          title: new RegExp(`^${mate.name} ${mate.surname} · Turnout$`),
        },
        { pattern: '/', path: '/', tab: 'Home', title: /^Turnout$/ },
      ];
      expect(new Set(routes.map((r) => r.pattern))).toEqual(new Set([...signedInPatterns, '/']));

      for (const route of routes) {
        await test.step(route.path, async () => {
          await page.goto(route.path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const nav = page.getByRole('navigation', { name: 'Main' });
          await expect(nav).toBeVisible();
          const where = phone ? page.getByRole('contentinfo') : page.getByRole('banner');
          await expect(where.getByRole('navigation', { name: 'Main' })).toBeVisible();
          await expect(page.getByRole('contentinfo')).toHaveCount(phone ? 1 : 0);
          for (const tab of TABS)
            await expect(nav.getByRole('link', { name: new RegExp(`^${tab}`) })).toBeVisible();
          const current = nav.locator('[aria-current="page"]');
          if (route.tab) {
            await expect(current).toHaveCount(1);
            await expect(current).toHaveAccessibleName(new RegExp(`^${route.tab}`));
          } else {
            await expect(current).toHaveCount(0);
          }
          await expect(page).toHaveTitle(route.title);
          if (phone) {
            await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
            const { contentBottom, barTop } = await endsAboveBar(page);
            expect(
              contentBottom,
              `the end of ${route.path} scrolls clear of the tab bar`,
            ).toBeLessThanOrEqual(barTop);
          }
        });
      }

      // The Chat tab counts the unread direct message (read above on its screen: now gone).
      await api(request, 'POST', '/api/chat/message', theirs.token, {
        type: 'direct',
        content: 'One more',
        recipient_id: mine.id,
      });
      await page.goto('/games');
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat 1 unread message' }),
      ).toBeVisible();

      // The navigation takes the user from tab to tab.
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: /^Groups/ }).click();
      await expect(page).toHaveURL(/\/groups$/);
      await expect(nav.getByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'page');
      await nav.getByRole('link', { name: /^Notifications/ }).click();
      await expect(page).toHaveURL(/\/notifications$/);
    });

    test('the chat composer is above the tab bar and sends', async ({ page, request }) => {
      const me = newPerson('Comp', 'Oser');
      const mine = await signUpByApi(request, me);
      const group = await api<{ id: number }>(request, 'POST', '/api/groups', mine.token, {
        name: `Composer Club ${width}`,
      });
      for (let i = 1; i <= 12; i += 1) {
        await api(request, 'POST', '/api/chat/message', mine.token, {
          type: 'group',
          content: `Earlier message ${i}`,
          group_id: group.id,
        });
      }
      await logIn(page, me);
      await page.goto(`/chat/group/${group.id}`);
      const box = page.getByRole('textbox', { name: 'Message' });
      const send = page.getByRole('button', { name: 'Send' });
      await expect(box).toBeVisible();
      if (phone) {
        const bar = (await page.getByRole('contentinfo').boundingBox())!;
        for (const el of [box, send]) {
          const b = (await el.boundingBox())!;
          expect(b.y + b.height, 'the composer ends above the tab bar').toBeLessThanOrEqual(bar.y);
          expect(b.y + b.height).toBeLessThanOrEqual(height);
        }
      }
      await box.fill('Above the tabs');
      await send.click();
      await expect(page.getByRole('log', { name: 'Messages' }).getByText('Above the tabs')).toBeVisible();
      await expect(box).toHaveValue('');
    });
  });
}
