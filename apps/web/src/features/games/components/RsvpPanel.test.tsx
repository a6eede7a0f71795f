// "Are you playing?" (docs/product.md#s4-rsvp-status, #s4-rsvp-cutoff): which buttons a player may press for
// each answer, main team and cutoff, the countdown line, what Reserves means, the player's place on the
// reserves, and what an answer sends and shows. The panel takes `now`, so the clock is the test's; the
// network is answered by MSW.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Game, TeamResponse } from '@turnout/shared';
import { aGame } from '../../../test/fixtures.ts';
import { server } from '../../../test/server.ts';
import { renderInApp } from '../../../test/render.tsx';
import { RsvpPanel } from './RsvpPanel.tsx';
import { changeLanguage } from '../../../i18n/index.ts';
import { LANGUAGE_KEY } from '../../../i18n/languages.ts';

const KICK_OFF = '2026-12-03T17:00:00.000Z';
const at = (iso: string) => new Date(iso);

/** The fixture game, kicking off at KICK_OFF, with no venue and no cost. */
function game(overrides: Partial<Game> = {}): Game {
  return aGame({ game_datetime: KICK_OFF, venue: null, cost: null, ...overrides });
}

const player = (user_id: number, status: 'in' | 'reserves') => ({
  user_id,
  name: `P${user_id}`,
  surname: 'X',
  status,
});

function team(main: number, reserves: number[]): TeamResponse {
  return {
    mainTeam: Array.from({ length: main }, (_, i) => player(100 + i, 'in')),
    reserves: reserves.map((id) => player(id, 'reserves')),
    notAttending: [],
    max_players: 10,
    offers: [],
  };
}

function showPanel(g: Game, now: Date, t?: TeamResponse, userId = 7) {
  return renderInApp(<RsvpPanel game={g} team={t} userId={userId} now={now} />);
}

const button = (name: string) => screen.getByRole('button', { name });

