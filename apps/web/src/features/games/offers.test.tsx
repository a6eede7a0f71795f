// Timed offers on the game screen (README "Reserves", timed offers near kick-off): the countdown's
// words (in English, German and Arabic, with Intl's digits) and when they change, the team sheet's "Offered to Sipho — 24 min left" (the held place counts
// as taken, the reserve is marked "offered"), and the card of the reserve holding the offer, whose
// Accept / Decline answer with POST /api/games/{id}/offer/accept|decline and toast the server's
// sentence. The network is answered by MSW; the clock is faked only where time has to pass.
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferReply, TeamResponse } from '@turnout/shared';
import { nextChangeIn, offerTimeLeft } from '../../components/countdown.ts';
import { changeLanguage } from '../../i18n/index.ts';
import { LANGUAGE_KEY } from '../../i18n/languages.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { OfferCard } from './components/OfferCard.tsx';
import { TeamSheet } from './components/TeamSheet.tsx';

const NOW = new Date('2026-12-03T16:00:00.000Z');
const inMs = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const MIN = 60_000;

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_KEY);
});

describe('the countdown', () => {
  it('says hours and minutes, rounding up, then minutes and seconds in the last five minutes', () => {
    expect(offerTimeLeft(inMs(105 * MIN), NOW)).toBe('1 h 45 min left');
    expect(offerTimeLeft(inMs(120 * MIN), NOW)).toBe('2 h left');
    expect(offerTimeLeft(inMs(23 * MIN + 10_000), NOW)).toBe('24 min left');
    expect(offerTimeLeft(inMs(5 * MIN), NOW)).toBe('5 min left');
    expect(offerTimeLeft(inMs(4 * MIN + 5_000), NOW)).toBe('4:05 left');
    expect(offerTimeLeft(inMs(0), NOW)).toBe("Time's up");
    expect(offerTimeLeft(inMs(-MIN), NOW)).toBe("Time's up");
  });

  it('says it in German, with German abbreviations', async () => {
    await changeLanguage('de');
    expect(offerTimeLeft(inMs(105 * MIN), NOW)).toBe('Noch 1 Std. 45 Min.');
    expect(offerTimeLeft(inMs(120 * MIN), NOW)).toBe('Noch 2 Std.');
    expect(offerTimeLeft(inMs(23 * MIN + 10_000), NOW)).toBe('Noch 24 Min.');
    expect(offerTimeLeft(inMs(4 * MIN + 5_000), NOW)).toBe('Noch 4:05');
    expect(offerTimeLeft(inMs(0), NOW)).toBe('Zeit abgelaufen');
  });

  it("says it in Arabic, with Arabic plural forms and Intl's Arabic numbers", async () => {
    await changeLanguage('ar');
    // Intl writes Arabic numbers as the browser's Arabic does (CLDR: Western digits in plain "ar").
    const n = (x: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat('ar', options).format(x);
    expect(offerTimeLeft(inMs(105 * MIN), NOW)).toBe(`المتبقي ساعة و${n(45)} دقيقة`);
    expect(offerTimeLeft(inMs(125 * MIN), NOW)).toBe(`المتبقي ساعتان و${n(5)} دقائق`);
    expect(offerTimeLeft(inMs(60 * MIN), NOW)).toBe('المتبقي ساعة واحدة');
    expect(offerTimeLeft(inMs(3 * 60 * MIN), NOW)).toBe(`المتبقي ${n(3)} ساعات`);
    expect(offerTimeLeft(inMs(23 * MIN + 10_000), NOW)).toBe(`المتبقي ${n(24)} دقيقة`);
    expect(offerTimeLeft(inMs(4 * MIN + 5_000), NOW)).toBe(
      `المتبقي ${n(4)}:${n(5, { minimumIntegerDigits: 2 })}`,
    );
    expect(offerTimeLeft(inMs(0), NOW)).toBe('انتهى الوقت');
  });

  it('wakes when the words change: at the next whole minute, each second at the end, never once over', () => {
    expect(nextChangeIn(inMs(23 * MIN + 10_000), NOW)).toBe(10_000);
    expect(nextChangeIn(inMs(24 * MIN), NOW)).toBe(MIN);
    expect(nextChangeIn(inMs(4 * MIN + 5_500), NOW)).toBe(500);
    expect(nextChangeIn(inMs(0), NOW)).toBeNull();
  });
});

const team = (offers: TeamResponse['offers']): TeamResponse => ({
  mainTeam: [
    { user_id: 1, name: 'Ann', surname: 'Dube', status: 'in' },
    { user_id: 2, name: 'Ben', surname: 'Moyo', status: 'in' },
  ],
  reserves: [
    { user_id: 3, name: 'Sipho', surname: 'Dlamini', status: 'reserves', by_choice: false },
    { user_id: 7, name: 'Thabo', surname: 'Nkosi', status: 'reserves', by_choice: true },
  ],
  notAttending: [],
  max_players: 3,
  offers,
});

describe('the team sheet', () => {
  it('shows the held place counting down, counts it as taken and marks the reserve offered', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    renderInApp(<TeamSheet team={team([{ user_id: 3, expires_at: inMs(5 * MIN + 2_000) }])} userId={7} />);

    const main = screen.getByRole('region', { name: /^Main team 2\/3/ });
    expect(main).toHaveTextContent('Full');
    expect(within(main).queryByText(/places? left/)).not.toBeInTheDocument();
    const offered = within(main).getByRole('list', { name: 'Offered places' });
    expect(offered).toHaveTextContent('Offered to Sipho — 6 min left');
    const reserves = within(screen.getByRole('region', { name: 'Reserves (2)' })).getAllByRole('listitem');
    expect(reserves.map((r) => r.textContent)).toEqual([
      '1stSipho Dlaminioffered',
      '2ndThabo Nkosiby choiceYou',
    ]);

    act(() => vi.advanceTimersByTime(2_000));
    expect(offered).toHaveTextContent('Offered to Sipho — 5 min left');
    act(() => vi.advanceTimersByTime(1_000));
    expect(offered).toHaveTextContent('Offered to Sipho — 4:59 left');
  });

  it('says the time left in the language the reader switches to', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    renderInApp(<TeamSheet team={team([{ user_id: 3, expires_at: inMs(24 * MIN) }])} userId={7} />);
    expect(screen.getByRole('list', { name: 'Offered places' })).toHaveTextContent(
      'Offered to Sipho — 24 min left',
    );

    await act(() => changeLanguage('de'));

    expect(screen.getByRole('list', { name: 'Angebotene Plätze' })).toHaveTextContent(
      'Angeboten an Sipho — Noch 24 Min.',
    );
  });

  it('shows no offers and the free places when none is open', () => {
    renderInApp(<TeamSheet team={team([])} userId={7} />);
    const main = screen.getByRole('region', { name: /^Main team 2\/3/ });
    expect(within(main).getByText('1 place left')).toBeInTheDocument();
    expect(within(main).queryByRole('list', { name: 'Offered places' })).not.toBeInTheDocument();
  });
});

