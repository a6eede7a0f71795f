/**
 * /forgot-password (docs/product.md#s2-forgot-password, #s8-forgot-password): an Email field, a Send Reset
 * Link button and Cancel back to /login. The server answers every address alike, so success always reads
 * "Password reset link sent. Check your email."; a refusal shows the server's sentence (e.g. too many
 * requests), a failure without one "Failed to send reset email.", and a network or server failure
 * "Server error. Please try again later.".
 */
import { useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { FormButtons } from '../../components/FormButtons.tsx';
import { AccountCard } from '../../components/AccountCard.tsx';
import { FormOutcome } from './components/FormOutcome.tsx';
import { useForm } from '@mantine/form';
import { lazySchema, preloadSchemas } from '../../lib/forms.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { accountScreenTexts, sharedAccountTexts } from './i18n.ts';

function failureText(err: unknown): string {
  const ta = sharedAccountTexts.t;
  if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500)
    return ta('resetRequestServerError');
  return err.message.startsWith('Request failed with status code') ? ta('resetRequestFailed') : err.message;
}

export default function ForgotPasswordScreen() {
  const t = accountScreenTexts.useT();
  const ta = sharedAccountTexts.useT();
  useDocumentTitle(t('forgotPassword.documentTitle'));
  const request = useRequestPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: lazySchema(
      (shared) => shared.requestPasswordResetBodySchema,
      (err) => setFailure(failureText(err)),
    ),
  });

  const send = (values: typeof form.values) => {
    request.mutate(values, {
      onSuccess: () => setSent(true),
      onError: (err) => setFailure(failureText(err)),
    });
  };

  return (
    <AccountCard title={t('forgotPassword.title')}>
      <Text size="sm" c="dimmed">
        {t('forgotPassword.intro')}
      </Text>
      <form
        onSubmit={(e) => {
          setFailure(null);
          setSent(false);
          form.onSubmit(send)(e);
        }}
        onFocus={preloadSchemas}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <FormOutcome success={sent ? ta('resetLinkSent') : null} failure={failure} />
          <FormButtons>
            <Button type="submit" loading={request.isPending}>
              {t('forgotPassword.submit')}
            </Button>
            <Button component={Link} to={paths.login()} variant="default">
              {t('common.cancel')}
            </Button>
          </FormButtons>
        </Stack>
      </form>
    </AccountCard>
  );
}
