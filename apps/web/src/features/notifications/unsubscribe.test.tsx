// The unsubscribe link of an email (README "Notifications", List-Unsubscribe): opening it asks and
// changes nothing; "Stop these emails" turns that kind off and says so, pointing to Notification
// settings; a tampered link gets one clear sentence, and never signs a signed-in reader out.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UnsubscribeReply } from '@turnout/shared';
import { getSession, signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { unsubscribeTexts } from './reach-texts.ts';
import UnsubscribeScreen from './UnsubscribeScreen.tsx';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1Ijo3LCJrIjoicmVtaW5kZXJzIn0.c2lnbmF0dXJl';

type Seen = { method: string; auth: string | null };

/** Answers GET and POST of the link like the server, recording each call and its Authorization header. */
function unsubscribeServer(reply: Partial<UnsubscribeReply> = {}) {
  const seen: Seen[] = [];
  const base: UnsubscribeReply = {
    kind: 'reminders',
    email_enabled: true,
    message: 'Reminder emails are on.',
    ...reply,
  };
  server.use(
    http.get(`/api/unsubscribe/${TOKEN}`, ({ request }) => {
      seen.push({ method: 'GET', auth: request.headers.get('authorization') });
      return HttpResponse.json(base);
    }),
    http.post(`/api/unsubscribe/${TOKEN}`, ({ request }) => {
      seen.push({ method: 'POST', auth: request.headers.get('authorization') });
      return HttpResponse.json({ ...base, email_enabled: false, message: 'Reminder emails are off.' });
    }),
  );
  return seen;
}

function renderScreen(token = TOKEN) {
  return renderInApp(<UnsubscribeScreen />, { route: `/unsubscribe/${token}`, path: '/unsubscribe/:token' });
}

describe('the unsubscribe screen', () => {
  it('asks "Stop reminder emails?" and changes nothing until the button is pressed', async () => {
    const seen = unsubscribeServer();
    renderScreen();

    expect(await screen.findByRole('heading', { name: 'Stop reminder emails?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Stop these emails' })).toBeVisible();
    expect(seen).toEqual([{ method: 'GET', auth: null }]);
  });

  it('"Stop these emails" turns them off and says how to change it back', async () => {
    const seen = unsubscribeServer();
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Stop these emails' }));

    expect(await screen.findByText("You won't get reminder emails any more.")).toBeVisible();
    expect(screen.getByText(/Change this any time in/)).toHaveTextContent(
      'Change this any time in Notification settings.',
    );
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notification-settings',
    );
    expect(seen.map((s) => s.method)).toEqual(['GET', 'POST']);
  });

  it('names the kind of email the link is for', async () => {
    unsubscribeServer({ kind: 'team_changes' });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Stop emails about team changes?' })).toBeVisible();
  });

  it('a kind already off says so at once', async () => {
    unsubscribeServer({ email_enabled: false });
    renderScreen();
    expect(await screen.findByText('You already get no reminder emails.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).not.toBeInTheDocument();
  });

  it('a tampered link (401) gets a clear sentence', async () => {
    server.use(
      http.get(`/api/unsubscribe/${TOKEN}`, () =>
        HttpResponse.json({ error: 'This link is not valid.' }, { status: 401 }),
      ),
    );
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(unsubscribeTexts.invalid);
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).not.toBeInTheDocument();
  });

  it('a link for an account that is gone (404) says so', async () => {
    const gone = 'This link was made for an account that no longer exists.';
    server.use(
      http.get(`/api/unsubscribe/${TOKEN}`, () => HttpResponse.json({ error: gone }, { status: 404 })),
    );
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(gone);
  });

  it('a server failure offers to try again', async () => {
    let calls = 0;
    server.use(
      http.get(`/api/unsubscribe/${TOKEN}`, () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({
              kind: 'reminders',
              email_enabled: true,
              message: 'This link stops reminder emails.',
            });
      }),
    );
    const { user } = renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(unsubscribeTexts.checkFailed);

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Stop reminder emails?' })).toBeVisible();
  });

  it('signed in, the link still carries no session, and a tampered one signs nobody out', async () => {
    signIn(testToken());
    const seen: Seen[] = [];
    server.use(
      http.get(`/api/unsubscribe/${TOKEN}`, ({ request }) => {
        seen.push({ method: 'GET', auth: request.headers.get('authorization') });
        return HttpResponse.json({ error: 'This link is not valid.' }, { status: 401 });
      }),
    );
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(unsubscribeTexts.invalid);
    expect(seen).toEqual([{ method: 'GET', auth: null }]);
    expect(getSession()).not.toBeNull();
  });
});
