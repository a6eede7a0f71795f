/**
 * The one-tap link pages' states before there is anything to answer (README "Notifications",
 * "Reserves"): the link being read, and a link that cannot be answered — the server's sentence for a
 * refusal (yellow for 410, an expired link; red otherwise), `invalid` for an empty token, a general
 * sentence for a server error — with a way on: "Your games" signed in, "Sign in" otherwise.
 */
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AccountCard } from '../../components/AccountCard.tsx';
import { ApiError } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { rsvpLinkScreenTexts } from './i18n.ts';

export function LinkLoading({ title, text }: { title: string; text: string }) {
  return (
    <AccountCard title={title}>
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{text}</Text>
      </Group>
    </AccountCard>
  );
}

export function LinkFailed({
  title,
  error,
  invalid,
}: {
  title: string;
  error: unknown;
  invalid: string | null;
}) {
  const t = rsvpLinkScreenTexts.useT();
  const session = useSession();
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <AccountCard title={title}>
      <Alert
        color={error instanceof ApiError && error.status === 410 ? 'yellow' : 'red'}
        icon={<IconAlertCircle size={20} />}
        role="alert"
      >
        {invalid ?? (refused ? error.message : t('serverError'))}
      </Alert>
      <Button component={Link} to={session ? paths.games() : paths.login()} variant="default">
        {session ? t('yourGames') : t('signIn')}
      </Button>
    </AccountCard>
  );
}
