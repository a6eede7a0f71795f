/**
 * Changes to one game reach a member as one notification (README "Notifications";
 * docs/decisions/012-coalescing-game-changes.md): an admin moves the venue three times; the member's
 * notifications list shows one unread notification that lists every change, one a line, on a phone and
 * on a desktop, without horizontal overflow. Screenshots land in the test's output directory.
 */
import { expect, test } from './fixtures.ts';
import { api, logIn, newPerson, signUpByApi } from './support.ts';

test('three venue changes show as one notification listing them', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const admin = newPerson('Lindiwe', 'Admin');
  const member = newPerson('Sipho', 'Dube');
  const adminToken = (await signUpByApi(request, admin)).token;
  const memberToken = (await signUpByApi(request, member)).token;
  const group = await api<{ id: number }>(request, 'POST', '/api/groups', adminToken, { name: 'Venue League' });
  await api(request, 'POST', `/api/groups/${group.id}/members`, adminToken, { mobile: member.mobile });
  const kickOff = new Date(Date.now() + 3 * 24 * 3600_000);
  kickOff.setUTCHours(17, 0, 0, 0);
  const fields = { description: 'Five-a-side', game_datetime: kickOff.toISOString(), max_players: 10 };
  const game = await api<{ id: number }>(request, 'POST', '/api/games', adminToken, {
    ...fields,
    group_id: group.id,
    venue: 'Astro 1',
  });
  await api(request, 'POST', '/api/rsvps', memberToken, { gameId: game.id, status: 'in' });
  for (const venue of ['Astro 2', 'Hall 3', 'Hall 4']) {
    await api(request, 'PUT', `/api/games/${game.id}`, adminToken, { ...fields, venue });
  }

  await logIn(page, member);
  await page.goto('/notifications');
  const item = page.getByRole('listitem').filter({ hasText: '3 changes:' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('New');
  for (const venue of ['Astro 2', 'Hall 3', 'Hall 4']) await expect(item).toContainText(`at ${venue}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await page.screenshot({ path: info.outputPath('coalesced-390.png'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(item).toContainText('at Hall 4');
  await page.screenshot({ path: info.outputPath('coalesced-1280.png'), fullPage: true });
});
