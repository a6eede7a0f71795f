/**
 * The sentences of the notification settings, the device push card and the unsubscribe screen (README
 * "Notifications"), in one place so the screens and their tests say the same thing: each read through
 * the 'notifications' web namespace at the time it is read, so it follows the reader's language (README
 * "Languages"). Type imports only: nothing of the shared schemas is loaded with them.
 */
import type { NotificationKind } from '@turnout/shared';
import { textsOf } from '../../i18n/index.ts';
import { notificationScreenTexts } from './i18n.ts';

const { t } = notificationScreenTexts;

/** The kinds in the order the settings list them. */
export const KINDS: readonly NotificationKind[] = ['reminders', 'team_changes', 'new_games', 'chat'];

/** Each kind's switch label and the plain words under it ("Reminders", "A game you haven't answered"). */
export const kindTexts = Object.fromEntries(
  KINDS.map((kind) => [
    kind,
    textsOf(t, { label: `kinds.label.${kind}`, description: `kinds.description.${kind}` }),
  ]),
) as Record<NotificationKind, { readonly label: string; readonly description: string }>;

export const settingsTexts = Object.assign(
  textsOf(t, {
    title: 'settings.title',
    loading: 'settings.loading',
    loadFailed: 'settings.loadFailed',
    saveFailed: 'settings.saveFailed',
    emailTitle: 'settings.emailTitle',
    pushTitle: 'settings.pushTitle',
    pushIntro: 'settings.pushIntro',
    mutedTitle: 'settings.mutedTitle',
    mutedIntro: 'settings.mutedIntro',
    /** Over the push switches while this device gets no pushes: they show off until it does. */
    pushOffHere: 'settings.pushOffHere',
    muteLabel: 'settings.muteLabel',
    noGroups: 'settings.noGroups',
    groupsFailed: 'settings.groupsFailed',
  }),
  {
    emailIntro: (email: string | null) =>
      email ? t('settings.emailIntro', { email }) : t('settings.emailIntroNoAddress'),
    /** A group's mute switch's name: "Mute chat: Sunday League". */
    muteGroup: (group: string) => t('settings.muteGroup', { group }),
  },
);

export const pushDeviceTexts = textsOf(t, {
  title: 'push.title',
  offIntro: 'push.offIntro',
  turnOn: 'push.turnOn',
  /** The same action on the settings screen, beside the push switches. */
  turnOnPush: 'push.turnOnPush',
  on: 'push.on',
  turnOff: 'push.turnOff',
  unsupported: 'push.unsupported',
  denied: 'push.denied',
  dismissed: 'push.dismissed',
  notReady: 'push.notReady',
  turnOnFailed: 'push.turnOnFailed',
  turnOffFailed: 'push.turnOffFailed',
});

export const unsubscribeTexts = Object.assign(
  textsOf(t, {
    title: 'unsubscribe.title',
    checking: 'unsubscribe.checking',
    stop: 'unsubscribe.stop',
    invalid: 'unsubscribe.invalid',
    checkFailed: 'unsubscribe.checkFailed',
    stopFailed: 'unsubscribe.stopFailed',
    tryAgain: 'unsubscribe.tryAgain',
  }),
  {
    question: (kind: NotificationKind) => t(`unsubscribe.question.${kind}`),
    explain: (kind: NotificationKind) => t(`unsubscribe.explain.${kind}`),
    done: (kind: NotificationKind) => t(`unsubscribe.done.${kind}`),
    alreadyOff: (kind: NotificationKind) => t(`unsubscribe.alreadyOff.${kind}`),
  },
);
