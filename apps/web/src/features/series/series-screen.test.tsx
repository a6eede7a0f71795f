// The series screen (README "Recurring games"): how a recurring game repeats and its upcoming games;
// group admins edit it (PUT: the whole series again, the rule as the form shows it) and stop it after a
// confirmation naming how many upcoming games go (DELETE, then the group). The network is MSW.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Series } from '@turnout/shared';
import { signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { aGame, aGroup, aSeries } from '../../test/fixtures.ts';
import SeriesScreen from './SeriesScreen.tsx';
import { changeLanguage } from '../../i18n/index.ts';
import { LANGUAGE_KEY } from '../../i18n/languages.ts';

const SERIES = aSeries({ description: 'Thursday five-a-side' });

const GAMES = [
  aGame({ id: 51, series_id: 3, game_datetime: '2026-12-03T17:00:00.000Z' }),
  aGame({ id: 52, series_id: 3, game_datetime: '2026-12-10T17:00:00.000Z' }),
  aGame({ id: 53, series_id: 3, game_datetime: '2026-12-17T17:00:00.000Z' }),
];

function answer(isAdmin = true) {
  server.use(
    http.get('/api/game-series/3', () => HttpResponse.json({ series: SERIES, games: GAMES })),
    http.get('/api/groups/5', () => HttpResponse.json({ group: aGroup({ is_admin: isAdmin }) })),
  );
}

function openSeries() {
  return renderInApp(<SeriesScreen />, { route: '/series/3', path: '/series/:id' });
}

beforeEach(() => signIn(testToken({ id: 1 })));

describe('series screen', () => {
  it('shows how it repeats, on the group’s clock, and links each upcoming game', async () => {
    answer(false);
    openSeries();

    expect(await screen.findByRole('heading', { name: 'Thursday five-a-side' })).toBeInTheDocument();
    // The tests run in Auckland: the Johannesburg time is named.
    expect(screen.getByText('Repeats every Thursday · 19:00 SAST')).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: /Upcoming games/ });
    expect(
      within(upcoming)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/games/51', '/games/52', '/games/53']);
    expect(
      within(upcoming).getByRole('link', { name: /^Thu.*\b0?3\b.*2026 · 19:00 SAST$/ }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Thursday Five' })).toHaveAttribute('href', '/group/5');
    expect(screen.queryByRole('button', { name: 'Stop series' })).not.toBeInTheDocument();
  });

  it('says more games are added for an open series, and how many in all for one limited by count', async () => {
    answer(false);
    const { unmount } = openSeries();
    expect(
      await screen.findByText('Games are scheduled 8 weeks ahead; later ones are added as time passes.'),
    ).toBeInTheDocument();
    unmount();

    server.use(
      http.get('/api/game-series/3', () =>
        HttpResponse.json({ series: { ...SERIES, rrule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=6' }, games: GAMES }),
      ),
    );
    openSeries();
    expect(await screen.findByText('Repeats every Thursday, 6 games · 19:00 SAST')).toBeInTheDocument();
    expect(
      screen.getByText(
        'A series of 6 games in all; each is scheduled 8 weeks before its date at the latest.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/later ones are added/)).not.toBeInTheDocument();
  });

  it('an admin stops it after confirming, and lands on the group', async () => {
    answer();
    const deleted: string[] = [];
    server.use(
      http.delete('/api/game-series/3', ({ request }) => {
        deleted.push(request.url);
        return HttpResponse.json({
          success: true,
          message: 'Series stopped: 3 upcoming games were deleted.',
          deleted: 3,
        });
      }),
    );
    const { user } = openSeries();

    await user.click(await screen.findByRole('button', { name: 'Stop series' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Stop this series? Its 3 upcoming games will be deleted and their players told. Past games stay.',
    );
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Stop series' }));

    expect(await screen.findByText('Series stopped: 3 upcoming games were deleted.')).toBeInTheDocument();
    expect(await screen.findByText('At /group/5')).toBeInTheDocument();
    expect(deleted).toHaveLength(1);
  });

  it('an admin edits it: the whole series goes again, with the new time and the rule it showed', async () => {
    answer();
    const sent: unknown[] = [];
    server.use(
      http.put('/api/game-series/3', async ({ request }) => {
        const body = (await request.json()) as Partial<Series>;
        sent.push(body);
        return HttpResponse.json({ series: { ...SERIES, ...body }, games: GAMES });
      }),
    );
    const { user } = openSeries();

    await user.click(await screen.findByRole('button', { name: 'Edit series' }));
    const form = screen.getByRole('form', { name: 'Edit series' });
    expect(within(form).getByRole('combobox', { name: 'Repeat' })).toHaveValue('Every week');
    await user.click(within(form).getByRole('combobox', { name: 'Time' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '20:00' }));
    await user.click(within(form).getByRole('button', { name: 'Save series' }));

    expect(await screen.findByText('Series saved: its upcoming games changed with it.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        description: 'Thursday five-a-side',
        start_date: '2026-12-03',
        time: '20:00',
        max_players: 10,
        venue: 'Greenpoint Astro',
        cost: '60.00',
        opponent: null,
        colour: null,
        notes: null,
        rsvp_cutoff: 2,
        rrule: 'FREQ=WEEKLY;BYDAY=TH',
      },
    ]);
  });

  it('a series that is gone shows the server’s sentence', async () => {
    server.use(
      http.get('/api/game-series/3', () =>
        HttpResponse.json(
          { error: 'This series does not exist or you are not a member of its group.' },
          { status: 404 },
        ),
      ),
    );
    openSeries();

    expect(
      await screen.findByText('This series does not exist or you are not a member of its group.'),
    ).toBeInTheDocument();
  });
});

describe('series screen in German', () => {
  afterEach(async () => {
    await changeLanguage('en');
    localStorage.removeItem(LANGUAGE_KEY);
  });

  it('says what it is, its upcoming games and its actions in German, the stop question as a plural', async () => {
    answer(true);
    await changeLanguage('de');
    const { user } = openSeries();

    expect(await screen.findByText('Regelmäßiges Spiel')).toBeVisible();
    expect(screen.getByText('Jede Woche am Donnerstag · 19:00 SAST')).toBeVisible();
    const upcoming = screen.getByRole('region', { name: /Nächste Spiele/ });
    expect(within(upcoming).getAllByText('3/10 dabei')).toHaveLength(3);
    expect(
      within(upcoming).getByText(
        'Spiele werden 8 Wochen im Voraus angesetzt; spätere kommen mit der Zeit dazu.',
      ),
    ).toBeVisible();
    // The dates in German, on the group's clock.
    expect(within(upcoming).getByRole('link', { name: /^Do\., 3\. Dez\. 2026 · 19:00 SAST$/ })).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Serie beenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Serie beenden' });
    expect(
      within(dialog).getByText(
        'Diese Serie beenden? Ihre 3 nächsten Spiele werden gelöscht, die Spieler werden benachrichtigt. Vergangene Spiele bleiben.',
      ),
    ).toBeVisible();
  });
});
