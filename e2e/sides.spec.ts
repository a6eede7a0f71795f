/**
 * Sides (README "Sides, results and ratings"): a group admin rates the members, picks sides for a game
 * of six, moves one player to the other side and publishes; a player then sees the published sides,
 * without the sides' rating totals.
 */
import { expect, test } from './fixtures.ts';
import { api, fitsTheWidth, logIn, newPerson, signUpByApi } from './support.ts';

test('an admin picks sides, moves a player and publishes; a player sees the sides', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = newPerson('Lindiwe', 'Admin');
  const adminAccount = await signUpByApi(request, admin);
  const players = ['Thabo', 'Sipho', 'Ayanda', 'Zanele', 'Musa'].map((name) => newPerson(name, 'Sides'));
  const accounts: { token: string; id: number }[] = [];
  for (const p of players) accounts.push(await signUpByApi(request, p));

  const group = await api<{ id: number }>(request, 'POST', '/api/groups', adminAccount.token, {
    name: 'Bibs FC',
  });
  for (const p of players) {
    await api(request, 'POST', `/api/groups/${group.id}/members`, adminAccount.token, { mobile: p.mobile });
  }
  const kickOff = new Date(Date.now() + 24 * 3600_000);
  kickOff.setUTCHours(17, 0, 0, 0);
  const game = await api<{ id: number }>(request, 'POST', '/api/games', adminAccount.token, {
    group_id: group.id,
    description: 'Sides kickabout',
    game_datetime: kickOff.toISOString(),
    max_players: 10,
  });
  for (const token of [adminAccount.token, ...accounts.map((a) => a.token)]) {
    await api(request, 'POST', '/api/rsvps', token, { gameId: game.id, status: 'in' });
  }
  // Two strong players and a goalkeeper: the pick puts one strong player on each side.
  const rate = (i: number, stars: number | null, goalkeeper = false) =>
    api(request, 'PUT', `/api/groups/${group.id}/members/${accounts[i]!.id}/rating`, adminAccount.token, {
      stars,
      goalkeeper,
    });
  await rate(0, 5);
  await rate(1, 5);
  await rate(2, 2, true);

  await logIn(page, admin);
  await page.goto(`/games/${game.id}`);
  const sides = page.getByRole('region', { name: 'Sides' });
  await expect(sides.getByText('No sides yet: pick them once the main team is settled.')).toBeVisible();
  await sides.getByRole('button', { name: 'Pick sides' }).click();
  const bibs = sides.getByRole('group', { name: 'Side Bibs' });
  const nonBibs = sides.getByRole('group', { name: 'Side Non-bibs' });
  await expect(bibs.getByRole('listitem')).toHaveCount(3);
  await expect(nonBibs.getByRole('listitem')).toHaveCount(3);
  // One five-star player on each side.
  for (const side of [bibs, nonBibs]) {
    await expect(side.getByRole('listitem').filter({ hasText: /Thabo Sides|Sipho Sides/ })).toHaveCount(1);
  }
  await expect(bibs.getByText(/^Total rating [\d,]+ · 3 players$/)).toBeVisible();
  await fitsTheWidth(page);

  // Move one player of Bibs to Non-bibs.
  const moveButton = bibs.getByRole('button', { name: /^Move / }).first();
  const moved = (await moveButton.getAttribute('aria-label'))!.replace(/^Move /, '');
  await moveButton.click();
  await page.getByRole('menuitem', { name: 'Move to Non-bibs' }).click();
  await expect(nonBibs.getByRole('listitem')).toHaveCount(4);
  await expect(nonBibs.getByRole('listitem').filter({ hasText: moved })).toHaveCount(1);
  await expect(bibs.getByRole('listitem').filter({ hasText: moved })).toHaveCount(0);

  await sides.getByRole('button', { name: 'Publish sides' }).click();
  await expect(page.getByText('Sides published.')).toBeVisible();
  await expect(sides.getByRole('button', { name: 'Publish sides' })).toHaveCount(0);
  await expect(nonBibs.getByRole('listitem').filter({ hasText: moved })).toHaveCount(1);

  // A player sees the published sides, without the totals.
  const playerPage = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
  await logIn(playerPage, players[3]!);
  await playerPage.goto(`/games/${game.id}`);
  const seen = playerPage.getByRole('region', { name: 'Sides' });
  await expect(seen.getByRole('group', { name: 'Side Non-bibs' }).getByRole('listitem')).toHaveCount(4);
  await expect(seen.getByRole('group', { name: 'Side Non-bibs' }).getByText(moved)).toBeVisible();
  await expect(seen.getByRole('group', { name: 'Side Bibs' }).getByRole('listitem')).toHaveCount(2);
  await expect(seen.getByText(/Total rating/)).toHaveCount(0);
  await expect(seen.getByRole('button', { name: 'Pick again' })).toHaveCount(0);
  await fitsTheWidth(playerPage);
});
