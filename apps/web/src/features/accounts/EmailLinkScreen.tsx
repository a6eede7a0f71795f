/**
 * /login/email/:token (README "Signing in"; docs/decisions/023-email-sign-in.md; open to visitors): the
 * link of a sign-in mail. Opening it signs nobody in (GET /api/login/email/link/{token}: mail scanners
 * open links); it names the account and offers "Sign in" (POST). In the browser that asked for the link
 * that is all; in another one it first says so — "You asked to sign in from another browser. Sign in here
 * as …?" — and its "Sign in here" button sends `confirm: true`. A used, expired or unknown link shows the
 * server's sentence and a way back to the sign-in page; success stores the session and goes home.
 */
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMail } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { AccountCard } from '../../components/AccountCard.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useEmailLink, useEmailLinkSignIn } from './api/email-sign-in.ts';
import { accountScreenTexts } from './i18n.ts';

export default function EmailLinkScreen() {
  const t = accountScreenTexts.useT();
  useDocumentTitle(t('emailSignIn.linkTitle'));
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const link = useEmailLink(token);
  const signIn = useEmailLinkSignIn(token);
  const frame = (children: React.ReactNode) => (
    <AccountCard title={t('emailSignIn.linkTitle')}>{children}</AccountCard>
  );
  const backToLogin = (
    <Button component={Link} to={paths.login()} variant="default" mih={44}>
      {t('emailSignIn.backToLogin')}
    </Button>
  );

  if (token !== '' && link.isPending) {
    return frame(
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{t('emailSignIn.linkChecking')}</Text>
      </Group>,
    );
  }

  if (!link.data) {
    const err = link.error;
    const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
    return frame(
      <>
        <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
          {token === '' || !refused ? t('emailSignIn.linkFailed') : err.message}
        </Alert>
        {backToLogin}
      </>,
    );
  }

  const { email, sameBrowser } = link.data;
  const failure = signIn.error ? errorMessage(signIn.error, t('emailSignIn.failed')) : null;
  return frame(
    <Stack gap="md">
      <Text>
        {sameBrowser
          ? t('emailSignIn.linkSameBrowser', { email })
          : t('emailSignIn.linkOtherBrowser', { email })}
      </Text>
      {sameBrowser ? null : (
        <Text size="sm" c="dimmed">
          {t('emailSignIn.linkNotYou')}
        </Text>
      )}
      {failure ? (
        <Text c="var(--turnout-error-text)" size="sm" role="alert">
          {failure}
        </Text>
      ) : null}
      <Button
        fullWidth
        mih={44}
        leftSection={<IconMail size={18} />}
        loading={signIn.isPending}
        onClick={() => signIn.mutate(!sameBrowser, { onSuccess: () => void navigate(paths.home()) })}
      >
        {sameBrowser ? t('emailSignIn.signIn') : t('emailSignIn.linkSignInHere')}
      </Button>
      {failure ? backToLogin : null}
    </Stack>,
  );
}
