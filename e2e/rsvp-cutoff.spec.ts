/**
 * docs/product.md#s4-rsvp-cutoff on a phone-sized screen: after the cutoff the game screen says "RSVP
 * deadline to opt out has passed." and "I'm out" is disabled for everyone, a member who has not answered
 * included (the server refuses it too: team-sheet.ts decideRsvp); joining is still possible, and once in the
 * main team the player cannot move to the reserves either. (Before that, Reserves is open to the member:
 * joining the reserves by choice is allowed after the cutoff, docs/decisions/010-reserves-queue.md.)
 */
import { expect, test } from './fixtures.ts';
import { newPerson, signUpAndLogIn } from './support.ts';

test('after the RSVP cutoff nobody can say "I\'m out", but a pending member can still join', async ({
  page,
}) => {
  const admin = newPerson('Cleo', 'Cutoff');
  const post = await signUpAndLogIn(page, admin);
  const group = await post<{ id: number }>('/api/groups', { name: 'Late deciders' });
  // Kick-off in 2 hours with a 3-hour cutoff: the cutoff passed an hour ago.
  const game = await post<{ id: number }>('/api/games', {
    group_id: group.id,
    description: 'Sunday social',
    game_datetime: new Date(Date.now() + 2 * 3600_000).toISOString(),
    max_players: 10,
    rsvp_cutoff: 3,
  });

  await page.goto(`/games/${game.id}`);
  await expect(page.getByText('RSVP deadline to opt out has passed.')).toBeVisible();
  await expect(page.getByRole('button', { name: "I'm out" })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Reserves' })).toBeEnabled();
  await expect(page.getByRole('button', { name: "I'm in" })).toBeEnabled();

  await page.getByRole('button', { name: "I'm in" }).click();
  await expect(page.getByText("You're in the main team.").first()).toBeVisible();
  await expect(page.getByRole('button', { name: "I'm out" })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Reserves' })).toBeDisabled();
});
