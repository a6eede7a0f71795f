/**
 * /change-password (docs/product.md#s2-change-password, #s5, #s8): Current, New and Confirm New Password.
 * "New passwords do not match." is checked before sending (the shared changePasswordFormSchema), each
 * sentence next to its field. Success stores the fresh token (every earlier one
 * is revoked), shows "Password updated successfully!" and goes to / 1.5 s later. A refusal shows the
 * server's `error` (e.g. a wrong current password) or "Failed to update password."; a network failure
 * "Server error. Please try again.". Cancel goes to /.
 */
import { useState } from 'react';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '../../lib/local-schema-resolver.ts';
import { changePasswordFormSchema } from '@turnout/shared';
import { PASSWORD_MIN_LENGTH } from '@turnout/shared/texts';
import { paths } from '../../lib/paths.ts';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useChangePassword } from './api/change-password.ts';
import { FormOutcome } from './components/FormOutcome.tsx';
import { FormButtons } from '../../components/FormButtons.tsx';
import { AccountCard } from '../../components/AccountCard.tsx';
import { useRedirectAfter } from '../../lib/use-redirect-after.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { accountScreenTexts, sharedAccountTexts } from './i18n.ts';

const REDIRECT_AFTER_SAVE_MS = 1500;

export default function ChangePasswordScreen() {
  const t = accountScreenTexts.useT();
  const ta = sharedAccountTexts.useT();
  useDocumentTitle(t('changePassword.documentTitle'));
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: localSchemaResolver(changePasswordFormSchema),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useRedirectAfter(saved, paths.home(), REDIRECT_AFTER_SAVE_MS);

  const send = ({ confirmPassword: _, ...body }: typeof form.values) => {
    change.mutate(body, {
      onSuccess: () => setSaved(true),
      onError: (err) =>
        setFailure(
          err instanceof ApiError && err.status !== 0
            ? errorMessage(err, ta('passwordUpdateFailed'))
            : ta('passwordServerError'),
        ),
    });
  };

  const field = (name: keyof typeof form.values) => ({
    ...form.getInputProps(name),
    required: true,
    disabled: saved,
  });

  return (
    <AccountCard title={t('changePassword.title')}>
      <form
        onSubmit={(e) => {
          setFailure(null);
          form.onSubmit(send)(e);
        }}
        noValidate
      >
        <Stack gap="md">
          <PasswordInput
            label={t('passwords.current')}
            autoComplete="current-password"
            {...field('currentPassword')}
          />
          <PasswordInput
            label={t('passwords.new')}
            description={t('passwords.hint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            {...field('newPassword')}
          />
          <PasswordInput
            label={t('passwords.confirmNew')}
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <FormOutcome success={saved ? ta('passwordUpdated') : null} failure={failure} />
          <FormButtons>
            <Button type="submit" loading={change.isPending} disabled={saved}>
              {t('changePassword.submit')}
            </Button>
            <Button component={Link} to={paths.home()} variant="default">
              {t('common.cancel')}
            </Button>
          </FormButtons>
        </Stack>
      </form>
    </AccountCard>
  );
}
