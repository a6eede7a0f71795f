// The session store (docs/product.md#s3-current-user, #s4-signed-in, #s9-storage): what a signed-in or
// signed-out user leaves in local storage, and that screens follow sign-in and sign-out, also from
// another tab.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testToken } from '../test/session.ts';
import { getSession, getToken, sessionExpired, signIn, signOut, useSession } from './session.ts';

function WhoAmI() {
  const session = useSession();
  return <p>{session ? `Signed in as ${session.user.name} ${session.user.surname}` : 'Signed out'}</p>;
}

describe('session store', () => {
  it('keeps the token in authToken and copies currentUser from it at sign-in', () => {
    const token = testToken({
      id: 12,
      name: 'Ada',
      surname: 'Player',
      email: 'ada@example.com',
      is_admin: true,
    });
    signIn(token);

    expect(localStorage.getItem('authToken')).toBe(token);
    expect(JSON.parse(localStorage.getItem('currentUser')!)).toEqual({
      id: 12,
      name: 'Ada',
      email: 'ada@example.com',
      isAdmin: true,
    });
    expect(getToken()).toBe(token);
    expect(getSession()).toEqual({
      token,
      user: { id: 12, name: 'Ada', surname: 'Player', email: 'ada@example.com', is_admin: true },
    });
  });

  it('logout removes authToken but keeps currentUser (docs/product.md#s4)', () => {
    signIn(testToken({ id: 12 }));
    const currentUser = localStorage.getItem('currentUser');

    signOut();

    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('currentUser')).toBe(currentUser);
    expect(getSession()).toBeNull();
    expect(sessionExpired()).toBe(false);
  });

  it('remembers an expired session until the next sign-in', () => {
    signIn(testToken());
    signOut({ expired: true });
    expect(sessionExpired()).toBe(true);

    signIn(testToken());
    expect(sessionExpired()).toBe(false);
  });

  it('ignores a token it cannot decode (docs/product.md#s8): nobody is signed in', () => {
    localStorage.setItem('authToken', 'not-a-jwt');
    expect(getSession()).toBeNull();

    localStorage.setItem('authToken', testToken({ id: 'seven' as unknown as number }));
    expect(getSession()).toBeNull();
  });

  it('re-renders screens on sign-in and sign-out in this tab', () => {
    render(<WhoAmI />);
    expect(screen.getByText('Signed out')).toBeInTheDocument();

    act(() => signIn(testToken({ name: 'Ada', surname: 'Player' })));
    expect(screen.getByText('Signed in as Ada Player')).toBeInTheDocument();

    act(() => signOut());
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });

  it('follows a sign-out in another tab (the storage event)', () => {
    signIn(testToken({ name: 'Ada', surname: 'Player' }));
    render(<WhoAmI />);
    expect(screen.getByText('Signed in as Ada Player')).toBeInTheDocument();

    act(() => {
      // The other tab removed the token; this tab only hears the storage event.
      localStorage.removeItem('authToken');
      window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', oldValue: 'x', newValue: null }));
    });
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });
});
