/**
 * docs/product.md#s4-admin-team-moves in a phone-sized Chromium, with two people at once: an admin fills a
 * game of 2 from the Edit team screen, puts a member on the reserves once it is full, and moves a player to
 * the reserves: the first reserve takes the place at once and the player queues last (the queue rule); a
 * reserve cannot be moved up past the queue ("Main team is full (max 2 players)." and the button is
 * disabled). The moved player, watching the home screen, sees the notifications badge turn to 1 without
 * a reload, and the notification opens the game.
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

test('an admin manages a full game and the moved player hears of it live', async ({ browser }) => {
  const admin = newPerson('Ama', 'Admin');
  const player = newPerson('Pete', 'Player');
  const extra = newPerson('Ezra', 'Extra');

  const adminPage = await (await browser.newContext()).newPage();
  const playerPage = await (await browser.newContext()).newPage();
  await signUp(playerPage, player);
  await signUp(playerPage, extra);
  await signUp(adminPage, admin);
  await logIn(adminPage, admin);

  // Setup through the API: a group with both players and a game of 2 tomorrow evening.
  const group = await apiAs<{ id: number }>(adminPage, 'POST', '/api/groups', {
    name: 'Tuesday Five-a-side',
  });
  for (const p of [player, extra]) {
    await apiAs(adminPage, 'POST', `/api/groups/${group.id}/members`, { mobile: p.mobile });
  }
  const kickOff = new Date(Date.now() + 24 * 3600_000);
  kickOff.setHours(19, 0, 0, 0);
  const game = await apiAs<{ id: number }>(adminPage, 'POST', '/api/games', {
    group_id: group.id,
    description: 'Tuesday kickabout',
    game_datetime: kickOff.toISOString(),
    max_players: 2,
  });

  // The player clears their notifications, says they are in, and waits on the home screen.
  await logIn(playerPage, player);
  await playerPage.goto('/notifications');
  await playerPage.getByRole('button', { name: 'Delete', exact: true }).click();
  await playerPage.getByRole('button', { name: 'Delete All' }).click();
  await playerPage.getByRole('dialog').getByRole('button', { name: 'Delete All' }).click();
  await expect(playerPage.getByText('No notifications yet.')).toBeVisible();
  await playerPage.goto(`/games/${game.id}`);
  await playerPage.getByRole('button', { name: "I'm in" }).click();
  await expect(playerPage.getByText("You're in the main team.").first()).toBeVisible();
  await playerPage.goto('/');
  await expect(playerPage.getByRole('main').getByRole('link', { name: /Notifications/ })).toBeVisible();
  await expect(playerPage.getByText('unread notifications')).toHaveCount(0);

  // The admin fills the game from the Edit team screen.
  await adminPage.goto(`/edit-team/${game.id}`);
  await expect(adminPage.getByText('Main team 1/2')).toBeVisible();
  const moves = (who: { name: string; surname: string }) =>
    adminPage.getByRole('button', { name: `Team moves for ${who.name} ${who.surname}` }).click();
  await moves(admin);
  await adminPage
    .getByRole('menuitem', { name: `Add ${admin.name} ${admin.surname} to the main team` })
    .click();
  await expect(adminPage.getByText('Main team 2/2')).toBeVisible();

  // The team is full: the extra player goes on the reserves.
  await moves(extra);
  await adminPage
    .getByRole('menuitem', { name: `Add ${extra.name} ${extra.surname} to the reserves` })
    .click();
  await expect(adminPage.getByText('Reserves (1)')).toBeVisible();

  // Moves the player to the reserves: the first reserve (the extra player) takes the place at once and
  // the player queues behind.
  await moves(player);
  await adminPage
    .getByRole('menuitem', { name: `Move ${player.name} ${player.surname} to the reserves` })
    .click();
  const reserves = adminPage.getByRole('region', { name: /reserves/i });
  await expect(reserves.getByText(`${player.name} ${player.surname}`)).toBeVisible();
  await expect(reserves.getByText(`${extra.name} ${extra.surname}`)).toHaveCount(0);
  await expect(adminPage.getByText('Main team 2/2')).toBeVisible();
  await expect(adminPage.getByText('Reserves (1)')).toBeVisible();

  // A reserve cannot be moved up past the queue: the screen says why and offers no such click.
  await expect(adminPage.getByText('Main team is full (max 2 players).')).toBeVisible();
  await moves(player);
  await expect(
    adminPage.getByRole('menuitem', { name: `Move ${player.name} ${player.surname} to the main team` }),
  ).toBeDisabled();

  // The player's badge shows 1 without a reload; the notification says what happened and opens the game.
  await expect(playerPage.getByRole('main').getByText('1 unread notification')).toBeAttached();
  await playerPage
    .getByRole('main')
    .getByRole('link', { name: /Notifications/ })
    .click();
  const note = playerPage.getByRole('button', { name: /moved to the reserves for Tuesday kickabout/ });
  await expect(note).toBeVisible();
  await note.click();
  await expect(playerPage).toHaveURL(new RegExp(`/games/${game.id}$`));
  await expect(
    playerPage.getByRole('region', { name: /reserves/i }).getByText(`${player.name} ${player.surname}`),
  ).toBeVisible();
  await playerPage.goto('/');
  await expect(playerPage.getByRole('main').getByRole('link', { name: /Notifications/ })).toBeVisible();
  await expect(playerPage.getByText('unread notifications')).toHaveCount(0);
});
