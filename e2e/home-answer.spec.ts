/**
 * One tap to answer (docs/product.md#s2-home and #s2-games-list, #s4-rsvp-status): signed in, the home page's
 * "Next up" shows the user's next games with the main team's count and the user's answer, marks and counts
 * the games still waiting for an answer, and answers in place; the games list cards answer in place too. A
 * click on an answer button never leaves the page. On a 390 px phone and a 1280 px screen.
 */
import { expect, test } from './fixtures.ts';
import { newPerson, signUpAndLogIn } from './support.ts';

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, isMobile: width < 500 });

    test('answering from the home page and from the games list', async ({ page }) => {
      const player = newPerson('Hana', 'Home');
      const post = await signUpAndLogIn(page, player);
      const group = await post<{ id: number }>('/api/groups', { name: `Home crowd ${width}` });
      const day = 24 * 3600_000;
      for (const [description, inDays] of [
        ['Tuesday kickabout', 1],
        ['Thursday five-a-side', 2],
      ] as const) {
        await post('/api/games', {
          group_id: group.id,
          description,
          game_datetime: new Date(Date.now() + inDays * day).toISOString(),
          venue: 'Green Point Park',
          max_players: 10,
          rsvp_cutoff: 2,
        });
      }

      // Home: both games wait for an answer.
      await page.goto('/');
      const nextUp = page.getByRole('region', { name: 'Next up' });
      await expect(nextUp.getByText('2 games need your answer')).toBeVisible();
      const tuesday = nextUp.getByRole('article', { name: 'Tuesday kickabout' });
      await expect(tuesday.getByText('No answer yet')).toBeVisible();
      await expect(tuesday.getByText('0/10')).toBeVisible();
      await expect(tuesday.getByText('Green Point Park')).toBeVisible();
      // Reserves is always an answer: a reserve by choice (docs/decisions/010-reserves-queue.md).
      await expect(tuesday.getByRole('button', { name: 'Reserves' })).toBeEnabled();

      await tuesday.getByRole('button', { name: "I'm in" }).click();
      await expect(page.getByText("You're in the main team.")).toBeVisible();
      await expect(tuesday.getByText("You're in")).toBeVisible();
      await expect(tuesday.getByText('1/10')).toBeVisible();
      await expect(tuesday.getByRole('button', { name: "I'm in" })).toHaveAttribute('aria-pressed', 'true');
      await expect(nextUp.getByText('1 game needs your answer')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      // The spec's greeting and buttons are still there.
      await expect(page.getByRole('heading', { name: `Welcome to Turnout, ${player.name}` })).toBeVisible();

      // The card opens its game, where the answer shows too.
      await tuesday.getByRole('link', { name: 'Tuesday kickabout' }).click();
      await expect(page).toHaveURL(/\/games\/\d+$/);
      await expect(page.getByText("You're in the main team.").first()).toBeVisible();

      // The games list: answer the other game on its card.
      await page.goto('/games');
      const thursday = page.getByRole('article', { name: 'Thursday five-a-side' });
      await expect(thursday.getByText('No answer yet')).toBeVisible();
      await thursday.getByRole('button', { name: "I'm out" }).click();
      await expect(page.getByText("You're marked as not attending.")).toBeVisible();
      await expect(thursday.getByText("You're out")).toBeVisible();
      await expect(thursday.getByRole('button', { name: "I'm out" })).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/\/games$/);
      await expect(
        page.getByRole('article', { name: 'Tuesday kickabout' }).getByRole('button', { name: "I'm in" }),
      ).toHaveAttribute('aria-pressed', 'true');

      // Home again: nothing waits for an answer any more.
      await page.goto('/');
      await expect(nextUp.getByRole('article')).toHaveCount(2);
      await expect(nextUp.getByText(/need.? your answer/)).toHaveCount(0);
    });
  });
}
