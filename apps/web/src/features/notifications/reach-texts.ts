/**
 * The sentences of the notification settings, the device push card and the unsubscribe screen (README
 * "Notifications"), in one place so the screens and their tests say the same thing. Type imports only:
 * nothing of the shared schemas is loaded with them.
 */
import type { NotificationKind } from '@turnout/shared';

/** The kinds in the order the settings list them. */
export const KINDS: readonly NotificationKind[] = ['reminders', 'team_changes', 'new_games', 'chat'];

/** Each kind's switch label and the plain words under it. */
export const kindTexts: Record<NotificationKind, { label: string; description: string; emails: string }> = {
  reminders: { label: 'Reminders', description: "A game you haven't answered", emails: 'reminder emails' },
  team_changes: {
    label: 'Team changes',
    description: 'Promotions, moves, changed or cancelled games, your groups',
    emails: 'emails about team changes',
  },
  new_games: {
    label: 'New games',
    description: 'A new game in one of your groups',
    emails: 'new game emails',
  },
  chat: {
    label: 'Chat messages',
    description: 'A message to you or your group',
    emails: 'chat message emails',
  },
};

export const settingsTexts = {
  title: 'Notification settings',
  loadFailed: 'Failed to load your notification settings.',
  saveFailed: 'Could not save that setting. It is back as it was.',
  emailTitle: 'Email',
  emailIntro: (email: string | null) => (email ? `Sent to ${email}.` : 'Sent to your email address.'),
  pushTitle: 'On this device / Push',
  pushIntro:
    'Shown by your phone or computer, even when Turnout is closed, on each device where you turned them on.',
  mutedTitle: 'Muted group chats',
  mutedIntro:
    'A muted group’s chat sends you no push and no email. Its messages still count as unread in Turnout, and its games and team changes still reach you.',
  /** Over the push switches while this device gets no pushes: they show off until it does. */
  pushOffHere:
    'Push is off on this device, so these show off. Turn on push on this device to choose what it gets.',
  muteLabel: 'Mute chat',
  noGroups: 'You are not in any group yet.',
  groupsFailed: 'Failed to load your groups.',
} as const;

export const pushDeviceTexts = {
  title: 'Notifications on this device',
  offIntro: 'Get reminders, team changes and messages here, even when Turnout is closed.',
  turnOn: 'Turn on notifications on this device',
  /** The same action on the settings screen, beside the push switches. */
  turnOnPush: 'Turn on push on this device',
  on: 'Notifications are on for this device',
  turnOff: 'Turn off',
  turnedOff: 'Notifications are off for this device.',
  unsupported: 'Add Turnout to your home screen to get notifications on this phone.',
  denied:
    'Notifications are blocked for Turnout in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.',
  dismissed: 'Notifications were not turned on. Try again and choose Allow.',
  notReady: 'This browser has not finished setting Turnout up yet. Reload the page and try again.',
  turnOnFailed: 'Could not turn on notifications on this device.',
  turnOffFailed: 'Could not turn off notifications on this device.',
} as const;

export const unsubscribeTexts = {
  title: 'Unsubscribe',
  checking: 'Checking your link…',
  question: (kind: NotificationKind) => `Stop ${kindTexts[kind].emails}?`,
  explain: (kind: NotificationKind) =>
    `${kindTexts[kind].label}: ${kindTexts[kind].description.toLowerCase()}. Your other emails stay as they are.`,
  stop: 'Stop these emails',
  done: (kind: NotificationKind) => `You won't get ${kindTexts[kind].emails} any more.`,
  alreadyOff: (kind: NotificationKind) => `You already get no ${kindTexts[kind].emails}.`,
  changeAnyTime: 'Change this any time in',
  invalid:
    'This unsubscribe link is not valid. Change your emails in Notification settings after signing in.',
  checkFailed: 'Could not check this link. Try again in a moment.',
  stopFailed: 'Could not stop these emails. Try again in a moment.',
} as const;
