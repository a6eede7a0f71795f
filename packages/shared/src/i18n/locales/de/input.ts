import type { Messages } from '../../catalogue.ts';

/**
 * The de 'input' namespace (the input rules every schema shares), translated from English; i18next JSON-v4
 * ({{param}} interpolation, _one/_other plurals; README "Languages").
 */
export default {
  idInvalid: '{{label}} must be a whole number of 1 or more.',
  controlCharacters: '{{label}} cannot contain control characters.',
  oneLine: '{{label}} must be on one line.',
  brokenCharacter: '{{label}} contains a broken character.',
  directionControls: '{{label}} cannot contain characters that change the direction of text.',
  webAddress: 'Names cannot contain web addresses.',
} as const satisfies Messages;
