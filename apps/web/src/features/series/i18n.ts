/** The series screen's own words (/series/:id and its edit form): the 'series' web namespace (README "Languages"). */
import { namespace, sharedNamespace } from '../../i18n/index.ts';
import en from './locales/en.json';

export const seriesTexts = namespace('series', en);

/** The shared 'games' namespace (@turnout/shared/i18n): the game form's sentences the server says too. */
export const sharedGameTexts = sharedNamespace('games');
