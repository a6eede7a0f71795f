/**
 * The main navigation of a signed-in user on every screen: Home, Games, Groups, Chat and Notifications,
 * the last two with their unread badges (docs/product.md#s3-unread-counts; UnreadBadge, hidden at 0). `bar`
 * lays them out as a bottom tab bar (phones), `header` as a row of links in the header (from the sm
 * breakpoint). The tab of the current section carries aria-current="page" and a visible mark. The
 * badges are live: this component holds its own socket while mounted (the whole signed-in session, as
 * the Layout keeps it), and the server pushes new counts (docs/design.md#realtime).
 */
import type { ReactNode } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconBell, IconCalendarEvent, IconHome, IconMessages, IconUsersGroup } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useSocket } from '../lib/socket.ts';
import { UnreadBadge } from '../components/UnreadBadge.tsx';
import { chatUnreadTotal, useChatUnreadCounts } from '../features/chat/api/unread.ts';
import { useNotificationsUnread } from '../features/notifications/api/unread.ts';
import classes from './MainNav.module.css';

type Tab = {
  label: string;
  to: string;
  icon: (size: number) => ReactNode;
  /** The first path segments of the screens this tab stands for ('' is Home, "/" alone). */
  sections: string[];
};

const tabs: Tab[] = [
  { label: 'Home', to: paths.home(), icon: (s) => <IconHome size={s} aria-hidden />, sections: [''] },
  {
    label: 'Games',
    to: paths.games(),
    icon: (s) => <IconCalendarEvent size={s} aria-hidden />,
    sections: ['games', 'view-games', 'create-game', 'edit-game', 'edit-team', 'series'],
  },
  {
    label: 'Groups',
    to: paths.groups(),
    icon: (s) => <IconUsersGroup size={s} aria-hidden />,
    sections: ['groups', 'group'],
  },
  { label: 'Chat', to: paths.chat(), icon: (s) => <IconMessages size={s} aria-hidden />, sections: ['chat'] },
  {
    label: 'Notifications',
    to: paths.notifications(),
    icon: (s) => <IconBell size={s} aria-hidden />,
    sections: ['notifications', 'notification-settings'],
  },
];

/** The tab whose section holds `pathname` ("/games/12" → Games, "/profile" → none). */
export function currentTab(pathname: string): string | null {
  const first = pathname.split('/')[1] ?? '';
  return tabs.find((t) => t.sections.includes(first))?.label ?? null;
}

export function MainNav({ placement }: { placement: 'bar' | 'header' }) {
  const { pathname } = useLocation();
  const socket = useSocket(); // one connection carries both badges' pushes
  const chatUnread = chatUnreadTotal(useChatUnreadCounts(socket));
  const notificationsUnread = useNotificationsUnread(socket);
  const current = currentTab(pathname);
  const badges: Record<string, ReactNode> = {
    Chat: <UnreadBadge count={chatUnread} label="unread messages" />,
    Notifications: <UnreadBadge count={notificationsUnread} label="unread notifications" />,
  };
  const bar = placement === 'bar';

  return (
    <nav aria-label="Main" className={bar ? classes.bar : classes.links}>
      {tabs.map((tab) => (
        <UnstyledButton
          key={tab.label}
          component={Link}
          to={tab.to}
          className={bar ? classes.tab : classes.link}
          aria-current={tab.label === current ? 'page' : undefined}
        >
          {bar ? (
            <>
              {tab.icon(22)}
              <span className={classes.label}>{tab.label}</span>
              <span className={classes.badge}>{badges[tab.label]}</span>
            </>
          ) : (
            <>
              {tab.icon(18)}
              <span className={classes.linkLabel}>{tab.label}</span>
              {badges[tab.label]}
            </>
          )}
        </UnstyledButton>
      ))}
    </nav>
  );
}
