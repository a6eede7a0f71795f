import { expect, test } from './fixtures.ts';
import { mailTo, pathOf } from './mail.ts';
import { newPerson, signUp } from './support.ts';

for (const width of [390, 1280]) {
  test(`email sign-in shots at ${width}`, async ({ page, browser, pageProblems }) => {
    pageProblems.allow(/status of 4\d\d/);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const p = newPerson('Shots', `W${width}`);
    await signUp(page, p);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots-h1/login-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    const ask = page.getByRole('form', { name: 'Email me a sign-in link' });
    await ask.getByRole('textbox', { name: /^Email/ }).fill(p.email);
    await page.screenshot({ path: `/tmp/shots-h1/login-email-${width}.png`, fullPage: true });
    await ask.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('textbox', { name: /^6-digit code/ })).toBeVisible();
    await page.getByRole('textbox', { name: /^6-digit code/ }).fill('123');
    await page.screenshot({ path: `/tmp/shots-h1/login-code-${width}.png`, fullPage: true });
    const { link } = await mailTo(p.email, '/login/email/');
    await page.goto(pathOf(link));
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots-h1/link-same-${width}.png`, fullPage: true });
    const other = await browser.newContext({ viewport: { width, height: 844 } });
    const o = await other.newPage();
    await o.goto(pathOf(link));
    await expect(o.getByRole('button', { name: 'Sign in here' })).toBeVisible();
    await o.screenshot({ path: `/tmp/shots-h1/link-other-${width}.png`, fullPage: true });
    await o.goto('/login/email/not-a-real-link');
    await expect(o.getByRole('alert')).toBeVisible();
    await o.screenshot({ path: `/tmp/shots-h1/link-invalid-${width}.png`, fullPage: true });
    await other.close();
    // The Arabic link page (right to left).
    const ar = await browser.newContext({ viewport: { width, height: 844 }, locale: 'ar' });
    const a = await ar.newPage();
    await a.goto('/login');
    await a.getByRole('button').filter({ hasText: 'أرسل لي' }).click();
    await a.screenshot({ path: `/tmp/shots-h1/login-ar-${width}.png`, fullPage: true });
    await ar.close();
  });
}
