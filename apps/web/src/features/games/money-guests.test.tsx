// The game screen's guests, payments and history (README "Guests", "Who pays what", "A fair, visible
// record"), against MSW: a guest shows as "Sam (guest of Thabo)", Bring a friend posts the name and shows
// the server's 409 sentence under the field, removing a guest asks first; each main-team place shows its
// share and status, admins tick Paid (a guest's tick sets its host's row), a player taps I've paid; the
// History section lists the sheet's changes in plain words on the group's clock once opened.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry, PaymentRow, PaymentsReply, TeamEntry, TeamResponse } from '@turnout/shared';
import { guestTexts, moneyTexts } from '@turnout/shared';
import { formatMoney } from '@turnout/shared/zone-rules';
import { signIn } from '../../lib/session.ts';
import { aGame } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { fakeSocketServer } from '../../test/socket-server.ts';
import { dayAndTime } from '../../lib/when.ts';
import GameDetailScreen from './GameDetailScreen.tsx';

/** Tuesday 1 December 2026, two days before the game (Thursday 3 December, 19:00 SAST). */
const BEFORE = new Date('2026-12-01T10:00:00.000Z');
const AFTER_KICK_OFF = new Date('2026-12-03T17:30:00.000Z');

const THABO = 3;
const ADA = 7;
const ADMIN = 1;
const member = (user_id: number, name: string, surname: string, status: TeamEntry['status']): TeamEntry => ({
  user_id,
  name,
  surname,
  status,
});
const guest = (
  guest_id: number,
  name: string,
  host_user_id: number,
  status: 'in' | 'reserves',
): TeamEntry => ({
  user_id: null,
  guest_id,
  name,
  surname: '',
  host_user_id,
  status,
});

/** Thabo and his guest Sam on the main team, Ada's guest Lee first in the reserves (max 2). */
const sheet: TeamResponse = {
  mainTeam: [member(THABO, 'Thabo', 'Nkosi', 'in'), guest(9, 'Sam', THABO, 'in')],
  reserves: [guest(10, 'Lee', ADA, 'reserves')],
  notAttending: [member(ADA, 'Ada', 'Player', 'out')],
  max_players: 2,
  offers: [],
};

function answer({
  isAdmin = false,
  game = {},
  team = sheet,
}: {
  isAdmin?: boolean;
  game?: Parameters<typeof aGame>[0];
  team?: TeamResponse | (() => TeamResponse);
}) {
  server.use(
    http.get('/api/games/41', () =>
      HttpResponse.json({ game: aGame({ is_admin: isAdmin, ...game }), isAdmin }),
    ),
    http.get('/api/games/41/team', () => HttpResponse.json(typeof team === 'function' ? team() : team)),
    ...fakeSocketServer().handlers,
  );
}

/** No payments asked for: the tests of guests use a free game. */
const free = { cost: null };

function openGame() {
  return renderInApp(<GameDetailScreen />, { route: '/games/41', path: '/games/:gameId' });
}

const region = (name: string | RegExp) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BEFORE);
});
afterEach(() => vi.useRealTimers());

