/**
 * /signup (docs/product.md#s2-signup, #s5-signup, #s8-signup): Name, Surname, Mobile (10 digits, or + and
 * the country code: README "Mobile numbers"; never cut as typed), Email, Password, Confirm Password. The form checks what the server checks plus "Passwords do not
 * match." (the shared signupFormSchema), each sentence next to its field; a refusal shows the server's sentence (e.g. a taken email), anything else "An unexpected error
 * occurred.". Success goes to /login.
 *
 * With ?inviteToken (docs/product.md#s7-account) the token is sent along; the invite screen passes the
 * invited email and group name in the navigation state, prefilling Email and naming the group. The server
 * then answers with the group joined and a sign-in token: the new member is signed in and lands in the group.
 */
import { useState } from 'react';
import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@turnout/shared/texts';
import { paths } from '../../lib/paths.ts';
import { errorMessage } from '../../lib/api.ts';
import { signIn } from '../../lib/session.ts';
import { useSignup } from './api/signup.ts';
import { AccountCard } from '../../components/AccountCard.tsx';
import { useForm } from '@mantine/form';
import { safeNextPath } from '@turnout/shared/safe-next';
import { lazySchema, preloadSchemas } from '../../lib/forms.ts';
import { mobileInputProps } from '../../lib/mobile-input.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { accountScreenTexts, sharedAccountTexts, sharedInviteTexts } from './i18n.ts';

/** What the invite screen puts in the navigation state. */
type InviteState = { invitedEmail?: unknown; invitedMobile?: unknown; groupName?: unknown } | null;

export default function SignupScreen() {
  const t = accountScreenTexts.useT();
  const ta = sharedAccountTexts.useT();
  const ti = sharedInviteTexts.useT();
  useDocumentTitle(t('signup.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inviteToken = params.get('inviteToken') ?? undefined;
  const invite = (useLocation().state ?? null) as InviteState;
  const invitedEmail = inviteToken && typeof invite?.invitedEmail === 'string' ? invite.invitedEmail : '';
  const invitedMobile = inviteToken && typeof invite?.invitedMobile === 'string' ? invite.invitedMobile : '';
  const groupName = inviteToken && typeof invite?.groupName === 'string' ? invite.groupName : null;
  // Where sign-in goes after the account is made (an invite link's /join/{token}: README "Invite links").
  const next = safeNextPath(params.get('next'), '');
  const signup = useSignup();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      name: '',
      surname: '',
      mobile: invitedMobile,
      email: invitedEmail,
      password: '',
      confirmPassword: '',
    },
    validate: lazySchema(
      (shared) => shared.signupFormSchema,
      (err) => setFailure(errorMessage(err, ta('signupFailed'))),
    ),
  });

  const send = ({ confirmPassword: _, ...body }: typeof form.values) => {
    signup.mutate(
      { ...body, ...(inviteToken ? { inviteToken } : {}) },
      {
        onSuccess: (reply) => {
          if (reply.group && reply.token) {
            signIn(reply.token);
            notifications.show({ color: 'green', message: ti('joined', { groupName: reply.group.name }) });
            return void navigate(paths.group(reply.group.id));
          }
          notifications.show({ color: 'green', message: reply.message });
          void navigate(paths.login(next || undefined));
        },
        onError: (err) => setFailure(errorMessage(err, ta('signupFailed'))),
      },
    );
  };

  const field = (name: keyof typeof form.values) => ({
    ...(name === 'mobile' ? mobileInputProps(form, name) : form.getInputProps(name)),
    required: true,
  });

  return (
    <AccountCard
      title={t('signup.title')}
      subtitle={groupName ? t('signup.invited', { groupName }) : ta('tagline')}
    >
      <form
        onSubmit={(e) => {
          setFailure(null);
          form.onSubmit(send)(e);
        }}
        onFocus={preloadSchemas}
        noValidate
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={t('fields.name')} autoComplete="given-name" {...field('name')} />
            <TextInput label={t('fields.surname')} autoComplete="family-name" {...field('surname')} />
          </SimpleGrid>
          <TextInput
            label={t('fields.mobile')}
            description={t('fields.mobileHint')}
            autoComplete="tel"
            {...field('mobile')}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...field('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            description={t('passwords.hint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            {...field('password')}
          />
          <PasswordInput
            label={t('passwords.confirm')}
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          {failure ? (
            <Text c="var(--turnout-error-text)" size="sm" role="alert">
              {failure}
            </Text>
          ) : null}
          <Button type="submit" fullWidth loading={signup.isPending}>
            {t('signup.submit')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('signup.haveAccount')}{' '}
            <Anchor component={Link} to={paths.login()} fw={600}>
              {t('signup.login')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AccountCard>
  );
}
