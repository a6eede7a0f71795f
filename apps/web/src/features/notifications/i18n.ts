/** The notification screens' own words (list, settings, device card, unsubscribe): the 'notifications' web namespace (README "Languages"). */
import { namespace, sharedNamespace } from '../../i18n/index.ts';
import en from './locales/en.json';

export const notificationScreenTexts = namespace('notifications', en);

/** The shared 'notifications' namespace (@turnout/shared/i18n: the sentences the server says too). */
export const sharedNotificationTexts = sharedNamespace('notifications');
