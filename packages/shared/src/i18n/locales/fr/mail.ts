import type { Messages } from '../../catalogue.ts';

/**
 * The fr 'mail' namespace, translated from the English catalogue of record (README "Languages").
 */
export default {
  greeting: 'Bonjour {{name}},',
  openLink: 'Ou ouvrez ce lien :',
  wrote: '{{author}} a écrit :',
  deletedUser: 'Utilisateur supprimé',
  resetIntro:
    'Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Turnout. Ouvrez le lien ci-dessous pour en choisir un nouveau.',
  resetAction: 'Réinitialiser le mot de passe',
  resetExpiry:
    'Le lien ne fonctionne qu’une fois et expire dans 1 heure. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  emailChangedSignedOut:
    'Tous les autres appareils connectés à votre compte ont été déconnectés. Si c’est vous qui avez fait ce changement, vous n’avez rien d’autre à faire.',
  emailChangedNotYou:
    'Sinon, quelqu’un d’autre connaît votre mot de passe : ouvrez le lien ci-dessous pour en choisir un nouveau. Tout le monde sera de nouveau déconnecté ; vous pourrez ensuite vous connecter avec la nouvelle adresse et votre nouveau mot de passe, puis remettre votre propre adresse e-mail dans votre profil.',
  emailChangedExpiry: 'Le lien ne fonctionne qu’une fois et expire dans 24 heures.',
  invitation: {
    greeting: 'Bonjour,',
    intro:
      '{{inviter}} vous invite à rejoindre {{groupName}} sur Turnout, où le groupe organise ses matchs : qui joue, la feuille de match et le chat du groupe.',
    askedFirst:
      "Vous avez demandé qu'on vous pose la question avant de vous ajouter à un groupe : vous n'en faites donc pas encore partie. Ouvrez le lien ci-dessous en étant connecté à votre compte, puis choisissez Accepter pour le rejoindre.",
    existingAccount:
      'Vous avez déjà un compte Turnout avec cette adresse e-mail. Ouvrez le lien ci-dessous, connectez-vous, puis choisissez Accepter pour rejoindre le groupe.',
    newAccount:
      'Ouvrez le lien ci-dessous pour créer votre compte ; vous serez tout de suite dans le groupe.',
    action: 'Rejoindre {{groupName}}',
    expiry_one:
      "Le lien ne fonctionne qu'une fois et expire dans {{count}} jour. Si vous n'attendiez pas cette invitation, vous pouvez ignorer cet e-mail.",
    expiry_many:
      "Le lien ne fonctionne qu'une fois et expire dans {{count}} jours. Si vous n'attendiez pas cette invitation, vous pouvez ignorer cet e-mail.",
    expiry_other:
      "Le lien ne fonctionne qu'une fois et expire dans {{count}} jours. Si vous n'attendiez pas cette invitation, vous pouvez ignorer cet e-mail.",
  },
  emailSignInIntro:
    'Quelqu’un (vous, espérons-le) a demandé à se connecter à votre compte Turnout avec cette adresse e-mail. Saisissez ce code sur l’écran de connexion :',
  emailSignInAction: 'Se connecter',
  emailSignInOrLink: 'Ou ouvrez le lien ci-dessous et appuyez sur Se connecter.',
  emailSignInExpiry:
    'Le code et le lien ne fonctionnent qu’une fois, pendant 10 minutes. Si vous ne les avez pas demandés, ignorez cet e-mail : personne ne peut se connecter sans eux et votre mot de passe reste le même.',
  subjects: {
    promoted: 'Vous jouez',
    addedToMainTeam: 'Vous jouez',
    movedToReserves: 'Vous êtes remplaçant',
    addedToReserves: 'Vous êtes remplaçant',
    removedFromTeam: "Vous n'êtes plus sur la feuille de match",
    guestPromoted: 'Votre invité joue',
    guestMovedToReserves: 'Votre invité est remplaçant',
    gameChanged: 'Match modifié',
    gameDeleted: 'Match supprimé',
    gameCancelled: 'Match annulé',
    gameReinstated: 'Le match a bien lieu',
    droppedOut: "Un joueur s'est désisté",
    seriesChanged: 'Match récurrent modifié',
    seriesStopped: 'Match récurrent arrêté',
    addedToGroup: 'Vous avez été ajouté',
    removedFromGroup: 'Vous avez été retiré',
    madeGroupAdmin: 'Vous êtes administrateur du groupe',
    unmadeGroupAdmin: "Vous n'êtes plus administrateur du groupe",
    memberJoined: 'Un nouveau membre a rejoint le groupe',
    offer: 'Une place est à vous si vous la voulez',
    changes_one: '{{count}} changement',
    changes_many: '{{count}} changements',
    changes_other: '{{count}} changements',
    fallback: 'Un changement pour vous',
    aboutGame: '{{what}} — {{group}}, {{when}}',
    aboutGroup: '{{what}} — {{group}}',
    plain: '{{what}} — Turnout',
  },
  notices: {
    reminderSubject: '{{group}} : vous jouez le {{when}} ?',
    reminderWhy: "Vous recevez ceci parce que vous êtes dans {{group}} et n'avez pas encore répondu.",
    paymentSubject: '{{group}} : merci de payer le match du {{when}}',
    paymentWhy:
      "Vous recevez ceci parce qu'un administrateur de {{group}} a relancé les joueurs qui n'ont pas encore payé.",
    newGameSubject: '{{group}} : nouveau match le {{when}}',
    newGameWhen: 'Quand : {{when}} (heure de {{zone}})',
    newGameWhy:
      'Vous recevez ceci parce que vous êtes dans {{group}} et avez demandé les e-mails des nouveaux matchs.',
    chatGroupSubject: '{{group}} : un nouveau message',
    chatDirectSubject: 'Un nouveau message privé sur Turnout',
    chatGroupFrom: 'Un nouveau message dans {{group}} :',
    chatDirectFrom: 'Un nouveau message privé pour vous :',
    digestIntro_one: 'Ceci a changé pour vous :',
    digestIntro_many: 'Ces {{count}} changements vous concernent, le plus récent en dernier :',
    digestIntro_other: 'Ces {{count}} changements vous concernent, le plus récent en dernier :',
    moreChangesSubject: 'Autres changements dans {{group}}',
    moreChanges: 'Autres changements dans {{group}} : ouvrez Turnout',
    moreChangesWhy:
      'Vous recevez au plus 10 e-mails par heure pour {{group}} ; le reste est dans vos notifications.',
    answerIn: 'Je joue',
    answerReserves: 'Remplaçant',
    answerOut: 'Je ne joue pas',
    answerNow: 'Répondre maintenant',
    openGame: 'Ouvrir le match',
    openInApp: 'Ouvrir dans Turnout',
    openChat: 'Ouvrir la discussion',
    stop: 'Ne plus recevoir ces e-mails',
  },
} as const satisfies Messages;
