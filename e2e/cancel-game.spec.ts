/**
 * Cancel, not delete (README "Cancelled games") on a 390 px phone, two people at once: the admin cancels a
 * game from the game screen's More menu with a message; the player sees it marked with that message on the
 * game screen, the games list and home, the answer buttons disabled with the reason; the admin reinstates
 * it and the player can answer again. With SHOTS_DIR set, screenshots of the cancel modal, the cancelled
 * game screen and its list entry are written there at 390 and 1280 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn, newPerson, signUp } from './support.ts';

/** Calls the API as the person signed in on `page` (setup steps that have their own specs). */
async function apiAs<T>(page: Page, method: 'POST' | 'GET', url: string, data?: object): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const res = await page.request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** A screenshot of `page` as `name`-{width}.png in SHOTS_DIR, at each width (then back to 390 px). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300); // let the layout settle before the picture (no assertion waits on it)
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('an admin cancels a game with a message, the player cannot answer, the admin reinstates it', async ({
  browser,
}) => {
  // Two people signing up and in on a shared machine, and the screenshots: more than the default minute.
  test.setTimeout(180_000);
  const admin = newPerson('Ama', 'Admin');
  const player = newPerson('Pete', 'Player');
  const adminPage = await (await browser.newContext()).newPage();
  const playerPage = await (await browser.newContext()).newPage();
  await signUp(playerPage, player);
  await signUp(adminPage, admin);
  await logIn(adminPage, admin);

  const group = await apiAs<{ id: number }>(adminPage, 'POST', '/api/groups', { name: 'Thursday Footy' });
  await apiAs(adminPage, 'POST', `/api/groups/${group.id}/members`, { mobile: player.mobile });
  const game = await apiAs<{ id: number }>(adminPage, 'POST', '/api/games', {
    group_id: group.id,
    description: 'Five-a-side',
    game_datetime: new Date(Date.now() + 2 * 24 * 3600_000).toISOString(),
    venue: 'Green Point Park',
    max_players: 10,
  });

  // The admin cancels it from the More menu, with a word to the players.
  await adminPage.goto(`/games/${game.id}`);
  await adminPage.getByRole('button', { name: 'More' }).click();
  await adminPage.getByRole('menuitem', { name: 'Cancel game' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Cancel this game?' });
  await dialog
    .getByLabel('Message to the players (optional)')
    .fill('The pitch is flooded. See you next week!');
  await shoot(adminPage, 'cancel-modal');
  await dialog.getByRole('button', { name: 'Cancel game' }).click();
  await expect(adminPage.getByText('Game cancelled. Everyone who answered has been told.')).toBeVisible();
  await expect(adminPage.getByRole('status', { name: 'Cancelled', exact: true })).toContainText(
    'The pitch is flooded. See you next week!',
  );

  // The player sees it marked, with the message, and cannot answer.
  await logIn(playerPage, player);
  await playerPage.goto(`/games/${game.id}`);
  const banner = playerPage.getByRole('status', { name: 'Cancelled', exact: true });
  await expect(banner).toContainText('Cancelled');
  await expect(banner).toContainText('The pitch is flooded. See you next week!');
  for (const name of ["I'm in", 'Reserves', "I'm out"]) {
    await expect(playerPage.getByRole('button', { name, exact: true })).toBeDisabled();
  }
  await expect(
    playerPage.getByText('This game has been cancelled: answers are closed until an admin reinstates it.'),
  ).toBeVisible();
  await shoot(playerPage, 'cancelled-game');

  await playerPage.goto('/games');
  const card = playerPage.getByRole('article', { name: 'Five-a-side' });
  await expect(card.getByRole('status', { name: 'Cancelled', exact: true })).toContainText(
    'pitch is flooded',
  );
  await expect(card.getByRole('button', { name: "I'm in" })).toBeDisabled();
  await shoot(playerPage, 'cancelled-list');

  await playerPage.goto('/');
  const nextUp = playerPage
    .getByRole('region', { name: 'Next up' })
    .getByRole('article', { name: 'Five-a-side' });
  await expect(nextUp.getByRole('status', { name: 'Cancelled', exact: true })).toBeVisible();
  await expect(nextUp.getByRole('button', { name: "I'm in" })).toBeDisabled();

  // The admin reinstates it; the player can answer again.
  await adminPage.getByRole('button', { name: 'More' }).click();
  await adminPage.getByRole('menuitem', { name: 'Reinstate' }).click();
  await expect(adminPage.getByText('Game reinstated. Everyone who answered has been told.')).toBeVisible();
  await expect(adminPage.getByRole('status', { name: 'Cancelled', exact: true })).toHaveCount(0);

  await playerPage.goto(`/games/${game.id}`);
  await expect(playerPage.getByRole('status', { name: 'Cancelled', exact: true })).toHaveCount(0);
  await playerPage.getByRole('button', { name: "I'm in", exact: true }).click();
  await expect(playerPage.getByText("You're in the main team.").first()).toBeVisible();
});