describe('RSVP panel', () => {
  it('before answering, with room in the main team: all three answers, Reserves by choice explained', () => {
    showPanel(game(), at('2026-12-02T13:55:00.000Z'));

    expect(screen.getByText("You haven't answered yet.")).toBeInTheDocument();
    expect(button("I'm in")).toBeEnabled();
    expect(button("I'm out")).toBeEnabled();
    expect(button('Reserves')).toBeEnabled();
    expect(
      screen.getByText(
        'Reserves means "I\'ll play if you need me": you move up when a place opens in a full main team.',
      ),
    ).toBeInTheDocument();
    // Cutoff at 15:00Z on the 3rd: 1 day 1 hour 5 minutes away.
    expect(screen.getByText('RSVP cutoff in 1 days 1 hours 5 mins')).toBeInTheDocument();
  });

  it('the countdown follows the clock it is given', () => {
    const view = showPanel(game(), at('2026-12-02T13:55:00.000Z'));
    view.rerender(
      <RsvpPanel game={game()} team={undefined} userId={7} now={at('2026-12-03T14:58:30.000Z')} />,
    );

    expect(screen.getByText('RSVP cutoff in 0 days 0 hours 1 mins')).toBeInTheDocument();
  });

  it('says the time to the cutoff, and that it has passed, in the reader’s language', async () => {
    await changeLanguage('de');
    try {
      const view = showPanel(game(), at('2026-12-02T13:55:00.000Z'));
      expect(
        await screen.findByText('Antwortfrist endet in 1 Tag, 1 Stunde und 5 Minuten'),
      ).toBeInTheDocument();
      view.rerender(
        <RsvpPanel game={game()} team={undefined} userId={7} now={at('2026-12-03T14:20:00.000Z')} />,
      );
      expect(screen.getByText('Antwortfrist endet in 40 Minuten')).toBeInTheDocument();
      view.rerender(
        <RsvpPanel game={game()} team={undefined} userId={7} now={at('2026-12-03T15:00:00.000Z')} />,
      );
      expect(screen.getByText('Die Frist zum Abmelden ist abgelaufen.')).toBeInTheDocument();
      await changeLanguage('ar');
      expect(await screen.findByText('انتهت مهلة الاعتذار عن المباراة.')).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
      localStorage.removeItem(LANGUAGE_KEY);
    }
  });

  it('with a full main team, Reserves is open', () => {
    showPanel(game({ main_team_count: 10 }), at('2026-12-02T13:55:00.000Z'), team(10, []));

    expect(button('Reserves')).toBeEnabled();
  });

  it("in the main team while nobody waits: I'm in is the current answer, Reserves stays open", () => {
    showPanel(game({ my_status: 'in', main_team_count: 4 }), at('2026-12-02T13:55:00.000Z'), team(4, []));

    expect(screen.getByText("You're in the main team.")).toBeInTheDocument();
    expect(button("I'm in")).toBeDisabled();
    expect(button("I'm in")).toHaveAttribute('aria-pressed', 'true');
    expect(button('Reserves')).toBeEnabled();
    expect(button("I'm out")).toBeEnabled();
  });

  it('in the main team with someone waiting: Reserves is open (the first reserve takes the place)', () => {
    showPanel(
      game({ my_status: 'in', main_team_count: 10, reserves_count: 1 }),
      at('2026-12-02T13:55:00.000Z'),
      team(10, [55]),
    );

    expect(button('Reserves')).toBeEnabled();
    expect(button("I'm out")).toBeEnabled();
  });

  it('on the reserves: their place in the queue, Reserves is the current answer', () => {
    showPanel(
      game({ my_status: 'reserves', main_team_count: 10, reserves_count: 2 }),
      at('2026-12-02T13:55:00.000Z'),
      team(10, [55, 7]),
    );

    expect(screen.getByText("You're 2nd on the reserves.")).toBeInTheDocument();
    expect(button('Reserves')).toBeDisabled();
    expect(button("I'm out")).toBeEnabled();
  });

  it('after the cutoff, a main-team player can neither opt out nor move to the reserves', () => {
    showPanel(
      game({ my_status: 'in', main_team_count: 10, reserves_count: 1 }),
      at('2026-12-03T15:00:00.000Z'),
      team(10, [55]),
    );

    expect(screen.getByText('RSVP deadline to opt out has passed.')).toBeInTheDocument();
    expect(button("I'm out")).toBeDisabled();
    expect(button('Reserves')).toBeDisabled();
  });

  it("after the cutoff, someone who has not answered may still say I'm in, not I'm out", () => {
    showPanel(game(), at('2026-12-03T16:00:00.000Z'));

    expect(button("I'm in")).toBeEnabled();
    expect(button("I'm out")).toBeDisabled();
  });

  it('a game without a cutoff shows no countdown', () => {
    showPanel(game({ rsvp_cutoff: 0, cutoff_hours: 0 }), at('2026-12-03T16:59:00.000Z'));

    expect(screen.queryByText(/RSVP cutoff in/)).not.toBeInTheDocument();
    expect(screen.queryByText('RSVP deadline to opt out has passed.')).not.toBeInTheDocument();
    expect(button("I'm out")).toBeEnabled();
  });

  it('once the game has started nobody answers', () => {
    showPanel(game({ my_status: 'out' }), at('2026-12-03T17:00:00.000Z'));

    expect(screen.getByText('This game has already started: RSVPs are closed.')).toBeInTheDocument();
    for (const name of ["I'm in", 'Reserves', "I'm out"]) expect(button(name)).toBeDisabled();
    expect(screen.queryByText(/RSVP cutoff/)).not.toBeInTheDocument();
  });

  it("pressing I'm in sends the answer and shows where the player landed", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/rsvps', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          success: true,
          status: 'reserves',
          message: "The main team is full: you're 2nd on the reserves.",
          position: { list: 'reserves', place: 2 },
        });
      }),
    );
    const { user } = showPanel(game(), at('2026-12-02T13:55:00.000Z'));

    await user.click(button("I'm in"));

    expect(await screen.findByText("The main team is full: you're 2nd on the reserves.")).toBeInTheDocument();
    expect(sent).toEqual([{ gameId: 41, status: 'in' }]);
  });

  it("a refused answer shows the server's sentence", async () => {
    server.use(
      http.post('/api/rsvps', () =>
        HttpResponse.json(
          { error: 'RSVP deadline to opt out has passed.', message: 'RSVP deadline to opt out has passed.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = showPanel(game({ my_status: 'in' }), at('2026-12-02T13:55:00.000Z'));

    await user.click(button("I'm out"));

    expect(await screen.findByText('RSVP deadline to opt out has passed.')).toBeInTheDocument();
  });
});
