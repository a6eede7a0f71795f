/** The one-tap link pages' own words (/offer/:token): the 'rsvp-links' web namespace (README "Languages"). */
import { namespace } from '../../i18n/index.ts';
import en from './locales/en.json';

export const rsvpLinkScreenTexts = namespace('rsvp-links', en);
