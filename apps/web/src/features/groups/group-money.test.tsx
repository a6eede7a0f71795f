// The group screen's Money and Attendance tabs (README "Who pays what", "A fair, visible record"): the
// balances per member with a negative balance marked in words, a group admin's CSV downloads fetched
// with the bearer token and handed to the browser to save, a member's own row only (as the server
// serves it), and the attendance record sorted by a tap on any column's header. The network is MSW.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttendanceReply, AttendanceRow, LedgerReply } from '@turnout/shared';
import { formatMoney } from '@turnout/shared/zone-rules';
import { signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { aGroup } from '../../test/fixtures.ts';
import { fakeMediaQueryList } from '../../test/media.ts';
import GroupDetailScreen from './GroupDetailScreen.tsx';
import { ledgerTexts } from './components/GroupMoneyPanel.tsx';

const token = testToken({ id: 7 });
beforeEach(() => signIn(token));
afterEach(() => vi.restoreAllMocks());

const adminLedger: LedgerReply = {
  currency: 'ZAR',
  members: [
    { user_id: 7, name: 'Ada', surname: 'Player', owed: '100.00', paid: '100.00', balance: '0.00' },
    { user_id: 8, name: 'Thabo', surname: 'Nkosi', owed: '66.67', paid: '33.33', balance: '-33.34' },
    { user_id: 9, name: 'Lee', surname: 'Chen', owed: '33.33', paid: '50.00', balance: '16.67' },
  ],
};

/** The group screen of group 5 at `route`, answered for an admin or a plain member. */
function showGroup(isAdmin: boolean, route = '/group/5') {
  server.use(
    http.get('/api/groups/5', () => HttpResponse.json({ group: aGroup({ is_admin: isAdmin }) })),
    http.get('/api/groups/5/members', () => HttpResponse.json({ members: [] })),
    http.get('/api/groups/5/invites', () => HttpResponse.json({ invites: [] })),
    http.get('/api/groups/5/series', () => HttpResponse.json({ series: [] })),
  );
  return renderInApp(<GroupDetailScreen />, { route, path: '/group/:id' });
}

/** The text of each body row's cells, header cell first. */
function bodyRows(table: HTMLElement): string[][] {
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim()),
    );
}

/**
 * Answers the CSV download of `file` ("ledger.csv") with `csv`, keeping each request's Authorization
 * header; the browser's saving is watched at URL.createObjectURL and the download link's click.
 */
