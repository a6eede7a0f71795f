/**
 * The words of the calendar feed's control and of one game's "Add to my calendar" (README "Notifications",
 * calendar feed), by name for the components and their tests: each read through the 'calendar' web
 * namespace when it is read, so it follows the reader's language (README "Languages").
 */
import { textsOf } from '../../i18n/index.ts';
import { calendarScreenTexts } from './i18n.ts';

export const calendarTexts = textsOf(calendarScreenTexts.t, {
  button: 'button',
  buttonShort: 'buttonShort',
  intro: 'intro',
  private: 'private',
  copy: 'copy',
  copied: 'copied',
  copyByHand: 'copyByHand',
  open: 'open',
  reset: 'reset',
  resetTitle: 'resetTitle',
  resetMessage: 'resetMessage',
  resetDone: 'resetDone',
  loading: 'loading',
  loadError: 'loadError',
  resetError: 'resetError',
  retry: 'retry',
  gameButton: 'gameButton',
  gameFailed: 'gameFailed',
});
