// The create-game form as a user meets it (docs/product.md#s5-create-game, #s9-time-slots): times 07:00–22:45
// every 15 minutes, today's past times disabled, the spec's sentences for a form that cannot be saved, and
// the request a good form sends, with the date and time on the chosen group's clock (README "A group's
// time zone and currency"). Tests find fields by their labels and check what is shown, not how the
// form keeps its state. The clock is the test's (only Date is faked); the network is answered by MSW.
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { aGroup } from '../../test/fixtures.ts';
import CreateGameScreen from './CreateGameScreen.tsx';

// 14:20 on Wednesday 25 November 2026 in Auckland (UTC+13), where the web tests run; 03:20 in
// Johannesburg (UTC+2).
const NOW = new Date('2026-11-25T01:20:00.000Z');
const TODAY = '2026-11-25';
const TOMORROW = '2026-11-26';

/** "07:00", "07:15", … "22:45": what docs/product.md#s5 says creation offers. */
const ALL_SLOTS = Array.from({ length: 64 }, (_, i) => {
  const minutes = 7 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signIn(testToken({ id: 7 }));
  server.use(
    http.get('/api/groups/my-groups-with-admin-status', () =>
      HttpResponse.json({
        groups: [
          aGroup({ id: 6, name: 'Sunday League' }), // Africa/Johannesburg
          aGroup({ id: 5, name: 'Thursday Five', time_zone: 'Pacific/Auckland', currency: 'NZD' }),
          aGroup({ id: 8, name: 'Veterans', is_admin: false }),
        ],
      }),
    ),
  );
});
afterEach(() => vi.useRealTimers());

async function openForm() {
  const view = renderInApp(<CreateGameScreen />, { route: '/create-game', path: '/create-game' });
  await screen.findByRole('button', { name: 'Create game' });
  return view;
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const select = (label: string) => screen.getByRole('combobox', { name: label });

/** Types `text` into the field labelled `label` in one go (a paste: one change, not one per key). */
async function fill(user: ReturnType<typeof renderInApp>['user'], label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}
const setDate = (date: string) =>
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: date } });

/** Opens the Time list and returns its options as [time, disabled]. */
async function timeOptions(user: ReturnType<typeof renderInApp>['user']) {
  await user.click(select('Time'));
  const list = await screen.findByRole('listbox');
  return within(list)
    .getAllByRole('option', { hidden: true })
    .map(
      (o) =>
        [
          o.textContent,
          o.getAttribute('aria-disabled') === 'true' || o.hasAttribute('data-combobox-disabled'),
        ] as const,
    );
}

