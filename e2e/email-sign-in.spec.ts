/**
 * Sign-in by email (README "Signing in") in a phone-sized Chromium (390 px): a player who does not remember
 * their password asks for an email on /login and signs in with the 6-digit code typed on the same screen,
 * or with the mailed link — at once in the browser that asked, after a confirmation in another one. The
 * mail is read from the server's outbox.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { mailTo, pathOf } from './mail.ts';
import { newPerson, signUp, type Person } from './support.ts';

/**
 * On /login: "Email me a sign-in link" for `p`, sent; the mail with its code and link. `previous`: the
 * link of an earlier mail to `p`, waited past (the outbox's newest mail may still be that one).
 */
async function askForEmail(page: Page, p: Person, previous?: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  const ask = page.getByRole('form', { name: 'Email me a sign-in link' });
  await ask.getByRole('textbox', { name: /^Email/ }).fill(p.email);
  await ask.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText(`If ${p.email} has an account, a code and a link are on their way.`, { exact: false }),
  ).toBeVisible();
  let found = await mailTo(p.email, '/login/email/');
  await expect
    .poll(async () => (found = await mailTo(p.email, '/login/email/')).link, {
      message: 'a new sign-in mail',
    })
    .not.toBe(previous);
  expect(found.mail.subject).toBe('Your Turnout sign-in code and link');
  return { code: /^(\d{6})$/m.exec(found.mail.text)![1]!, link: found.link };
}

const welcomed = (page: Page, p: Person) =>
  expect(page.getByRole('heading', { name: new RegExp(`Welcome to Turnout, ${p.name}`) })).toBeVisible();

test('a player signs in with the emailed code, typed on the sign-in screen', async ({ page }) => {
  const person = newPerson('Cody', 'Codes');
  await signUp(page, person);
  const { code } = await askForEmail(page, person);
  const codeField = page.getByRole('textbox', { name: /^6-digit code/ });
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await welcomed(page, person);
});

test('a player signs in with the emailed link: at once where they asked, after confirming elsewhere', async ({
  page,
  browser,
  pageProblems,
}) => {
  // The used link, opened again on purpose.
  pageProblems.allow(/Failed to load resource: the server responded with a status of 410/);
  const person = newPerson('Linus', 'Links');
  await signUp(page, person);

  // The browser that asked: opening the link signs nobody in; "Sign in" does.
  const first = await askForEmail(page, person);
  await page.goto(pathOf(first.link));
  await expect(page.getByText(`Sign in to Turnout as ${person.email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await welcomed(page, person);
  await page.goto(pathOf(first.link));
  await expect(
    page.getByText('This sign-in link has already been used. Ask for a new one on the sign-in page.'),
  ).toBeVisible();

  // Another browser (the mail app opened the link elsewhere): it asks first.
  const second = await askForEmail(page, person, first.link);
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto(pathOf(second.link));
    await expect(
      elsewhere.getByText(`You asked to sign in from another browser. Sign in here as ${person.email}?`),
    ).toBeVisible();
    await elsewhere.getByRole('button', { name: 'Sign in here' }).click();
    await expect(elsewhere).toHaveURL(/\/$/);
    await welcomed(elsewhere, person);
  } finally {
    await other.close();
  }
});
