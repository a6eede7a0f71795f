/**
 * Screenshots of the screens for a person to look at (DEVELOPERS.md: every changed screen at 390 and
 * 1280 px), with a club's week of realistic data made through the API: the demo club's names (the
 * "Thursday Five-a-side" of apps/server/src/scripts/demo-data.ts, 14 players, Thabo the admin), upcoming
 * games (one full with reserves, one cancelled with a message), two games already played (made with the
 * e2e server's clock moved back, support.ts withServerClock) with attendance and payments marked, open
 * invite links, direct and group messages left unread.
 *
 * Run: `npm run screenshots` (E2E_PORT, default 4173; SHOTS_DIR, default /tmp/turnout-shots). Each screen
 * is written as {name}-{width}.png (and {name}-{width}-dark.png for a few in the dark scheme), full page.
 * With DOCS_SHOTS=1 the README's docs/screenshots (home, games, game, chat at 390x844, signed in as
 * Thabo) are written too. Nothing is asserted beyond waiting for each screen to show its data.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { api, field, newPerson, signUpByApi, withServerClock, type Person } from '../support.ts';
import { mailTo, pathOf } from '../mail.ts';
import { DEMO_PLAYERS } from '../../apps/server/src/scripts/demo-players.ts';

const DIR = process.env.SHOTS_DIR ?? '/tmp/turnout-shots';
const DOCS = process.env.DOCS_SHOTS === '1';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

type Scheme = 'light' | 'dark';
type Member = Person & { token: string; id: number };

/** The demo club's players, Thabo and Sarah its admins. */
const NAMES = DEMO_PLAYERS;

type World = {
  people: Member[];
  groupId: number;
  full: number;
  second: number;
  cancelled: number;
  lastWeek: number;
};
let world: World;

/**
 * A Thursday at 19:00 in Johannesburg (17:00 UTC): the next one after today `week` weeks on; a negative
 * `week` counts back from it, a week more when that one has not kicked off yet.
 */
function thursday(week: number): string {
  const now = new Date();
  const days = (4 - now.getUTCDay() + 7) % 7 || 7;
  const day = new Date(now.getTime() + (days + 7 * week) * DAY);
  day.setUTCHours(17, 0, 0, 0);
  if (week < 0 && day.getTime() > now.getTime()) day.setTime(day.getTime() - 7 * DAY);
  return day.toISOString();
}

