/**
 * "Sign in with a passkey" on /login (README "Signing in", Passkeys), under the spec's login form, which
 * stays as it is. Two ways in, both ending like a password sign-in (token stored, `onSignedIn`):
 * - the button: a modal WebAuthn request for any passkey of this site;
 * - conditional UI: once the screen has painted, where the browser supports it, a WebAuthn request
 *   with `mediation: "conditional"` that offers the user's passkeys in the email field's autofill
 *   (`autocomplete="username webauthn"` on that field). The button cancels it and runs its own.
 * LoginScreen imports this component lazily and it imports @simplewebauthn/browser only once the screen
 * is up (each a chunk of its own), so the login screen's first script does not grow (bench/README.md
 * "Web"). Hidden where the browser has no WebAuthn.
 * A refusal reads one sentence; a cancelled prompt says nothing; a 429 shows the server's sentence.
 */
import { useEffect, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { getToken, signOut } from '../../../lib/session.ts';
import { signInOptions, signInWithPasskey } from '../api/passkeys.ts';
import { accountScreenTexts } from '../i18n.ts';

const loadBrowser = () => import('@simplewebauthn/browser');

/** Whether the user dismissed the prompt or another ceremony replaced this one (nothing to say). */
const wasCancelled = (err: unknown) =>
  err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError');

export default function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const t = accountScreenTexts.useT();
  const queryClient = useQueryClient();
  const [supported] = useState(() => typeof window !== 'undefined' && 'PublicKeyCredential' in window);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Runs one ceremony (conditional or modal) and signs in with its answer. */
  const ceremony = async (conditional: boolean) => {
    const { startAuthentication } = await loadBrowser();
    const optionsJSON = await signInOptions().catch((err: unknown) => {
      // The autofill asks on every visit: its options refused (past the limit) or unreachable leave
      // the screen as it was; the button says why.
      if (conditional) return null;
      throw err;
    });
    if (!optionsJSON) return;
    const response = await startAuthentication({ optionsJSON, useBrowserAutofill: conditional });
    // A new session: an old token must not turn a refusal into "session expired".
    if (getToken()) signOut();
    await signInWithPasskey(response);
    queryClient.clear();
    onSignedIn();
  };

  const explain = (err: unknown) => {
    if (wasCancelled(err)) return;
    setFailure(
      err instanceof ApiError && err.status === 429
        ? err.message
        : err instanceof ApiError && err.status === 0
          ? t('passkeys.failed')
          : t('passkeys.signInFailed'),
    );
  };

  useEffect(() => {
    if (!supported) return;
    let active = true;
    // After the first paint: the library is a chunk of its own, fetched once the screen is up.
    const timer = window.setTimeout(() => {
      void loadBrowser().then(async ({ browserSupportsWebAuthnAutofill }) => {
        if (!active || !(await browserSupportsWebAuthnAutofill())) return;
        await ceremony(true).catch((err: unknown) => {
          // Only the server's refusal of a passkey the user picked is news: the browser's own errors
          // (no passkey here, another host than APP_URL's) leave the screen as it was.
          if (active && err instanceof ApiError) explain(err);
        });
      });
    }, 0);
    return () => {
      active = false;
      window.clearTimeout(timer);
      void loadBrowser().then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
    };
    // Once per visit of the screen (onSignedIn goes to the same place for the whole visit).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [supported]);

  if (!supported) return null;

  const start = () => {
    setFailure(null);
    setPending(true);
    ceremony(false)
      .catch(explain)
      .finally(() => setPending(false));
  };

  return (
    <Stack gap="xs">
      <Button
        variant="default"
        fullWidth
        leftSection={<IconKey size={18} aria-hidden />}
        loading={pending}
        onClick={start}
      >
        {t('passkeys.signIn')}
      </Button>
      {failure ? (
        <Text c="var(--turnout-error-text)" size="sm" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
