/**
 * The popover of "Add to calendar" (README "Notifications", calendar feed; loaded by AddToCalendar on
 * the first click, then open at once): it fetches the caller's secret feed URL (GET /api/calendar/feed, on first opening) and offers
 * - "Copy link" (the Clipboard API; where it is missing or refused, the link in a selected read-only
 *   field to copy by hand),
 * - "Open in calendar app": the same URL as `webcal:`, which phones hand to their calendar to subscribe,
 * - "Reset link": after a confirmation saying the old link stops working, POST /api/calendar/feed/reset;
 *   the popover opens again with the new link.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../lib/api.ts';
import { showSuccess } from '../../lib/toasts.ts';
import { useCalendarFeed, useResetCalendarFeed, webcalUrl } from './api.ts';
import { CalendarButton } from './CalendarButton.tsx';
import { calendarTexts } from './texts.ts';
import { calendarScreenTexts } from './i18n.ts';

/** The "Add to calendar" button with its popover, opened at once (AddToCalendar loads it on the first click). */
export default function CalendarFeedPopover() {
  calendarScreenTexts.useT(); // re-renders in a new language
  const [opened, setOpened] = useState(true);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'by-hand'>('idle');
  const [confirming, setConfirming] = useState(false);
  const feed = useCalendarFeed(opened);
  const reset = useResetCalendarFeed();
  const url = feed.data?.url;

  const copyLink = async () => {
    if (!url) return;
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('by-hand');
    }
  };

  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setCopy('idle');
        setOpened(true);
        showSuccess(calendarTexts.resetDone);
      },
    });

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={320}
        shadow="md"
        radius="md"
        withinPortal
      >
        <Popover.Target>
          <CalendarButton onClick={() => setOpened((o) => !o)} aria-expanded={opened} />
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="sm">
            <Text size="sm">{calendarTexts.intro}</Text>
            {feed.isPending ? (
              <Group justify="center" py="xs">
                <Loader size="sm" aria-label={calendarTexts.loading} />
              </Group>
            ) : feed.isError ? (
              <Alert color="red" title={calendarTexts.loadError} role="alert">
                <Button size="xs" variant="light" color="red" onClick={() => void feed.refetch()}>
                  {calendarTexts.retry}
                </Button>
              </Alert>
            ) : (
              <>
                <Button
                  leftSection={<IconCopy size={16} aria-hidden />}
                  onClick={() => void copyLink()}
                  variant="light"
                >
                  {calendarTexts.copy}
                </Button>
                {copy === 'copied' ? (
                  <Text size="sm" role="status">
                    {calendarTexts.copied}
                  </Text>
                ) : copy === 'by-hand' ? (
                  <TextInput
                    label={calendarTexts.copyByHand}
                    value={feed.data.url}
                    readOnly
                    autoFocus
                    onFocus={(event) => event.currentTarget.select()}
                  />
                ) : null}
                <Button
                  component="a"
                  href={webcalUrl(feed.data.url)}
                  variant="default"
                  leftSection={<IconExternalLink size={16} aria-hidden />}
                >
                  {calendarTexts.open}
                </Button>
                <Text size="xs" c="dimmed">
                  {calendarTexts.private}
                </Text>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  c="var(--turnout-error-text)"
                  onClick={() => {
                    reset.reset();
                    setOpened(false);
                    setConfirming(true);
                  }}
                >
                  <Group gap={4} component="span">
                    <IconRefresh size={14} aria-hidden />
                    {calendarTexts.reset}
                  </Group>
                </Anchor>
              </>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <ConfirmDialog
        opened={confirming}
        title={calendarTexts.resetTitle}
        message={calendarTexts.resetMessage}
        confirmLabel={calendarTexts.reset}
        onConfirm={confirmReset}
        onCancel={() => setConfirming(false)}
        loading={reset.isPending}
        error={reset.isError ? errorMessage(reset.error, calendarTexts.resetError) : null}
      />
    </>
  );
}
