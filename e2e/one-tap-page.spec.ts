/**
 * The one-tap answer page on a phone (README "Notifications", One-tap answers;
 * docs/decisions/018-one-tap-page.md): a player opens the reminder email's "I'm in" link signed out, sees
 * the game with "I'm in" chosen, picks "Reserves" instead and confirms; the page says where they stand
 * and the sheet agrees. The page is the server's HTML: its only script is /rsvp-page.js (no app shell),
 * it fits 390 px, and a signed-in browser gets "See the team sheet" instead of the sign-in link.
 * Screenshots of both schemes at 390 and 1280 px go to the test's output folder.
 */
import { expect, test } from './fixtures.ts';
import { mailTo, pathOf } from './mail.ts';
import { api, fitsTheWidth, newPerson, signUpByApi } from './support.ts';

test('a player answers from the email link on the light page', async ({ page, request }, testInfo) => {
  const admin = newPerson('Olga', 'Organiser');
  const mate = newPerson('Tapiwa', 'Tapper');
  const mine = await signUpByApi(request, admin);
  const theirs = await signUpByApi(request, mate);
  const group = await api<{ id: number }>(request, 'POST', '/api/groups', mine.token, {
    name: 'One Tap Rovers',
  });
  await api(request, 'POST', `/api/groups/${group.id}/members`, mine.token, { mobile: mate.mobile });
  const when = new Date(Date.now() + 3 * 24 * 3600_000);
  when.setUTCHours(17, 0, 0, 0);
  const game = await api<{ id: number }>(request, 'POST', '/api/games', mine.token, {
    group_id: group.id,
    description: 'Thursday five-a-side',
    game_datetime: when.toISOString(),
    max_players: 1,
    venue: 'Sea Point Astro',
  });
  await api(request, 'POST', '/api/rsvps', mine.token, { gameId: game.id, status: 'in' });
  await api(request, 'POST', `/api/games/${game.id}/remind`, mine.token);
  const link = pathOf((await mailTo(mate.email, '/rsvp/')).link);
  expect(link).toMatch(/^\/rsvp\/[^?]+\?status=in$/);

  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Are you playing?' })).toBeVisible();
  await expect(page.getByText(`For ${mate.name}`)).toBeVisible();
  await expect(page.getByText('Thursday five-a-side')).toBeVisible();
  await expect(page.getByText('One Tap Rovers')).toBeVisible();
  await expect(page.getByText('Sea Point Astro')).toBeVisible();
  await expect(page.getByText("You haven't answered yet.")).toBeVisible();
  const answers = page.getByRole('group', { name: 'Your answer' });
  await expect(answers.getByRole('radio', { name: "I'm in" })).toBeChecked();
  await fitsTheWidth(page);
  expect(scripts).toEqual(['/rsvp-page.js']);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: testInfo.outputPath(`rsvp-390-${scheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await answers.getByRole('radio', { name: 'Reserves' }).click();
  await expect(answers.getByRole('radio', { name: 'Reserves' })).toBeChecked();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText("You're on the reserves — number 1");
  await expect(page).toHaveURL(/\?done$/);
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  const team = await api<{ reserves: { user_id: number }[] }>(
    request,
    'GET',
    `/api/games/${game.id}/team`,
    theirs.token,
  );
  expect(team.reserves.map((r) => r.user_id)).toEqual([theirs.id]);
  await page.screenshot({ path: testInfo.outputPath('rsvp-390-done.png'), fullPage: true });

  // The way into the full app: through sign-in, back to this game's team sheet.
  const teamSheet = page.getByRole('link', { name: 'Sign in to see the team sheet' });
  await expect(teamSheet).toHaveAttribute('href', `/login?next=/games/${game.id}`);

  // A browser signed in to Turnout goes straight to the team sheet.
  await page.evaluate((token) => localStorage.setItem('authToken', token), theirs.token);
  await page.goto(link);
  await expect(page.getByRole('link', { name: 'See the team sheet' })).toHaveAttribute(
    'href',
    `/games/${game.id}`,
  );
  await expect(page.getByText("So far: You're on the reserves — number 1")).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: testInfo.outputPath(`rsvp-1280-${scheme}.png`), fullPage: true });
  }
});
