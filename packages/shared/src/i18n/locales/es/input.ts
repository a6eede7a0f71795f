import type { Messages } from '../../catalogue.ts';

/**
 * The Spanish 'input' namespace (es), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  webAddress: 'Los nombres no pueden contener direcciones web.',
  idInvalid: '{{label}} debe ser un número entero de 1 o más.',
  controlCharacters: '{{label}} no puede contener caracteres de control.',
  oneLine: '{{label}} debe ocupar una sola línea.',
  brokenCharacter: '{{label}} contiene un carácter dañado.',
  directionControls: '{{label}} no puede contener caracteres que cambien la dirección del texto.',
} as const satisfies Messages;
