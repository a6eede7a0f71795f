/**
 * Joining by invite link (README "Invite links") in a phone-sized Chromium: a group admin makes a link on
 * the group screen, a signed-out browser opens it, sees the group's name and size, creates an account,
 * signs in, comes back to the link and joins, landing on the group screen.
 */
import { expect, test } from './fixtures.ts';
import { field, logIn, newPerson, signUp } from './support.ts';

const shots = process.env.SHOTS_DIR;

test('a signed-out person opens an invite link, signs up and lands in the group', async ({ browser }) => {
  test.setTimeout(300_000); // two people sign up and in through the screens, on a shared machine
  const admin = newPerson('Lerato', 'Admin');
  const joiner = newPerson('Sipho', 'Joiner');
  const adminPage = await (await browser.newContext()).newPage();
  const joinerPage = await (await browser.newContext()).newPage();

  await signUp(adminPage, admin);
  await logIn(adminPage, admin);
  await adminPage.goto('/groups/create-group');
  await field(adminPage, 'Group name').fill('Tuesday Futsal');
  await adminPage.getByRole('button', { name: 'Create Group' }).click();
  await adminPage.getByRole('link', { name: 'View Group' }).click();

  // The admin makes a link for 3 days and 10 joins; it is listed with its address.
  const card = adminPage.getByRole('region', { name: 'Invite links' });
  await card.getByRole('textbox', { name: 'Expires after (days)' }).fill('3');
  await card.getByRole('textbox', { name: 'Use limit' }).fill('10');
  await card.getByRole('button', { name: 'Make a link' }).click();
  const url = (await card.getByTestId('invite-link-url').first().textContent())!;
  expect(url).toMatch(/\/join\/[A-Za-z0-9_-]{43}$/);
  await expect(card.getByText('0 of 10 joined')).toBeVisible();
  await card.getByRole('button', { name: 'QR code' }).click();
  await expect(card.getByRole('img', { name: /QR code of/ })).toBeVisible();
  if (shots) await adminPage.screenshot({ path: `${shots}/group-links-390.png`, fullPage: true });

  // Signed out: the group's name and size, and a way to sign up that comes back here.
  const path = new URL(url).pathname;
  await joinerPage.goto(path);
  await expect(joinerPage.getByText("You're invited to join Tuesday Futsal")).toBeVisible();
  await expect(joinerPage.getByText('1 member')).toBeVisible();
  if (shots) await joinerPage.screenshot({ path: `${shots}/join-signed-out-390.png`, fullPage: true });
  await joinerPage.getByRole('link', { name: 'Create an account to join' }).click();
  await field(joinerPage, 'Name').fill(joiner.name);
  await field(joinerPage, 'Surname').fill(joiner.surname);
  await field(joinerPage, 'Mobile').fill(joiner.mobile);
  await field(joinerPage, 'Email').fill(joiner.email);
  await field(joinerPage, 'Password').fill(joiner.password);
  await field(joinerPage, 'Confirm Password').fill(joiner.password);
  await joinerPage.getByRole('button', { name: 'Sign up' }).click();
  await expect(joinerPage).toHaveURL(/\/login\?next=/);
  await field(joinerPage, 'Email').fill(joiner.email);
  await field(joinerPage, 'Password').fill(joiner.password);
  await joinerPage.getByRole('button', { name: /^log ?in$/i }).click();

  // Back on the link, signed in: Join, and the group screen.
  await expect(joinerPage).toHaveURL(new RegExp(`${path}$`));
  if (shots) await joinerPage.screenshot({ path: `${shots}/join-signed-in-390.png`, fullPage: true });
  await joinerPage.getByRole('button', { name: 'Join Tuesday Futsal' }).click();
  await expect(joinerPage).toHaveURL(/\/group\/\d+$/);
  await expect(joinerPage.getByRole('heading', { name: 'Tuesday Futsal' })).toBeVisible();

  // The admin's list counts the join.
  await adminPage.reload();
  await expect(adminPage.getByRole('region', { name: 'Invite links' }).getByText('1 of 10 joined')).toBeVisible({ timeout: 30_000 });
});