describe('game screen: guests', () => {
  it('shows each guest with the first name of their host, on the main team and in the reserves', async () => {
    signIn(testToken({ id: ADA }));
    answer({ game: free });
    openGame();

    const mainTeam = within(await screen.findByRole('region', { name: /^Main team/ }));
    expect(mainTeam.getByText('Thabo Nkosi')).toBeInTheDocument();
    expect(mainTeam.getByText('Sam (guest of Thabo)')).toBeInTheDocument();
    expect(region(/^Reserves/).getByText('Lee (guest of Ada)')).toBeInTheDocument();
  });

  it("Bring a friend posts the name and shows the server's 409 sentence under the field; then adds the guest with the stars the host chose", async () => {
    signIn(testToken({ id: ADA }));
    let team = sheet;
    const posted: unknown[] = [];
    let refuse = true;
    answer({ game: free, team: () => team });
    server.use(
      http.post('/api/games/41/guests', async ({ request }) => {
        posted.push(await request.json());
        if (refuse) {
          return HttpResponse.json({ error: guestTexts.tooMany(1) }, { status: 409 });
        }
        const added = guest(11, 'Zola', ADA, 'reserves');
        team = { ...sheet, reserves: [...sheet.reserves, added] };
        return HttpResponse.json(
          { success: true, guest: added, message: guestTexts.addedToReserves('Zola') },
          { status: 201 },
        );
      }),
    );
    const { user } = openGame();

    await user.click(await screen.findByRole('button', { name: 'Bring a friend' }));
    const field = screen.getByRole('textbox', { name: "Your guest's name" });
    await user.type(field, 'Zola');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));

    expect(await screen.findByText(guestTexts.tooMany(1))).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(guestTexts.tooMany(1));
    expect(posted).toEqual([{ name: 'Zola' }]);

    // The host says how strong Zola is (for picking sides): 4 stars go with the name.
    refuse = false;
    await user.click((screen.getByRole('radio', { name: '4' }) as HTMLInputElement).labels![0]!);
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(await screen.findByText(guestTexts.addedToReserves('Zola'))).toBeInTheDocument();
    expect(await region(/^Reserves/).findByText('Zola (guest of Ada)')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: "Your guest's name" })).not.toBeInTheDocument();
    expect(posted).toEqual([{ name: 'Zola' }, { name: 'Zola', stars: 4 }]);
  });

  it('a blank name is not sent', async () => {
    signIn(testToken({ id: ADA }));
    answer({ game: free });
    const posted: unknown[] = [];
    server.use(
      http.post('/api/games/41/guests', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = openGame();

    await user.click(await screen.findByRole('button', { name: 'Bring a friend' }));
    await user.type(screen.getByRole('textbox', { name: "Your guest's name" }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(await screen.findByText('Guest name is required.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('is not offered once the game has started', async () => {
    vi.setSystemTime(AFTER_KICK_OFF);
    signIn(testToken({ id: ADA }));
    answer({ game: free });
    openGame();

    expect(await screen.findByText('Sam (guest of Thabo)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bring a friend' })).not.toBeInTheDocument();
  });

  it('the host removes their guest after saying yes to "Take … off the team sheet?"; Cancel sends nothing', async () => {
    signIn(testToken({ id: THABO }));
    answer({ game: free });
    const deleted: string[] = [];
    server.use(
      http.delete('/api/games/41/guests/:guestId', ({ params }) => {
        deleted.push(String(params.guestId));
        return HttpResponse.json({ success: true, message: guestTexts.removed('Sam') });
      }),
    );
    const { user } = openGame();

    const remove = await screen.findByRole('button', {
      name: 'Remove Sam (guest of Thabo) from the team sheet',
    });
    // Only the host's guest: Ada's guest Lee has no Remove for Thabo.
    expect(screen.queryByRole('button', { name: /Remove Lee/ })).not.toBeInTheDocument();
    await user.click(remove);
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Take Sam (guest of Thabo) off the team sheet?',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(guestTexts.removed('Sam'))).toBeInTheDocument();
    expect(deleted).toEqual(['9']);
  });

  it('a group admin may remove any guest; a member who brought none may remove nobody', async () => {
    signIn(testToken({ id: ADMIN }));
    answer({ game: free, isAdmin: true });
    const view = openGame();

    expect(
      await screen.findByRole('button', { name: 'Remove Sam (guest of Thabo) from the team sheet' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove Lee (guest of Ada) from the team sheet' }),
    ).toBeInTheDocument();
    // Members keep their moves menu; guests get no member moves.
    expect(screen.getByRole('button', { name: 'Team moves for Thabo Nkosi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Team moves for Sam/ })).not.toBeInTheDocument();
    view.unmount();

    signIn(testToken({ id: 20 }));
    answer({ game: free });
    openGame();
    expect(await screen.findByText('Sam (guest of Thabo)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });
});

const row = (fields: Partial<PaymentRow> & Pick<PaymentRow, 'name'>): PaymentRow => ({
  user_id: null,
  guest_id: null,
  surname: '',
  share: '33.33',
  status: 'unpaid',
  attended: null,
  amount_paid: null,
  ...fields,
});

/** 100.00 shared by Thabo, his guest Sam and Ada: 33.34, 33.33, 33.33. */
const payments = (
  statuses: { thabo?: PaymentRow['status']; ada?: PaymentRow['status'] } = {},
): PaymentsReply => ({
  currency: 'ZAR',
  cost_mode: 'split',
  total: '100.00',
  final: false,
  reminded_at: null,
  players: [
    row({
      user_id: THABO,
      name: 'Thabo',
      surname: 'Nkosi',
      share: '33.34',
      status: statuses.thabo ?? 'unpaid',
    }),
    row({ guest_id: 9, host_user_id: THABO, name: 'Sam', status: statuses.thabo ?? 'unpaid' }),
    row({ user_id: ADA, name: 'Ada', surname: 'Player', status: statuses.ada ?? 'unpaid' }),
  ],
});

const paidTeam: TeamResponse = {
  mainTeam: [
    member(THABO, 'Thabo', 'Nkosi', 'in'),
    guest(9, 'Sam', THABO, 'in'),
    member(ADA, 'Ada', 'Player', 'in'),
  ],
  reserves: [],
  notAttending: [],
  max_players: 3,
  offers: [],
};

/** "R 33,34" as Testing Library reads it (its no-break space a plain one). */
const money = (amount: string) => formatMoney(amount, 'ZAR')!.replace(/\s/g, ' ');

/** The Payments section's rows, as their text. */
async function paymentLines() {
  const section = within(await screen.findByRole('region', { name: 'Payments' }));
  return (await section.findAllByRole('listitem')).map((li) => li.textContent.replace(/\s/g, ' '));
}

describe('game screen: payments', () => {
  it('shows each main-team place with its share and status, the total and that shares still follow the team', async () => {
    signIn(testToken({ id: 20 }));
    answer({ game: { cost: '100.00' }, team: paidTeam });
    server.use(http.get('/api/games/41/payments', () => HttpResponse.json(payments({ ada: 'claimed' }))));
    openGame();

    expect(await paymentLines()).toEqual([
      `Thabo Nkosi${money('33.34')}Unpaid`,
      `Sam (guest of Thabo)${money('33.33')} · paid by ThaboUnpaid`,
      `Ada Player${money('33.33')}Claimed`,
    ]);
    const section = region('Payments');
    expect(section.getByText(`Total ${money('100.00')}, shared by the main team`)).toBeInTheDocument();
    expect(section.getByText('Shares follow the main team until kick-off.')).toBeInTheDocument();
    // Not an admin, nobody's row is theirs: no controls.
    expect(section.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: "I've paid" })).not.toBeInTheDocument();
  });

  it('after kick-off the shares are final; per-player costs say each one', async () => {
    signIn(testToken({ id: 20 }));
    answer({ game: { cost: '60.00' }, team: paidTeam });
    server.use(
      http.get('/api/games/41/payments', () =>
        HttpResponse.json({
          ...payments(),
          cost_mode: 'per_player',
          total: '180.00',
          final: true,
          players: payments().players.map((p) => ({ ...p, share: '60.00' })),
        }),
      ),
    );
    openGame();

    const section = within(await screen.findByRole('region', { name: 'Payments' }));
    expect(await section.findByText('Shares are final: the main team at kick-off.')).toBeInTheDocument();
    expect(section.getByText(`${money('60.00')} each · total ${money('180.00')}`)).toBeInTheDocument();
  });

  it('a free game has no Payments and asks for none', async () => {
    signIn(testToken({ id: 20 }));
    answer({ game: free });
    let asked = 0;
    server.use(
      http.get('/api/games/41/payments', () => {
        asked += 1;
        return HttpResponse.json(payments());
      }),
    );
    openGame();

    expect(await screen.findByText('Thabo Nkosi')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payments' })).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it("a group admin ticks Paid in place; a guest's tick sets its host's row; unticking sends unpaid", async () => {
    signIn(testToken({ id: ADMIN }));
    let current = payments();
    const sent: [string, unknown][] = [];
    answer({ isAdmin: true, game: { cost: '100.00' }, team: paidTeam });
    server.use(
      http.get('/api/games/41/payments', () => HttpResponse.json(current)),
      http.put('/api/games/41/payments/:userId', async ({ params, request }) => {
        const body = (await request.json()) as { status: PaymentRow['status'] };
        sent.push([String(params.userId), body]);
        const who = Number(params.userId) === THABO ? 'thabo' : 'ada';
        current = payments({ ...statusesOf(current), [who]: body.status });
        return HttpResponse.json(current);
      }),
    );
    const { user } = openGame();

    await user.click(await screen.findByRole('checkbox', { name: 'Paid: Ada Player' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Paid: Ada Player' })).toBeChecked());
    expect((await paymentLines())[2]).toBe(`Ada Player${money('33.33')}Paid`);

    await user.click(screen.getByRole('checkbox', { name: 'Paid: Sam (guest of Thabo)' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Paid: Thabo Nkosi' })).toBeChecked());

    await user.click(screen.getByRole('checkbox', { name: 'Paid: Ada Player' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Paid: Ada Player' })).not.toBeChecked());

    await user.click(screen.getByRole('button', { name: 'Payment choices for Ada Player' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark as waived' }));
    await waitFor(async () =>
      expect((await paymentLines())[2]).toBe(`Ada Player${money('33.33')}WaivedPaid`),
    );

    expect(sent).toEqual([
      [String(ADA), { status: 'paid' }],
      [String(THABO), { status: 'paid' }],
      [String(ADA), { status: 'unpaid' }],
      [String(ADA), { status: 'waived' }],
    ]);
  });

  it("a player taps I've paid on their own row and it shows Claimed", async () => {
    signIn(testToken({ id: ADA }));
    let current = payments();
    let claims = 0;
    answer({ game: { cost: '100.00' }, team: paidTeam });
    server.use(
      http.get('/api/games/41/payments', () => HttpResponse.json(current)),
      http.post('/api/games/41/payments/claim', () => {
        claims += 1;
        current = payments({ ada: 'claimed' });
        return HttpResponse.json(current);
      }),
    );
    const { user } = openGame();

    // Only on Ada's own row.
    const claim = await screen.findByRole('button', { name: "I've paid" });
    expect(screen.getAllByRole('button', { name: "I've paid" })).toHaveLength(1);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(claim);

    await waitFor(async () => expect((await paymentLines())[2]).toBe(`Ada Player${money('33.33')}Claimed`));
    expect(screen.queryByRole('button', { name: "I've paid" })).not.toBeInTheDocument();
    expect(claims).toBe(1);
  });
});

describe('game screen: a refused claim', () => {
  it('says why and shows the payments as stored (an admin marked it paid meanwhile)', async () => {
    signIn(testToken({ id: ADA }));
    let current = payments();
    answer({ game: { cost: '100.00' }, team: paidTeam });
    server.use(
      http.get('/api/games/41/payments', () => HttpResponse.json(current)),
      http.post('/api/games/41/payments/claim', () => {
        current = payments({ ada: 'paid' });
        return HttpResponse.json({ error: moneyTexts.alreadySettled('paid') }, { status: 409 });
      }),
    );
    const { user } = openGame();

    await user.click(await screen.findByRole('button', { name: "I've paid" }));
    expect(await screen.findByText(moneyTexts.alreadySettled('paid'))).toBeInTheDocument();
    expect(screen.getByText('Could not update the payment.')).toBeInTheDocument();
    await waitFor(async () => expect((await paymentLines())[2]).toBe(`Ada Player${money('33.33')}Paid`));
  });
});

function statusesOf(reply: PaymentsReply) {
  return {
    thabo: reply.players.find((p) => p.user_id === THABO)?.status,
    ada: reply.players.find((p) => p.user_id === ADA)?.status,
  };
}

describe('game screen: history', () => {
  const history: HistoryEntry[] = [
    {
      id: 1,
      at: '2026-11-30T08:15:00.000Z',
      user_id: THABO,
      guest_id: null,
      name: 'Thabo Nkosi',
      from: 'none',
      to: 'reserves',
      by: 'self',
    },
    {
      id: 2,
      at: '2026-11-30T09:00:00.000Z',
      user_id: null,
      guest_id: 9,
      name: 'Sam',
      from: 'none',
      to: 'main',
      by: 'self',
    },
    {
      id: 3,
      at: '2026-12-01T07:30:00.000Z',
      user_id: ADA,
      guest_id: null,
      name: 'Ada Player',
      from: 'main',
      to: 'out',
      by: 'admin',
    },
    {
      id: 4,
      at: '2026-12-01T07:30:00.000Z',
      user_id: THABO,
      guest_id: null,
      name: 'Thabo Nkosi',
      from: 'reserves',
      to: 'main',
      by: 'promotion',
    },
    {
      id: 5,
      at: '2026-12-01T09:00:00.000Z',
      user_id: 20,
      guest_id: null,
      name: 'Lwazi Mokoena',
      from: 'main',
      to: 'reserves',
      by: 'system',
    },
  ];

  it("is collapsed until opened, then lists every change oldest first on the group's clock", async () => {
    signIn(testToken({ id: ADA }));
    answer({ game: free });
    let asked = 0;
    server.use(
      http.get('/api/games/41/history', () => {
        asked += 1;
        return HttpResponse.json(history);
      }),
    );
    const { user } = openGame();

    const toggle = await screen.findByRole('button', { name: 'History' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(asked).toBe(0);
    await user.click(toggle);

    const list = await screen.findByRole('list', { name: 'Team sheet changes' });
    const at = (iso: string) => dayAndTime(iso, 'Africa/Johannesburg');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `${at(history[0]!.at)} · Thabo Nkosi: no answer → reserves (own answer)`,
      `${at(history[1]!.at)} · Sam (guest): not on the sheet → main team (by their host)`,
      `${at(history[2]!.at)} · Ada Player: main team → out (by an admin)`,
      `${at(history[3]!.at)} · Thabo Nkosi: reserves → main team (promoted)`,
      `${at(history[4]!.at)} · Lwazi Mokoena: main team → reserves (max players or the group changed)`,
    ]);
    // 07:30 UTC is 09:30 on the group's clock (Africa/Johannesburg).
    expect(at(history[3]!.at)).toContain('09:30');
    expect(asked).toBe(1);
  });

  it('shows a long history 100 changes at a time, earlier ones on "Show earlier changes"', async () => {
    signIn(testToken({ id: ADA }));
    answer({ game: free });
    // 130 changes, ids 1–130: the newest 100 first, then the 30 before id 31.
    const rows: HistoryEntry[] = Array.from({ length: 130 }, (_, i) => ({
      ...history[0]!,
      id: i + 1,
      name: `Player ${i + 1}`,
    }));
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/games/41/history', ({ request }) => {
        const before = new URL(request.url).searchParams.get('before');
        asked.push(before);
        const older = before === null ? rows : rows.filter((r) => r.id < Number(before));
        return HttpResponse.json(older.slice(-100));
      }),
    );
    const { user } = openGame();
    await user.click(await screen.findByRole('button', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Team sheet changes' });
    const items = () => within(list).getAllByRole('listitem');
    expect(items()).toHaveLength(100);
    expect(items()[0]).toHaveTextContent('Player 31: no answer → reserves');

    await user.click(screen.getByRole('button', { name: 'Show earlier changes' }));
    await waitFor(() => expect(items()).toHaveLength(130));
    expect(items()[0]).toHaveTextContent('Player 1: no answer → reserves');
    expect(items()[129]).toHaveTextContent('Player 130: no answer → reserves');
    expect(asked).toEqual([null, '31']);
    // The 30 earlier rows were a short page: nothing before them.
    expect(screen.queryByRole('button', { name: 'Show earlier changes' })).not.toBeInTheDocument();
  });
});
