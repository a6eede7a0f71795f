/** The series screen's own words (/series/:id and its edit form): the 'series' web namespace (README "Languages"). */
import { namespace, sharedNamespace } from '../../i18n/index.ts';
import en from './locales/en.json';

export const seriesTexts = namespace('series', en);

/** The shared 'games' namespace: how a series repeats (seriesSummary.*, as the server's notices say it). */
export const sharedSeriesTexts = sharedNamespace('games');
