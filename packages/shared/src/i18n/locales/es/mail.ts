import type { Messages } from '../../catalogue.ts';

/**
 * The es 'mail' namespace, translated from the English catalogue of record (README "Languages").
 */
export default {
  greeting: 'Hola, {{name}}:',
  openLink: 'O abre este enlace:',
  wrote: '{{author}} escribió:',
  deletedUser: 'Usuario eliminado',
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
  subjects: {
    promoted: 'Juegas',
    addedToMainTeam: 'Juegas',
    movedToReserves: 'Eres suplente',
    addedToReserves: 'Eres suplente',
    removedFromTeam: 'Ya no estás en la alineación',
    guestPromoted: 'Tu invitado juega',
    guestMovedToReserves: 'Tu invitado es suplente',
    gameChanged: 'Partido cambiado',
    gameDeleted: 'Partido eliminado',
    gameCancelled: 'Partido cancelado',
    gameReinstated: 'El partido vuelve',
    droppedOut: 'Un jugador se ha bajado',
    seriesChanged: 'Partido periódico cambiado',
    seriesStopped: 'Partido periódico terminado',
    addedToGroup: 'Te han añadido',
    removedFromGroup: 'Te han quitado',
    madeGroupAdmin: 'Eres administrador del grupo',
    unmadeGroupAdmin: 'Ya no eres administrador del grupo',
    memberJoined: 'Se ha unido un nuevo miembro',
    offer: 'Hay una plaza para ti si la quieres',
    changes_one: '{{count}} cambio',
    changes_many: '{{count}} cambios',
    changes_other: '{{count}} cambios',
    fallback: 'Un cambio para ti',
    aboutGame: '{{what}} — {{group}}, {{when}}',
    aboutGroup: '{{what}} — {{group}}',
    plain: '{{what}} — Turnout',
  },
  notices: {
    reminderSubject: '{{group}}: ¿juegas el {{when}}?',
    reminderWhy: 'Recibes esto porque estás en {{group}} y aún no has respondido.',
    paymentSubject: '{{group}}: paga el partido del {{when}}, por favor',
    paymentWhy:
      'Recibes esto porque un administrador de {{group}} ha recordado el pago a quienes aún no han pagado.',
    newGameSubject: '{{group}}: nuevo partido el {{when}}',
    newGameWhen: 'Cuándo: {{when}} (hora de {{zone}})',
    newGameWhy: 'Recibes esto porque estás en {{group}} y pediste correos de partidos nuevos.',
    chatGroupSubject: '{{group}}: un mensaje nuevo en el chat',
    chatDirectSubject: 'Un mensaje directo nuevo en Turnout',
    chatGroupFrom: 'Un mensaje nuevo en {{group}}:',
    chatDirectFrom: 'Un mensaje directo nuevo para ti:',
    digestIntro_one: 'Esto ha cambiado para ti:',
    digestIntro_many: 'Estos {{count}} cambios son para ti, el más reciente al final:',
    digestIntro_other: 'Estos {{count}} cambios son para ti, el más reciente al final:',
    moreChangesSubject: 'Más cambios en {{group}}',
    moreChanges: 'Más cambios en {{group}}: abre Turnout',
    moreChangesWhy:
      'Recibes como mucho 10 correos por hora de {{group}}; el resto está en tus notificaciones.',
    answerIn: 'Juego',
    answerReserves: 'Suplente',
    answerOut: 'No juego',
    answerNow: 'Responder ahora',
    openGame: 'Abrir el partido',
    openInApp: 'Abrir en Turnout',
    openChat: 'Abrir el chat',
    stop: 'No recibir más estos correos',
  },
} as const satisfies Messages;
