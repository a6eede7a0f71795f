/** The shared components' words: the 'components' namespace (README "Languages"). */
import { namespace } from '../i18n/index.ts';
import en from './locales/en.json';

export const componentTexts = namespace('components', en);

const t = componentTexts.t;

/**
 * The problems of a Repeat choice (README "Recurring games"; lib/repeat-rule.ts repeatProblems finds
 * them, the Repeat fields show them), each read in the reader's language when it is read.
 */
export const repeatProblemTexts = {
  get untilRequired() {
    return t('repeat.untilRequired');
  },
  get untilBeforeStart() {
    return t('repeat.untilBeforeStart');
  },
  /** "Choose how many games: a whole number from 1 to 200." for `max` 200. */
  countInvalid: (max: number) => t('repeat.countInvalid', { min: 1, max }),
};
