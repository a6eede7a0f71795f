/** Logout (spec §4): removes authToken (currentUser is kept), drops cached data and goes to /login. */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { signOut } from '../../lib/session.ts';

/** Returns a function that logs the user out and shows the login screen. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    signOut();
    queryClient.clear();
    void navigate(paths.login());
  }, [queryClient, navigate]);
}
