/**
 * Adding people and invitations as a group admin and an invitee see them, in a phone-sized Chromium:
 * the add-member screen names who a mobile number belonged to; the group screen lists open
 * invitations with Revoke; a signed-in invitee opens the mailed link, chooses Accept and lands in the
 * group (nobody joins just by opening a link).
 */
import { expect, test } from './fixtures.ts';
import { mailTo, pathOf } from './mail.ts';
import { field, logIn, newPerson, signUp } from './support.ts';

test('an admin adds, invites and revokes; a signed-in invitee accepts and is in the group', async ({
  browser,
}) => {
  const admin = newPerson('Ayanda', 'Admin');
  const player = newPerson('Nomsa', 'Member');
  const invitee = newPerson('Sipho', 'Invitee');
  const revoked = newPerson('Rethabile', 'Revoked');
  const adminPage = await (await browser.newContext()).newPage();
  const inviteePage = await (await browser.newContext()).newPage();

  await signUp(adminPage, player);
  await signUp(adminPage, invitee);
  await signUp(adminPage, admin);
  await logIn(adminPage, admin);
  await adminPage.goto('/groups/create-group');
  await field(adminPage, 'Group name').fill('Tuesday Touch');
  await adminPage.getByRole('button', { name: 'Create Group' }).click();
  await adminPage.getByRole('link', { name: 'View Group' }).click();
  await expect(adminPage).toHaveURL(/\/group\/\d+$/);
  const groupUrl = adminPage.url();
  await adminPage.getByRole('link', { name: 'Add Member' }).click();

  // An existing number: added, and named so a stranger would show at once.
  await field(adminPage, 'Mobile').fill(player.mobile);
  await adminPage.getByRole('button', { name: 'Add Member' }).click();
  await expect(adminPage.getByText('User added to group!')).toBeVisible();
  await expect(adminPage.getByText('Added Nomsa Member.')).toBeVisible();

  // Two invitations by email (numbers with no account).
  for (const person of [invitee, revoked]) {
    await field(adminPage, 'Mobile').fill(`08${person.mobile.slice(2)}`);
    await adminPage.getByRole('button', { name: 'Add Member' }).click();
    await expect(adminPage.getByText('User does not exist. Do you want to invite them?')).toBeVisible();
    await field(adminPage, 'Email').fill(person.email);
    await adminPage.getByRole('button', { name: 'Invite' }).click();
    await expect(adminPage.getByText('Invitation sent!')).toBeVisible();
  }

  // The group screen lists both; one is revoked.
  await adminPage.goto(groupUrl);
  const invitations = adminPage.getByRole('region', { name: 'Open invitations' });
  await expect(invitations.getByText(invitee.email)).toBeVisible();
  await expect(invitations.getByText(revoked.email)).toBeVisible();
  await invitations.getByRole('button', { name: `Revoke the invitation to ${revoked.email}` }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(adminPage.getByText(`The invitation to ${revoked.email} was revoked.`)).toBeVisible();
  await expect(invitations.getByText(revoked.email)).toHaveCount(0);
  await expect(invitations.getByText(invitee.email)).toBeVisible();

  // The invitee, signed in, opens the mailed link: nothing happens until Accept.
  await logIn(inviteePage, invitee);
  const { link } = await mailTo(invitee.email, '/invite/');
  await inviteePage.goto(pathOf(link));
  await expect(inviteePage.getByText("You're invited to join Tuesday Touch.")).toBeVisible();
  await inviteePage.getByRole('button', { name: 'Accept' }).click();
  await expect(inviteePage).toHaveURL(/\/group\/\d+$/);
  await expect(inviteePage.getByRole('heading', { name: 'Tuesday Touch' })).toBeVisible();
  await expect(inviteePage.getByText(`${invitee.name} ${invitee.surname}`).first()).toBeVisible();
});
