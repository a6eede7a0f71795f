/** The app frame's words (header, main navigation, home, not found): the 'app' namespace (README "Languages"). */
import { namespace, sharedNamespace } from '../i18n/index.ts';
import en from './locales/en.json';

export const appTexts = namespace('app', en);

/** The shared 'accounts' namespace (@turnout/shared/i18n): the welcome and the tagline. */
export const sharedAccountTexts = sharedNamespace('accounts');
