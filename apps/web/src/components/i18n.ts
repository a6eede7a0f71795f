/** The shared components' words: the 'components' namespace (README "Languages"). */
import { namespace } from '../i18n/index.ts';
import en from './locales/en.json';

export const componentTexts = namespace('components', en);
