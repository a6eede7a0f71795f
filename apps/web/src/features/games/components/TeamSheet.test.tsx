// The team sheet's reserves (README "Reserves"; docs/decisions/010-reserves-queue.md): numbered in queue
// order, 1st, 2nd, …, each reserve by choice marked "by choice", the viewer marked "You".
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamResponse } from '@turnout/shared';
import { renderInApp } from '../../../test/render.tsx';
import { TeamSheet } from './TeamSheet.tsx';

const team: TeamResponse = {
  mainTeam: [
    { user_id: 1, name: 'Ann', surname: 'Dube', status: 'in' },
    { user_id: 2, name: 'Ben', surname: 'Moyo', status: 'in' },
  ],
  reserves: [
    { user_id: 3, name: 'Rae', surname: 'Mokoena', status: 'reserves', by_choice: false },
    { user_id: 7, name: 'Thabo', surname: 'Nkosi', status: 'reserves', by_choice: true },
    {
      user_id: null,
      guest_id: 4,
      name: 'Sam',
      surname: '',
      host_user_id: 2,
      status: 'reserves',
      by_choice: false,
    },
  ],
  notAttending: [],
  max_players: 2,
  offers: [],
};

describe('team sheet reserves', () => {
  it('numbers the queue 1st, 2nd, 3rd and marks reserves by choice', () => {
    renderInApp(<TeamSheet team={team} userId={7} />);
    const reserves = screen.getByRole('region', { name: 'Reserves (3)' });
    const rows = within(reserves).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '1stRae Mokoena',
      '2ndThabo Nkosiby choiceYou',
      '3rdSam (guest of Ben)',
    ]);
  });
});

describe('team sheet at 360 px', () => {
  it('shows every name whole (never cut to "Si…") and keeps the place number in a column that does not break', () => {
    const long = 'Siphosethu Nomvuyiswa-Khumalo';
    const many: TeamResponse = {
      ...team,
      mainTeam: Array.from({ length: 10 }, (_, i) => ({
        user_id: 100 + i,
        name: i === 9 ? 'Siphosethu' : `P${i}`,
        surname: i === 9 ? 'Nomvuyiswa-Khumalo' : 'X',
        status: 'in' as const,
      })),
      max_players: 10,
    };
    renderInApp(<TeamSheet team={many} userId={undefined} />);
    const name = screen.getByText(long);
    expect(name).not.toHaveAttribute('data-truncate');
    const tenth = within(screen.getByRole('region', { name: /Main team/ })).getAllByRole('listitem')[9]!;
    expect(tenth.textContent).toBe(`10.${long}`);
  });
});
