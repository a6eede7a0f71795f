import type { Messages } from '../../catalogue.ts';

/**
 * The Brazilian Portuguese 'input' namespace (pt-BR), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  webAddress: 'Nomes não podem conter endereços da web.',
  idInvalid: '{{label}} deve ser um número inteiro igual ou maior que 1.',
  controlCharacters: '{{label}} não pode conter caracteres de controle.',
  oneLine: '{{label}} deve ficar em uma linha só.',
  brokenCharacter: '{{label}} contém um caractere inválido.',
  directionControls: '{{label}} não pode conter caracteres que mudam a direção do texto.',
} as const satisfies Messages;
