/**
 * The live team sheet (docs/design.md#realtime), two people in two browsers: an admin on a wide screen has
 * the game open; a player on a phone answers In; the admin's screen shows the player in the main team
 * without a reload. Both see "Not attending" split into "Out (n)" and "No answer yet (n)": a new game
 * with nobody out shows "Out (0)".
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

test("a player's answer shows on the admin's open game screen without a reload", async ({ browser }) => {
  const admin = newPerson('Lindiwe', 'Admin');
  const player = newPerson('Thabo', 'Player');
  const quiet = newPerson('Quinn', 'Quiet');

  const adminPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const playerPage = await (await browser.newContext()).newPage();
  await signUp(playerPage, player);
  await signUp(playerPage, quiet);
  await signUp(adminPage, admin);
  await logIn(adminPage, admin);

  // Setup through the API: a group of three and a game of 10 tomorrow evening.
  const group = await apiAs<{ id: number }>(adminPage, 'POST', '/api/groups', { name: 'Live Five-a-side' });
  for (const p of [player, quiet]) {
    await apiAs(adminPage, 'POST', `/api/groups/${group.id}/members`, { mobile: p.mobile });
  }
  const kickOff = new Date(Date.now() + 24 * 3600_000);
  kickOff.setHours(19, 0, 0, 0);
  const game = await apiAs<{ id: number }>(adminPage, 'POST', '/api/games', {
    group_id: group.id,
    description: 'Live kickabout',
    game_datetime: kickOff.toISOString(),
    max_players: 10,
  });

  // The admin opens the game: nobody in, nobody out, three without an answer.
  await adminPage.goto(`/games/${game.id}`);
  const sheet = adminPage.getByRole('region', { name: 'Team sheet' });
  await expect(sheet.getByRole('heading', { name: /^Main team 0\/10/ })).toBeVisible();
  const notAttending = sheet.getByRole('region', { name: 'Not attending' });
  await expect(notAttending.getByRole('heading', { name: 'Out (0)' })).toBeVisible();
  await expect(notAttending.getByRole('heading', { name: 'No answer yet (3)' })).toBeVisible();

  // The player answers In on their phone.
  await logIn(playerPage, player);
  await playerPage.goto(`/games/${game.id}`);
  await playerPage.getByRole('button', { name: "I'm in" }).click();
  await expect(playerPage.getByText("You're in the main team.").first()).toBeVisible();

  // The admin's screen, untouched, shows them in the main team within moments.
  const mainTeam = sheet.getByRole('region', { name: /^Main team/ });
  await expect(mainTeam.getByText(`${player.name} ${player.surname}`)).toBeVisible({ timeout: 3_000 });
  await expect(sheet.getByRole('heading', { name: /^Main team 1\/10/ })).toBeVisible();
  await expect(notAttending.getByRole('heading', { name: 'No answer yet (2)' })).toBeVisible();

  // The admin answers Out from their screen; the player's open screen follows.
  await adminPage.getByRole('button', { name: "I'm out" }).click();
  const playerSheet = playerPage.getByRole('region', { name: 'Team sheet' });
  await expect(playerSheet.getByRole('heading', { name: 'Out (1)' })).toBeVisible({ timeout: 3_000 });
  await expect(
    playerSheet.getByRole('region', { name: /^Out/ }).getByText(`${admin.name} ${admin.surname}`),
  ).toBeVisible();
  await expect(playerSheet.getByRole('heading', { name: 'No answer yet (1)' })).toBeVisible();
});
