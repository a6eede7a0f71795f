// The account forms (docs/product.md#s5-login, #s5-signup, #s5-change-password): each problem shows next to
// its own field, with the shared schemas' sentences, and nothing is sent while one remains; a mobile takes
// digits, or + and the country code, and is never cut (README "Mobile numbers"). The network is answered by MSW: a request no test answers fails the test.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../test/server.ts';
import { renderInApp } from '../../test/render.tsx';
import ChangePasswordScreen from './ChangePasswordScreen.tsx';
import LoginScreen from './LoginScreen.tsx';
import SignupScreen from './SignupScreen.tsx';
import { changeLanguage } from '../../i18n/index.ts';
import { LANGUAGE_KEY } from '../../i18n/languages.ts';

describe('login form', () => {
  it('says next to each empty field that it is required (the schemas load on submit)', async () => {
    const { user } = renderInApp(<LoginScreen />, { route: '/login', path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Email is required.'),
    );
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Password is required.');
  });
});

describe('signup form', () => {
  it('shows every field its own problem, "Passwords do not match." on Confirm Password', async () => {
    const { user } = renderInApp(<SignupScreen />, { route: '/signup', path: '/signup' });
    await user.type(screen.getByLabelText(/^Name/), 'Ana');
    await user.type(screen.getByLabelText(/^Mobile/), '08a2-12');
    expect(screen.getByLabelText(/^Mobile/)).toHaveValue('08212');
    await user.type(screen.getByLabelText(/^Password/), 'long enough');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'long enougH');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription(
        'Passwords do not match.',
      ),
    );
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Surname/)).toHaveAccessibleDescription('Surname is required.');
    expect(screen.getByLabelText(/^Mobile/)).toHaveAccessibleDescription(
      /Mobile number must be exactly 10 digits\./,
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is required.');
  });

  it('never cuts a mobile: 11 digits stay whole and are refused with the sentence, nothing sent', async () => {
    let sent = false;
    server.use(
      http.post('/signup', () => {
        sent = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = renderInApp(<SignupScreen />, { route: '/signup', path: '/signup' });
    await user.type(screen.getByLabelText(/^Mobile/), '07700900123');
    expect(screen.getByLabelText(/^Mobile/)).toHaveValue('07700900123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Mobile/)).toHaveAccessibleDescription(
        /Mobile number must be exactly 10 digits\./,
      ),
    );
    expect(sent).toBe(false);
  });

  it('takes an international number with its + (spaces dropped) and refuses a bad one beside the field', async () => {
    const { user } = renderInApp(<SignupScreen />, { route: '/signup', path: '/signup' });
    const mobile = screen.getByLabelText(/^Mobile/);
    await user.type(mobile, '+44 12');
    expect(mobile).toHaveValue('+4412');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(mobile).toHaveAccessibleDescription(/Please enter a valid international number/),
    );
    await user.clear(mobile);
    await user.type(mobile, '+44 7911 123456');
    expect(mobile).toHaveValue('+447911123456');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(mobile).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('sends the signup without the confirmation once every field passes', async () => {
    let body: unknown;
    server.use(
      http.post('/signup', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            message: 'Account created successfully. Please log in.',
            user: { id: 1, name: 'Ana', surname: 'Alves', email: 'ana@example.com' },
          },
          { status: 201 },
        );
      }),
    );
    const { user } = renderInApp(<SignupScreen />, { route: '/signup', path: '/signup' });
    await user.type(screen.getByLabelText(/^Name/), 'Ana');
    await user.type(screen.getByLabelText(/^Surname/), 'Alves');
    await user.type(screen.getByLabelText(/^Mobile/), '0821234567');
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'long enough');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('At /login')).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Ana',
      surname: 'Alves',
      mobile: '0821234567',
      email: 'ana@example.com',
      password: 'long enough',
    });
  });
});

describe('change-password form', () => {
  it('says "New passwords do not match." next to Confirm New Password', async () => {
    const { user } = renderInApp(<ChangePasswordScreen />, {
      route: '/change-password',
      path: '/change-password',
    });
    await user.type(screen.getByLabelText(/^Current Password/), 'old password');
    await user.type(screen.getByLabelText(/^New Password/), 'new password');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'new passw0rd');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(screen.getByLabelText(/^Confirm New Password/)).toHaveAccessibleDescription(
      'New passwords do not match.',
    );
    expect(screen.getByLabelText(/^Current Password/)).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('signup form in German', () => {
  afterEach(async () => {
    await changeLanguage('en');
    localStorage.removeItem(LANGUAGE_KEY);
  });

  it('names its fields, the mobile number hint and the buttons in German (README "Languages")', async () => {
    await changeLanguage('de');
    renderInApp(<SignupScreen />, { route: '/signup', path: '/signup' });

    expect(await screen.findByRole('button', { name: 'Registrieren' })).toBeVisible();
    expect(screen.getByLabelText(/^Vorname/)).toBeVisible();
    expect(screen.getByLabelText(/^Nachname/)).toBeVisible();
    expect(screen.getByLabelText(/^Handynummer/)).toHaveAccessibleDescription(
      '10 Ziffern oder + und die Ländervorwahl',
    );
    expect(screen.getByLabelText(/^Passwort \*?$/)).toHaveAccessibleDescription('Mindestens 8 Zeichen');
    expect(screen.getByLabelText(/^Passwort bestätigen/)).toBeVisible();
    expect(screen.getByText('Schon ein Konto?')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('Registrieren · Turnout');
  });
});

describe('login screen in German', () => {
  afterEach(async () => {
    await changeLanguage('en');
    localStorage.removeItem(LANGUAGE_KEY);
  });

  it('says the tagline and that the session has expired in German (README "Languages")', async () => {
    await changeLanguage('de');
    renderInApp(<LoginScreen />, { route: '/login?sessionExpired=true', path: '/login' });

    expect(
      await screen.findByText('Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.'),
    ).toBeVisible();
    expect(screen.getByText('Organisieren, losspielen!')).toBeVisible();
  });
});

describe('form errors in German', () => {
  afterEach(async () => {
    await changeLanguage('en');
    localStorage.removeItem(LANGUAGE_KEY);
  });

  it('says the shared schema\'s sentence in the reader\'s language next to its field (README "Languages")', async () => {
    await changeLanguage('de');
    const { user } = renderInApp(<ChangePasswordScreen />, {
      route: '/change-password',
      path: '/change-password',
    });
    await user.type(await screen.findByLabelText(/^Aktuelles Passwort/), 'old password');
    await user.type(screen.getByLabelText(/^Neues Passwort \*?$/), 'new password');
    await user.type(screen.getByLabelText(/^Neues Passwort bestätigen/), 'new passw0rd');
    await user.click(screen.getByRole('button', { name: 'Passwort aktualisieren' }));

    expect(screen.getByLabelText(/^Neues Passwort bestätigen/)).toHaveAccessibleDescription(
      'Die neuen Passwörter stimmen nicht überein.',
    );
  });

  it('says them in German on a first screen too, whose schemas load on first use', async () => {
    await changeLanguage('de');
    const { user } = renderInApp(<SignupScreen />, { route: '/signup', path: '/signup' });
    await user.type(await screen.findByLabelText(/^E-Mail/), 'no-at-sign');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^E-Mail/)).toHaveAccessibleDescription(
        'Bitte gib eine gültige E-Mail-Adresse ein.',
      ),
    );
  });
});
