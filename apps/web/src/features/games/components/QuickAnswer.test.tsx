// The card's quick answer (docs/product.md#s4-rsvp-status, #s4-rsvp-cutoff): the same buttons as the game
// screen's "Are you playing?", enabled by the same shared rules, the current answer marked, and an answer
// posted in place with the server's sentence as a toast. The component takes `now`, so the clock is the
// test's; the network is answered by MSW.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Game, RsvpBody } from '@turnout/shared';
import { aGame } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { server } from '../../../test/server.ts';
import { gameKeys } from '../../../lib/query-keys.ts';
import { QuickAnswer } from './QuickAnswer.tsx';

// aGame kicks off at 17:00Z on 3 December 2026 with a 2-hour cutoff (15:00Z).
const BEFORE_CUTOFF = new Date('2026-12-02T10:00:00.000Z');
const AFTER_CUTOFF = new Date('2026-12-03T15:30:00.000Z');
const STARTED = new Date('2026-12-03T17:00:00.000Z');

function show(game: Game, now: Date) {
  return renderInApp(<QuickAnswer game={game} now={now} />);
}

const buttons = () => within(screen.getByRole('group', { name: 'Your answer for Five-a-side' }));
const button = (name: string) => buttons().getByRole('button', { name });

describe('quick answer', () => {
  it('before answering, with room in the main team: all three open (Reserves by choice), nothing marked', () => {
    show(aGame({ my_status: 'pending', main_team_count: 3 }), BEFORE_CUTOFF);

    expect(button("I'm in")).toBeEnabled();
    expect(button("I'm out")).toBeEnabled();
    expect(button('Reserves')).toBeEnabled(); // docs/decisions/010-reserves-queue.md
    for (const name of ["I'm in", 'Reserves', "I'm out"]) {
      expect(button(name)).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('with a full main team, Reserves is open to someone outside it', () => {
    show(aGame({ my_status: 'out', main_team_count: 10, max_players: 10 }), BEFORE_CUTOFF);

    expect(button('Reserves')).toBeEnabled();
    expect(button("I'm in")).toBeEnabled(); // lands on the reserves: the server says so
    expect(button("I'm out")).toBeDisabled();
    expect(button("I'm out")).toHaveAttribute('aria-pressed', 'true');
  });

  it('a main-team player may go to the reserves before the cutoff, whether or not anyone waits', () => {
    const view = show(aGame({ my_status: 'in', main_team_count: 10, reserves_count: 0 }), BEFORE_CUTOFF);
    expect(button("I'm in")).toHaveAttribute('aria-pressed', 'true');
    expect(button("I'm in")).toBeDisabled();
    expect(button('Reserves')).toBeEnabled();
    expect(button("I'm out")).toBeEnabled();

    view.rerender(
      <QuickAnswer
        game={aGame({ my_status: 'in', main_team_count: 10, reserves_count: 2 })}
        now={BEFORE_CUTOFF}
      />,
    );
    expect(button('Reserves')).toBeEnabled();
  });

  it('after the cutoff a main-team player can neither go out nor step down to the reserves, and is told why', () => {
    show(aGame({ my_status: 'in', main_team_count: 10, reserves_count: 2 }), AFTER_CUTOFF);

    expect(button("I'm out")).toBeDisabled();
    expect(button('Reserves')).toBeDisabled();
    expect(button("I'm in")).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('RSVP deadline to opt out has passed.')).toBeInTheDocument();
  });

  it("after the cutoff someone who has not answered may still join, but not say I'm out", () => {
    show(aGame({ my_status: 'pending', main_team_count: 3 }), AFTER_CUTOFF);

    expect(button("I'm in")).toBeEnabled();
    expect(button("I'm out")).toBeDisabled();
  });

  it('once the game has started nobody answers', () => {
    show(aGame({ my_status: 'pending' }), STARTED);

    for (const name of ["I'm in", 'Reserves', "I'm out"]) expect(button(name)).toBeDisabled();
    expect(screen.getByText('This game has already started: RSVPs are closed.')).toBeInTheDocument();
  });

  it("answering posts the game and the answer, marks it on the cached list and shows the server's sentence", async () => {
    const posted: RsvpBody[] = [];
    server.use(
      http.post('/api/rsvps', async ({ request }) => {
        posted.push((await request.json()) as RsvpBody);
        return HttpResponse.json({
          success: true,
          status: 'reserves',
          message: 'Main team is full. You are on the reserves list.',
        });
      }),
    );
    const game = aGame({ my_status: 'pending', main_team_count: 10 });
    const { user, queryClient } = show(game, BEFORE_CUTOFF);
    queryClient.setQueryData(gameKeys.list(), { games: [game] });

    await user.click(button("I'm in"));

    expect(await screen.findByText('Main team is full. You are on the reserves list.')).toBeInTheDocument();
    expect(posted).toEqual([{ gameId: 41, status: 'in' }]);
    await waitFor(() =>
      expect(queryClient.getQueryData<{ games: Game[] }>(gameKeys.list())?.games[0]?.my_status).toBe(
        'reserves',
      ),
    );
  });

  it("a refusal shows the server's reason", async () => {
    server.use(
      http.post('/api/rsvps', () =>
        HttpResponse.json({ error: 'RSVP deadline to opt out has passed.' }, { status: 400 }),
      ),
    );
    const { user } = show(aGame({ my_status: 'in', main_team_count: 4 }), BEFORE_CUTOFF);

    await user.click(button("I'm out"));

    expect(await screen.findByText('RSVP deadline to opt out has passed.')).toBeInTheDocument();
  });
});
