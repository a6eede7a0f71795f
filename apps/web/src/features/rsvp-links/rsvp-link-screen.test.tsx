// The one-tap answer link's screen (README "Notifications"): opening it shows the game, the person and
// the three answers with the link's one pre-selected, and sends nothing; Confirm records the answer with
// no session and shows the player's place and a way to sign in for the team sheet. Refusals, expired and
// tampered links each get their server's sentence; a tampered link never signs a signed-in reader out.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RsvpLinkReply, RsvpStatus } from '@turnout/shared';
import { getSession, signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import RsvpLinkScreen from './RsvpLinkScreen.tsx';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1Ijo3LCJnIjo0Mn0.c2lnbmF0dXJl';
const URL = `/api/rsvp-links/${TOKEN}`;

const link = (over: Partial<RsvpLinkReply> = {}): RsvpLinkReply => ({
  game: {
    id: 42,
    description: 'Thursday five-a-side',
    // 19:00 in Johannesburg (UTC+2).
    game_datetime: '2027-03-04T17:00:00.000Z',
    venue: 'Astro 2',
    time_zone: 'Africa/Johannesburg',
    group_name: 'Sunday league',
    main_team_count: 7,
    max_players: 10,
  },
  user: { name: 'Thabo' },
  status: null,
  reserves_position: null,
  ...over,
});

type Seen = { method: string; auth: string | null; body?: unknown };

/** Answers the link like the server: GET with `before`, POST records and GET then answers `after`. */
function linkServer(before: RsvpLinkReply, after: (status: RsvpStatus) => RsvpLinkReply) {
  const seen: Seen[] = [];
  let current = before;
  server.use(
    http.get(URL, ({ request }) => {
      seen.push({ method: 'GET', auth: request.headers.get('authorization') });
      return HttpResponse.json(current);
    }),
    http.post(URL, async ({ request }) => {
      const body = (await request.json()) as { status: RsvpStatus };
      seen.push({ method: 'POST', auth: request.headers.get('authorization'), body });
      current = after(body.status);
      return HttpResponse.json({ success: true, status: current.status, message: 'Recorded.' });
    }),
  );
  return seen;
}

function renderScreen(query = '') {
  return renderInApp(<RsvpLinkScreen />, { route: `/rsvp/${TOKEN}${query}`, path: '/rsvp/:token' });
}

describe('the one-tap answer screen', () => {
  it("shows the game, who it is for and the link's answer pre-selected, and sends nothing", async () => {
    const seen = linkServer(link(), () => link());
    renderScreen('?status=in');

    expect(await screen.findByText('Thursday five-a-side')).toBeVisible();
    expect(screen.getByText('For Thabo')).toBeVisible();
    expect(screen.getByText('Sunday league')).toBeVisible();
    expect(screen.getByText(/19:00/)).toHaveTextContent(/Thursday.*4.*2027, 19:00/);
    expect(screen.getByText('Astro 2')).toBeVisible();
    expect(screen.getByRole('button', { name: "I'm in" })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Reserves' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: "I'm out" })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(document.title).toBe('Are you playing? · Turnout');
    expect(seen).toEqual([{ method: 'GET', auth: null }]);
  });

  it('Confirm records the answer and shows the place on the main team, with a way to sign in', async () => {
    const seen = linkServer(link(), (status) =>
      link({ status, game: { ...link().game, main_team_count: 8 } }),
    );
    const { user } = renderScreen('?status=in');

    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText("You're in — 8/10")).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to see the team sheet' })).toHaveAttribute(
      'href',
      '/login?next=/games/42',
    );
    expect(seen.filter((s) => s.method === 'POST')).toEqual([
      { method: 'POST', auth: null, body: { status: 'in' } },
    ]);
  });

  it('another answer can be picked before confirming; the reserves show the place in the queue', async () => {
    const seen = linkServer(link(), (status) => link({ status, reserves_position: 2 }));
    const { user } = renderScreen('?status=out');

    await user.click(await screen.findByRole('button', { name: 'Reserves' }));
    expect(screen.getByRole('button', { name: 'Reserves' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: "I'm out" })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText("You're on the reserves — number 2")).toBeVisible();
    expect(seen.find((s) => s.method === 'POST')?.body).toEqual({ status: 'reserves' });
  });

  it('out says so; without ?status the current answer is selected', async () => {
    linkServer(link({ status: 'in', game: { ...link().game, main_team_count: 10 } }), (status) =>
      link({ status }),
    );
    const { user } = renderScreen();

    expect(await screen.findByText("So far: You're in — 10/10")).toBeVisible();
    expect(screen.getByRole('button', { name: "I'm in" })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: "I'm out" }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText("You're out")).toBeVisible();
  });

  it("a refused answer shows the rule's sentence and keeps the buttons", async () => {
    linkServer(link({ status: 'in' }), () => link());
    server.use(
      http.post(URL, () =>
        HttpResponse.json(
          {
            error: 'RSVP deadline to opt out has passed.',
            message: 'RSVP deadline to opt out has passed.',
            code: 'DEADLINE_PASSED',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderScreen('?status=out');

    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('RSVP deadline to opt out has passed.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeVisible();
  });

  it('an expired link says so, with no buttons', async () => {
    server.use(
      http.get(URL, () =>
        HttpResponse.json(
          { error: 'This link has expired: the game has kicked off.', message: 'x', code: 'LINK_EXPIRED' },
          { status: 410 },
        ),
      ),
    );
    renderScreen('?status=in');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired: the game has kicked off.',
    );
    expect(screen.queryByRole('button', { name: "I'm in" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('a tampered link says so and never signs a signed-in reader out', async () => {
    signIn(testToken());
    const seen: (string | null)[] = [];
    server.use(
      http.get(URL, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json(
          {
            error: 'This link is not valid. Open the game in Turnout to answer.',
            message: 'x',
            code: 'LINK_INVALID',
          },
          { status: 401 },
        );
      }),
    );
    renderScreen('?status=in');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid. Open the game in Turnout to answer.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(seen).toEqual([null]);
    expect(getSession()).not.toBeNull();
  });
});
