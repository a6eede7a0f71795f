// Where a group plays and when it reminds (README "A group's time zone and currency", "Reminders"):
// a new group is created on its creator's clock and language; on the group screen an admin changes
// the time zone, the currency, the reminder hours, how costs are shared and the guests per member
// (README "Who pays what", "Guests"), and sees the server's refusal; a member reads where and when in
// one line. Fields are found by their labels; the network is answered by MSW.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { zoneTexts, type GroupDetail } from '@turnout/shared';
import { signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { aGroup } from '../../test/fixtures.ts';
import CreateGroupScreen from './CreateGroupScreen.tsx';
import GroupDetailScreen from './GroupDetailScreen.tsx';

beforeEach(() => {
  signIn(testToken({ id: 7 }));
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-NZ');
});
afterEach(() => vi.restoreAllMocks());

describe('creating a group', () => {
  /** Answers POST /api/groups like the server, refusing time zones in `unknownZones`; keeps the bodies. */
  function answerCreate(unknownZones: string[] = []) {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post('/api/groups', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        const zone = body.time_zone as string | undefined;
        if (zone && unknownZones.includes(zone)) {
          return HttpResponse.json({ error: zoneTexts.unknownTimeZone(zone) }, { status: 400 });
        }
        return HttpResponse.json(
          aGroup({
            id: 9,
            name: String(body.name),
            time_zone: zone ?? 'Africa/Johannesburg',
            currency: 'NZD',
          }),
          { status: 201 },
        );
      }),
    );
    return sent;
  }

  async function create(user: ReturnType<typeof renderInApp>['user'], name: string) {
    await user.click(screen.getByRole('textbox', { name: 'Group name' }));
    await user.paste(name);
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
  }

  it("sends the browser's time zone and language with the name, and says where the group plays", async () => {
    const sent = answerCreate();
    const { user } = renderInApp(<CreateGroupScreen />);

    await create(user, 'Tuesday Touch');

    expect(await screen.findByText(/Tuesday Touch is ready/)).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Tuesday Touch', time_zone: 'Pacific/Auckland', locale: 'en-NZ' }]);
    expect(screen.getByText(/Games are on Pacific\/Auckland time and cost in NZD/)).toBeInTheDocument();
  });

  it("still creates the group, with the server's defaults, when the server does not know the browser's zone", async () => {
    const sent = answerCreate(['Pacific/Auckland']);
    const { user } = renderInApp(<CreateGroupScreen />);

    await create(user, 'Tuesday Touch');

    expect(await screen.findByText(/Tuesday Touch is ready/)).toBeInTheDocument();
    expect(sent).toEqual([
      { name: 'Tuesday Touch', time_zone: 'Pacific/Auckland', locale: 'en-NZ' },
      { name: 'Tuesday Touch' },
    ]);
  });
});

