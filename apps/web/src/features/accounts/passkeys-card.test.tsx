// The profile's Passkeys part (README "Signing in", Passkeys): each passkey with its name, the day it
// was added and its last use; Remove asks the current password, shows a wrong one on the field and keeps
// the passkey, and takes it off the list once the server agrees. A browser without WebAuthn (jsdom) is
// told it cannot add one. The network is answered by MSW; the default name comes from the device, said
// in the reader's language.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { LANGUAGE_KEY } from '../../i18n/languages.ts';
import { server } from '../../test/server.ts';
import { renderInApp } from '../../test/render.tsx';
import PasskeysCard, { deviceName } from './components/PasskeysCard.tsx';

const phone = {
  id: 7,
  name: 'Work phone',
  created_at: '2026-11-20T09:00:00.000Z',
  last_used_at: '2026-11-27T18:30:00.000Z',
  device_type: 'multiDevice',
  backed_up: true,
};
const key = {
  ...phone,
  id: 8,
  name: 'Blue key',
  last_used_at: null,
  device_type: 'singleDevice',
  backed_up: false,
};

describe('Passkeys on the profile', () => {
  it('lists each passkey with when it was added and last used, and removes one with the password', async () => {
    let passkeys = [phone, key];
    const removals: unknown[] = [];
    server.use(
      http.get('/api/passkeys', () => HttpResponse.json({ passkeys })),
      http.delete('/api/passkeys/:id', async ({ request, params }) => {
        const body = (await request.json()) as { current_password: string };
        removals.push({ id: params.id, ...body });
        if (body.current_password !== 'kick-off-at-seven') {
          const error = 'Current password is incorrect.';
          return HttpResponse.json({ error, message: error, code: 'WRONG_PASSWORD' }, { status: 403 });
        }
        passkeys = passkeys.filter((p) => String(p.id) !== params.id);
        return HttpResponse.json({ message: 'Passkey removed.' });
      }),
    );
    const { user } = renderInApp(<PasskeysCard />);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/Work phone.*Added .*2026.*Last used .*2026/),
      expect.stringMatching(/Blue key.*Added .*2026.*Not used yet/),
    ]);
    expect(screen.getByText('This browser cannot use passkeys.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Blue key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Blue key”?' });
    await user.type(within(dialog).getByLabelText(/Current password/), 'guess');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Current password/)).toHaveAccessibleDescription(
        'Current password is incorrect.',
      ),
    );
    await user.clear(within(dialog).getByLabelText(/Current password/));
    await user.type(within(dialog).getByLabelText(/Current password/), 'kick-off-at-seven');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Passkey removed.');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(removals).toEqual([
      { id: '8', current_password: 'guess' },
      { id: '8', current_password: 'kick-off-at-seven' },
    ]);
  });

  it('says so when there is none', async () => {
    server.use(http.get('/api/passkeys', () => HttpResponse.json({ passkeys: [] })));
    renderInApp(<PasskeysCard />);
    expect(await screen.findByText('No passkeys yet.')).toBeInTheDocument();
  });

  it('names a new passkey after the device', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
    expect([android, iphone, windows, 'curl/8'].map((ua) => deviceName(ua))).toEqual([
      'Chrome on Android',
      'Safari on iPhone',
      'Firefox on Windows',
      null,
    ]);
  });

  describe('in German', () => {
    afterEach(async () => {
      await changeLanguage('en');
      localStorage.removeItem(LANGUAGE_KEY);
    });

    it('names a new passkey after the device in German', async () => {
      await changeLanguage('de');
      const android =
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
      expect(deviceName(android)).toBe('Chrome auf Android');
    });
  });
});
