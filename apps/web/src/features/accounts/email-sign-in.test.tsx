// Sign-in by email on the web (README "Signing in"): "Email me a sign-in link" under the login form asks
// for the mail, then takes the 6-digit code on the same screen; the mail's link page signs in with a
// press of "Sign in", and in another browser asks to confirm first. The network is MSW.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import EmailLinkScreen from './EmailLinkScreen.tsx';
import LoginScreen from './LoginScreen.tsx';

const USER = { id: 7, name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', is_admin: false };
const signedIn = () => HttpResponse.json({ token: testToken({ id: 7, email: USER.email }), user: USER });

describe('Email me a sign-in link', () => {
  it('sends the mail for the typed email, then signs in with the code typed on the same screen', async () => {
    const asked: unknown[] = [];
    const typed: unknown[] = [];
    server.use(
      http.post('/api/login/email', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ message: 'sent' });
      }),
      http.post('/api/login/email/code', async ({ request }) => {
        typed.push(await request.json());
        return signedIn();
      }),
    );
    const { user } = renderInApp(<LoginScreen />, { route: '/login?next=/groups', path: '/login' });
    // The login form stays as it is.
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    const ask = screen.getByRole('form', { name: 'Email me a sign-in link' });
    expect(within(ask).getByRole('textbox', { name: /^Email/ })).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(/If ada@example.com has an account/)).toBeVisible();
    expect(asked).toEqual([{ email: 'ada@example.com' }]);
    const code = screen.getByLabelText(/^6-digit code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '042917');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('At /groups')).toBeVisible();
    expect(typed).toEqual([{ email: 'ada@example.com', code: '042917' }]);
    expect(getSession()?.user.id).toBe(7);
  });

  it("shows the server's sentence for a refused code and stays on the code", async () => {
    server.use(
      http.post('/api/login/email', () => HttpResponse.json({ message: 'sent' })),
      http.post('/api/login/email/code', () =>
        HttpResponse.json(
          { error: 'This code is not valid or has expired.', message: 'x', code: 'EMAIL_CODE_INVALID' },
          { status: 401 },
        ),
      ),
    );
    const { user } = renderInApp(<LoginScreen />, { route: '/login', path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    const ask = screen.getByRole('form', { name: 'Email me a sign-in link' });
    await user.type(within(ask).getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(await screen.findByLabelText(/^6-digit code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not valid or has expired.');
    expect(screen.getByLabelText(/^6-digit code/)).toBeVisible();
    expect(getSession()).toBeNull();
  });

  it('refuses a code that is not 6 digits before asking the server', async () => {
    server.use(http.post('/api/login/email', () => HttpResponse.json({ message: 'sent' })));
    const { user } = renderInApp(<LoginScreen />, { route: '/login', path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    const ask = screen.getByRole('form', { name: 'Email me a sign-in link' });
    await user.type(within(ask).getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(await screen.findByLabelText(/^6-digit code/), '12a');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6-digit code from the email.')).toBeVisible();
  });
});

describe('the link page', () => {
  const TOKEN = 'abcDEF123_-';
  const link = `/api/login/email/link/${TOKEN}`;

  /** The link page for a link the server describes as `sameBrowser`; the bodies of its POSTs. */
  function openLink(sameBrowser: boolean) {
    const posted: unknown[] = [];
    server.use(
      http.get(link, () => HttpResponse.json({ email: USER.email, sameBrowser })),
      http.post(link, async ({ request }) => {
        posted.push(await request.json());
        return signedIn();
      }),
    );
    const { user } = renderInApp(<EmailLinkScreen />, {
      route: `/login/email/${TOKEN}`,
      path: '/login/email/:token',
    });
    return { user, posted };
  }

  it('in the browser that asked: names the account, signs in on "Sign in" (not on opening)', async () => {
    const { user, posted } = openLink(true);
    expect(await screen.findByText('Sign in to Turnout as ada@example.com.')).toBeVisible();
    expect(posted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('At /')).toBeVisible();
    expect(posted).toEqual([{}]);
    expect(getSession()?.user.id).toBe(7);
  });

  it('in another browser: asks to confirm, and confirms with confirm: true', async () => {
    const { user, posted } = openLink(false);
    expect(
      await screen.findByText('You asked to sign in from another browser. Sign in here as ada@example.com?'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign in here' }));
    expect(await screen.findByText('At /')).toBeVisible();
    expect(posted).toEqual([{ confirm: true }]);
  });

  it("a used or expired link shows the server's sentence and the way back to sign in", async () => {
    server.use(
      http.get(link, () =>
        HttpResponse.json(
          { error: 'This sign-in link has expired.', message: 'x', code: 'EMAIL_LINK_EXPIRED' },
          { status: 410 },
        ),
      ),
    );
    renderInApp(<EmailLinkScreen />, { route: `/login/email/${TOKEN}`, path: '/login/email/:token' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link has expired.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});
