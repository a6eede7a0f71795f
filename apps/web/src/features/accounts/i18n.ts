/** The account screens' own words (login, profile): the 'accounts' namespace (README "Languages"). */
import { namespace } from '../../i18n/index.ts';
import en from './locales/en.json';

export const accountScreenTexts = namespace('accounts', en);
