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
  emailChangedSignedOut:
    'Se ha cerrado la sesión en todos los demás dispositivos conectados a tu cuenta. Si has hecho tú el cambio, no tienes que hacer nada más.',
  emailChangedNotYou:
    'Si no has sido tú, alguien conoce tu contraseña: abre el enlace de abajo para elegir una nueva. Cerrará de nuevo todas las sesiones; después podrás entrar con la nueva dirección y tu nueva contraseña y volver a poner tu correo en el perfil.',
  emailChangedExpiry: 'El enlace funciona una sola vez y caduca en 24 horas.',
  invitation: {
    greeting: 'Hola:',
    intro:
      '{{inviter}} te ha invitado a unirte a {{groupName}} en Turnout, donde el grupo organiza sus partidos: quién juega, la alineación y el chat del grupo.',
    askedFirst:
      'Pediste que te preguntaran antes de añadirte a un grupo, así que todavía no estás en él. Abre el enlace de abajo con tu sesión iniciada y elige Aceptar para unirte.',
    existingAccount:
      'Ya tienes una cuenta de Turnout con esta dirección de correo. Abre el enlace de abajo, inicia sesión y elige Aceptar para unirte.',
    newAccount: 'Abre el enlace de abajo para crear tu cuenta; estarás en el grupo de inmediato.',
    action: 'Unirme a {{groupName}}',
    expiry_one:
      'El enlace funciona una sola vez y caduca en {{count}} día. Si no esperabas esta invitación, puedes ignorar este correo.',
    expiry_many:
      'El enlace funciona una sola vez y caduca en {{count}} días. Si no esperabas esta invitación, puedes ignorar este correo.',
    expiry_other:
      'El enlace funciona una sola vez y caduca en {{count}} días. Si no esperabas esta invitación, puedes ignorar este correo.',
  },
  emailSignInIntro:
    'Alguien (esperamos que tú) ha pedido entrar en tu cuenta de Turnout con esta dirección de correo. Escribe este código en la pantalla de inicio de sesión:',
  emailSignInAction: 'Entrar',
  emailSignInOrLink: 'O abre el enlace de abajo y pulsa Entrar.',
  emailSignInExpiry:
    'El código y el enlace funcionan una sola vez, durante 10 minutos. Si no lo has pedido tú, ignora este correo: nadie puede entrar sin ellos y tu contraseña no cambia.',
} as const satisfies Messages;
