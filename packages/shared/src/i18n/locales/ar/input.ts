import type { Messages } from '../../catalogue.ts';

/**
 * The Arabic 'input' namespace (ar), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  webAddress: 'لا يمكن أن تحتوي الأسماء على عناوين ويب.',
  idInvalid: 'يجب أن يكون {{label}} عددًا صحيحًا يساوي 1 أو أكثر.',
  controlCharacters: 'لا يمكن أن يحتوي {{label}} على أحرف تحكم.',
  oneLine: 'يجب أن يكون {{label}} في سطر واحد.',
  brokenCharacter: 'يحتوي {{label}} على حرف تالف.',
  directionControls: 'لا يمكن أن يحتوي {{label}} على أحرف تغيّر اتجاه النص.',
} as const satisfies Messages;
