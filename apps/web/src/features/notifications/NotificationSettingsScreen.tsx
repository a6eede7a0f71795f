/**
 * /notification-settings (README "Notifications", signed in): which kinds of notification come by email
 * and by push — Reminders, Team changes, New games, Chat messages, a switch each in an "Email" and an
 * "On this device / Push" section — and the group chats the user muted. Every switch saves at once
 * (PUT /api/users/notification-settings with that one field, or the whole new muted_groups list),
 * shows the change straight away and puts it back with a toast when saving fails
 * (api/notification-settings.ts). The push section also holds this device's push card, and its switches
 * follow THIS device: while it is not subscribed (off, blocked or unable), they show off and disabled
 * under a line saying so, with the card's "Turn on push on this device"; once it is on they show the
 * account's choices. Muting a group's
 * chat stops its pushes and emails only: its messages still count as unread in the app.
 */
import type { ReactNode } from 'react';
import { Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { NotificationChannel, NotificationKind, NotificationSettings } from '@turnout/shared';
import { BackLink } from '../../components/BackLink.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useMyGroupNames } from './api/my-groups.ts';
import { useNotificationSettings, useUpdateNotificationSettings } from './api/notification-settings.ts';
import { PushDeviceCard } from './PushDeviceCard.tsx';
import { KINDS, kindTexts, pushDeviceTexts, settingsTexts } from './reach-texts.ts';
import { usePushDevice } from './use-push-device.ts';
import classes from './NotificationSettingsScreen.module.css';
import { notificationScreenTexts } from './i18n.ts';

// Mantine's Switch is a <label> around the whole row, so its name would include the plain words under
// the label: each switch names itself (aria-label) and keeps those words as its description.
const switchClassNames = {
  root: classes.switchRoot,
  body: classes.switchBody,
  labelWrapper: classes.switchLabelWrapper,
  label: classes.switchLabel,
  description: classes.switchDescription,
};

/** One titled section; its heading names it for assistive technology (a region). */
function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      {children}
    </Stack>
  );
}

/** The bordered list of switch rows of a section. */
function Rows({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md">
      {children}
    </Paper>
  );
}

function KindSwitches({
  channel,
  settings,
  disabled = false,
}: {
  channel: NotificationChannel;
  settings: NotificationSettings;
  /** Shown off and not to be changed (push while this device gets none). */
  disabled?: boolean;
}) {
  notificationScreenTexts.useT(); // re-renders in a new language
  const update = useUpdateNotificationSettings();
  const set = (kind: NotificationKind, on: boolean) => update.mutate({ [channel]: { [kind]: on } });
  return (
    <Rows>
      {KINDS.map((kind) => (
        <div key={kind} className={classes.row}>
          <Switch
            size="md"
            labelPosition="left"
            classNames={switchClassNames}
            label={kindTexts[kind].label}
            description={kindTexts[kind].description}
            aria-label={kindTexts[kind].label}
            checked={!disabled && settings[channel][kind]}
            disabled={disabled}
            onChange={(e) => set(kind, e.currentTarget.checked)}
          />
        </div>
      ))}
    </Rows>
  );
}

function MutedGroups({ settings }: { settings: NotificationSettings }) {
  notificationScreenTexts.useT(); // re-renders in a new language
  const groups = useMyGroupNames();
  const update = useUpdateNotificationSettings();
  if (groups.isPending) return <Skeleton height={56} radius="md" />;
  if (groups.isError) {
    return (
      <LoadError
        title={settingsTexts.groupsFailed}
        error={groups.error}
        onRetry={() => void groups.refetch()}
      />
    );
  }
  const list = groups.data;
  if (list.length === 0) return <Text size="sm">{settingsTexts.noGroups}</Text>;
  const mine = new Set(list.map((g) => g.id));
  const setMuted = (groupId: number, muted: boolean) => {
    // Only the user's own groups are sent: a group they left no longer needs (or allows) a mute.
    const rest = settings.muted_groups.filter((id) => id !== groupId && mine.has(id));
    update.mutate({ muted_groups: muted ? [...rest, groupId] : rest });
  };
  return (
    <Rows>
      {list.map((group) => (
        <div key={group.id} className={classes.row}>
          <Switch
            size="md"
            labelPosition="left"
            classNames={switchClassNames}
            label={group.name}
            description={settingsTexts.muteLabel}
            aria-label={settingsTexts.muteGroup(group.name)}
            checked={settings.muted_groups.includes(group.id)}
            onChange={(e) => setMuted(group.id, e.currentTarget.checked)}
          />
        </div>
      ))}
    </Rows>
  );
}

export default function NotificationSettingsScreen() {
  const t = notificationScreenTexts.useT();
  useDocumentTitle(settingsTexts.title);
  const session = useSession();
  const settings = useNotificationSettings();
  const device = usePushDevice();
  const pushHere = device.data?.status === 'on';

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <BackLink to={paths.notifications()}>{t('list.title')}</BackLink>
      <Title order={1} size="h2">
        {settingsTexts.title}
      </Title>
      {settings.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={settingsTexts.loading}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={56} radius="md" />
          ))}
        </Stack>
      ) : settings.isError ? (
        <LoadError
          title={settingsTexts.loadFailed}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <Section
            id="settings-email"
            title={settingsTexts.emailTitle}
            intro={settingsTexts.emailIntro(session?.user.email ?? null)}
          >
            <KindSwitches channel="email" settings={settings.data} />
          </Section>
          <Section id="settings-push" title={settingsTexts.pushTitle} intro={settingsTexts.pushIntro}>
            <PushDeviceCard titleOrder={3} turnOnLabel={pushDeviceTexts.turnOnPush} />
            {device.data && !pushHere && (
              <Text size="sm" fw={600}>
                {settingsTexts.pushOffHere}
              </Text>
            )}
            <KindSwitches channel="push" settings={settings.data} disabled={!pushHere} />
          </Section>
          <Section id="settings-muted" title={settingsTexts.mutedTitle} intro={settingsTexts.mutedIntro}>
            <MutedGroups settings={settings.data} />
          </Section>
        </>
      )}
    </Stack>
  );
}
