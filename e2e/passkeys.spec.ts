/**
 * Passkeys at 390 px (README "Signing in", Passkeys), with Chromium's virtual authenticator (DevTools
 * protocol WebAuthn domain: a CTAP2 platform authenticator with resident keys and user verification):
 * a member adds a passkey on the profile (a name and the current password), signs out, and signs in
 * again with "Sign in with a passkey" alone; signed out once more, the email field's autofill
 * (conditional UI, which the virtual authenticator answers at once) signs them in.
 *
 * The relying party is APP_URL's host (the e2e server's default, http://localhost:<port>), so this spec
 * opens the app on localhost rather than 127.0.0.1 (an IP address is no WebAuthn RP id).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { field, fitsTheWidth, newPerson, signUpByApi } from './support.ts';

const port = process.env.E2E_PORT ?? '4173';
test.use({ baseURL: `http://localhost:${port}` });

/** A virtual platform authenticator for `page` (it answers every prompt as if the user touched it). */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

test('a passkey added on the profile signs its owner in', async ({ page, request, pageProblems }) => {
  const authenticator = await virtualAuthenticator(page);
  const pia = newPerson('Pia');
  await signUpByApi(request, pia);

  await page.goto('/login');
  await field(page, 'Email').fill(pia.email);
  await field(page, 'Password').fill(pia.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Welcome to Turnout, Pia/ })).toBeVisible();

  await page.goto('/profile');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('No passkeys yet.')).toBeVisible();
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  // The name defaults to the device's.
  await expect(dialog.getByRole('textbox', { name: 'Passkey name' })).toHaveValue(/ on /);
  await dialog.getByRole('textbox', { name: 'Passkey name' }).fill('My phone');
  // A wrong password is refused on the field (the browser logs the 403), and no passkey is stored.
  pageProblems.allow(/status of 403 .*\/profile/);
  await dialog.getByLabel('Current password').fill('not my password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Current password is incorrect.')).toBeVisible();
  await dialog.getByLabel('Current password').fill(pia.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(passkeys.getByText('Passkey added.')).toBeVisible();
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys.getByRole('listitem')).toContainText('My phone');
  await expect(passkeys.getByRole('listitem')).toContainText('Not used yet');
  const stored = await authenticator.credentials();
  expect(stored).toHaveLength(1);
  expect(stored[0]!.isResidentCredential).toBe(true);
  await fitsTheWidth(page);

  // The button, on a browser without passkey autofill (this page's override lasts until the next page
  // load): the button's request is the only one, so it is the one the authenticator answers. With
  // autofill, the screen's own request could take the touch first.
  await page.evaluate(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
    'autocomplete',
    'username webauthn',
  );
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { name: /Welcome to Turnout, Pia/ })).toBeVisible();

  // Autofill (conditional UI): the virtual authenticator picks the passkey the email field offers.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: /Welcome to Turnout, Pia/ })).toBeVisible();

  // The profile now says when the passkey last signed in.
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem')).toContainText(
    'Last used',
  );
});
