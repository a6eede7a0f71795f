/** The app frame's words (header, main navigation, home, not found): the 'app' namespace (README "Languages"). */
import { namespace } from '../i18n/index.ts';
import en from './locales/en.json';

export const appTexts = namespace('app', en);
