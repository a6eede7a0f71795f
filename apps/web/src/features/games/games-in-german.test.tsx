// The games list and a past game in German (README "Languages"): the Upcoming and Past tabs, a game's
// card, "Load more", and the after-the-game card with its German plural ("Die 2 erinnern, …") and money
// written the German way; a guest's "bezahlt von Thabo", the offline answer's toast and the new game
// form's failed group load; the shared game sentences follow the reader's language too. MSW answers.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GamesList, PaymentRow, PaymentsReply, TeamResponse } from '@turnout/shared';
import { changeLanguage } from '../../i18n/index.ts';
import { LANGUAGE_KEY } from '../../i18n/languages.ts';
import { signIn } from '../../lib/session.ts';
import { aGame } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { fakeSocketServer } from '../../test/socket-server.ts';
import { rsvpWaitingTexts } from './api/rsvp.ts';
import { PaymentLine } from './components/PaymentsPanel.tsx';
import CreateGameScreen from './CreateGameScreen.tsx';
import GameDetailScreen from './GameDetailScreen.tsx';
import GamesScreen from './GamesScreen.tsx';

const KICK_OFF = '2026-12-03T17:00:00.000Z';

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-03T17:30:00.000Z'));
  await changeLanguage('de');
});
afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_KEY);
});

function answerGames() {
  server.use(
    http.get('/api/games', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('when') !== 'past')
        return HttpResponse.json({
          games: [aGame({ id: 7, description: 'Donnerstagskick', opponent: 'FC Nord' })],
        });
      const body: GamesList = {
        games: [aGame({ id: 5, description: 'Letzte Woche', game_datetime: KICK_OFF, status: 'cancelled' })],
        next_before: `${KICK_OFF}_5`,
      };
      return HttpResponse.json(body);
    }),
    http.get('/api/groups/my-groups-with-admin-status', () => HttpResponse.json({ groups: [] })),
  );
}

describe('the games list in German', () => {
  it('shows the Upcoming tab with a game card in German', async () => {
    signIn(testToken({ id: 3 }));
    answerGames();
    renderInApp(<GamesScreen />, { route: '/games', path: '/games' });
    expect(await screen.findByRole('heading', { name: 'Verfügbare Spiele' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Anstehend' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Gespielt' })).toBeInTheDocument();
    expect(await screen.findByText('gegen FC Nord')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Details ansehen' })).toBeInTheDocument();
  });

  it('shows the Past tab in German, with its cancelled mark and Load more', async () => {
    signIn(testToken({ id: 3 }));
    answerGames();
    renderInApp(<GamesScreen />, { route: '/games?tab=past', path: '/games' });
    expect(await screen.findByRole('link', { name: 'Letzte Woche' })).toBeInTheDocument();
    expect(screen.getByText('Abgesagt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeInTheDocument();
  });
});

describe('a past game in German', () => {
  const sheet: TeamResponse = {
    mainTeam: [
      { user_id: 3, name: 'Thabo', surname: 'Nkosi', status: 'in' },
      { user_id: 4, name: 'Sipho', surname: 'Dlamini', status: 'in' },
    ],
    reserves: [],
    notAttending: [],
    max_players: 10,
    offers: [],
  };
  const row = (user_id: number, name: string, surname: string): PaymentRow => ({
    user_id,
    guest_id: null,
    name,
    surname,
    share: '45.00',
    status: 'unpaid',
    attended: true,
    amount_paid: null,
  });
  const payments: PaymentsReply = {
    currency: 'EUR',
    cost_mode: 'split',
    total: '90.00',
    final: true,
    players: [row(3, 'Thabo', 'Nkosi'), row(4, 'Sipho', 'Dlamini')],
    reminded_at: null,
  };

  it('gives an admin the after-the-game card in German', async () => {
    signIn(testToken({ id: 1 }));
    server.use(
      http.get('/api/games/41', () =>
        HttpResponse.json({
          game: aGame({ id: 41, is_admin: true, cost: '90.00', currency: 'EUR', game_datetime: KICK_OFF }),
          isAdmin: true,
        }),
      ),
      http.get('/api/games/41/team', () => HttpResponse.json(sheet)),
      http.get('/api/games/41/payments', () => HttpResponse.json(payments)),
      ...fakeSocketServer().handlers,
    );
    renderInApp(<GameDetailScreen />, { route: '/games/41', path: '/games/:gameId' });
    const card = within(await screen.findByRole('region', { name: 'Nach dem Spiel' }));
    expect(await card.findByText('Thabo Nkosi')).toBeInTheDocument();
    expect(card.getAllByRole('radio', { name: 'Nicht da' })).toHaveLength(2);
    expect(card.getByRole('button', { name: 'Die 2 erinnern, die nicht bezahlt haben' })).toBeInTheDocument();
    expect(card.getAllByText('45,00 €').length).toBeGreaterThan(0);
  });
});

describe("a guest's payment and an answer made offline, in German", () => {
  it("says who pays a guest's share in German", () => {
    const guestRow: PaymentRow = {
      user_id: null,
      guest_id: 9,
      host_user_id: 3,
      name: 'Sam',
      surname: '',
      share: '30.00',
      status: 'unpaid',
      attended: null,
      amount_paid: null,
    };
    renderInApp(
      <ul>
        <PaymentLine
          gameId={41}
          row={guestRow}
          label="Sam (Gast von Thabo)"
          payerName="Thabo"
          share="30,00 €"
          isAdmin={false}
          mine={false}
        />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('30,00 € · bezahlt von Thabo');
  });

  it('says in German that the answer waits for the connection', () => {
    expect(rsvpWaitingTexts.waiting).toBe(
      'Du bist offline. Deine Antwort wird gesendet, sobald du wieder online bist.',
    );
  });
});

describe('the new game form in German', () => {
  it("says in German that the user's groups could not be loaded", async () => {
    signIn(testToken({ id: 7 }));
    server.use(
      http.get('/api/groups/my-groups-with-admin-status', () =>
        HttpResponse.json({ error: 'Server error' }, { status: 500 }),
      ),
    );
    renderInApp(<CreateGameScreen />, { route: '/games/new', path: '/games/new' });
    expect(
      await screen.findByText('Gruppen konnten nicht geladen werden. Bitte versuche es später erneut.'),
    ).toBeInTheDocument();
  });
});
