/**
 * /unsubscribe/:token (README "Notifications", List-Unsubscribe; open to visitors): the link at the foot
 * of an email. Opening it changes nothing (GET /api/unsubscribe/{token}: mail scanners open links); it
 * asks "Stop reminder emails?" (the kind the link names) with "Stop these emails", which turns that kind
 * off (POST) and says so, with a link to Notification settings (which asks for sign-in) to change it
 * back. A kind already off says so at once. A tampered link (401) gets one clear sentence, another
 * refusal (404: the account is gone) the server's; a server failure offers to try again. The calls
 * carry no session (api/unsubscribe.ts).
 */
import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconMailOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { Trans } from 'react-i18next';
import type { ReactNode } from 'react';
import type { NotificationKind } from '@turnout/shared';
import { AccountCard } from '../../components/AccountCard.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useUnsubscribe, useUnsubscribeLink } from './api/unsubscribe.ts';
import { unsubscribeTexts } from './reach-texts.ts';
import { notificationScreenTexts } from './i18n.ts';

/** The link to Notification settings inside the sentence below (Trans hands it its words). */
function SettingsLink({ children }: { children?: ReactNode }) {
  return (
    <Anchor component={Link} to={paths.notificationSettings()} inherit>
      {children}
    </Anchor>
  );
}

/** "Change this any time in Notification settings." with the link. */
function ChangeAnyTime() {
  const t = notificationScreenTexts.useT();
  return (
    <Text size="sm">
      <Trans t={t} i18nKey="unsubscribe.changeAnyTime" components={{ settings: <SettingsLink /> }} />
    </Text>
  );
}

function Done({ kind, already }: { kind: NotificationKind; already: boolean }) {
  return (
    <>
      <Alert color="green" icon={<IconMailOff size={20} />} role="status">
        {already ? unsubscribeTexts.alreadyOff(kind) : unsubscribeTexts.done(kind)}
      </Alert>
      <ChangeAnyTime />
    </>
  );
}

export default function UnsubscribeScreen() {
  const t = notificationScreenTexts.useT();
  useDocumentTitle(unsubscribeTexts.title);
  const token = useParams().token ?? '';
  const link = useUnsubscribeLink(token);
  const stop = useUnsubscribe();
  const frame = (children: React.ReactNode, title: string = unsubscribeTexts.title) => (
    <AccountCard title={title}>{children}</AccountCard>
  );

  if (token !== '' && link.isPending) {
    return frame(
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{unsubscribeTexts.checking}</Text>
      </Group>,
    );
  }

  if (!link.data) {
    const err = link.error;
    const invalid = token === '' || (err instanceof ApiError && err.status === 401);
    const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
    return frame(
      <>
        <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
          {invalid ? unsubscribeTexts.invalid : refused ? err.message : unsubscribeTexts.checkFailed}
        </Alert>
        {invalid ? (
          <Button component={Link} to={paths.notificationSettings()} variant="default" mih={44}>
            {t('settings.title')}
          </Button>
        ) : refused ? (
          <Button component={Link} to={paths.home()} variant="default" mih={44}>
            {t('home')}
          </Button>
        ) : (
          <Button onClick={() => void link.refetch()} variant="default" mih={44}>
            {unsubscribeTexts.tryAgain}
          </Button>
        )}
      </>,
    );
  }

  const { kind } = link.data;
  if (stop.isSuccess) return frame(<Done kind={kind} already={false} />);
  if (!link.data.email_enabled) return frame(<Done kind={kind} already />);

  return frame(
    <>
      <Text size="sm">{unsubscribeTexts.explain(kind)}</Text>
      {stop.isError && (
        <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
          {errorMessage(stop.error, unsubscribeTexts.stopFailed)}
        </Alert>
      )}
      <Button color="red.9" mih={44} onClick={() => stop.mutate(token)} loading={stop.isPending} fullWidth>
        {unsubscribeTexts.stop}
      </Button>
    </>,
    unsubscribeTexts.question(kind),
  );
}
