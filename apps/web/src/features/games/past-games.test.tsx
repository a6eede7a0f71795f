// Past games on the web (README "Past games"), against MSW: the games list's Past tab asks for
// `when=past` and pages with "Load more" (before = next_before); on a game that has kicked off a group
// admin gets the "After the game" card — Came / No-show per member's place (PUT …/attendance), the Paid
// box, "Remind the N who haven't paid" (POST …/payments/remind, then the card says when it can go
// again) — and a player sees only their own share.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GamesList, PaymentRow, PaymentsReply, TeamResponse } from '@turnout/shared';
import { signIn } from '../../lib/session.ts';
import { aGame } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { fakeSocketServer } from '../../test/socket-server.ts';
import GameDetailScreen from './GameDetailScreen.tsx';
import GamesScreen from './GamesScreen.tsx';

/** Half an hour after the game's kick-off (Thursday 3 December 2026, 19:00 SAST). */
const AFTER_KICK_OFF = new Date('2026-12-03T17:30:00.000Z');
const KICK_OFF = '2026-12-03T17:00:00.000Z';
const THABO = 3;
const SIPHO = 4;
const ADMIN = 1;

const row = (
  user_id: number,
  name: string,
  surname: string,
  fields: Partial<PaymentRow> = {},
): PaymentRow => ({
  user_id,
  guest_id: null,
  name,
  surname,
  share: '45.00',
  status: 'unpaid',
  attended: true,
  amount_paid: null,
  ...fields,
});

const sheet: TeamResponse = {
  mainTeam: [
    { user_id: THABO, name: 'Thabo', surname: 'Nkosi', status: 'in' },
    { user_id: SIPHO, name: 'Sipho', surname: 'Dlamini', status: 'in' },
  ],
  reserves: [],
  notAttending: [],
  max_players: 10,
  offers: [],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AFTER_KICK_OFF);
});
afterEach(() => vi.useRealTimers());

describe('the Past tab of the games list', () => {
  it('asks for the past games and pages with Load more', async () => {
    signIn(testToken({ id: THABO }));
    const asked: string[] = [];
    server.use(
      http.get('/api/games', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        if (url.searchParams.get('when') !== 'past') return HttpResponse.json({ games: [] });
        const before = url.searchParams.get('before');
        const body: GamesList = before
          ? { games: [aGame({ id: 2, description: 'Older kickabout' })], next_before: null }
          : {
              games: [aGame({ id: 5, description: 'Last week', game_datetime: KICK_OFF })],
              next_before: `${KICK_OFF}_5`,
            };
        return HttpResponse.json(body);
      }),
      http.get('/api/groups/my-groups-with-admin-status', () => HttpResponse.json({ groups: [] })),
    );
    const { user } = renderInApp(<GamesScreen />, { route: '/games?tab=past', path: '/games' });
    expect(await screen.findByRole('link', { name: 'Last week' })).toHaveAttribute('href', '/games/5');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Older kickabout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(asked).toContain('?when=past');
    expect(asked).toContain(`?when=past&before=${encodeURIComponent(`${KICK_OFF}_5`)}`);
  });
});

describe('a past game', () => {
  function answer(isAdmin: boolean, payments: () => PaymentsReply) {
    server.use(
      http.get('/api/games/41', () =>
        HttpResponse.json({
          game: aGame({ id: 41, is_admin: isAdmin, cost: '90.00', game_datetime: KICK_OFF }),
          isAdmin,
        }),
      ),
      http.get('/api/games/41/team', () => HttpResponse.json(sheet)),
      http.get('/api/games/41/payments', () => HttpResponse.json(payments())),
      ...fakeSocketServer().handlers,
    );
  }
  const reply = (players: PaymentRow[], reminded_at: string | null = null): PaymentsReply => ({
    currency: 'ZAR',
    cost_mode: 'split',
    total: '90.00',
    final: true,
    players,
    reminded_at,
  });

  it('gives an admin one card to mark a no-show and remind the unpaid', async () => {
    signIn(testToken({ id: ADMIN }));
    let players = [row(THABO, 'Thabo', 'Nkosi'), row(SIPHO, 'Sipho', 'Dlamini')];
    let remindedAt: string | null = null;
    const marks: unknown[] = [];
    answer(true, () => reply(players, remindedAt));
    server.use(
      http.put('/api/games/41/attendance/:userId', async ({ request, params }) => {
        const body = (await request.json()) as { attended: boolean };
        marks.push([Number(params.userId), body]);
        players = players.map((p) =>
          p.user_id === Number(params.userId) ? { ...p, attended: body.attended } : p,
        );
        return HttpResponse.json({
          success: true,
          user_id: THABO,
          attended: false,
          message: 'Thabo Nkosi is marked as not having come.',
        });
      }),
      http.post('/api/games/41/payments/remind', () => {
        remindedAt = AFTER_KICK_OFF.toISOString();
        return HttpResponse.json({
          success: true,
          reminded: 2,
          reminded_at: remindedAt,
          message: 'Reminded 2 players to pay.',
        });
      }),
    );
    const { user } = renderInApp(<GameDetailScreen />, { route: '/games/41', path: '/games/:gameId' });
    const card = within(await screen.findByRole('region', { name: 'After the game' }));
    await card.findByText('Thabo Nkosi');
    const line = within(card.getAllByRole('listitem').find((li) => li.textContent?.includes('Thabo Nkosi'))!);
    await user.click(line.getByText('No-show'));
    await waitFor(() => expect(marks).toEqual([[THABO, { attended: false }]]));
    await waitFor(() => expect(line.getByRole('radio', { name: 'No-show' })).toBeChecked());
    expect(line.getByRole('checkbox', { name: 'Paid: Thabo Nkosi' })).not.toBeChecked();

    await user.click(card.getByRole('button', { name: "Remind the 2 who haven't paid" }));
    expect(await card.findByText(/^Reminded .*\. You can remind them again from /)).toBeInTheDocument();
    expect(card.getByRole('button', { name: "Remind the 2 who haven't paid" })).toBeDisabled();
    // Past: nobody is reminded to answer any more.
    expect(screen.queryByRole('button', { name: /Remind .* who have not answered/ })).not.toBeInTheDocument();
  });

  it('shows a player only their own share', async () => {
    signIn(testToken({ id: THABO }));
    answer(false, () =>
      reply([row(THABO, 'Thabo', 'Nkosi'), row(SIPHO, 'Sipho', 'Dlamini', { status: 'paid' })]),
    );
    renderInApp(<GameDetailScreen />, { route: '/games/41', path: '/games/:gameId' });
    const card = within(await screen.findByRole('region', { name: 'Your share' }));
    expect(await card.findByText('Thabo Nkosi')).toBeInTheDocument();
    expect(card.queryByText('Sipho Dlamini')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: "I've paid" })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'After the game' })).not.toBeInTheDocument();
  });
});
