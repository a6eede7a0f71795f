/**
 * /notifications (docs/product.md#s2-notifications, #s4-notification): the user's notifications, newest
 * first, unread ones marked. A click marks one read and opens its link. Delete mode shows checkboxes
 * with Delete Selected, Delete All and Cancel. New notifications arrive live: the server's unread-count
 * push refreshes the list. README "Notifications": Settings in the header opens /notification-settings,
 * and a card above the list turns on notifications on this device (PushDeviceCard).
 */
import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBell, IconSettings, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Notification } from '@turnout/shared';
import { serverEvents } from '@turnout/shared/realtime';
import { paths } from '../../lib/paths.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useSocket, useSocketEvent } from '../../lib/socket.ts';
import { useDeleteNotifications } from './api/delete-notifications.ts';
import { notificationKeys } from '../../lib/query-keys.ts';
import { useMarkRead } from './api/mark-read.ts';
import { useNotifications } from './api/notifications-query.ts';
import { PushDeviceCard } from './PushDeviceCard.tsx';
import classes from './NotificationsScreen.module.css';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { dayAndTime } from '../../lib/when.ts';
import { notificationScreenTexts, sharedNotificationTexts } from './i18n.ts';

export default function NotificationsScreen() {
  const t = notificationScreenTexts.useT();
  const tn = sharedNotificationTexts.useT();
  useDocumentTitle(t('list.title'));
  const list = useNotifications();
  const markRead = useMarkRead();
  const remove = useDeleteNotifications();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleteMode, setDeleteMode] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirmAll, setConfirmAll] = useState(false);

  const socket = useSocket();
  useSocketEvent(socket, serverEvents.notificationsUnreadCount, () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });

  const open = (n: Notification) => {
    if (!n.is_read) markRead.mutate(n.id);
    if (n.link) void navigate(n.link);
  };
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const leaveDeleteMode = () => {
    setDeleteMode(false);
    setSelected(new Set());
    setConfirmAll(false);
  };
  const deleteSome = (ids: number[] | null) =>
    remove.mutate(ids, {
      onSuccess: (reply) => {
        toasts.show({ color: 'green', message: reply.message });
        leaveDeleteMode();
      },
      onError: (err) => toasts.show({ color: 'red', message: errorMessage(err, tn('deleteFailed')) }),
    });

  const items = list.data ?? [];
  const unread = items.filter((n) => !n.is_read).length;

  return (
    <Stack gap="md" maw={720} mx="auto" w="100%">
      <BackLink to={paths.home()}>{t('home')}</BackLink>
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('list.title')}
          </Title>
          {items.length > 0 && (
            <Text size="sm" c="dimmed">
              {unread === 0 ? t('list.allRead') : t('list.unread', { count: unread })}
            </Text>
          )}
        </div>
        {deleteMode ? (
          <Group gap="xs">
            <Button
              color="red"
              leftSection={<IconTrash size={18} />}
              disabled={selected.size === 0}
              loading={remove.isPending && remove.variables !== null}
              onClick={() => deleteSome([...selected])}
            >
              {selected.size > 0
                ? t('list.deleteSelectedCount', { n: selected.size })
                : t('list.deleteSelected')}
            </Button>
            <Button color="red" variant="light" onClick={() => setConfirmAll(true)}>
              {t('list.deleteAll')}
            </Button>
            <Button variant="default" onClick={leaveDeleteMode}>
              {t('cancel')}
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Button
              variant="default"
              mih={44}
              component={Link}
              to={paths.notificationSettings()}
              leftSection={<IconSettings size={18} />}
            >
              {t('list.settings')}
            </Button>
            <Button
              variant="default"
              mih={44}
              leftSection={<IconTrash size={18} />}
              disabled={items.length === 0}
              onClick={() => setDeleteMode(true)}
            >
              {t('list.delete')}
            </Button>
          </Group>
        )}
      </Group>

      {deleteMode ? null : <PushDeviceCard />}

      {list.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('list.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={72} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <LoadError title={tn('loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" ta="center">
          <IconBell size={40} aria-hidden color="var(--mantine-color-gray-5)" />
          <Text fw={600}>{tn('empty')}</Text>
          <Text c="dimmed" size="sm" maw={420}>
            {t('list.intro')}
          </Text>
        </Stack>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.title')}>
          {items.map((n) => (
            <li key={n.id}>
              <Paper
                withBorder
                radius="md"
                className={classes.item}
                data-unread={n.is_read ? undefined : true}
              >
                {deleteMode ? (
                  <Checkbox
                    className={classes.body}
                    checked={selected.has(n.id)}
                    onChange={() => toggle(n.id)}
                    label={<Content n={n} />}
                    aria-label={n.message}
                  />
                ) : (
                  <UnstyledButton className={classes.body} onClick={() => open(n)} w="100%">
                    <Content n={n} />
                  </UnstyledButton>
                )}
              </Paper>
            </li>
          ))}
        </Stack>
      )}

      <ConfirmDialog
        opened={confirmAll}
        title={t('list.confirmTitle')}
        message={t('list.confirmMessage', { count: items.length })}
        confirmLabel={t('list.deleteAll')}
        danger
        loading={remove.isPending}
        onConfirm={() => deleteSome(null)}
        onCancel={() => setConfirmAll(false)}
      />
    </Stack>
  );
}

function Content({ n }: { n: Notification }) {
  const t = notificationScreenTexts.useT();
  const [title = '', ...changes] = n.message.split('\n');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        {/* The sentence is the server's, maybe in another script than the screen's: its own direction. */}
        <Text size="sm" fw={n.is_read ? 400 : 700} style={{ whiteSpace: 'pre-line' }} dir="auto">
          {title}
        </Text>
        {/* A coalesced notification lists one change a line (docs/decisions/012-coalescing-game-changes.md). */}
        {changes.length > 0 && (
          <List fz="sm" spacing={2} className={classes.changes}>
            {changes.map((change, i) => (
              <List.Item key={i} dir="auto">
                {change}
              </List.Item>
            ))}
          </List>
        )}
        <Text size="xs" c="dimmed">
          {dayAndTime(n.created_at)}
        </Text>
      </Stack>
      {!n.is_read && (
        <Badge size="sm" color="blue" variant="filled" style={{ flexShrink: 0 }}>
          {t('list.new')}
        </Badge>
      )}
    </Group>
  );
}