/** Sets up the club through the API (see the module comment). */
async function makeWorld(request: APIRequestContext): Promise<World> {
  const people: Member[] = [];
  for (const [name, surname] of NAMES) {
    const p = newPerson(name, surname);
    people.push({ ...p, ...(await signUpByApi(request, p)) });
  }
  const [thabo, sarah] = people as [Member, Member];
  const t = thabo.token;
  const group = await api<{ id: number }>(request, 'POST', '/api/groups', t, {
    name: 'Thursday Five-a-side',
  });
  for (const p of people.slice(1)) {
    await api(request, 'POST', `/api/groups/${group.id}/members`, t, { mobile: p.mobile });
  }
  await api(request, 'PUT', `/api/groups/${group.id}/members/${sarah.id}/admin`, t, { makeAdmin: true });

  const fixtures = [
    { opponent: 'Rovers FC', colour: 'Green bibs', venue: 'Greenpoint Astro, Pitch 2' },
    { opponent: 'Old Boys XI', colour: 'White', venue: 'Greenpoint Astro, Pitch 1' },
    { opponent: 'Harbour United', colour: 'Green bibs', venue: 'Sea Point Sports Centre' },
    { opponent: 'Friendly (internal)', colour: 'Bibs vs skins', venue: 'Greenpoint Astro, Pitch 2' },
  ];
  const gameAt = (week: number, when: string, description = `Thursday Five-a-side, week ${week + 1}`) =>
    api<{ id: number }>(request, 'POST', '/api/games', t, {
      group_id: group.id,
      description,
      game_datetime: when,
      cost: '60.00',
      max_players: 10,
      rsvp_cutoff: 3,
      ...fixtures[week % 4],
      notes: week === 0 ? 'Bring both shirts. Pitch fee split on the night.' : undefined,
    });
  const answer = async (gameId: number, who: number[], status: 'in' | 'reserves' | 'out') => {
    for (const i of who) await api(request, 'POST', '/api/rsvps', people[i]!.token, { gameId, status });
  };

  const games: number[] = [];
  for (let week = 0; week < 4; week += 1) games.push((await gameAt(week, thursday(week))).id);
  const [full, second, third, cancelled] = games as [number, number, number, number];
  await answer(full, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'in');
  await answer(full, [10], 'in'); // the main team is full: the first reserve
  await answer(full, [11], 'reserves'); // the second by choice
  await answer(full, [12], 'out');
  await answer(second, [0, 1, 3, 4, 6, 9], 'in');
  await answer(second, [2, 13], 'out');
  await answer(third, [1, 5, 7], 'in');
  await answer(cancelled, [0, 2, 4], 'in');
  await api(request, 'POST', `/api/games/${cancelled}/cancel`, t, {
    message: 'The astro is booked for a tournament that night. See you the week after!',
  });

  // Two games already played: made and answered with the server's clock a week (two) back.
  const played: number[] = [];
  for (const weeksAgo of [2, 1]) {
    const kickOff = thursday(-weeksAgo);
    const id = await withServerClock(-(Date.now() - Date.parse(kickOff) + DAY), async () => {
      const made = await gameAt(weeksAgo + 1, kickOff, 'Thursday Five-a-side');
      await answer(made.id, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'in');
      await answer(made.id, [10], 'reserves');
      return made.id;
    });
    played.push(id);
  }
  const [twoWeeks, lastWeek] = played as [number, number];
  for (const gameId of [twoWeeks, lastWeek]) {
    for (const i of [0, 1, 2, 3, 5, 6]) {
      await api(request, 'PUT', `/api/games/${gameId}/payments/${people[i]!.id}`, t, { status: 'paid' });
    }
  }
  await api(request, 'PUT', `/api/games/${twoWeeks}/payments/${people[7]!.id}`, t, { status: 'waived' });
  await api(request, 'PUT', `/api/games/${lastWeek}/attendance/${people[8]!.id}`, t, { attended: false });
  await api(request, 'PUT', `/api/games/${twoWeeks}/attendance/${people[4]!.id}`, t, { attended: false });

  // Invite links: one open-ended, one for 20 people over 3 days.
  await api(request, 'POST', `/api/groups/${group.id}/invite-links`, t, {});
  await api(request, 'POST', `/api/groups/${group.id}/invite-links`, t, { expires_in_days: 3, max_uses: 20 });

  // Messages: two unread direct conversations for Thabo, one he wrote, and group chat he has not read.
  const say = (from: Member, body: object) => api(request, 'POST', '/api/chat/message', from.token, body);
  await say(thabo, {
    type: 'direct',
    recipient_id: people[3]!.id,
    content: 'Are you bringing the bibs on Thursday?',
  });
  await say(people[3]!, { type: 'direct', recipient_id: thabo.id, content: 'Yes, washed and in the car.' });
  await say(thabo, { type: 'direct', recipient_id: people[3]!.id, content: 'Legend, thanks!' });
  await say(sarah, {
    type: 'direct',
    recipient_id: thabo.id,
    content: 'Can we move kick-off to 19:30 next week?',
  });
  await say(people[2]!, {
    type: 'direct',
    recipient_id: thabo.id,
    content: "Sorry I'm out this week — my knee is still sore. Put Sipho in for me if he wants it?",
  });
  await say(people[2]!, { type: 'direct', recipient_id: thabo.id, content: 'Paid for last week by EFT.' });
  for (const [i, content] of [
    [1, 'Pitch 2 again this Thursday, same time.'],
    [4, 'Who has the ball pump?'],
    [6, 'I can bring it.'],
    [0, 'Reminder: R60 each, pay on the night or by EFT.'],
    [9, 'Running 10 min late, start without me!'],
  ] as [number, string][]) {
    await say(people[i]!, { type: 'group', group_id: group.id, content });
  }
  return { people, groupId: group.id, full, second, cancelled, lastWeek };
}

