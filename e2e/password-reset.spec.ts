/**
 * Password recovery (docs/product.md#s2-forgot-password, #s2-reset-password) in a phone-sized Chromium: a
 * user who forgot their password asks for a link, follows the mailed link from the server's outbox, sets a
 * new password and logs in with it.
 */
import { expect, test } from './fixtures.ts';
import { mailTo, pathOf } from './mail.ts';
import { field, logIn, newPerson, signUp } from './support.ts';

test('a user resets a forgotten password from the mailed link and logs in with the new one', async ({
  page,
  pageProblems,
}) => {
  // The old password (401) and the used link (410), tried on purpose.
  pageProblems.allow(/Failed to load resource: the server responded with a status of (401|410)/);
  const person = newPerson('Fikile', 'Forgetful');
  await signUp(page, person);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await field(page, 'Email').fill(person.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset link sent. Check your email.')).toBeVisible();

  const { mail, link } = await mailTo(person.email, '/reset-password?');
  expect(mail.subject).toBe('Reset your Turnout password');
  await page.goto(pathOf(link));
  const newPassword = 'a-fresh-start-2025';
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await field(page, 'Email').fill(person.email);
  await field(page, 'Password').fill(person.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page.getByText(/Invalid email or password/)).toBeVisible();
  await logIn(page, { ...person, password: newPassword });

  // The used link refuses a second reset.
  await page.goto(pathOf(link));
  await page.getByLabel('New Password').fill('another-one-2025');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This reset link has already been used. Request a new one.')).toBeVisible();
});

test('a reset page without token or email says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password?token=abc');
  await expect(page.getByText('Invalid or missing reset link.')).toBeVisible();
});
