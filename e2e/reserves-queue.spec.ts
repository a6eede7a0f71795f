/**
 * The reserves queue on the game screen (README "Reserves"; docs/decisions/010-reserves-queue.md), on a
 * phone and on a desktop: with a full main team and one reserve waiting, a member answers "Reserves";
 * the answer's sentence and the panel say "You're 2nd on the reserves.", the reserves are numbered 1st
 * and 2nd, and the member's row is marked "by choice" (the one waiting for a place is not). The screen
 * passes axe and fits the phone's width. Screenshots land in the test's output directory.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { api, logIn, newPerson, signUpByApi } from './support.ts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('a member chooses the reserves and sees their place in the queue', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const admin = newPerson('Lindiwe', 'Admin');
  const [ann, rae, me] = [newPerson('Ann', 'Dube'), newPerson('Rae', 'Mokoena'), newPerson('Thabo', 'Nkosi')];
  const adminToken = (await signUpByApi(request, admin)).token;
  const annToken = (await signUpByApi(request, ann)).token;
  const raeToken = (await signUpByApi(request, rae)).token;
  await signUpByApi(request, me);

  // Main team [Lindiwe, Ann] full (max 2); Rae's "in" waits on the reserves.
  const group = await api<{ id: number }>(request, 'POST', '/api/groups', adminToken, {
    name: 'Thursday Five',
  });
  for (const p of [ann, rae, me]) {
    await api(request, 'POST', `/api/groups/${group.id}/members`, adminToken, { mobile: p.mobile });
  }
  const kickOff = new Date(Date.now() + 3 * 24 * 3600_000);
  kickOff.setUTCHours(17, 0, 0, 0);
  const game = await api<{ id: number }>(request, 'POST', '/api/games', adminToken, {
    group_id: group.id,
    description: 'Five-a-side',
    game_datetime: kickOff.toISOString(),
    max_players: 2,
  });
  for (const token of [adminToken, annToken, raeToken]) {
    await api(request, 'POST', '/api/rsvps', token, { gameId: game.id, status: 'in' });
  }

  await logIn(page, me);
  await page.goto(`/games/${game.id}`);
  await page.getByRole('button', { name: 'Reserves' }).click();
  // The reply's sentence (a toast) and the panel both say where the member now stands.
  await expect(page.getByText("You're 2nd on the reserves.")).toHaveCount(2);

  const sheet = page.getByRole('region', { name: 'Team sheet' });
  const reserves = sheet.getByRole('region', { name: /^Reserves/ });
  const rows = reserves.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('1st');
  await expect(rows.nth(0)).toContainText('Rae Mokoena');
  await expect(rows.nth(0)).not.toContainText('by choice');
  await expect(rows.nth(1)).toContainText('2nd');
  await expect(rows.nth(1)).toContainText('Thabo Nkosi');
  await expect(rows.nth(1)).toContainText('by choice');

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(axe.violations).toEqual([]);
  await page.screenshot({ path: info.outputPath('reserves-390.png'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(rows.nth(1)).toContainText('by choice');
  await page.screenshot({ path: info.outputPath('reserves-1280.png'), fullPage: true });
});
