/**
 * /join/:token (README "Invite links"): a group's invite link.
 * - Signed out: the group's name and member count, with "Sign in to join" (/login?next=/join/{token})
 *   and "Create an account to join" (/signup?next=/join/{token}, which goes on to sign-in and back here).
 * - Signed in: Join, which joins the group (already a member: the same) and opens the group screen.
 * - A dead link (unknown, revoked, expired, used up): the server's sentence.
 * The server sends this page with Referrer-Policy: no-referrer (the secret is in the URL).
 */
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconUsersGroup } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { inviteLinkTexts as texts } from '@turnout/shared';
import { inviteTexts } from '@turnout/shared/texts';
import { AccountCard } from '../../components/AccountCard.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useJoinByLink, useJoinLinkPreview } from './api/join-link.ts';

export default function JoinLinkScreen() {
  useDocumentTitle('Join a group');
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const session = useSession();
  const preview = useJoinLinkPreview(token);
  const join = useJoinByLink();
  const here = paths.join(encodeURIComponent(token));

  if (preview.isPending && token !== '') {
    return (
      <AccountCard title="Invite link">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{texts.checking}</Text>
        </Group>
      </AccountCard>
    );
  }

  if (!preview.data) {
    const err = preview.error;
    const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
    return (
      <AccountCard title="Invite link">
        <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
          {token === '' ? texts.notFound : refused ? err.message : inviteTexts.serverError}
        </Alert>
        <Button component={Link} to={paths.home()} variant="default">
          Home
        </Button>
      </AccountCard>
    );
  }

  const { group_name, members } = preview.data;
  const joinGroup = () =>
    join.mutate(token, {
      onSuccess: ({ group }) => {
        notifications.show({ color: 'green', message: texts.joined(group.name) });
        void navigate(paths.group(group.id), { replace: true });
      },
    });

  return (
    <AccountCard title={texts.invited(group_name)}>
      <Group gap="xs" c="dimmed">
        <IconUsersGroup size={20} aria-hidden />
        <Text>{texts.memberCount(members)}</Text>
      </Group>
      {join.isError && (
        <Alert color="red" role="alert">
          {errorMessage(join.error, texts.joinFailed)}
        </Alert>
      )}
      {session ? (
        <Button onClick={joinGroup} loading={join.isPending} fullWidth>
          {texts.join(group_name)}
        </Button>
      ) : (
        <Stack gap="xs">
          <Button component={Link} to={paths.login(here)} fullWidth>
            {texts.signInToJoin}
          </Button>
          <Button
            component={Link}
            to={`${paths.signup()}?next=${encodeURIComponent(here)}`}
            variant="default"
            fullWidth
          >
            {texts.signUpToJoin}
          </Button>
        </Stack>
      )}
    </AccountCard>
  );
}
