// Notification settings (README "Notifications"): the screen shows the settings the server holds, each
// switch saves at once with just its field, a failed save puts the switch back and says so, and muting a
// group's chat sends the new list of muted groups. The links to the screen: Settings on the
// notifications screen.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationSettings, NotificationSettingsBody } from '@turnout/shared';
import { UserBadge } from '../accounts/components/UserBadge.tsx';
import { signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { testToken } from '../../test/session.ts';
import { server } from '../../test/server.ts';
import { withChange, withoutChange } from './api/notification-settings.ts';
import NotificationSettingsScreen from './NotificationSettingsScreen.tsx';
import NotificationsScreen from './NotificationsScreen.tsx';
import {
  fakeSubscription,
  installBrowserWithoutPush,
  installPushBrowser,
  removePushBrowser,
} from './push-stubs.ts';
import { pushDeviceTexts, settingsTexts } from './reach-texts.ts';

beforeEach(() => installBrowserWithoutPush());
afterEach(removePushBrowser);

const defaults = (): NotificationSettings => ({
  email: { reminders: true, team_changes: true, new_games: false, chat: false },
  push: { reminders: true, team_changes: true, new_games: true, chat: true },
  muted_groups: [],
});

/** Answers GET and PUT like the server (PUT merges and answers the whole), recording each PUT body. */
function settingsServer(initial = defaults()) {
  let settings = initial;
  const puts: NotificationSettingsBody[] = [];
  server.use(
    http.get('/api/users/notification-settings', () => HttpResponse.json(settings)),
    http.put('/api/users/notification-settings', async ({ request }) => {
      const body = (await request.json()) as NotificationSettingsBody;
      puts.push(body);
      settings = {
        email: { ...settings.email, ...body.email },
        push: { ...settings.push, ...body.push },
        muted_groups: (body.muted_groups as number[] | undefined) ?? settings.muted_groups,
      };
      return HttpResponse.json(settings);
    }),
    http.get('/api/groups/my-groups-with-admin-status', () =>
      HttpResponse.json({
        groups: [
          {
            id: 5,
            name: 'Thursday Five',
            created_at: '2026-01-01T10:00:00.000Z',
            is_admin: true,
            member_count: 8,
          },
          {
            id: 9,
            name: 'Sunday League',
            created_at: '2026-01-01T10:00:00.000Z',
            is_admin: false,
            member_count: 14,
          },
        ],
      }),
    ),
  );
  return { puts };
}

/** This browser is subscribed to pushes (its subscription is posted again when the screen reads it). */
function subscribedHere() {
  const browser = installPushBrowser({ permission: 'granted' });
  browser.subscription = fakeSubscription(browser, null);
  server.use(
    http.post('/api/push/subscriptions', () =>
      HttpResponse.json({ success: true, message: 'Subscribed.' }, { status: 201 }),
    ),
  );
}

const section = (name: string) => within(screen.getByRole('region', { name }));

function renderScreen() {
  return renderInApp(<NotificationSettingsScreen />, {
    route: '/notification-settings',
    path: '/notification-settings',
  });
}

describe('notification settings', () => {
  it('shows each kind by email and by push as the server holds it, under the screen’s title', async () => {
    subscribedHere();
    settingsServer();
    renderScreen();

    expect(await screen.findByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
    expect(document.title).toBe('Notification settings · Turnout');
    await screen.findByRole('region', { name: 'Email' });
    const email = section('Email');
    expect(email.getByRole('switch', { name: 'Reminders' })).toBeChecked();
    expect(email.getByRole('switch', { name: 'Reminders' })).toHaveAccessibleDescription(
      "A game you haven't answered",
    );
    expect(email.getByRole('switch', { name: 'Team changes' })).toBeChecked();
    expect(email.getByRole('switch', { name: 'New games' })).not.toBeChecked();
    expect(email.getByRole('switch', { name: 'Chat messages' })).not.toBeChecked();
    await screen.findByText(pushDeviceTexts.on);
    const push = section('On this device / Push');
    for (const name of ['Reminders', 'Team changes', 'New games', 'Chat messages']) {
      expect(push.getByRole('switch', { name })).toBeChecked();
      expect(push.getByRole('switch', { name })).toBeEnabled();
    }
    expect(screen.queryByText(settingsTexts.pushOffHere)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
  });

  it('a switch saves at once, sending just its field', async () => {
    subscribedHere();
    const { puts } = settingsServer();
    const { user } = renderScreen();
    await screen.findByRole('region', { name: 'Email' });
    await screen.findByText(pushDeviceTexts.on);

    await user.click(section('Email').getByRole('switch', { name: 'New games' }));

    expect(section('Email').getByRole('switch', { name: 'New games' })).toBeChecked();
    await waitFor(() => expect(puts).toEqual([{ email: { new_games: true } }]));

    await user.click(section('On this device / Push').getByRole('switch', { name: 'Chat messages' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ push: { chat: false } });
    expect(section('On this device / Push').getByRole('switch', { name: 'Chat messages' })).not.toBeChecked();
    expect(section('Email').getByRole('switch', { name: 'New games' })).toBeChecked();
  });

  it('on a device not subscribed, the push switches show off and disabled, with Turn on push on this device', async () => {
    installPushBrowser({ permission: 'default', prompt: 'granted' });
    settingsServer(); // every push kind on for the account
    renderScreen();

    expect(await screen.findByText(settingsTexts.pushOffHere)).toBeVisible();
    const push = section('On this device / Push');
    for (const name of ['Reminders', 'Team changes', 'New games', 'Chat messages']) {
      expect(push.getByRole('switch', { name })).not.toBeChecked();
      expect(push.getByRole('switch', { name })).toBeDisabled();
    }
    expect(push.getByRole('button', { name: pushDeviceTexts.turnOnPush })).toBeEnabled();
    expect(section('Email').getByRole('switch', { name: 'Reminders' })).toBeEnabled();
  });

  it('a failed save puts the switch back and says so', async () => {
    settingsServer();
    server.use(http.put('/api/users/notification-settings', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderScreen();
    await screen.findByRole('region', { name: 'Email' });

    await user.click(section('Email').getByRole('switch', { name: 'Reminders' }));

    expect(await screen.findByText(settingsTexts.saveFailed)).toBeVisible();
    expect(section('Email').getByRole('switch', { name: 'Reminders' })).toBeChecked();
  });

  it('muting a group’s chat sends the new list of muted groups; unmuting takes it out', async () => {
    const { puts } = settingsServer({ ...defaults(), muted_groups: [9] });
    const { user } = renderScreen();
    const muted = await screen.findByRole('region', { name: 'Muted group chats' });
    expect(muted).toHaveTextContent('still count as unread');
    const thursday = await within(muted).findByRole('switch', { name: 'Mute chat: Thursday Five' });
    expect(thursday).not.toBeChecked();
    expect(within(muted).getByRole('switch', { name: 'Mute chat: Sunday League' })).toBeChecked();

    await user.click(thursday);
    await waitFor(() => expect(puts).toEqual([{ muted_groups: [9, 5] }]));
    expect(thursday).toBeChecked();

    await user.click(within(muted).getByRole('switch', { name: 'Mute chat: Sunday League' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ muted_groups: [5] });
    expect(within(muted).getByRole('switch', { name: 'Mute chat: Sunday League' })).not.toBeChecked();
  });

  it('a failed load says so', async () => {
    settingsServer();
    server.use(http.get('/api/users/notification-settings', () => new HttpResponse(null, { status: 500 })));
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(settingsTexts.loadFailed);
  });
});

describe('putting back a failed change', () => {
  it('undoes only that change, keeping one made while it was saving', () => {
    const before = { ...defaults(), muted_groups: [9] };
    const failed = { email: { new_games: true }, muted_groups: [9, 5] };
    // The failed change, then another (push chat off, group 9 unmuted) made while it was saving.
    const now = withChange(withChange(before, failed), { push: { chat: false }, muted_groups: [5] });

    expect(withoutChange(now, before, failed)).toEqual({
      email: { ...defaults().email, new_games: false },
      push: { ...defaults().push, chat: false },
      muted_groups: [],
    });
    // An unmute that failed comes back.
    expect(
      withoutChange({ ...before, muted_groups: [5] }, before, { muted_groups: [5] }).muted_groups,
    ).toEqual([9]);
  });
});

describe('the way there', () => {
  it('Settings on the notifications screen opens the notification settings', async () => {
    server.use(http.get('/api/notifications', () => HttpResponse.json({ success: true, notifications: [] })));
    const { user } = renderInApp(<NotificationsScreen />, {
      route: '/notifications',
      path: '/notifications',
    });

    await user.click(screen.getByRole('link', { name: 'Settings' }));

    expect(await screen.findByText('At /notification-settings')).toBeVisible();
  });

  it('the account menu has Notification settings', async () => {
    signIn(testToken());
    const { user } = renderInApp(<UserBadge />);

    await user.click(screen.getByRole('button', { name: 'Account menu for Ada Player' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Notification settings' }));

    expect(await screen.findByText('At /notification-settings')).toBeVisible();
  });
});
