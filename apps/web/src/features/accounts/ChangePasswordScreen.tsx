/**
 * /change-password (spec §2 Change password, §5, §8): Current, New and Confirm New Password. "New
 * passwords do not match." is checked before sending. Success stores the fresh token (every earlier one
 * is revoked), shows "Password updated successfully!" and goes to / 1.5 s later. A refusal shows the
 * server's `error` (e.g. a wrong current password) or "Failed to update password."; a network failure
 * "Server error. Please try again.". Cancel goes to /.
 */
import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { changePasswordBodySchema } from '@turnout/shared';
import { accountTexts } from '@turnout/shared/texts';
import { paths } from '../../lib/paths.ts';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useChangePassword } from './api/change-password.ts';
import { FormOutcome } from './components/FormOutcome.tsx';
import { AccountCard } from '../../components/AccountCard.tsx';
import { fieldErrors, type FieldErrors } from './field-errors.ts';
import { useFormFields } from './form-state.ts';
import { useRedirectAfter } from '../../lib/use-redirect-after.ts';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const REDIRECT_AFTER_SAVE_MS = 1500;

export default function ChangePasswordScreen() {
  const change = useChangePassword();
  const { values, setErrors, inputProps } = useFormFields<Field>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useRedirectAfter(saved, paths.home(), REDIRECT_AFTER_SAVE_MS);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const { confirmPassword, ...body } = values;
    const invalid: FieldErrors<Field> = fieldErrors(changePasswordBodySchema, body) ?? {};
    if (!confirmPassword) invalid.confirmPassword = accountTexts.confirmNewPasswordRequired;
    else if (confirmPassword !== body.newPassword)
      invalid.confirmPassword = accountTexts.newPasswordsDoNotMatch;
    if (Object.keys(invalid).length > 0) return setErrors(invalid);

    change.mutate(body, {
      onSuccess: () => setSaved(true),
      onError: (err) =>
        setFailure(
          err instanceof ApiError && err.status !== 0
            ? errorMessage(err, accountTexts.passwordUpdateFailed)
            : accountTexts.passwordServerError,
        ),
    });
  };

  const field = (name: Field) => ({ ...inputProps(name), required: true, disabled: saved });

  return (
    <AccountCard title="Change Password">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Current Password"
            autoComplete="current-password"
            {...field('currentPassword')}
          />
          <PasswordInput
            label="New Password"
            description="At least 8 characters"
            autoComplete="new-password"
            {...field('newPassword')}
          />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <FormOutcome success={saved ? accountTexts.passwordUpdated : null} failure={failure} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button type="submit" loading={change.isPending} disabled={saved}>
              Update Password
            </Button>
            <Button component={Link} to={paths.home()} variant="default">
              Cancel
            </Button>
          </SimpleGrid>
        </Stack>
      </form>
    </AccountCard>
  );
}
