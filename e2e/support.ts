/**
 * e2e helpers: unique people for each run (the e2e database may be shared) and the few steps every
 * spec repeats, written the way a person uses the screens (labels and button names from the spec).
 */
import { expect, type Page } from '@playwright/test';

export type Person = { name: string; surname: string; email: string; mobile: string; password: string };

let n = 0;
/** A new person with a unique email and 10-digit mobile. */
export function newPerson(name: string, surname = 'Player'): Person {
  n += 1;
  const stamp = `${Date.now() % 1e7}`.padStart(7, '0');
  return {
    name,
    surname,
    email: `${name.toLowerCase()}.${stamp}${n}@e2e.test`,
    mobile: `07${stamp}${n % 10}`,
    password: 'kick-off-at-seven',
  };
}

export async function signUp(page: Page, p: Person) {
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(p.name);
  await page.getByLabel('Surname').fill(p.surname);
  await page.getByLabel('Mobile').fill(p.mobile);
  await page.getByLabel('Email').fill(p.email);
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await page.getByLabel('Confirm Password').fill(p.password);
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function logIn(page: Page, p: Person) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(p.email);
  await page.getByLabel('Password').fill(p.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: new RegExp(`Welcome to Turnout, ${p.name}`) })).toBeVisible();
}
