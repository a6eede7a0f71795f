import type { Messages } from '../../catalogue.ts';

/**
 * The pt-BR 'mail' namespace, translated from the English catalogue of record (README "Languages").
 */
export default {
  greeting: 'Olá, {{name}},',
  openLink: 'Ou abra este link:',
  resetIntro:
    'Alguém (tomara que você) pediu para redefinir a senha da sua conta no Turnout. Abra o link abaixo para escolher uma nova.',
  resetAction: 'Redefinir senha',
  resetExpiry:
    'O link funciona uma vez só e expira em 1 hora. Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.',
} as const satisfies Messages;
