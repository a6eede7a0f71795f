// "Repeat" on the create-game form (README "Recurring games"): a game that repeats is sent to POST
// /api/game-series with the first date and time as chosen on the group's clock and the rule the
// choice stands for; the toast counts the games scheduled (in German too) and the first one opens.
// Fields are found by their labels; the clock is the test's (only Date is faked); the network is
// answered by MSW.
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Series } from '@turnout/shared';
import { changeLanguage } from '../../i18n/index.ts';
import { LANGUAGE_KEY } from '../../i18n/languages.ts';
import { signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { aGame, aGroup } from '../../test/fixtures.ts';
import CreateGameScreen from './CreateGameScreen.tsx';
import { repeatingGameTexts } from './use-repeating-game.tsx';

// 14:20 on Wednesday 25 November 2026 in Auckland, where the web tests run; 03:20 in Johannesburg.
const NOW = new Date('2026-11-25T01:20:00.000Z');
const THURSDAY = '2026-11-26';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signIn(testToken({ id: 7 }));
  server.use(
    http.get(
      '/api/groups/my-groups-with-admin-status',
      () => HttpResponse.json({ groups: [aGroup({ id: 6, name: 'Sunday League' })] }), // Africa/Johannesburg
    ),
  );
});
afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_KEY);
});

type User = ReturnType<typeof renderInApp>['user'];

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

/** The form filled for a game at 19:00 on Thursday 26 November in Sunday League. */
async function fillGame(user: User) {
  await choose(user, 'Group', 'Sunday League');
  await user.click(screen.getByRole('textbox', { name: 'Description' }));
  await user.paste('Thursday five-a-side');
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: THURSDAY } });
  await choose(user, 'Time', '19:00');
  await user.click(screen.getByRole('textbox', { name: 'Max Players' }));
  await user.paste('10');
}

/** Answers POST /api/game-series with a series of `games` games (ids 51, 52, …); keeps the bodies. */
function answerSeries(games = 9): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/game-series', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      const series = {
        id: 3,
        ...body,
        time_zone: 'Africa/Johannesburg',
        currency: 'ZAR',
      } as unknown as Series;
      return HttpResponse.json(
        {
          series,
          games: Array.from({ length: games }, (_, i) => aGame({ id: 51 + i, group_id: 6, series_id: 3 })),
        },
        { status: 201 },
      );
    }),
    http.post('/api/games', () => HttpResponse.json({ error: 'not this one' }, { status: 500 })),
  );
  return sent;
}

async function openForm() {
  const view = renderInApp(<CreateGameScreen />, { route: '/create-game', path: '/create-game' });
  await screen.findByRole('button', { name: 'Create game' });
  return view;
}

describe('create game form: Repeat', () => {
  it('does not repeat unless asked, and shows nothing more', async () => {
    await openForm();

    expect(screen.getByRole('combobox', { name: 'Repeat' })).toHaveValue('Does not repeat');
    expect(screen.queryByRole('combobox', { name: 'Ends' })).not.toBeInTheDocument();
  });

  it('"Every week" sends a series repeating on the weekday of the first game, and opens it', async () => {
    const sent = answerSeries(9);
    const { user } = await openForm();
    await fillGame(user);

    await choose(user, 'Repeat', 'Every week');
    expect(screen.getByText('Repeats every Thursday')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(await screen.findByText('Weekly game created: 9 games scheduled.')).toBeInTheDocument();
    expect(await screen.findByText('At /games/51')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        group_id: 6,
        description: 'Thursday five-a-side',
        start_date: THURSDAY,
        time: '19:00',
        rrule: 'FREQ=WEEKLY;BYDAY=TH',
        max_players: 10,
        venue: null,
        cost: null,
        opponent: null,
        colour: null,
        notes: null,
        rsvp_cutoff: 0,
      },
    ]);
  });

  it('every 2 weeks for 6 games → INTERVAL=2 and COUNT=6', async () => {
    const sent = answerSeries(4);
    const { user } = await openForm();
    await fillGame(user);

    await choose(user, 'Repeat', 'Every 2 weeks');
    await choose(user, 'Ends', 'After a number of games');
    await user.click(screen.getByRole('textbox', { name: 'Number of games' }));
    await user.paste('6');
    expect(screen.getByText('Repeats every 2 weeks on Thursday, 6 games')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(await screen.findByText('Fortnightly game created: 4 games scheduled.')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;COUNT=6' })]);
  });

  it("every month until a date → UNTIL at the end of that day on the group's clock", async () => {
    const sent = answerSeries(3);
    const { user } = await openForm();
    await fillGame(user);

    await choose(user, 'Repeat', 'Every month');
    await choose(user, 'Ends', 'On a date');
    fireEvent.change(screen.getByLabelText(/^Last game on/), { target: { value: '2027-02-26' } });
    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(await screen.findByText('Monthly game created: 3 games scheduled.')).toBeInTheDocument();
    // 23:59:59 in Johannesburg (UTC+2).
    expect(sent).toEqual([
      expect.objectContaining({ rrule: 'FREQ=MONTHLY;BYMONTHDAY=26;UNTIL=20270226T215959Z' }),
    ]);
  });

  it('an end before the first game is refused next to its field, and nothing is sent', async () => {
    const sent = answerSeries();
    const { user } = await openForm();
    await fillGame(user);

    await choose(user, 'Repeat', 'Every week');
    await choose(user, 'Ends', 'On a date');
    fireEvent.change(screen.getByLabelText(/^Last game on/), { target: { value: '2026-11-20' } });
    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(await screen.findByText('The last game cannot be before the first one.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("the server's refusal shows under the form", async () => {
    server.use(
      http.post('/api/game-series', () =>
        HttpResponse.json(
          {
            error:
              'A series can have at most 200 games. Lower COUNT, choose an earlier UNTIL, or leave both out to repeat with no end.',
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openForm();
    await fillGame(user);
    await choose(user, 'Repeat', 'Every week');

    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/at most 200 games/);
  });
});

describe("the series' toasts in German", () => {
  it('count the games scheduled with German plurals', async () => {
    await changeLanguage('de');
    expect(repeatingGameTexts.created('week', 9)).toBe('Wöchentliches Spiel angelegt: 9 Spiele geplant.');
    expect(repeatingGameTexts.created('2weeks', 1)).toBe(
      'Zweiwöchentliches Spiel angelegt: 1 Spiel geplant.',
    );
    expect(repeatingGameTexts.created('month', 3)).toBe('Monatliches Spiel angelegt: 3 Spiele geplant.');
    expect(repeatingGameTexts.createFailed).toBe('Das wiederkehrende Spiel konnte nicht angelegt werden.');
  });
});
