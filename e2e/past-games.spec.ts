/**
 * Past games on a phone (README "Past games"): a group admin opens a game that kicked off an hour ago
 * from the Past tab of the games list, marks a main-team player as a no-show on the "After the game"
 * card, and it stays marked after a reload; the card offers "Remind the 2 who haven't paid" and, once
 * used, says when it can go again. The player sees only their own share there.
 *
 * The game is made in the past without waiting: the e2e server's clock is moved three hours back
 * (support.ts withServerClock, a clock file only the e2e server reads) while the game is created and
 * answered for "two hours ahead", then put back.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { api, fitsTheWidth, logIn, newPerson, signUpByApi, withServerClock } from './support.ts';

const HOUR = 3600_000;

/**
 * With SHOTS_DIR set, a screenshot of the page at 390 and at 1280 px wide into it ("{name}-390.png"),
 * for a person to look at; nothing otherwise.
 */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

test('an admin opens a past game from the Past tab and marks a no-show', async ({ page, request }) => {
  test.setTimeout(240_000);
  const admin = newPerson('Lindiwe', 'Admin');
  const thabo = newPerson('Thabo', 'Nkosi');
  const sipho = newPerson('Sipho', 'Dlamini');
  const adminToken = (await signUpByApi(request, admin)).token;
  const thaboToken = (await signUpByApi(request, thabo)).token;
  const siphoToken = (await signUpByApi(request, sipho)).token;
  const group = await api<{ id: number }>(request, 'POST', '/api/groups', adminToken, { name: 'Past Five' });
  for (const p of [thabo, sipho]) {
    await api(request, 'POST', `/api/groups/${group.id}/members`, adminToken, { mobile: p.mobile });
  }

  // Kicked off an hour ago: made while the server's clock read three hours earlier.
  const kickOff = new Date(Date.now() - HOUR);
  const game = await withServerClock(-3 * HOUR, async () => {
    const made = await api<{ id: number }>(request, 'POST', '/api/games', adminToken, {
      group_id: group.id,
      description: 'Played kickabout',
      game_datetime: kickOff.toISOString(),
      max_players: 10,
      cost: '90.00',
    });
    for (const token of [thaboToken, siphoToken]) {
      await api(request, 'POST', '/api/rsvps', token, { gameId: made.id, status: 'in' });
    }
    return made;
  });

  await logIn(page, admin);
  await page.goto('/games');
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page).toHaveURL(/tab=past/);
  await expect(page.getByRole('link', { name: 'Played kickabout' })).toBeVisible();
  await shots(page, 'games-past-tab');
  await page.getByRole('link', { name: 'Played kickabout' }).click();
  await expect(page).toHaveURL(new RegExp(`/games/${game.id}$`));

  const card = page.getByRole('region', { name: 'After the game' });
  await expect(card.getByText('Thabo Nkosi')).toBeVisible({ timeout: 30_000 });
  const thaboLine = card.getByRole('listitem').filter({ hasText: 'Thabo Nkosi' });
  await thaboLine.getByText('No-show').click();
  await expect(page.getByText('Thabo Nkosi is marked as not having come.')).toBeVisible();
  await fitsTheWidth(page);

  await page.reload();
  const again = page.getByRole('region', { name: 'After the game' });
  await expect(again.getByText('Thabo Nkosi')).toBeVisible({ timeout: 30_000 });
  const line = again.getByRole('listitem').filter({ hasText: 'Thabo Nkosi' });
  await expect(line.getByRole('radio', { name: 'No-show' })).toBeChecked();
  await expect(
    again.getByRole('listitem').filter({ hasText: 'Sipho Dlamini' }).getByRole('radio', { name: 'Came' }),
  ).toBeChecked();

  // Both players owe 45.00: one reminder, then the card says when the next may go.
  await again.getByRole('button', { name: "Remind the 2 who haven't paid" }).click();
  await expect(page.getByText('Reminded 2 players to pay.')).toBeVisible();
  await expect(again.getByText(/^Reminded .*\. You can remind them again from /)).toBeVisible();
  await expect(again.getByRole('button', { name: "Remind the 2 who haven't paid" })).toBeDisabled();
  await fitsTheWidth(page);
  await shots(page, 'past-game-card');

  // The group's screen lists the game under its past games.
  await page.goto(`/group/${group.id}`);
  const past = page.getByRole('region', { name: 'Past games' });
  await expect(past.getByRole('link', { name: 'Played kickabout' })).toBeVisible({ timeout: 30_000 });
  await shots(page, 'group-games');
});
