/**
 * The user badge in the header (docs/product.md#s2-home, #s4, #s8-account-deletion): the signed-in user's
 * full name, shown only when the token carries a name. It toggles a dropdown (closed by an outside click or
 * Escape) with Edit Profile, Change Password, Notification settings (README "Notifications"), Logout, Sign
 * out everywhere and Delete Account. Deleting asks for confirmation, then alerts the outcome; on success
 * the session ends and the login screen shows.
 * Sign out everywhere revokes every other sign-in of the account (this device gets a fresh token) and
 * says so in a toast.
 */
import { useState } from 'react';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconChevronDown,
  IconDevicesOff,
  IconBellCog,
  IconKey,
  IconLogout,
  IconTrash,
  IconUserEdit,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';
import { useSignOut } from '../use-sign-out.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import classes from './UserBadge.module.css';
import { accountScreenTexts, sharedAccountTexts } from '../i18n.ts';

const initials = (name: string, surname: string) =>
  `${name.trim()[0] ?? ''}${surname.trim()[0] ?? ''}`.toUpperCase();

export function UserBadge() {
  const t = accountScreenTexts.useT();
  const ta = sharedAccountTexts.useT();
  const session = useSession();
  const signOutAndLeave = useSignOut();
  const deletion = useDeleteAccount();
  const everywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);

  if (!session || !session.user.name.trim()) return null;
  const { name, surname } = session.user;
  const fullName = `${name} ${surname}`.trim();

  const confirmDelete = () =>
    deletion.mutate(undefined, {
      onSuccess: () => setConfirming(false),
      onError: (err) => {
        setConfirming(false);
        const message =
          err instanceof ApiError && err.status !== 0
            ? ta('deleteFailed', { reason: err.message })
            : ta('deleteNetworkError');
        notifications.show({ color: 'red', message });
      },
    });

  const signOutEverywhere = () =>
    everywhere.mutate(undefined, {
      onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
      onError: (err) =>
        notifications.show({
          color: 'red',
          message:
            err instanceof ApiError && err.status !== 0 && err.status < 500
              ? err.message
              : ta('signOutEverywhereFailed'),
        }),
    });

  return (
    <>
      <Menu position="bottom-end" width={220} shadow="md" withinPortal>
        <Menu.Target>
          <UnstyledButton
            aria-label={t('menu.label', { name: fullName })}
            px={6}
            py={4}
            style={{ borderRadius: 'var(--mantine-radius-xl)', minHeight: 44 }}
          >
            <Group gap={8} wrap="nowrap">
              <Avatar color="green" radius="xl" size={32} alt="">
                {initials(name, surname)}
              </Avatar>
              <Text fw={600} size="sm" truncate className={classes.name}>
                {fullName}
              </Text>
              <IconChevronDown size={16} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={paths.profile()} leftSection={<IconUserEdit size={18} />}>
            {t('menu.editProfile')}
          </Menu.Item>
          <Menu.Item component={Link} to={paths.changePassword()} leftSection={<IconKey size={18} />}>
            {t('menu.changePassword')}
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={paths.notificationSettings()}
            leftSection={<IconBellCog size={18} />}
          >
            {t('menu.notificationSettings')}
          </Menu.Item>
          <Menu.Item onClick={signOutAndLeave} leftSection={<IconLogout size={18} />}>
            {t('menu.logout')}
          </Menu.Item>
          <Menu.Item
            onClick={signOutEverywhere}
            disabled={everywhere.isPending}
            leftSection={<IconDevicesOff size={18} />}
          >
            {ta('signOutEverywhere')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red.9" onClick={() => setConfirming(true)} leftSection={<IconTrash size={18} />}>
            {t('menu.deleteAccount')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirming}
        title={t('menu.deleteAccount')}
        message={ta('deleteConfirm')}
        confirmLabel={t('menu.deleteAccount')}
        loading={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
