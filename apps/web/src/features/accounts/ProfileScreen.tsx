/**
 * /profile (docs/product.md#s2-profile, #s8-profile, #s8-account-deletion): loads the user's own profile (a
 * failed load goes to /login) into Name, Surname, Email and Mobile. Save Changes shows "Profile updated
 * successfully." and goes to / 1.5 s later; a refusal shows "Failed to update profile." with the
 * server's reason, a network failure "An error occurred while updating profile.". Cancel goes to /,
 * Logout ends the session, Delete Account asks "This cannot be undone." first.
 *
 * A Current password field shows when, and only when, the email differs from the saved one (letter
 * case aside, as the server compares): the server refuses another email without it (403, shown on the
 * field). The switch "Ask me before adding me to a group" is saved as `require_invite`. "Download my
 * data" (README "Your data") asks for the current password in a dialog and downloads the ZIP.
 */
import { lazy, Suspense, useState } from 'react';
import {
  Box,
  Button,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '../../lib/local-schema-resolver.ts';
import { profileFormSchema, sameEmail, type Profile } from '@turnout/shared';
import { paths } from '../../lib/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useProfile } from './api/profile-query.ts';
import { useUpdateProfile } from './api/update-profile.ts';
import { useDeleteAccount } from './api/delete-account.ts';
import { FormOutcome } from './components/FormOutcome.tsx';
import { DownloadMyData } from './components/DownloadMyData.tsx';
import { FormButtons } from '../../components/FormButtons.tsx';
import { AccountCard } from '../../components/AccountCard.tsx';
import { useRedirectAfter } from '../../lib/use-redirect-after.ts';
import { useSignOut } from './use-sign-out.ts';
import { mobileInputProps } from '../../lib/mobile-input.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { changeLanguage, currentLanguage } from '../../i18n/index.ts';
import { isLanguage, LANGUAGES, type Language } from '../../i18n/languages.ts';
import { accountScreenTexts, sharedAccountTexts } from './i18n.ts';

/** The Passkeys part (README "Signing in", Passkeys): lazy, as it brings @simplewebauthn/browser. */
const PasskeysCard = lazy(() => import('./components/PasskeysCard.tsx'));

/** The languages in their own names, for the profile's Language select. */
const languageOptions = LANGUAGES.map((l) => ({ value: l.code, label: l.name }));

const REDIRECT_AFTER_SAVE_MS = 1500;

/** The profile's saved language, else the one the app shows now. */
function chosenLanguage(profile: Profile): Language {
  return isLanguage(profile.language) ? profile.language : currentLanguage();
}

function ProfileForm({ profile }: { profile: Profile }) {
  const t = accountScreenTexts.useT();
  const ta = sharedAccountTexts.useT();
  const update = useUpdateProfile();
  const deletion = useDeleteAccount();
  const signOutAndLeave = useSignOut();
  const form = useForm({
    initialValues: {
      name: profile.name,
      surname: profile.surname,
      email: profile.email,
      mobile: profile.mobile,
      currentPassword: '',
      require_invite: profile.require_invite,
      // The saved choice, else the language the app shows now (README "Languages").
      language: chosenLanguage(profile),
    },
    validate: localSchemaResolver(profileFormSchema(profile.email)),
  });
  const emailChanged = !sameEmail(form.values.email, profile.email);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  useRedirectAfter(saved, paths.home(), REDIRECT_AFTER_SAVE_MS);

  const send = ({ currentPassword, ...fields }: typeof form.values) => {
    const body = { ...fields, ...(emailChanged ? { currentPassword } : {}) };
    update.mutate(body, {
      onSuccess: () => {
        setSaved(true);
        void changeLanguage(fields.language);
      },
      onError: (err) =>
        // 403: the current password is missing or wrong; the field says which.
        err instanceof ApiError && err.status === 403 && emailChanged
          ? form.setFieldError('currentPassword', err.message)
          : setFailure(
              err instanceof ApiError && err.status !== 0
                ? err.status < 500 && err.message
                  ? `${ta('profileUpdateFailed')} ${err.message}`
                  : ta('profileUpdateFailed')
                : ta('profileUpdateError'),
            ),
    });
  };

  const confirmDelete = () => {
    setDeleteError(null);
    deletion.mutate(undefined, { onError: () => setDeleteError(ta('profileDeleteFailed')) });
  };

  const field = (name: 'name' | 'surname' | 'email' | 'mobile' | 'currentPassword') => ({
    ...(name === 'mobile' ? mobileInputProps(form, name) : form.getInputProps(name)),
    required: true,
    disabled: saved,
  });

  return (
    <>
      <form
        onSubmit={(e) => {
          setFailure(null);
          form.onSubmit(send)(e);
        }}
        noValidate
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={t('fields.name')} autoComplete="given-name" {...field('name')} />
            <TextInput label={t('fields.surname')} autoComplete="family-name" {...field('surname')} />
          </SimpleGrid>
          <TextInput
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...field('email')}
          />
          {emailChanged ? (
            <PasswordInput
              label={ta('currentPasswordLabel')}
              description={ta('emailChangePasswordHint')}
              autoComplete="current-password"
              {...field('currentPassword')}
            />
          ) : null}
          <TextInput
            label={t('fields.mobile')}
            description={t('fields.mobileHint')}
            autoComplete="tel"
            {...field('mobile')}
          />
          <Switch
            label={ta('requireInviteLabel')}
            description={ta('requireInviteDescription')}
            {...form.getInputProps('require_invite', { type: 'checkbox' })}
            disabled={saved}
          />
          <Select
            label={t('fields.language')}
            description={t('profile.languageDescription')}
            data={languageOptions}
            allowDeselect={false}
            {...form.getInputProps('language')}
            disabled={saved}
          />
          <FormOutcome success={saved ? ta('profileUpdated') : null} failure={failure} />
          <FormButtons>
            <Button type="submit" loading={update.isPending} disabled={saved}>
              {t('profile.save')}
            </Button>
            <Button component={Link} to={paths.home()} variant="default">
              {t('profile.cancel')}
            </Button>
          </FormButtons>
          <Box pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <DownloadMyData />
          </Box>
          <Box pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Suspense fallback={null}>
              <PasskeysCard />
            </Suspense>
          </Box>
          <Group
            justify="space-between"
            gap="sm"
            pt="sm"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Button variant="subtle" color="gray" onClick={signOutAndLeave}>
              {t('profile.logout')}
            </Button>
            <Button variant="outline" color="red" onClick={() => setConfirming(true)}>
              {t('profile.deleteAccount')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title={t('profile.deleteAccount')}
        message={ta('deleteConfirmShort')}
        confirmLabel={t('profile.deleteAccount')}
        loading={deletion.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => {
          setConfirming(false);
          setDeleteError(null);
        }}
      />
    </>
  );
}

export default function ProfileScreen() {
  const t = accountScreenTexts.useT();
  useDocumentTitle(t('profile.documentTitle'));
  const profile = useProfile();
  if (profile.isError) {
    // A 401 already sent the user to /login?sessionExpired=true; any other failure goes to /login
    // (docs/product.md#s8).
    const expired = profile.error instanceof ApiError && profile.error.status === 401;
    return expired ? null : <Navigate to={paths.login()} replace />;
  }
  return (
    <AccountCard title={t('profile.title')}>
      {profile.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('profile.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={60} />
          ))}
        </Stack>
      ) : (
        <ProfileForm key={profile.data.id} profile={profile.data} />
      )}
    </AccountCard>
  );
}