/** A browser context in `scheme`, with a Web Share API (so the Share buttons show, as on a phone). */
async function contextFor(browser: Browser, scheme: Scheme): Promise<BrowserContext> {
  const context = await browser.newContext({
    // One CSS pixel a pixel at every width, touch off: the same page is shot at 390 and at 1280 px.
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    colorScheme: scheme,
    timezoneId: 'Africa/Johannesburg',
    locale: 'en-ZA',
  });
  await context.addInitScript(() => {
    if (!('share' in navigator))
      Object.defineProperty(navigator, 'share', { value: () => Promise.resolve() });
  });
  return context;
}

/** A page signed in as `who` (through the login screen). */
async function signedIn(browser: Browser, who: Person, scheme: Scheme = 'light'): Promise<Page> {
  const page = await (await contextFor(browser, scheme)).newPage();
  await page.goto('/login');
  await field(page, 'Email').fill(who.email);
  await field(page, 'Password').fill(who.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(/\/$/);
  return page;
}

/** Waits until nothing is loading and no CSS transition runs. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForTimeout(400); // layout after a width change; fonts; no assertion can wait on it
}

/**
 * `page` at each of `widths` as {name}-{width}[-dark].png in DIR (full page unless `viewportOnly`),
 * then back to 390 px.
 */
async function shoot(
  page: Page,
  name: string,
  { widths = [390, 1280], viewportOnly = false }: { widths?: number[]; viewportOnly?: boolean } = {},
) {
  const dark = (await page.locator('html').getAttribute('data-mantine-color-scheme')) === 'dark';
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await settled(page);
    await page.screenshot({
      path: `${DIR}/${name}-${width}${dark ? '-dark' : ''}.png`,
      fullPage: !viewportOnly,
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * The club, made once per server: kept in the server's run directory (test-results-<port>/), so a test
 * that fails (Playwright then starts a new worker, which runs beforeAll again) or a second run against
 * the same server (SHOTS_REUSE=1) reuses it instead of adding 13 more members (the add limits).
 */
const WORLD_FILE = path.resolve(`test-results-${process.env.E2E_PORT ?? '4173'}`, 'shots-world.json');

test.beforeAll(async ({ request }) => {
  mkdirSync(DIR, { recursive: true });
  if (existsSync(WORLD_FILE)) {
    const kept = JSON.parse(readFileSync(WORLD_FILE, 'utf8')) as World;
    const still = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${kept.people[0]!.token}` },
    });
    if (still.ok()) {
      world = kept;
      return;
    }
  }
  world = await makeWorld(request);
  writeFileSync(WORLD_FILE, JSON.stringify(world));
});

test('group screen: invite links, upcoming and past games, money and attendance', async ({ browser }) => {
  for (const scheme of ['light', 'dark'] as const) {
    const page = await signedIn(browser, world.people[0]!, scheme);
    await page.goto(`/group/${world.groupId}`);
    await expect(page.getByTestId('invite-link-url').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Past games' })).toBeVisible();
    await shoot(page, 'group');
    if (scheme === 'dark') break;
    await page.getByRole('button', { name: 'QR code' }).first().click();
    await shoot(page, 'group-qr', { widths: [390] });
    await page.goto(`/group/${world.groupId}?tab=money`);
    await expect(page.getByText('Aisha Patel').first()).toBeVisible();
    await shoot(page, 'group-money', { widths: [360, 390, 1280] });
    await page.goto(`/group/${world.groupId}?tab=attendance`);
    await expect(page.getByText('Aisha Patel').first()).toBeVisible();
    await shoot(page, 'group-attendance', { widths: [360, 390, 1280] });
    await page.goto('/groups');
    await expect(page.getByText('Thursday Five-a-side').first()).toBeVisible();
    await shoot(page, 'groups');
  }
});

test('join by link, signed out and signed in', async ({ browser, request }) => {
  const { links } = await api<{ links: { url: string }[] }>(
    request,
    'GET',
    `/api/groups/${world.groupId}/invite-links`,
    world.people[0]!.token,
  );
  const path = pathOf(links[0]!.url);
  const out = await (await contextFor(browser, 'light')).newPage();
  await out.goto(path);
  await expect(out.getByText('Thursday Five-a-side').first()).toBeVisible();
  await shoot(out, 'join-signed-out');
  const newcomer = newPerson('Lerato', 'Mokoena');
  await signUpByApi(request, newcomer);
  const page = await signedIn(browser, newcomer);
  await page.goto(path);
  await expect(page.getByText('Thursday Five-a-side').first()).toBeVisible();
  await shoot(page, 'join-signed-in');
});

test('chat: inbox and group chats with unread counts, a conversation', async ({ browser }) => {
  for (const scheme of ['dark', 'light'] as const) {
    const page = await signedIn(browser, world.people[0]!, scheme);
    await page.goto('/chat/direct');
    await expect(page.getByRole('region', { name: 'Conversations' })).toBeVisible();
    await expect(page.getByText('Paid for last week by EFT.')).toBeVisible();
    await shoot(page, 'chat-direct');
    await page.goto('/chat/groups');
    await expect(page.getByText('Thursday Five-a-side').first()).toBeVisible();
    await shoot(page, 'chat-groups');
    if (scheme === 'dark') continue; // dark first: the light pass reads the group chat
    await page.goto('/chat');
    await settled(page);
    await shoot(page, 'chat');
    await page.goto(`/chat/groups/${world.groupId}`);
    await expect(page.getByText('Running 10 min late, start without me!')).toBeVisible();
    await settled(page);
    if (DOCS) await page.screenshot({ path: 'docs/screenshots/chat.png' });
    await shoot(page, 'chat-group');
  }
});

test('games: upcoming and past lists, a past game, a cancelled game and its dialog', async ({ browser }) => {
  const page = await signedIn(browser, world.people[0]!);
  if (DOCS) {
    await settled(page);
    await page.screenshot({ path: 'docs/screenshots/home.png' });
  }
  await shoot(page, 'home');
  await page.goto('/games');
  await expect(page.getByText('Thursday Five-a-side, week 1').first()).toBeVisible();
  if (DOCS) {
    await settled(page);
    await page.screenshot({ path: 'docs/screenshots/games.png' });
  }
  await shoot(page, 'games');
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page).toHaveURL(/tab=past/);
  await expect(page.getByText('Thursday Five-a-side', { exact: true }).first()).toBeVisible();
  await shoot(page, 'games-past');
  await page.goto(`/games/${world.lastWeek}`);
  await expect(page.getByRole('region', { name: 'After the game' })).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'past-game');
  await page.goto(`/games/${world.full}`);
  await expect(page.getByText('Jonas Becker').first()).toBeVisible();
  if (DOCS) {
    await settled(page);
    await page.screenshot({ path: 'docs/screenshots/game.png' });
  }
  await shoot(page, 'game-full', { widths: [360, 390, 1280] });
  await page.goto(`/games/${world.cancelled}`);
  await expect(page.getByRole('status', { name: 'Cancelled', exact: true })).toBeVisible();
  await shoot(page, 'game-cancelled');

  // The cancel dialog with a message, on the second game (closed without cancelling).
  await page.goto(`/games/${world.second}`);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Cancel game' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this game?' });
  await dialog
    .getByLabel('Message to the players (optional)')
    .fill('The pitch is flooded. See you next week!');
  await shoot(page, 'cancel-dialog', { viewportOnly: true });

  const dark = await signedIn(browser, world.people[0]!, 'dark');
  await dark.goto(`/games/${world.lastWeek}`);
  await expect(dark.getByRole('region', { name: 'After the game' })).toBeVisible({ timeout: 30_000 });
  await shoot(dark, 'past-game');
  await dark.goto(`/games/${world.cancelled}`);
  await expect(dark.getByRole('status', { name: 'Cancelled', exact: true })).toBeVisible();
  await shoot(dark, 'game-cancelled');
});

test('edit team and the game form warning', async ({ browser, request }) => {
  const page = await signedIn(browser, world.people[0]!);
  await page.goto(`/games/${world.full}/edit-team`);
  await expect(page.getByText('Jonas Becker').first()).toBeVisible();
  await shoot(page, 'edit-team', { widths: [360, 390, 1280] });
  // A game 45 minutes ahead with a 2-hour cutoff: its form warns that the cutoff has passed. Deleted
  // afterwards, so it never shows on the other screens.
  const soon = await api<{ id: number }>(request, 'POST', '/api/games', world.people[0]!.token, {
    group_id: world.groupId,
    description: 'Quick kickabout',
    game_datetime: new Date(Date.now() + 45 * 60_000).toISOString(),
    max_players: 10,
    rsvp_cutoff: 2,
    venue: 'Company field',
  });
  try {
    await page.goto(`/games/${soon.id}/edit`);
    await expect(page.getByText(/has already passed for this time/)).toBeVisible();
    await shoot(page, 'game-form-cutoff-past');
  } finally {
    await api(request, 'DELETE', `/api/games/${soon.id}`, world.people[0]!.token);
  }
  await page.goto('/create-game');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'create-game');
});

test('account: forgot, change and reset password; push settings; notifications', async ({
  browser,
  request,
}) => {
  const out = await (await contextFor(browser, 'light')).newPage();
  await out.goto('/forgot-password');
  await shoot(out, 'forgot-password');
  // Someone outside the club, so the club's logins stay as they are for the next run.
  const who = newPerson('Naledi', 'Forgetful');
  await signUpByApi(request, who);
  await field(out, 'Email').fill(who.email);
  await out.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(out.getByText('Password reset link sent. Check your email.')).toBeVisible();
  await shoot(out, 'forgot-password-sent');
  const { link } = await mailTo(who.email, '/reset-password');
  await out.goto(pathOf(link));
  await out.getByLabel('New Password').fill('a-new-pass-for-hannah');
  const confirm = out.getByLabel('Confirm Password');
  if (await confirm.count()) await confirm.fill('a-new-pass-for-hannah');
  await out.getByRole('button', { name: 'Reset Password' }).click();
  await expect(out.getByText('Password reset successfully')).toBeVisible();
  await out.screenshot({ path: `${DIR}/reset-password-success-390.png`, fullPage: true });
  await expect(out).toHaveURL(/\/login/);
  await out.screenshot({ path: `${DIR}/reset-password-then-login-390.png`, fullPage: true });

  const page = await signedIn(browser, world.people[0]!);
  await page.goto('/change-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'change-password');
  await page.goto('/notification-settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'notification-settings');
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'notifications');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'profile');
});

test('toasts clear of the header', async ({ browser }) => {
  // Hannah, who said she is out of the second game, changes her mind twice: a toast each time.
  const page = await signedIn(browser, world.people[13]!);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await page.goto(`/games/${world.second}`);
    for (const answer of ["I'm in", "I'm out"]) {
      await page.getByRole('button', { name: answer, exact: true }).click();
      await page.waitForTimeout(800);
    }
    await page.screenshot({ path: `${DIR}/toast-${width}.png` });
  }
});
