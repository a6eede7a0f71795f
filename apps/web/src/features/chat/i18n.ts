/** The chat screens' own words: the 'chat' namespace (README "Languages"). */
import { namespace } from '../../i18n/index.ts';
import en from './locales/en.json';

export const chatScreenTexts = namespace('chat', en);
