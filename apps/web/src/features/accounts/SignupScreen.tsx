/**
 * /signup (spec §2 Sign-up, §5 Signup, §8 Signup failure): Name, Surname, Mobile (digits only, at most
 * 10), Email, Password, Confirm Password. The form checks what the server checks plus "Passwords do not
 * match."; a refusal shows the server's sentence (e.g. a taken email), anything else "An unexpected error
 * occurred.". ?inviteToken is sent along. Success goes to /login.
 */
import { useState, type FormEvent } from 'react';
import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountTexts, MOBILE_LENGTH, signupBodySchema } from '@turnout/shared';
import { paths } from '../../app/paths.ts';
import { errorMessage } from '../../lib/api.ts';
import { useSignup } from './api/signup.ts';
import { AccountCard } from './components/AccountCard.tsx';
import { fieldErrors, type FieldErrors } from './field-errors.ts';
import { useFormFields } from './form-state.ts';

type Field = 'name' | 'surname' | 'mobile' | 'email' | 'password' | 'confirmPassword';
const empty: Record<Field, string> = {
  name: '',
  surname: '',
  mobile: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export default function SignupScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inviteToken = params.get('inviteToken') ?? undefined;
  const signup = useSignup();
  const { values, setErrors, inputProps } = useFormFields<Field>(empty, { mobile: MOBILE_LENGTH });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const { confirmPassword, ...body } = values;
    const invalid: FieldErrors<Field> = fieldErrors(signupBodySchema, body) ?? {};
    if (!confirmPassword) invalid.confirmPassword = accountTexts.confirmPasswordRequired;
    else if (confirmPassword !== body.password) invalid.confirmPassword = accountTexts.passwordsDoNotMatch;
    if (Object.keys(invalid).length > 0) return setErrors(invalid);

    signup.mutate(
      { ...body, ...(inviteToken ? { inviteToken } : {}) },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'green', message: reply.message });
          void navigate(paths.login());
        },
        onError: (err) => setFailure(errorMessage(err, accountTexts.signupFailed)),
      },
    );
  };

  const field = (name: Field) => ({ ...inputProps(name), required: true });

  return (
    <AccountCard title="Sign up" subtitle={accountTexts.tagline}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="Name" autoComplete="given-name" {...field('name')} />
            <TextInput label="Surname" autoComplete="family-name" {...field('surname')} />
          </SimpleGrid>
          <TextInput
            label="Mobile"
            description="10 digits"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_LENGTH}
            pattern="[0-9]*"
            {...field('mobile')}
          />
          <TextInput label="Email" type="email" inputMode="email" autoComplete="email" {...field('email')} />
          <PasswordInput
            label="Password"
            description="At least 8 characters"
            autoComplete="new-password"
            {...field('password')}
          />
          <PasswordInput label="Confirm Password" autoComplete="new-password" {...field('confirmPassword')} />
          {failure ? (
            <Text c="red.8" size="sm" role="alert">
              {failure}
            </Text>
          ) : null}
          <Button type="submit" fullWidth loading={signup.isPending}>
            Sign up
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Already have an account?{' '}
            <Anchor component={Link} to={paths.login()} fw={600}>
              Login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AccountCard>
  );
}
