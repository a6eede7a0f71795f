/**
 * Mobile numbers from any country (README "Mobile numbers"): a player signs up with a number written
 * with + and its country code (spaces and all), an 11-digit number typed at sign-up stays whole and is
 * refused with the specification's sentence, and a group admin in Johannesburg finds the player by the
 * number's national digits. Each screen is also captured at 390 and 1280 px (test-results).
 */
import { expect, test } from './fixtures.ts';
import { field, logIn, newPerson, signUp } from './support.ts';

test('sign up with +27…, refused 11 digits kept whole, and found by the national digits', async ({
  browser,
}, testInfo) => {
  const admin = newPerson('Zanele', 'Admin');
  const player = newPerson('Pieter', 'Abroad');
  // A South African mobile from the person's unique digits: 07X XXX XXXX → +27 7X XXX XXXX.
  const national = player.mobile;
  const international = `+27 ${national.slice(1, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  const adminPage = await (await browser.newContext()).newPage();
  const playerPage = await (await browser.newContext()).newPage();
  const shot = async (page: typeof adminPage, name: string) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
  };

  await playerPage.goto('/signup');
  await field(playerPage, 'Mobile').fill('07700900123');
  await expect(field(playerPage, 'Mobile')).toHaveValue('07700900123');
  await playerPage.getByRole('button', { name: 'Sign up' }).click();
  await expect(playerPage.getByText('Mobile number must be exactly 10 digits.')).toBeVisible();
  await shot(playerPage, 'signup-refused');

  await signUp(playerPage, { ...player, mobile: international });
  await logIn(playerPage, player);
  await playerPage.goto('/profile');
  await expect(field(playerPage, 'Mobile')).toHaveValue(`+27${national.slice(1)}`);
  await shot(playerPage, 'profile');

  await signUp(adminPage, admin);
  await logIn(adminPage, admin);
  await adminPage.goto('/groups/create-group');
  await field(adminPage, 'Group name').fill('Saturday Sevens');
  await adminPage.getByRole('button', { name: 'Create Group' }).click();
  await adminPage.getByRole('link', { name: 'View Group' }).click();
  await adminPage.getByRole('link', { name: 'Add Member' }).click();
  await field(adminPage, 'Mobile').fill(national);
  await adminPage.getByRole('button', { name: 'Add Member' }).click();
  await expect(adminPage.getByText('User added to group!')).toBeVisible();
  await expect(adminPage.getByText(`Added ${player.name} ${player.surname}.`)).toBeVisible();
  await shot(adminPage, 'add-member');
});
