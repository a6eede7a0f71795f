/**
 * The weekly game in a phone-sized Chromium (README "Recurring games"): an admin creates a game with
 * Repeat = Every week, lands on its first game, which says "Repeats every <weekday>", opens the series
 * and sees its upcoming weeks, finds it on the group screen, and stops it. The series and game screens
 * have no axe-core violations (WCAG 2.0/2.1 A and AA); the fixture fails the test on any CSP violation
 * or console error.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { expect, test } from './fixtures.ts';
import { field, logIn, newPerson, signUp } from './support.ts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a weekly game: created with Repeat, shown on the game, the series and the group, then stopped', async ({
  page,
}) => {
  const captain = newPerson('Wendy', 'Weekly');
  await signUp(page, captain);
  await logIn(page, captain);

  await page.goto('/groups/create-group');
  await field(page, 'Group name').fill('Thursday Five');
  await page.getByRole('button', { name: 'Create Group' }).click();
  await page.getByRole('link', { name: 'View Group' }).click();
  await expect(page.getByRole('heading', { name: 'Thursday Five' })).toBeVisible();
  // No series yet: no card.
  await expect(page.getByRole('heading', { name: 'Recurring games' })).toHaveCount(0);

  // A week from tomorrow, weekly, without end (the browser and the group are in Johannesburg).
  const first = addDays(new Date(), 1);
  const weekday = format(first, 'EEEE');
  await page.goto('/create-game');
  await page.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: 'Thursday Five' }).click();
  await field(page, 'Description').fill('Five-a-side');
  await page.getByLabel(/^Date/).fill(format(first, 'yyyy-MM-dd'));
  await page.getByRole('combobox', { name: 'Time' }).click();
  await page.getByRole('option', { name: '19:00' }).click();
  await field(page, 'Max Players').fill('10');
  await page.getByRole('combobox', { name: 'Repeat' }).click();
  await page.getByRole('option', { name: 'Every week' }).click();
  await expect(page.getByText(`Repeats every ${weekday}`)).toBeVisible();
  await page.getByRole('button', { name: 'Create game' }).click();

  // 56 days ahead are scheduled: 8 or 9 weeks.
  await expect(page.getByText(/^Weekly game created: [89] games scheduled\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/games\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Five-a-side' })).toBeVisible();
  await expect(page.getByText(`Repeats every ${weekday}`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Edit or stop the series' }).click();
  await expect(page).toHaveURL(/\/series\/\d+$/);
  await expect(page.getByText(`Repeats every ${weekday} · 19:00`)).toBeVisible();
  const upcoming = page.getByRole('region', { name: /Upcoming games/ });
  await expect(upcoming.getByRole('link').first()).toContainText('19:00');
  expect(await upcoming.getByRole('link').count()).toBeGreaterThanOrEqual(8);
  await expectAccessible(page);

  // The group lists it.
  await page.getByRole('link', { name: 'Thursday Five' }).click();
  const card = page.getByRole('region', { name: 'Recurring games' });
  await expect(card.getByRole('link', { name: 'Five-a-side' })).toBeVisible();
  await expect(card.getByText(`Repeats every ${weekday} · 19:00`)).toBeVisible();

  // Stopped: its games go, the group no longer lists it.
  await card.getByRole('link', { name: 'Five-a-side' }).click();
  await page.getByRole('button', { name: 'Stop series' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    /Its [89] upcoming games will be deleted and their players told\. Past games stay\./,
  );
  await dialog.getByRole('button', { name: 'Stop series' }).click();
  await expect(page.getByText(/^Series stopped: [89] upcoming games were deleted\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/group\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Recurring games' })).toHaveCount(0);
});
