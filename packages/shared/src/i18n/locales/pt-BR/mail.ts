import type { Messages } from '../../catalogue.ts';

/**
 * The pt-BR 'mail' namespace, translated from the English catalogue of record (README "Languages").
 */
export default {
  greeting: 'Olá, {{name}},',
  openLink: 'Ou abra este link:',
  wrote: '{{author}} escreveu:',
  deletedUser: 'Usuário excluído',
  resetIntro:
    'Alguém (tomara que você) pediu para redefinir a senha da sua conta no Turnout. Abra o link abaixo para escolher uma nova.',
  resetAction: 'Redefinir senha',
  resetExpiry:
    'O link funciona uma vez só e expira em 1 hora. Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.',
  emailChangedSignedOut:
    'Todos os outros dispositivos conectados à sua conta foram desconectados. Se foi você quem fez essa alteração, não precisa fazer mais nada.',
  emailChangedNotYou:
    'Se não foi você, alguém sabe sua senha: abra o link abaixo para escolher uma nova. Isso desconecta todo mundo de novo; depois você pode entrar com o novo endereço e a nova senha e colocar seu próprio e-mail de volta no perfil.',
  emailChangedExpiry: 'O link funciona uma vez só e expira em 24 horas.',
  invitation: {
    greeting: 'Olá,',
    intro:
      '{{inviter}} convidou você para entrar em {{groupName}} no Turnout, onde o grupo organiza os jogos: quem vai jogar, a escalação e o chat do grupo.',
    askedFirst:
      'Você pediu para ser consultado antes que alguém o adicione a um grupo, então ainda não está nele. Abra o link abaixo, com sua conta conectada, e escolha Aceitar para entrar.',
    existingAccount:
      'Você já tem uma conta no Turnout com este endereço de e-mail. Abra o link abaixo, entre e escolha Aceitar para participar.',
    newAccount: 'Abra o link abaixo para criar sua conta; você estará no grupo na hora.',
    action: 'Entrar em {{groupName}}',
    expiry_one:
      'O link funciona uma vez e expira em {{count}} dia. Se você não esperava este convite, pode ignorar este e-mail.',
    expiry_many:
      'O link funciona uma vez e expira em {{count}} dias. Se você não esperava este convite, pode ignorar este e-mail.',
    expiry_other:
      'O link funciona uma vez e expira em {{count}} dias. Se você não esperava este convite, pode ignorar este e-mail.',
  },
  emailSignInIntro:
    'Alguém (esperamos que você) pediu para entrar na sua conta do Turnout com este endereço de e-mail. Digite este código na tela de entrada:',
  emailSignInAction: 'Entrar',
  emailSignInOrLink: 'Ou abra o link abaixo e toque em Entrar.',
  emailSignInExpiry:
    'O código e o link funcionam uma vez só, por 10 minutos. Se você não pediu, ignore este e-mail: ninguém entra sem eles e sua senha continua a mesma.',
  subjects: {
    promoted: 'Você está dentro',
    addedToMainTeam: 'Você está dentro',
    movedToReserves: 'Você está nas reservas',
    addedToReserves: 'Você está nas reservas',
    removedFromTeam: 'Você saiu da escalação',
    guestPromoted: 'Seu convidado está dentro',
    guestMovedToReserves: 'Seu convidado está nas reservas',
    gameChanged: 'Partida alterada',
    gameDeleted: 'Partida excluída',
    gameCancelled: 'Partida cancelada',
    gameReinstated: 'A partida está de volta',
    droppedOut: 'Um jogador saiu',
    seriesChanged: 'Partida recorrente alterada',
    seriesStopped: 'Partida recorrente encerrada',
    addedToGroup: 'Você foi adicionado',
    removedFromGroup: 'Você foi removido',
    madeGroupAdmin: 'Você é administrador do grupo',
    unmadeGroupAdmin: 'Você não é mais administrador do grupo',
    memberJoined: 'Um novo membro entrou',
    offer: 'Tem uma vaga para você, se quiser',
    changes_one: '{{count}} alteração',
    changes_many: '{{count}} alterações',
    changes_other: '{{count}} alterações',
    fallback: 'Uma alteração para você',
    aboutGame: '{{what}} — {{group}}, {{when}}',
    aboutGroup: '{{what}} — {{group}}',
    plain: '{{what}} — Turnout',
  },
  notices: {
    reminderSubject: '{{group}}: você vai jogar em {{when}}?',
    reminderWhy: 'Você recebeu isto porque está em {{group}} e ainda não respondeu.',
    paymentSubject: '{{group}}: pague a partida de {{when}}, por favor',
    paymentWhy: 'Você recebeu isto porque um administrador de {{group}} lembrou quem ainda não pagou.',
    newGameSubject: '{{group}}: nova partida em {{when}}',
    newGameWhen: 'Quando: {{when}} (horário de {{zone}})',
    newGameWhy: 'Você recebeu isto porque está em {{group}} e pediu e-mails de novas partidas.',
    chatGroupSubject: '{{group}}: uma nova mensagem no chat',
    chatDirectSubject: 'Uma nova mensagem direta no Turnout',
    chatGroupFrom: 'Uma nova mensagem em {{group}}:',
    chatDirectFrom: 'Uma nova mensagem direta para você:',
    digestIntro_one: 'Isto mudou para você:',
    digestIntro_many: 'Estas {{count}} alterações foram feitas para você, a mais recente por último:',
    digestIntro_other: 'Estas {{count}} alterações foram feitas para você, a mais recente por último:',
    moreChangesSubject: 'Mais alterações em {{group}}',
    moreChanges: 'Mais alterações em {{group}}: abra o Turnout',
    moreChangesWhy:
      'Você recebe no máximo 10 e-mails por hora sobre {{group}}; o resto está nas suas notificações.',
    answerIn: 'Vou',
    answerReserves: 'Reserva',
    answerOut: 'Não vou',
    answerNow: 'Responder agora',
    openGame: 'Abrir a partida',
    openInApp: 'Abrir no Turnout',
    openChat: 'Abrir o chat',
    stop: 'Parar de receber estes e-mails',
  },
} as const satisfies Messages;
