/**
 * Logout (docs/product.md#s4-signed-in): stops this browser's pushes on the server while the token still works (README
 * "Security": pushes stop with the session; lib/session-push.ts forgetThisDevice,
 * which never blocks the logout for long nor fails it), then removes authToken (currentUser is kept),
 * drops cached data and goes to /login.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { signOut } from '../../lib/session.ts';
import { forgetThisDevice } from '../../lib/session-push.ts';

/** Returns a function that logs the user out and shows the login screen. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    void forgetThisDevice().then(() => {
      signOut();
      queryClient.clear();
      void navigate(paths.login());
    });
  }, [queryClient, navigate]);
}
