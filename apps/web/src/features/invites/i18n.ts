/** The invitation screens' own words (/invite/:token, /join/:token): the 'invites' web namespace (README "Languages"). */
import { namespace, sharedNamespace } from '../../i18n/index.ts';
import en from './locales/en.json';

export const inviteScreenTexts = namespace('invites', en);

/** The shared 'invites' namespace (@turnout/shared/i18n: the invitation sentences the server says too). */
export const sharedInviteTexts = sharedNamespace('invites');
