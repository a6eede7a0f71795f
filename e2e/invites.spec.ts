/**
 * Invitations (docs/product.md#s2-invite) in a phone-sized Chromium: a group admin adds a mobile that has no
 * account with an email, the invitation mail lands in the server's outbox, and the invited person opens its
 * link, signs up and lands in the group.
 */
import { expect, test } from './fixtures.ts';
import { mailTo, pathOf } from './mail.ts';
import { field, logIn, newPerson, signUp } from './support.ts';

test('an admin invites a new email; the invitee follows the mailed link, signs up and is in the group', async ({
  browser,
  pageProblems,
}) => {
  pageProblems.allow(/Failed to load resource: the server responded with a status of 410/); // the used link, opened again on purpose
  const admin = newPerson('Ayanda', 'Admin');
  const invitee = newPerson('Nomsa', 'Newcomer');
  const adminPage = await (await browser.newContext()).newPage();
  const inviteePage = await (await browser.newContext()).newPage();

  await signUp(adminPage, admin);
  await logIn(adminPage, admin);
  await adminPage.goto('/groups/create-group');
  await field(adminPage, 'Group name').fill('Wednesday Futsal');
  await adminPage.getByRole('button', { name: 'Create Group' }).click();
  await adminPage.getByRole('link', { name: 'View Group' }).click();
  await adminPage.getByRole('link', { name: 'Add Member' }).click();

  // An unknown mobile: the screen asks for the email, and insists on one.
  await field(adminPage, 'Mobile').fill(invitee.mobile);
  await adminPage.getByRole('button', { name: 'Add Member' }).click();
  await expect(adminPage.getByText('User does not exist. Do you want to invite them?')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Invite' }).click();
  await expect(adminPage.getByText('Please enter an email address.')).toBeVisible();
  await field(adminPage, 'Email').fill(invitee.email);
  await adminPage.getByRole('button', { name: 'Invite' }).click();
  await expect(adminPage.getByText('Invitation sent!')).toBeVisible();

  // The invitee opens the mailed link: the invite screen, then the sign-up form after 2 s.
  const { mail, link } = await mailTo(invitee.email, '/invite/');
  expect(mail.subject).toBe("You're invited to join Wednesday Futsal on Turnout");
  await inviteePage.goto(pathOf(link));
  await expect(
    inviteePage.getByText("You're invited to join Wednesday Futsal! Taking you to sign up..."),
  ).toBeVisible();
  await expect(inviteePage).toHaveURL(/\/signup\?inviteToken=/);
  await expect(field(inviteePage, 'Email')).toHaveValue(invitee.email);
  await field(inviteePage, 'Name').fill(invitee.name);
  await field(inviteePage, 'Surname').fill(invitee.surname);
  await field(inviteePage, 'Mobile').fill(invitee.mobile);
  await field(inviteePage, 'Password').fill(invitee.password);
  await field(inviteePage, 'Confirm Password').fill(invitee.password);
  await inviteePage.getByRole('button', { name: 'Sign up' }).click();

  // Signed in and in the group, listed among its members.
  await expect(inviteePage).toHaveURL(/\/group\/\d+$/);
  await expect(inviteePage.getByRole('heading', { name: 'Wednesday Futsal' })).toBeVisible();
  await expect(inviteePage.getByText(`${invitee.name} ${invitee.surname}`).first()).toBeVisible();

  // The link works once.
  await inviteePage.goto(pathOf(link));
  await expect(inviteePage.getByText('This invitation has already been used.')).toBeVisible();
});

test('an unknown invitation link says so', async ({ page, pageProblems }) => {
  pageProblems.allow(/Failed to load resource: the server responded with a status of 404/);
  await page.goto('/invite/this-is-not-a-real-token-at-all-0000000000000');
  await expect(
    page.getByText('This invitation link is not valid. Ask the group admin to invite you again.'),
  ).toBeVisible();
});
