import type { Messages } from '../../catalogue.ts';

/**
 * The German 'input' namespace (de), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  webAddress: 'Namen dürfen keine Webadressen enthalten.',
  idInvalid: '{{label}} muss eine ganze Zahl ab 1 sein.',
  controlCharacters: '{{label}} darf keine Steuerzeichen enthalten.',
  oneLine: '{{label}} muss in eine Zeile passen.',
  brokenCharacter: '{{label}} enthält ein ungültiges Zeichen.',
  directionControls: '{{label}} darf keine Zeichen enthalten, die die Schreibrichtung ändern.',
} as const satisfies Messages;
