// A game's date, time and cost as the screens show them (README "A group's time zone and currency"):
// on the group's clock and in the group's currency, whoever looks. The web tests run in
// Pacific/Auckland; here the browser's zone is also changed per test (process.env.TZ, read anew by the
// runtime in the test's own process) to show the screens do not depend on it. The network is MSW.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { aGame } from '../../test/fixtures.ts';
import { GameCard } from './components/GameCard.tsx';
import GameDetailScreen from './GameDetailScreen.tsx';
import { viewerTimeZone } from './format.ts';

const testZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = testZone;
  vi.restoreAllMocks();
});

/** Makes the browser's clock that of `zone`, and checks the runtime took it. */
function viewFrom(zone: string) {
  process.env.TZ = zone;
  expect(viewerTimeZone()).toBe(zone);
}

const speaks = (language: string) => vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);

// 17:00Z on Thursday 3 December 2026: 19:00 in Johannesburg, 06:00 on Friday in Auckland.
const capeTownGame = aGame();

function showCard(game = capeTownGame) {
  return renderInApp(<GameCard game={game} canEdit={false} onDelete={() => undefined} />);
}
const card = () => screen.getByRole('article');

describe('a game card', () => {
  it.each(['Pacific/Auckland', 'America/New_York', 'Europe/London'])(
    "shows a Johannesburg group's 17:00Z game at 19:00 SAST on its own Thursday, seen from %s",
    (zone) => {
      viewFrom(zone);
      showCard();
      expect(card()).toHaveTextContent(/Thu.*3.*19:00 SAST/);
      expect(card()).not.toHaveTextContent(/Fri|Wed/);
    },
  );

  it('names no zone to a viewer whose clock reads the same', () => {
    viewFrom('Africa/Johannesburg');
    showCard();
    expect(card()).toHaveTextContent(/Thu.*3.*19:00/);
    expect(card()).not.toHaveTextContent('SAST');
  });

  it('shows an Auckland group’s game on the Auckland clock, without a zone name there', () => {
    viewFrom('Pacific/Auckland');
    showCard(aGame({ time_zone: 'Pacific/Auckland', currency: 'NZD' }));
    expect(card()).toHaveTextContent(/Fri.*4.*06:00/);
    expect(card()).not.toHaveTextContent(/NZDT|SAST/);
  });

  it('writes the kick-off on a 12-hour clock for a viewer whose language does (en-US), 24-hour in en-ZA', () => {
    viewFrom('Africa/Johannesburg');
    speaks('en-US');
    const { unmount } = showCard();
    expect(card()).toHaveTextContent(/7:00\sPM/);
    expect(card()).not.toHaveTextContent('19:00');
    unmount();

    speaks('en-ZA');
    showCard();
    expect(card()).toHaveTextContent('19:00');
    expect(card()).not.toHaveTextContent(/PM/);
  });

  it("shows the cost in the group's currency, written its own country's way whatever the viewer's language", () => {
    speaks('en-US');
    const { unmount } = showCard();
    expect(card()).toHaveTextContent(/R\s60,00/);
    expect(card()).not.toHaveTextContent('$');
    unmount();

    speaks('en-ZA');
    showCard();
    expect(card()).toHaveTextContent(/R\s60,00/);
  });

  it('shows no cost for a free game', () => {
    showCard(aGame({ cost: null }));
    expect(card()).not.toHaveTextContent(/ZAR|R\s/);
  });
});

describe('the game screen', () => {
  function showGame(zone: string) {
    viewFrom(zone);
    server.use(
      http.get('/api/games/41', () => HttpResponse.json({ game: capeTownGame, isAdmin: false })),
      http.get('/api/games/41/payments', () =>
        HttpResponse.json({ currency: 'ZAR', cost_mode: 'split', total: '0.00', final: false, players: [] }),
      ),
      http.get('/api/games/41/team', () =>
        HttpResponse.json({ mainTeam: [], reserves: [], notAttending: [], max_players: 10 }),
      ),
    );
    speaks('en-GB');
    return renderInApp(<GameDetailScreen />, { route: '/games/41', path: '/games/:gameId' });
  }

  it('shows the date and time on the group’s clock with its zone name, and the cost in its currency', async () => {
    showGame('Pacific/Auckland');
    expect(await screen.findByText(/^Thursday.* 3.*2026 · 19:00 SAST$/)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText(/^R\s60,00$/)).toBeInTheDocument();
  });

  it('seen from Johannesburg, the same game reads 19:00 with no zone name', async () => {
    showGame('Africa/Johannesburg');
    expect(await screen.findByText(/^Thursday.* 3.*2026 · 19:00$/)).toBeInTheDocument();
  });
});
