/** The calendar controls' own words ("Add to calendar", "Add to my calendar"): the 'calendar' web namespace (README "Languages"). */
import { namespace } from '../../i18n/index.ts';
import en from './locales/en.json';

export const calendarScreenTexts = namespace('calendar', en);
