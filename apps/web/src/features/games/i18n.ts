/** The games screens' own words (a game, its team sheet, the game form): the 'games' namespace (README "Languages"). */
import { namespace } from '../../i18n/index.ts';
import en from './locales/en.json';

export const gameScreenTexts = namespace('games', en);
