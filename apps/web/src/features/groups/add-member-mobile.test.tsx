// The add-member Mobile field (docs/product.md#s5-add-member; README "Mobile numbers"): 10 to 15 digits or
// + and the country code; what is typed is never cut, and a number it cannot take is refused beside the
// field with "Please enter a valid mobile number." while nothing is sent.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../lib/session.ts';
import { aGroup } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import AddMemberScreen from './AddMemberScreen.tsx';

let sent: unknown[];
beforeEach(() => {
  signIn(testToken({ id: 1 }));
  sent = [];
  server.use(
    http.get('/api/groups/5', () => HttpResponse.json({ group: aGroup() })),
    http.post('/api/groups/5/members', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ success: true, userExists: true, invited: false, added: true });
    }),
  );
});

const open = () =>
  renderInApp(<AddMemberScreen />, { route: '/group/5/add-member', path: '/group/:id/add-member' });

describe('add-member mobile field', () => {
  it('keeps 16 digits whole and refuses them with the sentence, sending nothing', async () => {
    const { user } = open();
    const mobile = await screen.findByLabelText(/^Mobile/);
    await user.type(mobile, '1234567890123456');
    expect(mobile).toHaveValue('1234567890123456');
    await user.click(screen.getByRole('button', { name: /Add/ }));
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(/Please enter a valid mobile number\./));
    expect(sent).toEqual([]);
  });

  it('sends a number written with + and its country code, spaces dropped', async () => {
    const { user } = open();
    const mobile = await screen.findByLabelText(/^Mobile/);
    await user.type(mobile, '+44 7911 123456');
    await user.click(screen.getByRole('button', { name: /Add/ }));
    await waitFor(() => expect(sent).toEqual([{ mobile: '+447911123456' }]));
  });
});
