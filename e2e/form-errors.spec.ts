/**
 * Per-field form errors on a 390 px phone (docs/product.md#s5-create-game, #s8-games): the create-game form
 * says "Required" beside each empty mandatory field and the spec's mandatory sentence once under it;
 * "-3" players and a cost of "-5" or "1.234" stay as typed and are refused beside their field with the
 * spec's sentences, and nothing is created; put right, the game is created. The description counts its
 * characters near its 200 limit. No axe-core violations on the form with its errors showing (WCAG 2.0/2.1
 * A and AA); the fixture fails the test on any CSP violation or console error.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { expect, test } from './fixtures.ts';
import { field, logIn, newPerson, signUp } from './support.ts';

// The spec's sentences (docs/product.md#s8-games), as the screens must show them.
const gameTexts = {
  mandatoryCreate: 'Please fill in all mandatory fields: Group, Description, Date, Time, Max Players.',
  invalidPlayers: 'Please specify a valid number of players.',
  invalidCost: 'Cost must be 0 or more, with at most 2 decimals.',
};
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The Cost field, which names the group's currency. */
const cost = (page: Page) => page.getByRole('textbox', { name: /^Cost/ });

test('the create-game form shows each error at its field and refuses negative numbers', async ({ page }) => {
  const captain = newPerson('Fiona', 'Fields');
  await signUp(page, captain);
  await logIn(page, captain);
  await page.goto('/groups/create-group');
  await field(page, 'Group name').fill('Form Checkers');
  await page.getByRole('button', { name: 'Create Group' }).click();
  await expect(page.getByRole('link', { name: 'View Group' })).toBeVisible();

  await page.goto('/create-game');
  const create = page.getByRole('button', { name: 'Create game' });
  await create.click();

  // Each empty mandatory field says so beside itself; the spec's sentence shows once.
  await expect(page.getByText(gameTexts.mandatoryCreate)).toHaveCount(1);
  await expect(field(page, 'Description')).toHaveAccessibleDescription('Required');
  await expect(field(page, 'Max Players')).toHaveAccessibleDescription('Required');
  await expect(page.getByRole('combobox', { name: 'Time' })).toHaveAccessibleDescription('Required');
  await expect(field(page, 'Venue')).not.toHaveAccessibleDescription('Required');
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The captain's only group is already chosen.
  await expect(page.getByRole('combobox', { name: 'Group' })).toHaveValue('Form Checkers');
  await field(page, 'Description').fill('x'.repeat(170));
  await expect(page.getByText('170 / 200')).toBeVisible();
  await field(page, 'Description').fill('Five-a-side');
  await expect(page.getByText('11 / 200')).toHaveCount(0);
  await page.getByLabel(/^Date/).fill(format(addDays(new Date(), 1), 'yyyy-MM-dd'));
  await page.getByRole('combobox', { name: 'Time' }).click();
  await page.getByRole('option', { name: '19:00' }).click();

  // Negative numbers stay as typed and are refused beside their field; nothing is created.
  await field(page, 'Max Players').fill('-3');
  await cost(page).fill('-5');
  await create.click();
  await expect(field(page, 'Max Players')).toHaveValue('-3');
  await expect(field(page, 'Max Players')).toHaveAccessibleDescription(gameTexts.invalidPlayers);
  await expect(cost(page)).toHaveValue('-5');
  await expect(cost(page)).toHaveAccessibleDescription(gameTexts.invalidCost);
  await expect(page.getByText(gameTexts.mandatoryCreate)).toHaveCount(0);
  await expect(page).toHaveURL(/\/create-game$/);

  // Three decimals are refused, not rounded.
  await field(page, 'Max Players').fill('10');
  await cost(page).fill('1.234');
  await create.click();
  await expect(cost(page)).toHaveValue('1.234');
  await expect(cost(page)).toHaveAccessibleDescription(gameTexts.invalidCost);
  await expect(field(page, 'Max Players')).not.toHaveAccessibleDescription(gameTexts.invalidPlayers);
  await expect(page).toHaveURL(/\/create-game$/);

  // Put right, the game is created with the cost as typed.
  await cost(page).fill('62.50');
  await create.click();
  await expect(page.getByText('Game created successfully!')).toBeVisible();
  await expect(page).not.toHaveURL(/\/create-game$/);
});
