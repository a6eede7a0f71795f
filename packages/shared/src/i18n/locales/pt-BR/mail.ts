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
} as const satisfies Messages;
