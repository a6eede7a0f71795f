/**
 * /login (docs/product.md#s2-login, #s5-login, #s8-login): Email and Password, a Login button, a grey Forgot
 * Password button to /forgot-password and an error line. A refused login reads "Invalid email or
 * password, or sign up here." with a link to /signup (a 429 shows the server's retry sentence instead);
 * a network failure reads "An error occurred, please try again.". ?sessionExpired=true says the session
 * expired. Success stores the token and currentUser and goes to /, or to ?next= when that is a path on
 * this site (safeNextPath; e.g. the invite screen sends someone with an account here and back).
 * Under the form, "Email me a sign-in link" (components/EmailSignIn.tsx; README "Signing in") signs in
 * with a mailed code the same way, and "Sign in with a passkey" (components/PasskeySignIn.tsx; README
 * "Signing in"), whose passkeys the browser also offers in the email field's autofill.
 */
import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '@turnout/shared/safe-next';
import { paths } from '../../lib/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { signOut, getToken } from '../../lib/session.ts';
import { useLogin } from './api/login.ts';
import { AccountCard } from '../../components/AccountCard.tsx';
import { useForm } from '@mantine/form';
import { lazySchema, preloadSchemas } from '../../lib/forms.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { accountScreenTexts, sharedAccountTexts } from './i18n.ts';
import { EmailSignIn } from './components/EmailSignIn.tsx';

/**
 * "Sign in with a passkey" (README "Signing in", Passkeys): a chunk of its own, fetched while the screen
 * paints, so the login screen's first script stays as it was (bench/README.md "Web").
 */
const PasskeySignIn = lazy(() => import('./components/PasskeySignIn.tsx'));

type Failure = { kind: 'refused' } | { kind: 'network' } | { kind: 'limited'; message: string };

export default function LoginScreen() {
  const t = accountScreenTexts.useT();
  const ta = sharedAccountTexts.useT();
  useDocumentTitle(t('login.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionExpired = params.get('sessionExpired') === 'true';
  const next = safeNextPath(params.get('next'), paths.home());
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: lazySchema(
      (shared) => shared.loginBodySchema,
      () => setFailure({ kind: 'network' }),
    ),
  });

  const send = (values: typeof form.values) => {
    // Logging in starts a new session: an old token must not turn a refusal into "session expired".
    if (getToken()) signOut();
    loginMutation.mutate(values, {
      onSuccess: () => void navigate(next),
      onError: (err) =>
        setFailure(
          !(err instanceof ApiError) || err.status === 0
            ? { kind: 'network' }
            : err.status === 429
              ? { kind: 'limited', message: err.message }
              : { kind: 'refused' },
        ),
    });
  };

  return (
    <AccountCard title={t('login.title')} subtitle={ta('tagline')} corner={<LanguageMenu />}>
      {sessionExpired ? (
        <Alert color="yellow" icon={<IconClockExclamation size={20} />} role="status">
          {ta('sessionExpired')}
        </Alert>
      ) : null}
      <form
        onSubmit={(e) => {
          setFailure(null);
          form.onSubmit(send)(e);
        }}
        onFocus={preloadSchemas}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            // "webauthn": the browser offers passkeys here too (PasskeySignIn's conditional request).
            autoComplete="username webauthn"
            inputMode="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          {failure ? (
            <Text c="var(--turnout-error-text)" size="sm" role="alert">
              {failure.kind === 'refused' ? (
                <>
                  {ta('loginFailedPrefix')}
                  <Anchor
                    component={Link}
                    to={paths.signup()}
                    c="var(--turnout-error-text)"
                    fw={600}
                    underline="always"
                    inherit
                  >
                    {ta('loginFailedLink')}
                  </Anchor>
                  .
                </>
              ) : failure.kind === 'limited' ? (
                failure.message
              ) : (
                ta('loginNetworkError')
              )}
            </Text>
          ) : null}
          <Button type="submit" fullWidth loading={loginMutation.isPending}>
            {t('login.submit')}
          </Button>
          <Button component={Link} to={paths.forgotPassword()} color="gray" variant="light" fullWidth>
            {t('login.forgot')}
          </Button>
        </Stack>
      </form>
      <EmailSignIn email={form.values.email} onSignedIn={() => void navigate(next)} />
      <Suspense fallback={null}>
        <PasskeySignIn onSignedIn={() => void navigate(next)} />
      </Suspense>
    </AccountCard>
  );
}
