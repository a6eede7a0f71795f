/**
 * No clipped label at any width: the main screens, signed out and signed in (a group admin with a game,
 * a team sheet of ten with long names, money and attendance), at 360, 390 and 1280 px. On each, every
 * visible button's text is measured against its box — the button's or its label's content wider than
 * the box (scrollWidth > clientWidth), or the text's own rectangle wider than the button — and any
 * clipped label ("Send Reset Lin", "Update Passwo") fails the test with its screen, width and text.
 * On the team sheets, every place number ("10.") stays on one line and no name ends in "…".
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { api, logIn, newPerson, signUpByApi } from './support.ts';
import { clippedLabels } from './clipping.ts';

const WIDTHS = [360, 390, 1280] as const;

/** Team sheet rows whose place number wraps or whose name is cut short with an ellipsis. */
function brokenSheetRows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const row of Array.from(
      document.querySelectorAll<HTMLElement>('section[aria-labelledby="team-sheet-title"] li'),
    )) {
      const number = row.querySelector<HTMLElement>('[aria-hidden="true"]');
      if (number && /^\d+(\.|st|nd|rd|th)$/.test(number.textContent ?? '')) {
        const lineHeight = parseFloat(getComputedStyle(number).lineHeight);
        if (number.getBoundingClientRect().height > lineHeight * 1.5)
          found.push(`"${number.textContent}" wraps`);
      }
      for (const el of Array.from(row.querySelectorAll<HTMLElement>('p, span'))) {
        if (getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
          found.push(`"${el.textContent}" is cut short`);
        }
      }
    }
    return found;
  });
}

test('no button label is clipped on the main screens at 360, 390 and 1280 px', async ({ page, request }) => {
  test.setTimeout(420_000);
  const me = newPerson('Lebogang', 'Labelmaker');
  const mine = await signUpByApi(request, me);
  const group = await api<{ id: number }>(request, 'POST', '/api/groups', mine.token, {
    name: 'Label United',
  });
  // Ten players with long names: the 10th place and whole names are what a phone must still show.
  const mates = Array.from({ length: 10 }, (_, i) =>
    newPerson(i === 0 ? 'Siphosethu' : `Player${i}`, 'Nomvuyiswa-Khumalo'),
  );
  const tokens = [];
  for (const mate of mates) {
    tokens.push((await signUpByApi(request, mate)).token);
    await api(request, 'POST', `/api/groups/${group.id}/members`, mine.token, { mobile: mate.mobile });
  }
  const when = new Date(Date.now() + 3 * 24 * 3600_000);
  when.setUTCHours(17, 0, 0, 0);
  const game = await api<{ id: number }>(request, 'POST', '/api/games', mine.token, {
    group_id: group.id,
    description: 'Label friendly',
    game_datetime: when.toISOString(),
    max_players: 10,
    venue: 'Green Point Park',
    rsvp_cutoff: 2,
    cost: '600.00',
  });
  for (const token of tokens.slice(1)) {
    await api(request, 'POST', '/api/rsvps', token, { gameId: game.id, status: 'in' });
  }
  await api(request, 'POST', '/api/rsvps', tokens[0], { gameId: game.id, status: 'out' });
  await api(request, 'POST', '/api/rsvps', mine.token, { gameId: game.id, status: 'in' });

  const signedOut = ['/login', '/signup', '/forgot-password', '/reset-password?token=abc&email=x%40e2e.test'];
  const signedIn = [
    '/',
    '/profile',
    '/change-password',
    '/groups',
    '/groups/create-group',
    `/group/${group.id}`,
    `/group/${group.id}?tab=money`,
    `/group/${group.id}?tab=attendance`,
    `/group/${group.id}/add-member`,
    '/create-game',
    '/games',
    `/games/${game.id}`,
    `/edit-game/${game.id}`,
    `/edit-team/${game.id}`,
    '/notifications',
    '/notification-settings',
    '/chat',
    '/chat/direct',
  ];

  const visit = async (path: string, width: number) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    // A lazy screen's first load can be slow on a busy machine: a ceiling on waiting, not a timing.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    expect.soft(await clippedLabels(page), `clipped labels on ${path} at ${width} px`).toEqual([]);
    if (path === `/games/${game.id}` || path === `/edit-team/${game.id}`) {
      expect.soft(await brokenSheetRows(page), `team sheet on ${path} at ${width} px`).toEqual([]);
    }
  };

  for (const width of WIDTHS) for (const path of signedOut) await visit(path, width);
  await logIn(page, me);
  for (const width of WIDTHS) for (const path of signedIn) await visit(path, width);
});
