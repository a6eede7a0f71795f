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
import { appTexts } from './i18n.ts';

type Tab = {
  /** The tab's key in the 'app' namespace (nav.*), also its identity. */
  label: 'home' | 'games' | 'groups' | 'chat' | 'notifications';
  to: string;
  icon: (size: number) => ReactNode;
  /** The first path segments of the screens this tab stands for ('' is Home, "/" alone). */
  sections: string[];
};

const tabs: Tab[] = [
  { label: 'home', to: paths.home(), icon: (s) => <IconHome size={s} aria-hidden />, sections: [''] },
  {
    label: 'games',
    to: paths.games(),
    icon: (s) => <IconCalendarEvent size={s} aria-hidden />,
    sections: ['games', 'view-games', 'create-game', 'edit-game', 'edit-team', 'series'],
  },
  {
    label: 'groups',
    to: paths.groups(),
    icon: (s) => <IconUsersGroup size={s} aria-hidden />,
    sections: ['groups', 'group'],
  },
  { label: 'chat', to: paths.chat(), icon: (s) => <IconMessages size={s} aria-hidden />, sections: ['chat'] },
  {
    label: 'notifications',
    to: paths.notifications(),
    icon: (s) => <IconBell size={s} aria-hidden />,
    sections: ['notifications', 'notification-settings'],
  },
];

/** The tab whose section holds `pathname` ("/games/12" → games, "/profile" → none). */
export function currentTab(pathname: string): Tab['label'] | null {
  const first = pathname.split('/')[1] ?? '';
  return tabs.find((t) => t.sections.includes(first))?.label ?? null;
}

export function MainNav({ placement }: { placement: 'bar' | 'header' }) {
  const t = appTexts.useT();
  const { pathname } = useLocation();
  const socket = useSocket(); // one connection carries both badges' pushes
  const chatUnread = chatUnreadTotal(useChatUnreadCounts(socket));
  const notificationsUnread = useNotificationsUnread(socket);
  const current = currentTab(pathname);
  const badges: Record<string, ReactNode> = {
    chat: <UnreadBadge count={chatUnread} kind="messages" />,
    notifications: <UnreadBadge count={notificationsUnread} kind="notifications" />,
  };
  const bar = placement === 'bar';

  return (
    <nav aria-label={t('nav.label')} className={bar ? classes.bar : classes.links}>
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
              <span className={classes.label}>{t(`nav.${tab.label}`)}</span>
              <span className={classes.badge}>{badges[tab.label]}</span>
            </>
          ) : (
            <>
              {tab.icon(18)}
              <span className={classes.linkLabel}>{t(`nav.${tab.label}`)}</span>
              {badges[tab.label]}
            </>
          )}
        </UnstyledButton>
      ))}
    </nav>
  );
}
