/**
 * An invitation to someone who already has an account, opened while signed out (docs/product.md#s2-invite,
 * #s2-login), in a phone-sized Chromium: the invitee asked to be asked before being added to a group, a group
 * admin adds their mobile, and they open the mailed link on a device where they are not signed in. The invite
 * screen does not send them to sign-up (their email has an account) but says so with Log in; signing in
 * brings them back to the invitation, and Accept puts them in the group.
 */
import { expect, test } from './fixtures.ts';
import { mailTo, pathOf } from './mail.ts';
import { field, logIn, newPerson, signUp } from './support.ts';

test('a signed-out invitee with an account opens the link, logs in, comes back and accepts', async ({
  browser,
}) => {
  const admin = newPerson('Lindiwe', 'Admin');
  const invitee = newPerson('Bongani', 'Careful');
  const adminPage = await (await browser.newContext()).newPage();
  const inviteePage = await (await browser.newContext()).newPage();

  // The invitee asks to be asked first, then signs out.
  await signUp(inviteePage, invitee);
  await logIn(inviteePage, invitee);
  await inviteePage.goto('/profile');
  await inviteePage.getByRole('switch', { name: 'Ask me before adding me to a group' }).check();
  await inviteePage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(inviteePage.getByText('Profile updated successfully.')).toBeVisible();
  await inviteePage.getByRole('button', { name: 'Logout' }).click();
  await expect(inviteePage).toHaveURL(/\/login$/);

  // The admin adds their mobile: an invitation, not a membership.
  await signUp(adminPage, admin);
  await logIn(adminPage, admin);
  await adminPage.goto('/groups/create-group');
  await field(adminPage, 'Group name').fill('Friday Netball');
  await adminPage.getByRole('button', { name: 'Create Group' }).click();
  await adminPage.getByRole('link', { name: 'View Group' }).click();
  await adminPage.getByRole('link', { name: 'Add Member' }).click();
  await field(adminPage, 'Mobile').fill(invitee.mobile);
  await adminPage.getByRole('button', { name: 'Add Member' }).click();
  await expect(adminPage.getByText('Invitation sent!')).toBeVisible();

  // The mail tells them to sign in, not to sign up.
  const { mail, link } = await mailTo(invitee.email, '/invite/');
  expect(mail.text).toContain('choose Accept to join');
  expect(mail.text).not.toMatch(/create your account|sign up/i);

  // Signed out, the link says they have an account and offers Log in.
  await inviteePage.goto(pathOf(link));
  await expect(inviteePage.getByText("You're invited to join Friday Netball.")).toBeVisible();
  await expect(inviteePage.getByText('You already have a Turnout account: sign in to accept.')).toBeVisible();
  await inviteePage.getByRole('link', { name: 'Log in' }).click();
  await expect(inviteePage).toHaveURL(/\/login\?next=\/invite\/[A-Za-z0-9_-]+$/);

  // Signing in comes back to the invitation; Accept joins the group.
  await field(inviteePage, 'Email').fill(invitee.email);
  await field(inviteePage, 'Password').fill(invitee.password);
  await inviteePage.getByRole('button', { name: 'Login' }).click();
  await expect(inviteePage).toHaveURL(new RegExp(`${pathOf(link)}$`));
  await inviteePage.getByRole('button', { name: 'Accept' }).click();
  await expect(inviteePage).toHaveURL(/\/group\/\d+$/);
  await expect(inviteePage.getByRole('heading', { name: 'Friday Netball' })).toBeVisible();
  await expect(inviteePage.getByText(`${invitee.name} ${invitee.surname}`).first()).toBeVisible();
});
