/** The account screens' own words (login, sign-up, passwords, profile): the 'accounts' namespace (README "Languages"). */
import { namespace, sharedNamespace } from '../../i18n/index.ts';
import en from './locales/en.json';

export const accountScreenTexts = namespace('accounts', en);

/** The shared 'accounts' namespace (@turnout/shared/i18n: the account sentences the server says too). */
export const sharedAccountTexts = sharedNamespace('accounts');

/** The shared 'invites' namespace: the sign-up's "You have joined …" after an invitation. */
export const sharedInviteTexts = sharedNamespace('invites');