function answerCsv(file: string, csv: string) {
  const authorizations: (string | null)[] = [];
  server.use(
    http.get(`/api/groups/5/${file}`, ({ request }) => {
      authorizations.push(request.headers.get('authorization'));
      return new HttpResponse(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="thursday-five-${file}"`,
        },
      });
    }),
  );
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:turnout/1';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const saved: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return { authorizations, blobs, saved };
}

describe('the Money tab', () => {
  it("shows an admin every member's owed, paid and balance, a negative balance marked as owing", async () => {
    server.use(http.get('/api/groups/5/ledger', () => HttpResponse.json(adminLedger)));
    const { user } = showGroup(true);

    await user.click(await screen.findByRole('tab', { name: 'Money' }));

    const table = await screen.findByRole('table', { name: 'Balances' });
    const money = (amount: string) =>
      new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' })
        .format(Number(amount))
        .replace(/\s+/g, ' ');
    expect(bodyRows(table)).toEqual([
      ['Ada Player (you)', money('0'), money('100'), money('100')],
      ['Thabo Nkosi', `${money('-33.34')} owes`, money('66.67'), money('33.33')],
      ['Lee Chen', money('16.67'), money('33.33'), money('50')],
    ]);
    const [, , footer] = within(table).getAllByRole('rowgroup');
    const total = within(footer!).getByRole('row');
    expect(
      [...total.querySelectorAll('th, td')].map((c) => c.textContent?.replace(/\s+/g, ' ').trim()),
    ).toEqual(['Total', `${money('-16.67')} still owed`, money('200'), money('183.33')]);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('downloads the ledger as CSV for an admin, asked for with the bearer token', async () => {
    server.use(http.get('/api/groups/5/ledger', () => HttpResponse.json(adminLedger)));
    const csv = 'user_id,name,surname,owed,paid,balance\n8,Thabo,Nkosi,66.67,33.33,-33.34\n';
    const download = answerCsv('ledger.csv', csv);
    const { user } = showGroup(true, '/group/5?tab=money');

    await screen.findByRole('table', { name: 'Balances' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await vi.waitFor(() => expect(download.saved).toHaveLength(1));
    expect(download.authorizations).toEqual([`Bearer ${token}`]);
    expect(download.saved).toEqual([{ href: 'blob:turnout/1', download: 'thursday-five-ledger.csv' }]);
    expect(await download.blobs[0]!.text()).toBe(csv);
  });

  it("shows the server's refusal when the download is refused", async () => {
    server.use(
      http.get('/api/groups/5/ledger', () => HttpResponse.json(adminLedger)),
      http.get('/api/groups/5/ledger.csv', () =>
        HttpResponse.json({ error: 'Only a group admin can download this file.' }, { status: 403 }),
      ),
    );
    const { user } = showGroup(true, '/group/5?tab=money');

    await screen.findByRole('table', { name: 'Balances' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByText('Only a group admin can download this file.')).toBeInTheDocument();
    expect(screen.getByText('Failed to download the CSV file.')).toBeInTheDocument();
  });

  it('shows a member their own balance, the one row the server serves, and no download', async () => {
    const own: LedgerReply = {
      currency: 'ZAR',
      members: [
        { user_id: 7, name: 'Ada', surname: 'Player', owed: '20.00', paid: '0.00', balance: '-20.00' },
      ],
    };
    server.use(http.get('/api/groups/5/ledger', () => HttpResponse.json(own)));
    showGroup(false, '/group/5?tab=money');

    const table = await screen.findByRole('table', { name: 'Your balance' });
    const rows = bodyRows(table);
    expect(rows).toHaveLength(1);
    expect(rows[0]![0]).toBe('Ada Player (you)');
    expect(rows[0]![1]).toMatch(/^-.*20,00 owes$/);
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('says so when no game has kicked off yet', async () => {
    server.use(http.get('/api/groups/5/ledger', () => HttpResponse.json({ currency: 'ZAR', members: [] })));
    showGroup(true, '/group/5?tab=money');

    expect(
      await screen.findByText('No games have kicked off yet, so nobody owes anything.'),
    ).toBeInTheDocument();
  });
});

describe('the Attendance tab', () => {
  const row = (user_id: number, name: string, counts: Partial<AttendanceRow>): AttendanceRow => ({
    user_id,
    name,
    surname: 'Test',
    games: 6,
    played: 0,
    reserve: 0,
    out: 0,
    no_answer: 0,
    no_shows: 0,
    late_drops: 0,
    ...counts,
  });
  const record: AttendanceReply = [
    row(8, 'Bongani', { played: 5, no_shows: 1, late_drops: 0, out: 1 }),
    row(9, 'Cara', { played: 2, no_shows: 3, late_drops: 1, reserve: 1 }),
    row(7, 'Ada', { played: 4, no_shows: 0, late_drops: 2, no_answer: 2 }),
  ];
  const names = (table: HTMLElement) => bodyRows(table).map((cells) => cells[0]);

  it('sorts by a column when its header is tapped, most first, then fewest, and says so in aria-sort', async () => {
    server.use(http.get('/api/groups/5/attendance', () => HttpResponse.json(record)));
    const { user } = showGroup(false);

    await user.click(await screen.findByRole('tab', { name: 'Attendance' }));
    const table = await screen.findByRole('table', { name: 'Attendance' });
    expect(names(table)).toEqual(['Ada Test (you)', 'Bongani Test', 'Cara Test']);
    expect(screen.getByRole('columnheader', { name: /Member/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'No-shows' }));
    expect(names(table)).toEqual(['Cara Test', 'Bongani Test', 'Ada Test (you)']);
    const noShows = screen.getByRole('columnheader', { name: /No-shows/ });
    expect(noShows).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Member/ })).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'No-shows' }));
    expect(names(table)).toEqual(['Ada Test (you)', 'Bongani Test', 'Cara Test']);
    expect(noShows).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Late drops' }));
    expect(bodyRows(table).map((cells) => [cells[0], cells[7]])).toEqual([
      ['Ada Test (you)', '2'],
      ['Cara Test', '1'],
      ['Bongani Test', '0'],
    ]);
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('downloads the attendance as CSV for an admin, asked for with the bearer token', async () => {
    server.use(http.get('/api/groups/5/attendance', () => HttpResponse.json(record)));
    const csv = 'user_id,name,surname,games,played\n8,Bongani,Test,6,5\n';
    const download = answerCsv('attendance.csv', csv);
    const { user } = showGroup(true, '/group/5?tab=attendance');

    await screen.findByRole('table', { name: 'Attendance' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await vi.waitFor(() => expect(download.saved).toHaveLength(1));
    expect(download.authorizations).toEqual([`Bearer ${token}`]);
    expect(download.saved[0]!.download).toBe('thursday-five-attendance.csv');
    expect(await download.blobs[0]!.text()).toBe(csv);
  });
});

describe('on a phone (narrower than 48em)', () => {
  /** matchMedia answering like a 390 px wide screen: every max-width query up to 48em matches. */
  function onAPhone() {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      fakeMediaQueryList(query, query.includes('max-width')),
    );
  }
  /** Each card's title and its "label value" pairs. */
  const cards = (list: HTMLElement) =>
    within(list)
      .getAllByRole('listitem')
      .map((card) => [
        card.querySelector('p')?.textContent?.trim(),
        ...[...card.querySelectorAll('dl > div')].map((d) => d.textContent?.replace(/\s+/g, ' ').trim()),
      ]);

  it('shows Money as a card per member with balance, owed and paid, and the totals, not a table', async () => {
    onAPhone();
    server.use(http.get('/api/groups/5/ledger', () => HttpResponse.json(adminLedger)));
    showGroup(true, '/group/5?tab=money');

    const list = await screen.findByRole('list', { name: 'Balances' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const money = (amount: string) =>
      new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' })
        .format(Number(amount))
        .replace(/\s+/g, ' ');
    expect(cards(list)).toEqual([
      ['Ada Player (you)', `Balance${money('0')}`, `Owed${money('100')}`, `Paid${money('100')}`],
      ['Thabo Nkosi', `Balance${money('-33.34')} owes`, `Owed${money('66.67')}`, `Paid${money('33.33')}`],
      ['Lee Chen', `Balance${money('16.67')}`, `Owed${money('33.33')}`, `Paid${money('50')}`],
      ['Total', `Balance${money('-16.67')} still owed`, `Owed${money('200')}`, `Paid${money('183.33')}`],
    ]);
  });

  it('shows a member’s amounts in another currency on their card, under its own heading, and a total per currency', async () => {
    onAPhone();
    const twoCurrencies: LedgerReply = {
      currency: 'ZAR',
      members: [
        {
          ...adminLedger.members[1]!,
          by_currency: [{ currency: 'EUR', owed: '12.00', paid: '0.00', balance: '-12.00' }],
        },
        adminLedger.members[2]!,
      ],
      totals: [
        { currency: 'ZAR', owed: '100.00', paid: '83.33', balance: '-16.67' },
        { currency: 'EUR', owed: '12.00', paid: '0.00', balance: '-12.00' },
      ],
    };
    server.use(http.get('/api/groups/5/ledger', () => HttpResponse.json(twoCurrencies)));
    showGroup(true, '/group/5?tab=money');

    const list = await screen.findByRole('list', { name: 'Balances' });
    const money = (amount: string, currency: string) => formatMoney(amount, currency)!.replace(/\s+/g, ' ');
    const zar = (a: string) => money(a, 'ZAR');
    const eur = (a: string) => money(a, 'EUR');
    expect(cards(list)).toEqual([
      [
        'Thabo Nkosi',
        `Balance${zar('-33.34')} owes`,
        `Owed${zar('66.67')}`,
        `Paid${zar('33.33')}`,
        `Balance${eur('-12.00')} owes`,
        `Owed${eur('12.00')}`,
        `Paid${eur('0.00')}`,
      ],
      ['Lee Chen', `Balance${zar('16.67')}`, `Owed${zar('33.33')}`, `Paid${zar('50')}`],
      ['Total', `Balance${zar('-16.67')} still owed`, `Owed${zar('100')}`, `Paid${zar('83.33')}`],
      ['Total (EUR)', `Balance${eur('-12.00')} still owed`, `Owed${eur('12.00')}`, `Paid${eur('0.00')}`],
    ]);
    const thabo = within(list).getAllByRole('listitem')[0]!;
    expect(within(thabo).getByText(ledgerTexts.inCurrency('EUR'))).toBeVisible();
  });

  it('shows Attendance as a card per member with all seven counts, sorted by the Sort by select', async () => {
    onAPhone();
    const row = (user_id: number, name: string, no_shows: number): AttendanceRow => ({
      user_id,
      name,
      surname: 'Test',
      games: 6,
      played: 5,
      reserve: 0,
      out: 1,
      no_answer: 0,
      no_shows,
      late_drops: 0,
    });
    server.use(
      http.get('/api/groups/5/attendance', () =>
        HttpResponse.json([row(8, 'Bongani', 1), row(9, 'Cara', 3)]),
      ),
    );
    const { user } = showGroup(false, '/group/5?tab=attendance');

    const list = await screen.findByRole('list', { name: 'Attendance' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards(list)[0]).toEqual([
      'Bongani Test',
      'Games6',
      'Played5',
      'Reserve0',
      'Out1',
      'No answer0',
      'No-shows1',
      'Late drops0',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'No-shows, most first');
    expect(cards(list).map((c) => c[0])).toEqual(['Cara Test', 'Bongani Test']);
  });
});
