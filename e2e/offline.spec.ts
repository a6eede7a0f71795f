/**
 * Offline (beside docs/product.md#s2 and #s4-rsvp-status): with the connection gone, every signed-in screen
 * shows "Offline — showing what you saw last. Changes you make will be sent when you're back online."; an
 * answer made offline says it is waiting and goes through once the connection is back, and the banner leaves.
 * On a 390 px phone.
 */
import { expect, test } from './fixtures.ts';
import { newPerson, signUpAndLogIn } from './support.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

test('the offline banner, and an answer made offline sent once back online', async ({
  page,
  context,
  pageProblems,
}) => {
  // Requests that fail while offline (the socket's reconnects, refetches) log network errors.
  pageProblems.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource|WebSocket/);
  const player = newPerson('Olwethu', 'Offline');
  const post = await signUpAndLogIn(page, player);
  const group = await post<{ id: number }>('/api/groups', { name: 'Offline crowd' });
  await post('/api/games', {
    group_id: group.id,
    description: 'Sunday offline kickabout',
    game_datetime: new Date(Date.now() + 2 * 24 * 3600_000).toISOString(),
    venue: 'Green Point Park',
    max_players: 10,
    rsvp_cutoff: 2,
  });

  await page.goto('/');
  const card = page
    .getByRole('region', { name: 'Next up' })
    .getByRole('article', { name: 'Sunday offline kickabout' });
  await expect(card.getByText('0/10')).toBeVisible();
  const banner = page.getByText(
    "Offline — showing what you saw last. Changes you make will be sent when you're back online.",
  );
  await expect(banner).toBeHidden();

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await card.getByRole('button', { name: "I'm in" }).click();
  await expect(
    page.getByText("You're offline. Your answer will be sent when you're back online."),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(page.getByText("You're in the main team.")).toBeVisible();
  await expect(card.getByText('1/10')).toBeVisible();
  await expect(card.getByRole('button', { name: "I'm in" })).toHaveAttribute('aria-pressed', 'true');

  // The banner is on other signed-in screens too.
  await page.getByRole('link', { name: 'Games' }).first().click();
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toBeHidden();
});
