// The fetch client (lib/api.ts; docs/product.md#s8-http-client, #s8-session-expiry; docs/design.md#api): what
// a caller gets for each kind of answer, and what the user sees when the server ends the session (401) or
// refuses a request (403), in the real app with its router. The network is answered by MSW.
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../app/App.tsx';
import { router } from '../app/router.tsx';
import { server } from '../test/server.ts';
import { testToken } from '../test/session.ts';
import { api, ApiError } from './api.ts';
import { queryClient } from './query-client.ts';
import { signIn } from './session.ts';

afterEach(() => queryClient.clear());

/** The rejection of `promise` (fails the test when it resolves). */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
}

describe('api(): answers and errors', () => {
  it('sends JSON with the bearer token and resolves with the parsed body', async () => {
    const token = testToken();
    signIn(token);
    let seen: { auth: string | null; type: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/rsvps', async ({ request }) => {
        seen = {
          auth: request.headers.get('authorization'),
          type: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ success: true, status: 'in', message: "You're in!" });
      }),
    );

    const reply = await api('/api/rsvps', { method: 'POST', body: { gameId: 3, status: 'in' } });

    expect(reply).toEqual({ success: true, status: 'in', message: "You're in!" });
    expect(seen).toEqual({
      auth: `Bearer ${token}`,
      type: 'application/json',
      body: { gameId: 3, status: 'in' },
    });
  });

  it("rejects with the server's sentence, status and code", async () => {
    server.use(
      http.post('/api/rsvps', () =>
        HttpResponse.json(
          {
            error: 'Main team is full (max 10 players).',
            message: 'Main team is full (max 10 players).',
            code: 'MAIN_TEAM_FULL',
          },
          { status: 409 },
        ),
      ),
    );

    const err = await failure(api('/api/rsvps', { method: 'POST', body: { gameId: 3, status: 'in' } }));

    expect(err.status).toBe(409);
    expect(err.message).toBe('Main team is full (max 10 players).');
    expect(err.code).toBe('MAIN_TEAM_FULL');
  });

  it('reads "Request failed with status code N" when the answer carries no sentence', async () => {
    server.use(http.get('/api/games', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));

    const err = await failure(api('/api/games'));

    expect(err.status).toBe(502);
    expect(err.message).toBe('Request failed with status code 502');
  });

  it('reads "Network Error" when no answer came', async () => {
    server.use(http.get('/api/games', () => HttpResponse.error()));

    const err = await failure(api('/api/games'));

    expect(err.status).toBe(0);
    expect(err.message).toBe('Network Error');
  });

  it('a 401 without a session (a refused login) leaves local storage alone', async () => {
    localStorage.setItem('currentUser', '{"id":7}');
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ error: 'Invalid credentials', message: 'Invalid credentials' }, { status: 401 }),
      ),
    );

    const err = await failure(
      api('/api/auth/login', { method: 'POST', body: { email: 'a@b.co', password: 'x' } }),
    );

    expect(err.message).toBe('Invalid credentials');
    expect(localStorage.getItem('currentUser')).toBe('{"id":7}');
  });
});

describe('in the app', () => {
  const openGames = async () => {
    await act(() => router.navigate('/games'));
    render(<App />);
  };

  it('a 401 clears the token and shows the login screen at /login?sessionExpired=true', async () => {
    signIn(testToken({ name: 'Ada' }));
    const currentUser = localStorage.getItem('currentUser');
    server.use(
      http.get('/api/games', () =>
        HttpResponse.json({ error: 'Invalid token', message: 'Invalid token' }, { status: 401 }),
      ),
    );

    await openGames();

    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/login?sessionExpired=true');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('currentUser')).toBe(currentUser);
  });

  it("a 403 keeps the session and the screen shows the server's refusal", async () => {
    const token = testToken({ name: 'Ada' });
    signIn(token);
    server.use(
      http.get('/api/games', () =>
        HttpResponse.json(
          { error: 'You are not a member of this group.', message: 'You are not a member of this group.' },
          { status: 403 },
        ),
      ),
    );

    await openGames();

    expect(await screen.findByText('Error fetching games')).toBeInTheDocument();
    expect(screen.getByText('You are not a member of this group.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/games');
    expect(localStorage.getItem('authToken')).toBe(token);
  });
});
