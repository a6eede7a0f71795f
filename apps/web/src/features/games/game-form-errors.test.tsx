// The game form's errors as a user meets them (docs/product.md#s5-create-game, #s8-games): every problem
// shows beside its own field in the spec's words, an empty mandatory field says "Required" while the spec's
// mandatory sentence shows once under the form, numbers are refused as typed (never clamped, stripped
// or rounded) and nothing is sent, and text fields count their characters near their limit.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameTexts } from '@turnout/shared/texts';
import { signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { aGroup } from '../../test/fixtures.ts';
import CreateGameScreen from './CreateGameScreen.tsx';

const NOW = new Date('2026-11-25T01:20:00.000Z');
type User = ReturnType<typeof renderInApp>['user'];

let sent: unknown[];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signIn(testToken({ id: 7 }));
  sent = [];
  server.use(
    http.get('/api/groups/my-groups-with-admin-status', () =>
      HttpResponse.json({ groups: [aGroup({ id: 6, name: 'Sunday League' })] }),
    ),
    http.post('/api/games', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ message: 'Game created successfully!' }, { status: 201 });
    }),
  );
});
afterEach(() => vi.useRealTimers());

/** The form from a group's Create Game button: the group is fixed, on Johannesburg's clock. */
async function openForm() {
  const view = renderInApp(<CreateGameScreen />, {
    route: '/create-game',
    path: '/create-game',
    state: { group_id: 6, group_name: 'Sunday League' },
  });
  await screen.findByRole('button', { name: 'Create game' });
  return view;
}

const field = (label: string | RegExp) => screen.getByRole('textbox', { name: label });

async function fill(user: User, label: string | RegExp, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

/** A form with every mandatory field filled well, for one field at a time to be made wrong. */
async function fillGood(user: User) {
  await fill(user, /^Description/, 'Five-a-side');
  const date = screen.getByLabelText(/^Date/);
  await user.click(date);
  await user.paste('2026-11-26');
  await user.click(screen.getByRole('combobox', { name: /^Time/ }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '19:00' }));
}

describe('game form errors', () => {
  it('an empty form says "Required" at each empty mandatory field and the spec sentence once', async () => {
    const { user } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(await screen.findAllByText(gameTexts.mandatoryCreate)).toHaveLength(1);
    expect(field(/^Description/)).toHaveAccessibleDescription('Required');
    expect(field(/^Max Players/)).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('combobox', { name: /^Time/ })).toHaveAccessibleDescription('Required');
    expect(screen.getAllByText('Required')).toHaveLength(4); // description, date, time, max players
    expect(field(/^Venue/)).not.toHaveAccessibleDescription();
    expect(sent).toEqual([]);
  });

  it('"-3" players is refused at the field, not saved as 3', async () => {
    const { user } = await openForm();
    await fillGood(user);
    await fill(user, /^Max Players/, '-3');

    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(await screen.findByText(gameTexts.invalidPlayers)).toBeInTheDocument();
    expect(field(/^Max Players/)).toHaveValue('-3');
    expect(field(/^Max Players/)).toHaveAccessibleDescription(gameTexts.invalidPlayers);
    expect(screen.queryByText(gameTexts.mandatoryCreate)).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('"2.5" players is refused, not made 25', async () => {
    const { user } = await openForm();
    await fillGood(user);
    await fill(user, /^Max Players/, '2.5');

    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(await screen.findByText(gameTexts.invalidPlayers)).toBeInTheDocument();
    expect(field(/^Max Players/)).toHaveValue('2.5');
    expect(sent).toEqual([]);
  });

  it.each(['-5', '1.234'])('a cost of "%s" is refused at the field and nothing is sent', async (cost) => {
    const { user } = await openForm();
    await fillGood(user);
    await fill(user, /^Max Players/, '10');
    await fill(user, /^Cost/, cost);

    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(await screen.findByText(gameTexts.invalidCost)).toBeInTheDocument();
    expect(field(/^Cost/)).toHaveValue(cost);
    expect(field(/^Cost/)).toHaveAccessibleDescription(gameTexts.invalidCost);
    expect(sent).toEqual([]);
  });

  it('a good cost with two decimals is sent as typed', async () => {
    const { user } = await openForm();
    await fillGood(user);
    await fill(user, /^Max Players/, '10');
    await fill(user, /^Cost/, '62.50');

    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(await screen.findByText('Game created successfully!')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ max_players: 10, cost: '62.50' })]);
  });

  it('the description counts its characters from 80 % of its 200', async () => {
    const { user } = await openForm();
    await fill(user, /^Description/, 'x'.repeat(159));
    expect(screen.queryByText('159 / 200')).not.toBeInTheDocument();

    await user.type(field(/^Description/), 'y');

    expect(await screen.findByText('160 / 200')).toBeInTheDocument();
    expect(field(/^Description/)).toHaveAccessibleDescription('160 / 200');
  });

  it('the notes count up to their 2000', async () => {
    const { user } = await openForm();
    await fill(user, /^Notes/, 'n'.repeat(1999));

    expect(await screen.findByText('1999 / 2000')).toBeInTheDocument();
  });
});
