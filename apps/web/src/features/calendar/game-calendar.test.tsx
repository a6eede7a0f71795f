// "Add to my calendar" on a game's screen (README "Notifications", calendar feed): the game's own .ics
// is fetched with the bearer token and handed to the browser to save under the server's filename; a
// refusal is toasted with the server's sentence. The network is MSW; the saving is watched at
// URL.createObjectURL and the download link's click.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { aGame } from '../../test/fixtures.ts';
import { watchSaving } from '../../test/downloads.ts';
import GameRoute from '../../app/GameRoute.tsx';
import { calendarTexts } from './texts.ts';

const token = testToken({ id: 7 });
beforeEach(() => signIn(token));
afterEach(() => vi.restoreAllMocks());

const ICS = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Five-a-side\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

/** Game 41's screen, its .ics answered by `file`; the Authorization of each download is kept. */
function showGame(file: () => Response) {
  const authorizations: (string | null)[] = [];
  server.use(
    http.get('/api/games/41', () => HttpResponse.json({ game: aGame({ cost: null }), isAdmin: false })),
    http.get('/api/games/41/team', () =>
      HttpResponse.json({ mainTeam: [], reserves: [], notAttending: [], max_players: 10 }),
    ),
    http.get('/api/games/41/calendar.ics', ({ request }) => {
      authorizations.push(request.headers.get('authorization'));
      return file();
    }),
  );
  const { blobs, saved } = watchSaving();
  const view = renderInApp(<GameRoute />, { route: '/games/41', path: '/games/:gameId' });
  return { ...view, authorizations, blobs, saved };
}

describe('Add to my calendar', () => {
  it('downloads the game’s .ics with the bearer token, saved under the server’s filename', async () => {
    const { user, authorizations, blobs, saved } = showGame(
      () =>
        new HttpResponse(ICS, {
          headers: {
            'content-type': 'text/calendar; charset=utf-8',
            'content-disposition': 'attachment; filename="turnout-game-41.ics"',
          },
        }),
    );
    await user.click(await screen.findByRole('button', { name: calendarTexts.gameButton }));
    await vi.waitFor(() => expect(saved).toEqual(['turnout-game-41.ics']));
    expect(authorizations).toEqual([`Bearer ${token}`]);
    expect(await blobs[0]!.text()).toBe(ICS);
  });

  it('toasts the server’s sentence when the file is refused', async () => {
    const sentence = 'This game does not exist or is not in one of your groups.';
    const { user, saved } = showGame(() =>
      HttpResponse.json({ error: sentence, message: sentence, code: 'NOT_FOUND' }, { status: 404 }),
    );
    await user.click(await screen.findByRole('button', { name: calendarTexts.gameButton }));
    expect(await screen.findByText(sentence)).toBeVisible();
    expect(saved).toEqual([]);
  });
});
