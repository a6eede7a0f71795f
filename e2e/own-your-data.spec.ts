/**
 * Owning your data (README "Your data", "Export a group"), on a phone: a member downloads their data
 * from the profile (a wrong current password is refused on the field, the right one saves
 * "turnout-my-data-….zip" holding their profile and groups), and a group admin exports the group from
 * the group screen ("turnout-group-….zip" with members by name only). Each ZIP is read with fflate.
 */
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './fixtures.ts';
import { api, logIn, newPerson, signUpByApi } from './support.ts';

/** The files of a downloaded ZIP, by name, as text. */
async function unzipped(download: Download): Promise<Record<string, string>> {
  const bytes = await readFile(await download.path());
  const files = unzipSync(new Uint8Array(bytes));
  return Object.fromEntries(Object.entries(files).map(([name, b]) => [name, strFromU8(b)]));
}

test('a member downloads their data; a group admin exports the group', async ({
  page,
  request,
  pageProblems,
}) => {
  test.setTimeout(90_000);
  pageProblems.allow(/Failed to load resource: the server responded with a status of 403/); // the wrong password, on purpose
  const admin = newPerson('Lindiwe', 'Admin');
  const member = newPerson('Thabo', 'Nkosi');
  const adminToken = (await signUpByApi(request, admin)).token;
  await signUpByApi(request, member);
  const group = await api<{ id: number }>(request, 'POST', '/api/groups', adminToken, { name: 'Data Five' });
  await api(request, 'POST', `/api/groups/${group.id}/members`, adminToken, { mobile: member.mobile });

  // The member: profile → Download my data → a wrong password, then the right one.
  await logIn(page, member);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download my data' });
  const password = dialog.getByLabel('Current password');
  await password.fill('not my password');
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(dialog.getByText('Current password is incorrect.')).toBeVisible();
  await password.fill(member.password);
  const mine = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const myZip = await mine;
  expect(myZip.suggestedFilename()).toMatch(/^turnout-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(dialog).toBeHidden();
  const myFiles = await unzipped(myZip);
  expect(Object.keys(myFiles)).toContain('README.txt');
  expect(JSON.parse(myFiles['profile.json']!)).toMatchObject({ email: member.email, name: 'Thabo' });
  expect(JSON.parse(myFiles['groups.json']!)).toEqual([
    expect.objectContaining({ name: 'Data Five', is_admin: false }),
  ]);
  expect(Object.values(myFiles).join('\n')).not.toContain(admin.email);

  // The admin: group screen → Export group.
  await page.getByRole('button', { name: 'Logout' }).click();
  await logIn(page, admin);
  await page.goto(`/group/${group.id}`);
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export group' }).click();
  const groupZip = await exported;
  expect(groupZip.suggestedFilename()).toMatch(new RegExp(`^turnout-group-${group.id}-.*\\.zip$`));
  const groupFiles = await unzipped(groupZip);
  expect(groupFiles['members.csv']).toContain('Thabo,Nkosi');
  for (const secret of [admin.email, admin.mobile, member.email, member.mobile]) {
    expect(Object.values(groupFiles).join('\n')).not.toContain(secret);
  }
});
