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
import { AccountCard } from '../../components/AccountCard.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useJoinByLink, useJoinLinkPreview } from './api/join-link.ts';
import { inviteScreenTexts, sharedInviteTexts } from './i18n.ts';

export default function JoinLinkScreen() {
  const t = inviteScreenTexts.useT();
  const ti = sharedInviteTexts.useT();
  useDocumentTitle(t('joinLink.documentTitle'));
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const session = useSession();
  const preview = useJoinLinkPreview(token);
  const join = useJoinByLink();
  const here = paths.join(encodeURIComponent(token));

  if (preview.isPending && token !== '') {
    return (
      <AccountCard title={t('joinLink.title')}>
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('joinLink.checking')}</Text>
        </Group>
      </AccountCard>
    );
  }

  if (!preview.data) {
    const err = preview.error;
    const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
    return (
      <AccountCard title={t('joinLink.title')}>
        <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
          {token === '' ? t('joinLink.notFound') : refused ? err.message : ti('serverError')}
        </Alert>
        <Button component={Link} to={paths.home()} variant="default">
          {t('home')}
        </Button>
      </AccountCard>
    );
  }

  const { group_name, members } = preview.data;
  const joinGroup = () =>
    join.mutate(token, {
      onSuccess: ({ group }) => {
        notifications.show({ color: 'green', message: t('joinLink.joined', { groupName: group.name }) });
        void navigate(paths.group(group.id), { replace: true });
      },
    });

  return (
    <AccountCard title={t('joinLink.invited', { groupName: group_name })}>
      <Group gap="xs" c="dimmed">
        <IconUsersGroup size={20} aria-hidden />
        <Text>{t('joinLink.members', { count: members })}</Text>
      </Group>
      {join.isError && (
        <Alert color="red" role="alert">
          {errorMessage(join.error, t('joinLink.joinFailed'))}
        </Alert>
      )}
      {session ? (
        <Button onClick={joinGroup} loading={join.isPending} fullWidth>
          {t('joinLink.join', { groupName: group_name })}
        </Button>
      ) : (
        <Stack gap="xs">
          <Button component={Link} to={paths.login(here)} fullWidth>
            {t('joinLink.signIn')}
          </Button>
          <Button
            component={Link}
            to={`${paths.signup()}?next=${encodeURIComponent(here)}`}
            variant="default"
            fullWidth
          >
            {t('joinLink.signUp')}
          </Button>
        </Stack>
      )}
    </AccountCard>
  );
}
