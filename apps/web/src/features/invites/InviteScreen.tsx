/**
 * /invite/:token (docs/product.md#s2-invite, #s4-invite, #s8-invite): verifies the token, showing
 * - loading ("Checking your invitation..."),
 * - valid: a visitor goes to /signup?inviteToken={token} after 2 s (the invited email and group name
 *   travel in the navigation state so the form can prefill them, with the mobile the admin typed), unless an account already holds the
 *   invited email (`existing_account`; sign-up would refuse it): then "You already have a Turnout
 *   account: sign in to accept." and Log in, to /login?next=/invite/{token}, which comes back here to
 *   Accept; a signed-in user whose email is the
 *   invited one sees Accept, which joins the group and opens it (nobody joins a group just by opening
 *   a link: someone who asked to be asked first gets here from a notification); a signed-in user with
 *   another email is told so,
 * - invalid: the server's sentence (unknown, used or expired link),
 * - error: "Server error while verifying invite.".
 * The server sends this page with Referrer-Policy: no-referrer (the token is in the URL).
 */
import { useEffect } from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { AccountCard } from '../../components/AccountCard.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { signOut, useSession } from '../../lib/session.ts';
import { useAcceptInvite } from './api/accept-invite.ts';
import { useVerifyInvite } from './api/verify-invite.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { inviteScreenTexts, sharedInviteTexts } from './i18n.ts';

const REDIRECT_TO_SIGNUP_MS = 2000;

/** The state /signup reads to prefill the form of an invited person. */
type InviteSignupState = { invitedEmail: string; invitedMobile: string; groupName: string };

function Frame({ children }: { children: React.ReactNode }) {
  const t = inviteScreenTexts.useT();
  return <AccountCard title={t('invite.title')}>{children}</AccountCard>;
}

export default function InviteScreen() {
  const t = inviteScreenTexts.useT();
  const ti = sharedInviteTexts.useT();
  useDocumentTitle(t('invite.documentTitle'));
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const session = useSession();
  const verify = useVerifyInvite(token);
  const accept = useAcceptInvite();
  const invite = verify.data?.invite;
  const ownInvite = !!invite && !!session && session.user.email.toLowerCase() === invite.email.toLowerCase();

  // A visitor without an account: on to the sign-up form after 2 s.
  useEffect(() => {
    if (!invite || session || invite.existing_account) return;
    const timer = setTimeout(() => {
      const state: InviteSignupState = {
        invitedEmail: invite.email,
        invitedMobile: invite.mobile ?? '',
        groupName: invite.group_name,
      };
      void navigate(`${paths.signup()}?inviteToken=${encodeURIComponent(token)}`, { state, replace: true });
    }, REDIRECT_TO_SIGNUP_MS);
    return () => clearTimeout(timer);
  }, [invite, session, navigate, token]);

  // A signed-in user with the invited email: Accept joins the group and opens it.
  const acceptInvite = () =>
    accept.mutate(token, {
      onSuccess: (reply) => {
        notifications.show({ color: 'green', message: reply.message });
        void navigate(paths.group(reply.group.id), { replace: true });
      },
    });

  if (verify.isPending && token !== '') {
    return (
      <Frame>
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{ti('verifying')}</Text>
        </Group>
      </Frame>
    );
  }

  if (!invite) {
    const err = verify.error;
    const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
    return (
      <Frame>
        <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
          {token === '' ? ti('notFound') : refused ? err.message : ti('serverError')}
        </Alert>
        <Button component={Link} to={paths.home()} variant="default">
          {t('home')}
        </Button>
      </Frame>
    );
  }

  if (session && !ownInvite) {
    return (
      <Frame>
        <Alert color="yellow" icon={<IconAlertCircle size={20} />} role="status">
          {ti('wrongEmail', { email: invite.email })}
        </Alert>
        <Group gap="xs">
          <Button onClick={() => signOut()}>{t('invite.logOutAndContinue')}</Button>
          <Button component={Link} to={paths.home()} variant="default">
            {t('home')}
          </Button>
        </Group>
      </Frame>
    );
  }

  if (session) {
    return (
      <Frame>
        <Alert color="green" icon={<IconMailCheck size={20} />} role="status">
          {ti('acceptPrompt', { groupName: invite.group_name })}
        </Alert>
        {accept.isError && (
          <Alert color="red" role="alert">
            {errorMessage(accept.error, ti('serverError'))}
          </Alert>
        )}
        <Group gap="xs">
          <Button onClick={acceptInvite} loading={accept.isPending}>
            {t('invite.accept')}
          </Button>
          <Button component={Link} to={paths.home()} variant="default">
            {t('invite.notNow')}
          </Button>
        </Group>
      </Frame>
    );
  }

  if (invite.existing_account) {
    return (
      <Frame>
        <Alert color="green" icon={<IconMailCheck size={20} />} role="status">
          {ti('acceptPrompt', { groupName: invite.group_name })}
        </Alert>
        <Text>{ti('existingAccount')}</Text>
        <Button component={Link} to={paths.login(paths.invite(encodeURIComponent(token)))} fullWidth>
          {t('invite.logIn')}
        </Button>
      </Frame>
    );
  }

  return (
    <Frame>
      <Alert color="green" icon={<IconMailCheck size={20} />} role="status">
        {ti('valid', { groupName: invite.group_name })}
      </Alert>
      <Loader size="sm" />
    </Frame>
  );
}
