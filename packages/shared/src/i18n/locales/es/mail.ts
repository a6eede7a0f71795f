import type { Messages } from '../../catalogue.ts';

/**
 * The es 'mail' namespace, translated from the English catalogue of record (README "Languages").
 */
export default {
  greeting: 'Hola, {{name}}:',
  openLink: 'O abre este enlace:',
  resetIntro:
    'Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de Turnout. Abre el enlace de abajo para elegir una nueva.',
  resetAction: 'Restablecer contraseña',
  resetExpiry:
    'El enlace funciona una sola vez y caduca en 1 hora. Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
} as const satisfies Messages;
