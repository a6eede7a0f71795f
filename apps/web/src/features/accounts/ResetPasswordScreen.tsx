/**
 * /reset-password?token=…&email=… (docs/product.md#s2-reset-password, #s5-reset-link, #s8-reset): one New
 * Password field. Without token or email the screen only says "Invalid or missing reset link." (with a way to
 * request a new one). Success replaces the form with "Password reset successfully", a "Log in now" link and
 * the line that the login comes in 2 s, then goes to /login (never a disabled form left on screen); a
 * refusal shows the server's sentence (e.g. "This reset link has expired. Request a new one."), any
 * other failure "Something went wrong". The server sends this page with Referrer-Policy: no-referrer.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { resetPasswordBodySchema } from '@turnout/shared';
import { PASSWORD_MIN_LENGTH } from '@turnout/shared/texts';
import { paths } from '../../lib/paths.ts';
import { errorMessage } from '../../lib/api.ts';
import { useResetPassword } from './api/reset-password.ts';
import { AccountCard } from '../../components/AccountCard.tsx';
import { FormOutcome } from './components/FormOutcome.tsx';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '../../lib/local-schema-resolver.ts';
import { useRedirectAfter } from '../../lib/use-redirect-after.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { accountScreenTexts, sharedAccountTexts } from './i18n.ts';

const REDIRECT_AFTER_RESET_MS = 2000;

export default function ResetPasswordScreen() {
  const t = accountScreenTexts.useT();
  const ta = sharedAccountTexts.useT();
  useDocumentTitle(t('resetPassword.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const reset = useResetPassword();
  // The body is the form's values: token and email from the link (no field), the new password typed.
  const form = useForm({
    initialValues: { token, email, newPassword: '' },
    validate: localSchemaResolver(resetPasswordBodySchema),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useRedirectAfter(done, paths.login(), REDIRECT_AFTER_RESET_MS);

  if (!token || !email) {
    return (
      <AccountCard title={t('resetPassword.title')}>
        <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
          {ta('resetLinkMissing')}
        </Alert>
        <Button component={Link} to={paths.forgotPassword()} variant="light">
          {t('resetPassword.requestLink')}
        </Button>
      </AccountCard>
    );
  }

  const submit = form.onSubmit(
    (body) =>
      reset.mutate(body, {
        onSuccess: () => setDone(true),
        onError: (err) => setFailure(errorMessage(err, ta('resetFailed'))),
      }),
    // A problem with the link itself (token or email) has no field: it reads as a bad link.
    (errors) => {
      if (!errors.newPassword) setFailure(ta('resetLinkMissing'));
    },
  );

  if (done) {
    return (
      <AccountCard title={t('resetPassword.title')}>
        <FormOutcome success={ta('passwordResetDone')} />
        <Text size="sm">{t('resetPassword.redirecting')}</Text>
        <Button component={Link} to={paths.login()} fullWidth>
          {t('resetPassword.logInNow')}
        </Button>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle', { email })}>
      <form
        onSubmit={(e) => {
          setFailure(null);
          submit(e);
        }}
        noValidate
      >
        <Stack gap="md">
          <PasswordInput
            label={t('passwords.new')}
            description={t('passwords.hint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <FormOutcome failure={failure} />
          {failure && failure !== ta('resetFailed') ? (
            <Text size="sm">
              <Anchor component={Link} to={paths.forgotPassword()} fw={600}>
                {t('resetPassword.requestResetLink')}
              </Anchor>
            </Text>
          ) : null}
          <Button type="submit" fullWidth loading={reset.isPending}>
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
