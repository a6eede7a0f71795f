/** The series screen's own words (/series/:id and its edit form): the 'series' web namespace (README "Languages"). */
import { namespace } from '../../i18n/index.ts';
import en from './locales/en.json';

export const seriesTexts = namespace('series', en);
