import { expect, test } from '@playwright/test';
import { api, logIn, newPerson, signUpByApi } from '../support.ts';

const DIR = '/tmp/h3-shots';

test('exports at 390 and 1280', async ({ browser, request }) => {
  const admin = newPerson('Lindiwe', 'Admin');
  const member = newPerson('Thabo', 'Nkosi');
  const adminToken = (await signUpByApi(request, admin)).token;
  await signUpByApi(request, member);
  const group = await api<{ id: number }>(request, 'POST', '/api/groups', adminToken, { name: 'Data Five' });
  await api(request, 'POST', `/api/groups/${group.id}/members`, adminToken, { mobile: member.mobile });
  for (const width of [390, 1280]) {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await logIn(page, admin);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Download my data' }).waitFor();
    await page.screenshot({ path: `${DIR}/profile-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Download my data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download my data' });
    await dialog.getByLabel('Current password').fill('wrong one');
    await dialog.getByRole('button', { name: 'Download' }).click();
    await expect(dialog.getByText('Current password is incorrect.')).toBeVisible();
    await page.screenshot({ path: `${DIR}/profile-dialog-${width}.png` });
    await page.goto(`/group/${group.id}`);
    await page.getByRole('button', { name: 'Export group' }).waitFor();
    await page.getByRole('heading', { name: 'Export group' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${DIR}/group-${width}.png`, fullPage: true });
    await page.context().close();
  }
});
