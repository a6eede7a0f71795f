// The group screen in German (README "Languages"): an admin's group screen — the tabs, the members with
// their counts in German plural forms, the settings, the reserves card, the Money and Attendance tabs
// and the season table — shows the 'web-groups' catalogue's German, and the shared group sentences too;
// a member reads the group's settings line in German. The network is answered by MSW.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AttendanceRow, LedgerReply, Member } from '@turnout/shared';
import { changeLanguage } from '../../i18n/index.ts';
import { LANGUAGE_KEY } from '../../i18n/languages.ts';
import { signIn } from '../../lib/session.ts';
import { aGroup } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import GroupDetailScreen from './GroupDetailScreen.tsx';
import MyGroupsScreen from './MyGroupsScreen.tsx';

const member = (id: number, name: string, surname: string, is_admin = false): Member =>
  ({ id, name, surname, is_admin }) as Member;

beforeEach(async () => {
  signIn(testToken({ id: 1 }));
  await changeLanguage('de');
});
afterEach(async () => {
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_KEY);
});

function showGroup(isAdmin: boolean, route = '/group/5') {
  const ledger: LedgerReply = {
    currency: 'EUR',
    members: [
      {
        user_id: 1,
        name: 'Ada',
        surname: 'Admin',
        owed: '12.50',
        paid: '0.00',
        balance: '-12.50',
      },
    ],
  };
  const attendance: AttendanceRow[] = [
    {
      user_id: 1,
      name: 'Ada',
      surname: 'Admin',
      games: 3,
      played: 2,
      reserve: 1,
      out: 0,
      no_answer: 0,
      no_shows: 0,
      late_drops: 0,
    },
  ];
  server.use(
    http.get('/api/groups/5', () =>
      HttpResponse.json({
        group: aGroup({ is_admin: isAdmin, currency: 'EUR', time_zone: 'Europe/Berlin' }),
      }),
    ),
    http.get('/api/groups/5/members', () =>
      HttpResponse.json({ members: [member(1, 'Ada', 'Admin', true), member(2, 'Bernd', 'Becker')] }),
    ),
    http.get('/api/groups/5/invites', () => HttpResponse.json({ invites: [] })),
    http.get('/api/groups/5/invite-links', () => HttpResponse.json({ links: [] })),
    http.get('/api/groups/5/series', () => HttpResponse.json({ series: [] })),
    http.get('/api/groups/5/ratings', () => HttpResponse.json({ players: [] })),
    http.get('/api/groups/5/ledger', () => HttpResponse.json(ledger)),
    http.get('/api/groups/5/attendance', () => HttpResponse.json(attendance)),
  );
  return renderInApp(<GroupDetailScreen />, { route, path: '/group/:id' });
}

describe('the group screen in German', () => {
  it('shows an admin the tabs, members, settings and reserves card in German', async () => {
    showGroup(true);
    expect(await screen.findByRole('heading', { name: 'Thursday Five' })).toBeInTheDocument();
    expect(screen.getByText(/Angelegt am .* · 8 Mitglieder · Du bist Admin/)).toBeInTheDocument();
    for (const tab of ['Mitglieder', 'Kasse', 'Anwesenheit', 'Tabelle'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Mitglied hinzufügen' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Admin: Bernd Becker' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bernd Becker entfernen' })).toBeInTheDocument();
    const settings = screen.getByRole('form', { name: 'Gruppeneinstellungen' });
    expect(within(settings).getByRole('textbox', { name: 'Gäste pro Mitglied' })).toBeInTheDocument();
    expect(
      within(settings).getByRole('radio', { name: 'Kosten auf die Mannschaft aufteilen' }),
    ).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Ersatzbank kurz vor Anpfiff' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gruppe verlassen' })).toBeInTheDocument();
    expect(screen.queryByText('Members')).not.toBeInTheDocument();
  });

  it('shows the Money and Attendance tabs in German, the money written the German way', async () => {
    const { user } = showGroup(true, '/group/5?tab=money');
    expect(await screen.findByRole('heading', { name: 'Kontostände' })).toBeInTheDocument();
    expect((await screen.findAllByText('-12,50 €')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('schuldet').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('tab', { name: 'Anwesenheit' }));
    expect(await screen.findByRole('heading', { name: 'Anwesenheit' })).toBeInTheDocument();
    expect(screen.getAllByText(/Nicht erschienen/).length).toBeGreaterThan(0);
  });

  it("tells a member the group's settings in German", async () => {
    showGroup(false);
    expect(
      await screen.findByText('Spielt in Europe/Berlin · EUR · Erinnerung 24 Std. vor Anmeldeschluss'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Die Kosten teilt sich die Mannschaft · 1 Gast pro Mitglied'),
    ).toBeInTheDocument();
  });

  it('lists My Groups in German, the shared refusal sentence too', async () => {
    server.use(
      http.get('/api/groups/my-groups-with-admin-status', () =>
        HttpResponse.json({ groups: [aGroup({ member_count: 1 })] }),
      ),
    );
    renderInApp(<MyGroupsScreen />);
    expect(await screen.findByRole('heading', { name: 'Meine Gruppen' })).toBeInTheDocument();
    expect(await screen.findByText(/^1 Mitglied · seit /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gruppe öffnen' })).toBeInTheDocument();
  });
});
