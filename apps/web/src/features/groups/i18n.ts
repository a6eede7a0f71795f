/** The groups screens' own words: the 'groups' namespace (README "Languages"). */
import { namespace, sharedNamespace } from '../../i18n/index.ts';
import en from './locales/en.json';

export const groupScreenTexts = namespace('groups', en);

/** The shared 'groups' namespace (@turnout/shared/i18n: the group sentences the server says too). */
export const sharedGroupTexts = sharedNamespace('groups');

/** The shared 'invites' namespace (the open invitations' sentences the server says too). */
export const sharedInviteTexts = sharedNamespace('invites');