describe('the group screen', () => {
  function showGroup(isAdmin: boolean, fields: Partial<GroupDetail> = {}) {
    server.use(
      http.get('/api/groups/5', () => HttpResponse.json({ group: aGroup({ is_admin: isAdmin, ...fields }) })),
      http.get('/api/groups/5/members', () => HttpResponse.json({ members: [] })),
      http.get('/api/groups/5/invites', () => HttpResponse.json({ invites: [] })),
      http.get('/api/groups/5/series', () => HttpResponse.json({ series: [] })),
    );
    return renderInApp(<GroupDetailScreen />, { route: '/group/5', path: '/group/:id' });
  }

  /** Answers PUT /api/groups/5 with `reply` (default: the group with the body's settings); keeps the bodies. */
  function answerUpdate(reply?: { status: number; error: string }) {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/groups/5', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        if (reply) return HttpResponse.json({ error: reply.error }, { status: reply.status });
        return HttpResponse.json({ group: aGroup(body) });
      }),
    );
    return sent;
  }

  async function pick(
    user: ReturnType<typeof renderInApp>['user'],
    label: string,
    search: string,
    option: string,
  ) {
    const input = screen.getByRole('combobox', { name: label });
    await user.clear(input);
    await user.paste(search);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  }

  it('lists an invitation to an account by its mobile number only (the server sends no email)', async () => {
    const invite = (id: number, email: string | null, mobile: string) => ({
      id,
      email,
      mobile,
      invited_by: { user_id: 1, name: 'Ada', surname: 'Admin' },
      created_at: '2026-11-20T10:00:00.000Z',
      expires_at: '2026-11-27T10:00:00.000Z',
    });
    showGroup(true);
    server.use(
      http.get('/api/groups/5/invites', () =>
        HttpResponse.json({
          invites: [invite(2, null, '0821234567'), invite(1, 'kim@example.test', '0831234567')],
        }),
      ),
    );

    expect(await screen.findByText('0821234567')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke the invitation to 0821234567' })).toBeInTheDocument();
    expect(screen.getByText('kim@example.test')).toBeInTheDocument();
  });

  it("shows an admin the group's settings and saves the ones chosen", async () => {
    const sent = answerUpdate();
    const { user } = showGroup(true);
    const settings = await screen.findByRole('form', { name: 'Group settings' });
    expect(within(settings).getByRole('combobox', { name: 'Time zone' })).toHaveValue('Africa/Johannesburg');
    expect(within(settings).getByRole('combobox', { name: 'Currency' })).toHaveValue(
      'ZAR — South African Rand',
    );

    await pick(user, 'Time zone', 'Europe/Lon', 'Europe/London');
    await pick(user, 'Currency', 'GBP', 'GBP — British Pound');
    const hours = screen.getByRole('textbox', { name: "Remind players who haven't answered" });
    await user.clear(hours);
    await user.paste('48');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Group settings saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        time_zone: 'Europe/London',
        currency: 'GBP',
        reminder_hours: 48,
        cost_mode: 'split',
        guests_per_member: 1,
      },
    ]);
  });

  it('saves how costs are shared and the guests per member, each explained under its choice', async () => {
    const sent = answerUpdate();
    const { user } = showGroup(true);
    const settings = await screen.findByRole('form', { name: 'Group settings' });
    const costs = within(settings).getByRole('radiogroup', { name: 'How costs are shared' });
    const split = within(costs).getByRole('radio', { name: 'Split the cost between the main team' });
    const perPlayer = within(costs).getByRole('radio', { name: 'Each player pays the cost' });
    expect(split).toBeChecked();
    expect(perPlayer).toHaveAccessibleDescription(
      "The game's cost is each player's fee: every main-team player pays the full amount.",
    );
    const guests = within(settings).getByRole('textbox', { name: 'Guests per member' });
    expect(guests).toHaveValue('1');
    expect(
      within(settings).getByText('Friends each member may bring to a game (0–5); 0 = no guests.'),
    ).toBeInTheDocument();

    await user.click(perPlayer);
    await user.clear(guests);
    await user.paste('0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Group settings saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        time_zone: 'Africa/Johannesburg',
        currency: 'ZAR',
        reminder_hours: 24,
        cost_mode: 'per_player',
        guests_per_member: 0,
      },
    ]);
    expect(perPlayer).toBeChecked();
    expect(guests).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  });

  it('refuses more than 5 guests per member before asking the server', async () => {
    const sent = answerUpdate();
    const { user } = showGroup(true);
    await screen.findByRole('form', { name: 'Group settings' });

    const guests = screen.getByRole('textbox', { name: 'Guests per member' });
    await user.clear(guests);
    await user.paste('6');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(
      await screen.findByText('Guests per member must be a whole number from 0 to 5.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal in the form", async () => {
    const refusal = zoneTexts.unknownCurrency('XXX');
    answerUpdate({ status: 400, error: refusal });
    const { user } = showGroup(true);
    await screen.findByRole('form', { name: 'Group settings' });

    await pick(user, 'Currency', 'EUR', 'EUR — Euro');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    const form = screen.getByRole('form', { name: 'Group settings' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('refuses reminder hours outside 0–168 before asking the server', async () => {
    const sent = answerUpdate();
    const { user } = showGroup(true);
    await screen.findByRole('form', { name: 'Group settings' });

    const hours = screen.getByRole('textbox', { name: "Remind players who haven't answered" });
    await user.clear(hours);
    await user.paste('200');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(zoneTexts.reminderHours)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows a member the settings in two lines, and no form', async () => {
    showGroup(false);

    expect(
      await screen.findByText('Plays in Africa/Johannesburg · ZAR · reminders 24 h before the cutoff'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Costs are split between the main team · 1 guest per member'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Group settings' })).not.toBeInTheDocument();
  });

  it("tells a member when each player pays the game's cost and guests are off", async () => {
    showGroup(false, { cost_mode: 'per_player', guests_per_member: 0 });

    expect(await screen.findByText("Each player pays the game's cost · no guests")).toBeInTheDocument();
  });
});