async function choose(user: ReturnType<typeof renderInApp>['user'], label: string, option: string) {
  await user.click(select(label));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('create game form', () => {
  it('offers every 15 minutes from 07:00 to 22:45, all open on a later day', async () => {
    const { user } = await openForm();
    setDate(TOMORROW);

    const options = await timeOptions(user);

    expect(options.map(([time]) => time)).toEqual(ALL_SLOTS);
    expect(options.filter(([, disabled]) => disabled)).toEqual([]);
  });

  it("today, the times already gone are disabled and the date can't go before today", async () => {
    const { user } = await openForm();
    expect(screen.getByLabelText(/^Date/)).toHaveAttribute('min', TODAY);
    setDate(TODAY);

    const options = await timeOptions(user);

    const disabled = options.filter(([, off]) => off).map(([time]) => time);
    expect(disabled).toEqual(ALL_SLOTS.slice(0, ALL_SLOTS.indexOf('14:30')));
    expect(disabled.at(-1)).toBe('14:15');
  });

  it('an empty form asks for every mandatory field', async () => {
    const { user } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(
      await screen.findByText(
        'Please fill in all mandatory fields: Group, Description, Date, Time, Max Players.',
      ),
    ).toBeInTheDocument();
  });

  it('a blank description counts as empty', async () => {
    const { user } = await openForm();
    await choose(user, 'Group', 'Thursday Five');
    await fill(user, 'Description', '   ');
    setDate(TOMORROW);
    await choose(user, 'Time', '19:00');
    await fill(user, 'Max Players', '10');

    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(
      await screen.findByText(
        'Please fill in all mandatory fields: Group, Description, Date, Time, Max Players.',
      ),
    ).toBeInTheDocument();
  });

  it('max players must be above 0', async () => {
    const { user } = await openForm();
    await choose(user, 'Group', 'Thursday Five');
    await fill(user, 'Description', 'Five-a-side');
    setDate(TOMORROW);
    await choose(user, 'Time', '19:00');
    await fill(user, 'Max Players', '0');

    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(await screen.findByText('Please specify a valid number of players.')).toBeInTheDocument();
  });

  it('a time that has gone by while the form was open is refused as in the past', async () => {
    const { user } = await openForm();
    await choose(user, 'Group', 'Thursday Five');
    await fill(user, 'Description', 'Five-a-side');
    setDate(TODAY);
    await choose(user, 'Time', '14:30');
    await fill(user, 'Max Players', '10');

    vi.setSystemTime(new Date('2026-11-25T01:31:00.000Z')); // 14:31 in Auckland
    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(await screen.findByText('You cannot create a game in the past.')).toBeInTheDocument();
  });

  it('only the groups the user administers are offered', async () => {
    const { user } = await openForm();

    await user.click(select('Group'));
    const names = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);

    expect(names).toEqual(['Sunday League', 'Thursday Five']);
  });

  it("in a group that plays in another zone, today's times follow the group's clock and the zone is named", async () => {
    const { user } = await openForm();
    expect(screen.queryByText(/^Times are in/)).not.toBeInTheDocument();
    await choose(user, 'Group', 'Sunday League');
    setDate(TODAY);

    const options = await timeOptions(user);

    // 03:20 in Johannesburg: the whole day is still to come there.
    expect(options.filter(([, disabled]) => disabled)).toEqual([]);
    expect(screen.getByText('Times are in Africa/Johannesburg (SAST)')).toBeInTheDocument();
  });

  it('a good form sends the game with its local time as a UTC instant', async () => {
    const sent = answerCreate();
    const { user } = await openForm();
    await choose(user, 'Group', 'Thursday Five');
    await fill(user, 'Description', 'Five-a-side');
    setDate(TOMORROW);
    await choose(user, 'Time', '19:00');
    await fill(user, 'Max Players', '10');
    await choose(user, 'RSVP cutoff', '2 hours');
    expect(screen.queryByText(/^Times are in/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(await screen.findByText('Game created successfully!')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        group_id: 5,
        description: 'Five-a-side',
        game_datetime: '2026-11-26T06:00:00.000Z', // 19:00 on the 26th in Auckland
        max_players: 10,
        rsvp_cutoff: 2,
      }),
    ]);
  });

  it('warns, without refusing, when the RSVP cutoff is already past for the chosen kick-off', async () => {
    const sent = answerCreate();
    const { user } = await openForm();
    await choose(user, 'Group', 'Thursday Five');
    await fill(user, 'Description', 'Five-a-side');
    setDate(TODAY);
    await choose(user, 'Time', '15:00'); // 40 minutes ahead on the group's clock
    await fill(user, 'Max Players', '10');
    await choose(user, 'RSVP cutoff', '1 hour');
    const warning = /The RSVP cutoff \(1 hour before kick-off\) has already passed for this time/;
    expect(screen.getByText(warning)).toBeInTheDocument();

    await choose(user, 'RSVP cutoff', '2 hours');
    expect(
      screen.getByText(/The RSVP cutoff \(2 hours before kick-off\) has already passed/),
    ).toBeInTheDocument();
    setDate(TOMORROW);
    expect(screen.queryByText(/has already passed for this time/)).not.toBeInTheDocument();
    setDate(TODAY);
    expect(screen.getByText(/has already passed for this time/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create game' }));
    expect(await screen.findByText('Game created successfully!')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ game_datetime: '2026-11-25T02:00:00.000Z', rsvp_cutoff: 2 }),
    ]);
  });

  it("sends 19:00 on the group's clock, whatever the browser's zone", async () => {
    const sent = answerCreate();
    const { user } = await openForm();
    await choose(user, 'Group', 'Sunday League');
    await fill(user, 'Description', 'Five-a-side');
    setDate(TOMORROW);
    await choose(user, 'Time', '19:00');
    await fill(user, 'Max Players', '10');

    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(await screen.findByText('Game created successfully!')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        group_id: 6,
        game_datetime: '2026-11-26T17:00:00.000Z', // 19:00 on the 26th in Johannesburg
      }),
    ]);
  });

  it("from a group's Create Game button, the form is on that group's clock and costs in its currency", async () => {
    const sent = answerCreate();
    const { user } = renderInApp(<CreateGameScreen />, {
      route: '/create-game',
      path: '/create-game',
      state: { group_id: 6, group_name: 'Sunday League' },
    });
    await screen.findByRole('button', { name: 'Create game' });
    expect(screen.getByText('Times are in Africa/Johannesburg (SAST)')).toBeInTheDocument();
    await fill(user, 'Description', 'Five-a-side');
    setDate(TOMORROW);
    await choose(user, 'Time', '19:00');
    await fill(user, 'Max Players', '10');
    await fill(user, 'Cost (ZAR)', '60');

    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(await screen.findByText('Game created successfully!')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ group_id: 6, game_datetime: '2026-11-26T17:00:00.000Z', cost: '60.00' }),
    ]);
  });
});

/** Answers POST /api/games as the server does and keeps the bodies sent. */
function answerCreate(): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/games', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(
        { success: true, message: 'Game created successfully!', gameId: 41 },
        { status: 201 },
      );
    }),
  );
  return sent;
}
