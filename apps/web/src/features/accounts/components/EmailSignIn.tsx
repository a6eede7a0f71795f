/**
 * "Email me a sign-in link" under the login form (README "Signing in"; docs/decisions/023-email-sign-in.md).
 * A button opens an Email field (filled with the login form's email) and Send; once sent, the same place
 * asks for the 6-digit code from the mail (one-time-code autocomplete, a numeric keypad) with "Sign in":
 * the code works here even when the mail's link opens another browser (an installed app). "Send a new
 * code" asks again (the new mail replaces the old one), "Use another email" goes back to the field.
 * A refused code or request shows the server's sentence; a network failure a sentence of our own.
 * Success stores the session and calls `onSignedIn`.
 */
import { useState } from 'react';
import { Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { EMAIL_CODE_LENGTH } from '@turnout/shared/texts';
import { errorMessage } from '../../../lib/api.ts';
import { lazySchema, preloadSchemas } from '../../../lib/forms.ts';
import { useEmailCodeSignIn, useRequestEmailSignIn } from '../api/email-sign-in.ts';
import { accountScreenTexts } from '../i18n.ts';

type Step = 'closed' | 'email' | 'code';

/** The code step's secondary actions: small type, a 44 px tall target. */
const SMALL_ACTION = {
  variant: 'subtle',
  size: 'compact-sm',
  fz: 'sm',
  mih: 44,
  h: 'auto',
  px: 6,
  styles: { label: { whiteSpace: 'normal' } },
} as const;

export function EmailSignIn({ email, onSignedIn }: { email: string; onSignedIn: () => void }) {
  const t = accountScreenTexts.useT();
  const [step, setStep] = useState<Step>('closed');
  const [sentTo, setSentTo] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const request = useRequestEmailSignIn();
  const signIn = useEmailCodeSignIn();
  const networkFailure = () => setFailure(t('emailSignIn.failed'));
  const emailForm = useForm({
    initialValues: { email: '' },
    validate: lazySchema((shared) => shared.emailSignInBodySchema, networkFailure),
  });
  const codeForm = useForm({
    initialValues: { code: '' },
    validate: lazySchema((shared) => shared.emailCodeBodySchema.pick({ code: true }), networkFailure),
  });

  const send = (to: string) => {
    setFailure(null);
    request.mutate(
      { email: to },
      {
        onSuccess: () => {
          setSentTo(to);
          codeForm.reset();
          setStep('code');
        },
        onError: (err) => setFailure(errorMessage(err, t('emailSignIn.failed'))),
      },
    );
  };

  /** The part under the login form: "or", then the step's own form (or the button that opens them). */
  const below = (children: React.ReactNode) => (
    <Stack gap="md">
      <Divider label={t('emailSignIn.or')} labelPosition="center" />
      {children}
    </Stack>
  );
  /** A form of this part: its own submit (never the login form's), the failure cleared first. */
  const formProps = (label: string, submit: (e: React.FormEvent<HTMLFormElement>) => void) => ({
    onSubmit: (e: React.FormEvent<HTMLFormElement>) => {
      e.stopPropagation();
      setFailure(null);
      submit(e);
    },
    onFocus: preloadSchemas,
    noValidate: true,
    'aria-label': label,
  });

  if (step === 'closed') {
    return below(
      <Button
        variant="default"
        fullWidth
        mih={42}
        h="auto"
        py={8}
        // The label wraps rather than cut a longer language's words short ("Anmeldelink per E-Mail schicken").
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
        leftSection={<IconMail size={18} />}
        onClick={() => {
          emailForm.setValues({ email: email.trim() });
          setFailure(null);
          setStep('email');
        }}
      >
        {t('emailSignIn.open')}
      </Button>,
    );
  }

  const failureLine = failure ? (
    <Text c="var(--turnout-error-text)" size="sm" role="alert">
      {failure}
    </Text>
  ) : null;

  if (step === 'email') {
    return below(
      <form
        {...formProps(t('emailSignIn.open'), (e) => emailForm.onSubmit((values) => send(values.email))(e))}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('emailSignIn.intro')}
          </Text>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...emailForm.getInputProps('email')}
          />
          {failureLine}
          <Group grow gap="sm">
            <Button type="submit" loading={request.isPending}>
              {t('emailSignIn.send')}
            </Button>
            <Button variant="default" onClick={() => setStep('closed')}>
              {t('emailSignIn.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>,
    );
  }

  return below(
    <form
      {...formProps(t('emailSignIn.codeForm'), (e) =>
        codeForm.onSubmit((values) =>
          signIn.mutate(
            { email: sentTo, code: values.code },
            {
              onSuccess: onSignedIn,
              onError: (err) => setFailure(errorMessage(err, t('emailSignIn.failed'))),
            },
          ),
        )(e),
      )}
    >
      <Stack gap="md">
        <Text size="sm" role="status">
          {t('emailSignIn.sent', { email: sentTo })}
        </Text>
        <TextInput
          label={t('emailSignIn.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={EMAIL_CODE_LENGTH}
          required
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
          {...codeForm.getInputProps('code')}
        />
        {failureLine}
        <Button type="submit" fullWidth loading={signIn.isPending}>
          {t('emailSignIn.signIn')}
        </Button>
        <Group justify="space-between" gap={4}>
          <Button {...SMALL_ACTION} loading={request.isPending} onClick={() => send(sentTo)}>
            {t('emailSignIn.resend')}
          </Button>
          <Button
            {...SMALL_ACTION}
            onClick={() => {
              setFailure(null);
              emailForm.setValues({ email: sentTo });
              setStep('email');
            }}
          >
            {t('emailSignIn.otherEmail')}
          </Button>
        </Group>
      </Stack>
    </form>,
  );
}
