/**
 * The English 'input' namespace (the input rules every schema shares): the catalogue of record, i18next JSON-v4
 * ({{param}} interpolation, _one/_other plurals; README "Languages").
 */
export default {
  idInvalid: '{{label}} must be a whole number of 1 or more.',
  controlCharacters: '{{label}} cannot contain control characters.',
  oneLine: '{{label}} must be on one line.',
  brokenCharacter: '{{label}} contains a broken character.',
  directionControls: '{{label}} cannot contain characters that change the direction of text.',
  webAddress: 'Names cannot contain web addresses.',
} as const;
