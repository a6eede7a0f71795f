/**
 * Guests and payments on the game screen (README "Guests", "Who pays what"), on a phone: a member brings
 * a friend from the game screen and the team sheet shows "Sam (guest of Thabo)"; a group admin ticks the
 * member's place as paid and, after a reload, it is still paid (the admin's box is ticked, the member's
 * row says "Paid", and the guest's place, paid on the host's row, too). The game screen with a guest,
 * payments and the opened history passes axe in the light and the dark scheme.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { api, field, fitsTheWidth, logIn, newPerson, signUpByApi } from './support.ts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('a member brings a friend; an admin ticks a payment and it stays paid after a reload', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = newPerson('Lindiwe', 'Admin');
  const member = newPerson('Thabo', 'Nkosi');
  const adminToken = (await signUpByApi(request, admin)).token;
  const memberToken = (await signUpByApi(request, member)).token;

  // A group of two and a game tomorrow evening costing 100.00, shared by the main team; the member is in.
  const group = await api<{ id: number }>(request, 'POST', '/api/groups', adminToken, { name: 'Money Five' });
  await api(request, 'POST', `/api/groups/${group.id}/members`, adminToken, { mobile: member.mobile });
  const kickOff = new Date(Date.now() + 24 * 3600_000);
  kickOff.setUTCHours(17, 0, 0, 0);
  const game = await api<{ id: number }>(request, 'POST', '/api/games', adminToken, {
    group_id: group.id,
    description: 'Paid kickabout',
    game_datetime: kickOff.toISOString(),
    max_players: 10,
    cost: '100.00',
  });
  await api(request, 'POST', '/api/rsvps', memberToken, { gameId: game.id, status: 'in' });

  // The member brings a friend from the game screen.
  await logIn(page, member);
  await page.goto(`/games/${game.id}`);
  const sheet = page.getByRole('region', { name: 'Team sheet' });
  await expect(sheet.getByText('Thabo Nkosi')).toBeVisible();
  await page.getByRole('button', { name: 'Bring a friend' }).click();
  await field(page, "Your guest's name").fill('Sam');
  await page.getByRole('button', { name: 'Add guest' }).click();
  const mainTeam = sheet.getByRole('region', { name: /^Main team/ });
  await expect(mainTeam.getByText('Sam (guest of Thabo)')).toBeVisible();
  await expect(sheet.getByRole('heading', { name: /^Main team 2\/10/ })).toBeVisible();
  await fitsTheWidth(page);

  // The admin, on their own phone, ticks the member's place as paid.
  const adminPage = await (await browser.newContext({ ...phone(page) })).newPage();
  await logIn(adminPage, admin);
  await adminPage.goto(`/games/${game.id}`);
  const payments = adminPage.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText('Shares follow the main team until kick-off.')).toBeVisible();
  const paid = payments.getByRole('checkbox', { name: 'Paid: Thabo Nkosi' });
  await expect(paid).not.toBeChecked();
  await paid.click();
  await expect(paid).toBeChecked();

  await adminPage.reload();
  await expect(adminPage.getByRole('checkbox', { name: 'Paid: Thabo Nkosi' })).toBeChecked();
  // The guest's place is paid on its host's row.
  await expect(adminPage.getByRole('checkbox', { name: 'Paid: Sam (guest of Thabo)' })).toBeChecked();
  await fitsTheWidth(adminPage);

  // The member sees their place paid after a reload too.
  await page.reload();
  const mine = page
    .getByRole('region', { name: 'Payments' })
    .getByRole('listitem')
    .filter({ hasText: 'Thabo Nkosi' });
  await expect(mine.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: "I've paid" })).toHaveCount(0);

  // The history says how the sheet came to be; the screen passes axe in both schemes.
  await adminPage.getByRole('button', { name: 'History' }).click();
  const history = adminPage.getByRole('list', { name: 'Team sheet changes' });
  await expect(history.getByText('Thabo Nkosi: no answer → main team (own answer)')).toBeVisible();
  await expect(history.getByText('Sam (guest): not on the sheet → main team (by their host)')).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await adminPage.emulateMedia({ colorScheme: scheme });
    await expect(adminPage.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    const { violations } = await new AxeBuilder({ page: adminPage }).withTags(AXE_TAGS).analyze();
    expect
      .soft(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `axe on the game screen (${scheme})`,
      )
      .toEqual([]);
  }
});

/** The phone project's viewport and touch settings, for a second person's context. */
function phone(page: Page) {
  const size = page.viewportSize() ?? { width: 390, height: 844 };
  return { viewport: size, isMobile: true, hasTouch: true };
}
