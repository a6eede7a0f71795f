// The group screen's "Reserves near kick-off" card (README "Reserves", timed offers near kick-off): an
// admin switches promotion to offers (its one sentence under the choice, naming the hours), sets the
// hours and quiet hours and saves exactly those settings; quiet hours turned off are sent as null; the
// checks for comfort refuse hours beyond 72 before asking the server. Members see no card.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { offerTexts, type GroupDetail } from '@turnout/shared';
import { signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { aGroup } from '../../test/fixtures.ts';
import GroupDetailScreen from './GroupDetailScreen.tsx';

beforeEach(() => signIn(testToken({ id: 7 })));

function showGroup(isAdmin: boolean, fields: Partial<GroupDetail> = {}) {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/groups/5', () => HttpResponse.json({ group: aGroup({ is_admin: isAdmin, ...fields }) })),
    http.get('/api/groups/5/members', () => HttpResponse.json({ members: [] })),
    http.get('/api/groups/5/invites', () => HttpResponse.json({ invites: [] })),
    http.get('/api/groups/5/series', () => HttpResponse.json({ series: [] })),
    http.put('/api/groups/5', async ({ request }) => {
      const body = (await request.json()) as Partial<GroupDetail>;
      sent.push(body);
      return HttpResponse.json({ group: aGroup({ ...fields, ...body }) });
    }),
  );
  return { sent, ...renderInApp(<GroupDetailScreen />, { route: '/group/5', path: '/group/:id' }) };
}

describe('reserves near kick-off', () => {
  it('turns offers on with their hours and quiet hours, each choice explained', async () => {
    const { sent, user } = showGroup(true);
    const form = await screen.findByRole('form', { name: 'Reserves settings' });
    const choices = within(form).getByRole('radiogroup', { name: 'When a place opens near kick-off' });
    expect(within(choices).getByRole('radio', { name: 'Promote the first reserve' })).toBeChecked();
    // The offer-only fields wait until offers are chosen.
    expect(within(form).queryByRole('switch', { name: 'Quiet hours' })).not.toBeInTheDocument();

    const offer = within(choices).getByRole('radio', { name: 'Offer it to the reserves in turn' });
    expect(offer).toHaveAccessibleDescription(offerTexts.settingExplained(24));
    await user.click(offer);
    const hours = within(form).getByRole('textbox', { name: 'Near kick-off means within' });
    await user.clear(hours);
    await user.paste('12');
    expect(offer).toHaveAccessibleDescription(offerTexts.settingExplained(12));
    expect(within(form).getByRole('switch', { name: 'Quiet hours' })).toBeChecked();
    const from = within(form).getByRole('combobox', { name: 'From' });
    await user.click(from);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '22:00' }));
    await user.click(within(form).getByRole('button', { name: 'Save reserves settings' }));

    expect(await screen.findByText('Reserves settings saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      { promotion: 'offer', offer_hours: 12, quiet_hours: { start: '22:00', end: '09:00' } },
    ]);
  });

  it('sends quiet hours turned off as null', async () => {
    const { sent, user } = showGroup(true, { promotion: 'offer' });
    const form = await screen.findByRole('form', { name: 'Reserves settings' });

    await user.click(within(form).getByRole('switch', { name: 'Quiet hours' }));
    expect(within(form).queryByRole('combobox', { name: 'From' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save reserves settings' }));

    expect(await screen.findByText('Reserves settings saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ promotion: 'offer', offer_hours: 24, quiet_hours: null }]);
  });

  it('refuses more than 72 hours before asking the server', async () => {
    const { sent, user } = showGroup(true, { promotion: 'offer' });
    const form = await screen.findByRole('form', { name: 'Reserves settings' });

    const hours = within(form).getByRole('textbox', { name: 'Near kick-off means within' });
    await user.clear(hours);
    await user.paste('73');
    await user.click(within(form).getByRole('button', { name: 'Save reserves settings' }));

    expect(await within(form).findByText(offerTexts.offerHours)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows a member no reserves settings', async () => {
    showGroup(false);
    await screen.findByText(/Plays in Africa\/Johannesburg/);
    expect(screen.queryByRole('form', { name: 'Reserves settings' })).not.toBeInTheDocument();
  });
});
