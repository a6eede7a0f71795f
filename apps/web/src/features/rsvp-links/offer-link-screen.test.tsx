// The one-tap offer link's screen (README "Reserves", timed offers near kick-off): opening it shows the
// game, the person and the time left, and sends nothing; one tap on Accept answers with no session and
// shows the server's sentence. An offer already answered says so with no buttons; an ended link shows
// the server's sentence.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { offerTexts, type OfferLinkReply } from '@turnout/shared';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import OfferLinkScreen from './OfferLinkScreen.tsx';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1Ijo3LCJnIjo0MiwibyI6M30.c2lnbmF0dXJl';
const URL = `/api/offer-links/${TOKEN}`;

const link = (offer: Partial<OfferLinkReply['offer']> = {}): OfferLinkReply => ({
  game: {
    id: 42,
    description: 'Thursday five-a-side',
    game_datetime: '2027-03-04T17:00:00.000Z',
    venue: 'Astro 2',
    time_zone: 'Africa/Johannesburg',
    group_name: 'Sunday league',
    main_team_count: 9,
    max_players: 10,
  },
  user: { name: 'Sipho' },
  offer: { status: 'open', expires_at: new Date(Date.now() + 24 * 60_000 - 1_000).toISOString(), ...offer },
});

function renderScreen(reply: OfferLinkReply | Response, query = '?answer=accept') {
  const seen: { method: string; auth: string | null; body?: unknown }[] = [];
  server.use(
    http.get(URL, ({ request }) => {
      seen.push({ method: 'GET', auth: request.headers.get('authorization') });
      return reply instanceof Response ? reply : HttpResponse.json(reply);
    }),
    http.post(URL, async ({ request }) => {
      seen.push({ method: 'POST', auth: request.headers.get('authorization'), body: await request.json() });
      return HttpResponse.json({
        success: true,
        status: 'in',
        message: offerTexts.accepted,
        position: { list: 'main', place: 10 },
      });
    }),
  );
  return {
    seen,
    ...renderInApp(<OfferLinkScreen />, { route: `/offer/${TOKEN}${query}`, path: '/offer/:token' }),
  };
}

describe('the offer link', () => {
  it('shows the offer and its time left, sends nothing, and accepts in one tap', async () => {
    const { seen, user } = renderScreen(link());

    expect(await screen.findByText('For Sipho')).toBeInTheDocument();
    expect(screen.getByText('Thursday five-a-side')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('24 min left');
    expect(seen.map((s) => s.method)).toEqual(['GET']);

    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByRole('status')).toHaveTextContent(offerTexts.accepted);
    expect(seen.find((s) => s.method === 'POST')).toEqual({
      method: 'POST',
      auth: null,
      body: { answer: 'accept' },
    });
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('says an offer already declined was declined, with no buttons', async () => {
    renderScreen(link({ status: 'declined' }));

    expect(await screen.findByRole('status')).toHaveTextContent(offerTexts.declined);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it("shows the server's sentence for an ended link", async () => {
    renderScreen(HttpResponse.json({ error: offerTexts.linkExpired }, { status: 410 }));

    expect(await screen.findByRole('alert')).toHaveTextContent(offerTexts.linkExpired);
  });
});