describe('the offer card', () => {
  /** Answers POST /api/games/41/offer/{answer} with `reply`; keeps the answers. */
  function answerOffers(reply: (answer: string) => Response) {
    const sent: string[] = [];
    server.use(
      http.post('/api/games/41/offer/:answer', ({ params }) => {
        sent.push(String(params.answer));
        return reply(String(params.answer));
      }),
    );
    return sent;
  }
  const accepted: OfferReply = {
    success: true,
    status: 'in',
    message: "You've accepted the place: you're in the main team.",
    position: { list: 'main', place: 3 },
  };

  it('shows the time left and the time it is held until, and accepts in one tap', async () => {
    const sent = answerOffers(() => HttpResponse.json(accepted));
    const { user } = renderInApp(
      <OfferCard
        gameId={41}
        offer={{ user_id: 7, expires_at: new Date(Date.now() + 24 * MIN - 1_000).toISOString() }}
        timeZone="Africa/Johannesburg"
      />,
    );
    const card = screen.getByRole('region', { name: 'A place in the main team is yours' });
    expect(within(card).getByRole('timer')).toHaveTextContent('24 min left');
    expect(within(card).getByText(/^Held for you until \d\d:\d\d$/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText(accepted.message)).toBeInTheDocument();
    expect(sent).toEqual(['accept']);
  });

  it("declines, and shows the server's refusal when the offer is no longer open", async () => {
    const sent = answerOffers(() =>
      HttpResponse.json({ error: 'You have no open offer for this game.' }, { status: 409 }),
    );
    const { user } = renderInApp(
      <OfferCard
        gameId={41}
        offer={{ user_id: 7, expires_at: new Date(Date.now() + 3 * MIN).toISOString() }}
        timeZone="Africa/Johannesburg"
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent(/^[23]:\d\d left$/);

    await user.click(screen.getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('You have no open offer for this game.')).toBeInTheDocument();
    expect(sent).toEqual(['decline']);
  });
});
