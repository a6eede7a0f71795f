/**
 * e2e helpers: unique people for each run (the e2e database may be shared) and the few steps every
 * spec repeats, written the way a person uses the screens (labels and button names from the spec).
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** The text field a person finds by its label (Mantine marks required labels with " *"). */
export function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

export async function signUp(page: Page, p: Person) {
  await page.goto('/signup');
  await field(page, 'Name').fill(p.name);
  await field(page, 'Surname').fill(p.surname);
  await field(page, 'Mobile').fill(p.mobile);
  await field(page, 'Email').fill(p.email);
  await field(page, 'Password').fill(p.password);
  await field(page, 'Confirm Password').fill(p.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function logIn(page: Page, p: Person) {
  await page.goto('/login');
  await field(page, 'Email').fill(p.email);
  await field(page, 'Password').fill(p.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { name: new RegExp(`Welcome to Turnout, ${p.name}`) }),
  ).toBeVisible();
}

/**
 * A JSON API call through Playwright's request context (set-up steps, not what the spec checks):
 * `token` as the bearer; fails the test with the status and body unless the answer is 2xx.
 */
export async function api<T>(
  request: APIRequestContext,
  method: string,
  url: string,
  token?: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(url, {
    method,
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Signs `p` up and in through the API (no screens): their token and user id. */
export async function signUpByApi(
  request: APIRequestContext,
  p: Person,
): Promise<{ token: string; id: number }> {
  const { name, surname, mobile, email, password } = p;
  await api(request, 'POST', '/signup', undefined, { name, surname, mobile, email, password });
  const { token, user } = await api<{ token: string; user: { id: number } }>(
    request,
    'POST',
    '/api/login',
    undefined,
    { email, password },
  );
  return { token, id: user.id };
}

/**
 * Signs `p` up and in through the screens, then returns `post`: a JSON POST with their token from the
 * page (set-up steps, not what the spec checks) that fails the test unless the answer is 2xx.
 */
export async function signUpAndLogIn(page: Page, p: Person) {
  await signUp(page, p);
  await logIn(page, p);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const headers = { authorization: `Bearer ${token}` };
  return async <T>(url: string, data: object): Promise<T> => {
    const res = await page.request.post(url, { data, headers });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as T;
  };
}

/**
 * Runs `arrange` with the e2e server's clock `offsetMs` off the real one (apps/server/src/lib/file-clock.ts:
 * the file E2E_CLOCK_FILE that e2e/serve.mjs gives only this server), then puts it back, even when
 * `arrange` fails. To make a game that has kicked off without waiting: with the clock moved back,
 * create it and answer it "in the future", then come back to now, when it is past.
 */
export async function withServerClock<T>(offsetMs: number, arrange: () => Promise<T>): Promise<T> {
  const port = process.env.E2E_PORT ?? '4173';
  const file = path.resolve(`test-results-${port}`, 'clock-offset');
  await writeFile(file, String(Math.round(offsetMs)));
  try {
    return await arrange();
  } finally {
    await rm(file, { force: true });
  }
}

/** No horizontal scroll at the page's width. */
export async function fitsTheWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}
