// Answers made offline wait for the connection and go out once it is back (one request), with a toast
// saying so; removing a player from the team sheet asks first, and Cancel sends nothing (beside
// docs/product.md#s4-admin-team-moves).
import { act, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { RsvpBody, TeamResponse } from '@turnout/shared';
import { aGame } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { rsvpWaitingTexts } from './api/rsvp.ts';
import { PlayerActions } from './components/PlayerActions.tsx';
import GamesScreen from './GamesScreen.tsx';
import { QuickAnswer } from './components/QuickAnswer.tsx';
import type { MemberEntry } from './sheet-entries.ts';

afterEach(() => onlineManager.setOnline(true));

const BEFORE_CUTOFF = new Date('2026-12-02T10:00:00.000Z');

describe('an answer made offline', () => {
  it('says it is waiting, and is sent once when the connection is back', async () => {
    const sent: RsvpBody[] = [];
    server.use(
      http.post('/api/rsvps', async ({ request }) => {
        sent.push((await request.json()) as RsvpBody);
        return HttpResponse.json({ success: true, status: 'in', message: 'You are in the main team.' });
      }),
    );
    const { user } = renderInApp(
      <QuickAnswer game={aGame({ my_status: 'pending', main_team_count: 3 })} now={BEFORE_CUTOFF} />,
    );
    act(() => onlineManager.setOnline(false));

    await user.click(screen.getByRole('button', { name: "I'm in" }));
    expect(await screen.findByText(rsvpWaitingTexts.waiting)).toBeInTheDocument();
    expect(sent).toEqual([]);

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('You are in the main team.')).toBeInTheDocument();
    expect(sent).toEqual([{ gameId: 41, status: 'in' }]);
    await waitFor(() => expect(screen.queryByText(rsvpWaitingTexts.waiting)).not.toBeInTheDocument());
  });
});

const sipho: MemberEntry = { user_id: 7, name: 'Sipho', surname: 'Khumalo', status: 'in' };
const team: TeamResponse = {
  mainTeam: [sipho],
  reserves: [],
  notAttending: [],
  max_players: 10,
  offers: [],
};

describe('the games list offline on a first session', () => {
  it('says so in a sentence instead of placeholders, and shows the games once back online', async () => {
    act(() => onlineManager.setOnline(false));
    server.use(
      http.get('/api/groups/my-groups-with-admin-status', () => HttpResponse.json({ groups: [] })),
      http.get('/api/games', () =>
        HttpResponse.json({ games: [aGame({ description: 'Back online kickabout' })] }),
      ),
    );
    renderInApp(<GamesScreen />, { route: '/games', path: '/games' });

    expect(
      await screen.findByText("You're offline — your games appear here once you've been online."),
    ).toBeVisible();
    expect(screen.queryByLabelText('Loading games')).not.toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Back online kickabout')).toBeInTheDocument();
    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
  });
});

describe('removing a player', () => {
  it('asks "Take Sipho Khumalo off the team sheet?"; Cancel sends nothing, Remove sends the removal', async () => {
    const removed: unknown[] = [];
    server.use(
      http.post('/api/rsvps/remove', async ({ request }) => {
        removed.push(await request.json());
        return HttpResponse.json({ success: true, status: 'out', message: 'Sipho Khumalo was removed.' });
      }),
    );
    const { user } = renderInApp(<PlayerActions gameId={1} team={team} entry={sipho} />);

    await user.click(screen.getByRole('button', { name: 'Team moves for Sipho Khumalo' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Remove Sipho Khumalo from the team sheet' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Take Sipho Khumalo off the team sheet?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removed).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Team moves for Sipho Khumalo' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Remove Sipho Khumalo from the team sheet' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Sipho Khumalo was removed.')).toBeInTheDocument();
    expect(removed).toEqual([{ gameId: 1, userId: 7 }]);
  });
});
