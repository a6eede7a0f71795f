/**
 * Sign-in by email (README "Signing in"): POST /api/login/email { email } → { message } (always the same
 * answer; it sets the browser's binding cookie), POST /api/login/email/code { email, code } → { token,
 * user }, GET /api/login/email/link/{token} → { email, sameBrowser } (uses nothing) and POST the same path
 * { confirm? } → { token, user }. None carries a session: a refused code or link signs no one out.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EmailCodeBody,
  EmailLinkReply,
  EmailSignInBody,
  EmailSignInReply,
  LoginReply,
} from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { getToken, signIn, signOut } from '../../../lib/session.ts';

const linkPath = (token: string) => `/api/login/email/link/${encodeURIComponent(token)}`;

/** Asks for a sign-in mail. */
export function useRequestEmailSignIn() {
  return useMutation({
    mutationFn: (body: EmailSignInBody) =>
      api<EmailSignInReply>('/api/login/email', { method: 'POST', body, bearer: false }),
  });
}

/** A sign-in reply starts a new session: any earlier user's cache goes, the token is stored. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return ({ token }: LoginReply) => {
    queryClient.clear();
    signIn(token);
  };
}

/** Signing in starts a new session: an old token is dropped first (as the login form does). */
function dropOldSession() {
  if (getToken()) signOut();
}

/** Signs in with the mailed code. */
export function useEmailCodeSignIn() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: EmailCodeBody) => {
      dropOldSession();
      return api<LoginReply>('/api/login/email/code', { method: 'POST', body, bearer: false });
    },
    onSuccess: signedIn,
  });
}

/** What the link would do; never retried (a 400 / 410 is the answer). */
export function useEmailLink(token: string) {
  return useQuery({
    queryKey: ['email-sign-in-link', token],
    queryFn: () => api<EmailLinkReply>(linkPath(token), { bearer: false }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** Signs in with the link; `confirm` for a browser other than the one that asked. */
export function useEmailLinkSignIn(token: string) {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (confirm: boolean) => {
      dropOldSession();
      return api<LoginReply>(linkPath(token), {
        method: 'POST',
        body: confirm ? { confirm: true } : {},
        bearer: false,
      });
    },
    onSuccess: signedIn,
  });
}
