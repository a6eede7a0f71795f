/**
 * "Turn on notifications on this device" (README "Notifications", Web Push): a small card on the
 * notifications and settings screens with this browser's push state (push-device.ts):
 * - off: a short line and the Turn on button (permission, subscribe, tell the server); a closed prompt
 *   or a failure says so under the button,
 * - on: "Notifications are on for this device" and Turn off,
 * - denied: how to allow notifications again in the browser's settings,
 * - unsupported: "Add Turnout to your home screen to get notifications on this phone."
 * Nothing shows while the state is read (a moment, no request to wait for).
 */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconBellOff, IconBellRinging } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { pushDeviceTexts } from './reach-texts.ts';
import { ServiceWorkerNotReadyError } from './push-device.ts';
import { usePushDevice, useTurnOffPushDevice, useTurnOnPushDevice } from './use-push-device.ts';
import { notificationScreenTexts } from './i18n.ts';

/** The sentence for a failed turn-on: the server's refusal, a missing service worker, or a plain failure. */
function turnOnFailure(err: unknown): string {
  if (err instanceof ServiceWorkerNotReadyError) return pushDeviceTexts.notReady;
  if (err instanceof ApiError) return errorMessage(err, pushDeviceTexts.turnOnFailed);
  return pushDeviceTexts.turnOnFailed;
}

function Frame({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" aria-label={pushDeviceTexts.title} component="section">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Text component="span" c="var(--turnout-accent-text)" lh={0} mt={2} aria-hidden>
          {icon}
        </Text>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * `titleOrder`: the heading level of the card's title where it shows one (the screen's h1 is above);
 * `turnOnLabel`: the Turn on button's words (the settings screen's "Turn on push on this device").
 */
export function PushDeviceCard({
  titleOrder = 2,
  turnOnLabel,
}: {
  titleOrder?: 2 | 3;
  turnOnLabel?: string;
}) {
  notificationScreenTexts.useT(); // re-renders in a new language
  const device = usePushDevice();
  const turnOn = useTurnOnPushDevice();
  const turnOff = useTurnOffPushDevice();

  if (device.isPending) return null;
  const state = device.data ?? { status: 'off' as const };

  if (state.status === 'unsupported' || state.status === 'denied') {
    return (
      <Frame icon={<IconBellOff size={22} />}>
        <Text size="sm">
          {state.status === 'denied' ? pushDeviceTexts.denied : pushDeviceTexts.unsupported}
        </Text>
      </Frame>
    );
  }

  if (state.status === 'on') {
    return (
      <Frame icon={<IconBellRinging size={22} />}>
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {pushDeviceTexts.on}
          </Text>
          <Button
            variant="default"
            size="sm"
            mih={44}
            loading={turnOff.isPending}
            onClick={() => turnOff.mutate()}
          >
            {pushDeviceTexts.turnOff}
          </Button>
        </Group>
        {turnOff.isError && (
          <Text size="sm" c="var(--turnout-error-text)" role="alert">
            {errorMessage(turnOff.error, pushDeviceTexts.turnOffFailed)}
          </Text>
        )}
      </Frame>
    );
  }

  const dismissed = turnOn.data?.status === 'dismissed';
  return (
    <Paper withBorder radius="md" p="md" aria-label={pushDeviceTexts.title} component="section">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Text component="span" c="var(--turnout-accent-text)" lh={0} aria-hidden>
            <IconBell size={22} />
          </Text>
          <Title order={titleOrder} size="h5">
            {pushDeviceTexts.title}
          </Title>
        </Group>
        <Text size="sm">{pushDeviceTexts.offIntro}</Text>
        <Button
          size="sm"
          mih={44}
          h="auto"
          py={8}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          loading={turnOn.isPending}
          onClick={() => turnOn.mutate()}
        >
          {turnOnLabel ?? pushDeviceTexts.turnOn}
        </Button>
        {(dismissed || turnOn.isError) && (
          <Text size="sm" c="var(--turnout-error-text)" role="alert">
            {turnOn.isError ? turnOnFailure(turnOn.error) : pushDeviceTexts.dismissed}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
