/**
 * Timed offers near kick-off (README "Reserves"), on a phone and a desktop: in a group that offers places
 * (promotion "offer", a game within offer_hours of kick-off), a main-team player says "out" and the first
 * reserve is offered the place. The team sheet shows "Offered to Sipho — … left"; the reserve accepts from
 * the offer card on the game screen, or, in the second test, from the one-tap Accept link of the offer
 * email (signed out). The admin's reserves settings card is shown too. Screenshots land in the test's
 * output directory.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { mailTo, pathOf } from './mail.ts';
import { api, logIn, newPerson, signUpByApi, type Person } from './support.ts';

/**
 * A group with promotion "offer", a game 20 hours away (max 2): main [Lindiwe, Ann], reserves [Sipho,
 * Rae]; then Ann says "out", which offers her place to Sipho. Returns the people, the game and group ids.
 */
async function offeredPlace(request: APIRequestContext) {
  const admin = newPerson('Lindiwe', 'Admin');
  const ann = newPerson('Ann', 'Dube');
  const sipho = newPerson('Sipho', 'Dlamini');
  const rae = newPerson('Rae', 'Mokoena');
  const tokens: Record<string, string> = {};
  for (const p of [admin, ann, sipho, rae]) tokens[p.email] = (await signUpByApi(request, p)).token;
  const token = (p: Person) => tokens[p.email]!;
  const group = await api<{ id: number }>(request, 'POST', '/api/groups', token(admin), {
    name: 'Late Fives',
  });
  for (const p of [ann, sipho, rae]) {
    await api(request, 'POST', `/api/groups/${group.id}/members`, token(admin), { mobile: p.mobile });
  }
  await api(request, 'PUT', `/api/groups/${group.id}`, token(admin), {
    promotion: 'offer',
    offer_hours: 24,
    quiet_hours: null,
  });
  const kickOff = new Date(Date.now() + 20 * 3600_000);
  kickOff.setUTCMinutes(0, 0, 0);
  const game = await api<{ id: number }>(request, 'POST', '/api/games', token(admin), {
    group_id: group.id,
    description: 'Late five-a-side',
    game_datetime: kickOff.toISOString(),
    max_players: 2,
  });
  for (const p of [admin, ann, sipho, rae]) {
    await api(request, 'POST', '/api/rsvps', token(p), { gameId: game.id, status: 'in' });
  }
  await api(request, 'POST', '/api/rsvps', token(ann), { gameId: game.id, status: 'out' });
  return { admin, sipho, rae, gameId: game.id, groupId: group.id };
}

test('a reserve accepts an offered place from the game screen', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const { admin, sipho, rae, gameId, groupId } = await offeredPlace(request);

  // Another reserve sees the held place on the sheet, counting down.
  await logIn(page, rae);
  await page.goto(`/games/${gameId}`);
  const sheet = page.getByRole('region', { name: 'Team sheet' });
  await expect(sheet.getByRole('list', { name: 'Offered places' })).toContainText(
    /Offered to Sipho — 1 h \d+ min left|Offered to Sipho — 2 h left/,
  );
  await expect(page.getByText("You're 2nd on the reserves.")).toBeVisible();
  await page.screenshot({ path: info.outputPath('sheet-offer-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: info.outputPath('sheet-offer-1280.png'), fullPage: true });
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, admin);
  await page.goto(`/group/${groupId}`);
  const settings = page.getByRole('form', { name: 'Reserves settings' });
  await expect(settings.getByRole('radio', { name: 'Offer it to the reserves in turn' })).toBeChecked();
  await settings.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('settings-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: info.outputPath('settings-1280.png'), fullPage: true });

  // Sipho accepts from the offer card.
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, sipho);
  await page.goto(`/games/${gameId}`);
  const card = page.getByRole('region', { name: 'A place in the main team is yours' });
  await expect(card.getByRole('timer')).toContainText('left');
  await page.screenshot({ path: info.outputPath('offer-card-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: info.outputPath('offer-card-1280.png'), fullPage: true });
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText("You've accepted the place: you're in the main team.")).toBeVisible();
  await expect(card).toHaveCount(0);
  const main = page.getByRole('region', { name: /^Main team 2\/2/ });
  await expect(main).toContainText('Sipho Dlamini');
  await expect(main.getByRole('list', { name: 'Offered places' })).toHaveCount(0);
});

test('a reserve accepts an offered place from the emailed link', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const { sipho, gameId } = await offeredPlace(request);

  const { link } = await mailTo(sipho.email, '/offer/');
  const accept = pathOf(link);
  expect(accept).toMatch(/^\/offer\/[^/?]+\?answer=accept$/);
  await page.goto(accept);
  await expect(page.getByRole('heading', { name: 'A place is yours if you want it' })).toBeVisible();
  await expect(page.getByText('For Sipho')).toBeVisible();
  await expect(page.getByRole('timer')).toContainText('left');
  await page.screenshot({ path: info.outputPath('link-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: info.outputPath('link-1280.png'), fullPage: true });

  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status')).toContainText("You've accepted the place: you're in the main team.");
  await page.screenshot({ path: info.outputPath('link-done-1280.png'), fullPage: true });

  // Signed in, the sheet has Sipho in the main team.
  await logIn(page, sipho);
  await page.goto(`/games/${gameId}`);
  await expect(page.getByRole('region', { name: /^Main team 2\/2/ })).toContainText('Sipho Dlamini');
});
