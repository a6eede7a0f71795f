// The password reset's success (docs/product.md#s2-reset-password, #s9-redirect-delays): "Password reset
// successfully", then /login after 2 s — also when the browser was signed in to that account (the reset
// ends its sessions, so the stored one is dropped), never a disabled form left on screen. The clock is
// the test's; the network is MSW.
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import ResetPasswordScreen from './ResetPasswordScreen.tsx';

afterEach(() => vi.useRealTimers());

async function resetAndWatch() {
  server.use(
    http.post('/api/login/reset-password', () =>
      HttpResponse.json({ message: 'Password reset successfully' }),
    ),
  );
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  const { user } = renderInApp(<ResetPasswordScreen />, {
    route: '/reset-password?token=abc&email=ada%40example.com',
    path: '/reset-password',
  });
  await user.type(screen.getByLabelText(/^New Password/), 'a brand new password');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('Password reset successfully')).toBeVisible();
  // The form is gone, not left disabled: a way to the login now instead.
  expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in now' })).toHaveAttribute('href', '/login');
  expect(screen.queryByText(/^At \/login/)).not.toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(1_500));
  expect(screen.queryByText(/^At \/login/)).not.toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(600));
  expect(await screen.findByText('At /login')).toBeVisible();
}

describe('reset password success', () => {
  it('shows the success and goes to /login after 2 s', async () => {
    await resetAndWatch();
  });

  it('goes to /login after 2 s when this browser was signed in to that account, and signs it out', async () => {
    signIn(testToken({ id: 7, email: 'ada@example.com' }));
    await resetAndWatch();
    expect(getSession()).toBeNull();
  });
});
