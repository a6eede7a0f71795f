// "Download my data" on the profile (README "Your data"): the dialog sends the current password to
// POST /api/users/export and saves the ZIP under the server's name; a wrong password is shown on the
// field and the dialog stays; the limit's sentence is shown under it. The network is answered by MSW.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server.ts';
import { renderInApp } from '../../test/render.tsx';
import { watchSaving } from '../../test/downloads.ts';
import { DownloadMyData } from './components/DownloadMyData.tsx';

afterEach(() => vi.restoreAllMocks());

describe('Download my data', () => {
  it('asks for the current password, posts it and saves the ZIP under its name', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/users/export', async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse('PK-zip-bytes', {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="turnout-my-data-2027-03-10.zip"',
          },
        });
      }),
    );
    const saving = watchSaving();
    const { user } = renderInApp(<DownloadMyData />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download my data' });
    await user.type(screen.getByLabelText(/Current password/), 'kick-off-at-seven');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saving.saved).toEqual(['turnout-my-data-2027-03-10.zip']));
    expect(bodies).toEqual([{ currentPassword: 'kick-off-at-seven' }]);
    expect(await saving.blobs[0]!.text()).toBe('PK-zip-bytes');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('shows a wrong password on the field and the limit under it; nothing is saved', async () => {
    const answers = [
      { status: 403, error: 'Current password is incorrect.' },
      { status: 429, error: 'You can download your data 3 times an hour. Please try again in 40 minutes.' },
    ];
    server.use(
      http.post('/api/users/export', () => {
        const { status, error } = answers.shift()!;
        return HttpResponse.json({ error, message: error, code: 'X' }, { status });
      }),
    );
    const saving = watchSaving();
    const { user } = renderInApp(<DownloadMyData />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await user.type(await screen.findByLabelText(/Current password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Current password/)).toHaveAccessibleDescription(
        'Current password is incorrect.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can download your data 3 times an hour. Please try again in 40 minutes.',
    );
    expect(screen.getByRole('dialog', { name: 'Download my data' })).toBeInTheDocument();
    expect(saving.saved).toEqual([]);
  });
});
