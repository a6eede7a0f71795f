/**
 * Results and the season table (README "Sides, results and ratings"): a game kicked off an hour ago
 * with its sides published (Reds: the admin and Thabo; Blues: Sipho); the admin records Reds 3, Blues 1
 * on the game's Result card, and the group's Table tab shows Thabo's win and Sipho's loss.
 *
 * The game is made in the past as past-games.spec.ts does (withServerClock); the sides are published
 * through PUT /api/games/{id}/sides before kick-off.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { api, fitsTheWidth, logIn, newPerson, signUpByApi, withServerClock } from './support.ts';

const HOUR = 3600_000;

/** Publishes `sides` for the game (the sides endpoint, README "Sides, results and ratings"). */
async function publishSides(
  request: APIRequestContext,
  token: string,
  gameId: number,
  sides: { name: string; user_ids: number[]; guest_ids: number[] }[],
) {
  await api(request, 'PUT', `/api/games/${gameId}/sides`, token, { sides });
}

test('an admin records a result and the table shows the win', async ({ page, request }) => {
  test.setTimeout(240_000);
  const admin = newPerson('Naledi', 'Admin');
  const thabo = newPerson('Thabo', 'Winner');
  const sipho = newPerson('Sipho', 'Loser');
  const a = await signUpByApi(request, admin);
  const t = await signUpByApi(request, thabo);
  const s = await signUpByApi(request, sipho);
  const group = await api<{ id: number }>(request, 'POST', '/api/groups', a.token, { name: 'Score Five' });
  for (const p of [thabo, sipho]) {
    await api(request, 'POST', `/api/groups/${group.id}/members`, a.token, { mobile: p.mobile });
  }
  const game = await withServerClock(-3 * HOUR, async () => {
    const made = await api<{ id: number }>(request, 'POST', '/api/games', a.token, {
      group_id: group.id,
      description: 'Scored kickabout',
      game_datetime: new Date(Date.now() - HOUR).toISOString(),
      max_players: 10,
    });
    for (const token of [a.token, t.token, s.token]) {
      await api(request, 'POST', '/api/rsvps', token, { gameId: made.id, status: 'in' });
    }
    await publishSides(request, a.token, made.id, [
      { name: 'Reds', user_ids: [a.id, t.id], guest_ids: [] },
      { name: 'Blues', user_ids: [s.id], guest_ids: [] },
    ]);
    return made;
  });

  await logIn(page, admin);
  await page.goto(`/games/${game.id}`);
  const card = page.getByRole('region', { name: 'Result' });
  await card.getByRole('textbox', { name: 'Reds' }).fill('3');
  await card.getByRole('textbox', { name: 'Blues' }).fill('1');
  await card.getByRole('button', { name: 'Save result' }).click();
  await expect(page.getByText('Result saved. 3–1')).toBeVisible();
  await expect(card.getByText('Reds 3')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Correct the result' })).toBeVisible();
  await fitsTheWidth(page);

  await page.goto(`/group/${group.id}?tab=table`);
  const table = page.getByRole('table', { name: 'Season table' });
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(row('Thabo Winner').getByRole('cell')).toHaveText(['1', '1', '0', '0', '0', '0']);
  await expect(row('Sipho Loser').getByRole('cell')).toHaveText(['1', '0', '0', '1', '0', '0']);
  await expect(page.getByRole('table', { name: 'Ratings' })).toBeVisible();
  await fitsTheWidth(page);
});
