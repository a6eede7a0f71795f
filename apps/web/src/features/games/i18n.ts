/** The games screens' own words (a game, its team sheet, the game form): the 'games' namespace (README "Languages"). */
import { namespace, sharedNamespace } from '../../i18n/index.ts';
import en from './locales/en.json';

export const gameScreenTexts = namespace('games', en);

/** The shared 'games' namespace (@turnout/shared/i18n: the game sentences the server says too). */
export const sharedGameTexts = sharedNamespace('games');

/** The shared 'groups' namespace: the group sentences a game screen shows ("Could not load groups…"). */
export const sharedGroupTexts = sharedNamespace('groups');
