import type { Messages } from '../../catalogue.ts';

/**
 * The French 'input' namespace (fr), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  webAddress: "Les noms ne peuvent pas contenir d'adresse web.",
  idInvalid: '{{label}} doit être un nombre entier supérieur ou égal à 1.',
  controlCharacters: '{{label}} ne peut pas contenir de caractères de contrôle.',
  oneLine: '{{label}} doit tenir sur une seule ligne.',
  brokenCharacter: '{{label}} contient un caractère invalide.',
  directionControls: '{{label}} ne peut pas contenir de caractères qui changent le sens du texte.',
} as const satisfies Messages;
