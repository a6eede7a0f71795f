import type { Messages } from '../../catalogue.ts';

/**
 * The French 'notifications' namespace (fr), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  title: 'Notifications',
  empty: "Aucune notification pour l'instant.",
  loadFailed: 'Impossible de charger les notifications.',
  deleteFailed: 'Impossible de supprimer les notifications.',
  notFound: "Cette notification n'existe pas.",
  markedRead: 'Notification marquée comme lue.',
  noneSelected: 'Sélectionnez au moins une notification à supprimer.',
  idsRequired: "ids doit être une liste d'identifiants de notifications.",
  deleted_one: '{{count}} notification supprimée.',
  deleted_many: '{{count}} notifications supprimées.',
  deleted_other: '{{count}} notifications supprimées.',
  ref: {
    game: '{{description}}, {{when}}',
    plainGame: 'le match du {{when}}',
    place: '{{when}} à {{venue}}',
    atNewVenue: '{{when}} dans un nouveau lieu',
    aPlayer: "Quelqu'un",
  },
  notices: {
    gameCreated: 'Nouveau match dans {{group}} : {{game}}.',
    gameChanged: 'Match modifié : {{description}} est maintenant le {{now}} (avant : {{was}}).',
    gameChangedPlain: {
      moved: 'Match modifié : le match est maintenant le {{when}} (avant : {{was}}).',
      movedNewVenue:
        'Match modifié : le match est maintenant le {{when}} (avant : {{was}}), sur un autre terrain.',
      newVenue: 'Match modifié : le match du {{when}} change de terrain.',
      changed: 'Match modifié : le match du {{when}} a été modifié.',
    },
    gameChanges_one: '{{count}} changement :\n{{list}}',
    gameChanges_many: '{{count}} changements :\n{{list}}',
    gameChanges_other: '{{count}} changements :\n{{list}}',
    gameDeleted: 'Match annulé : {{game}} a été supprimé.',
    promoted: 'Vous jouez ! Vous passez titulaire pour {{game}}.',
    movedToReserves: 'Vous passez remplaçant pour {{game}}.',
    addedToMainTeam: 'Vous avez été mis titulaire pour {{game}}.',
    addedToReserves: 'Vous avez été mis remplaçant pour {{game}}.',
    removedFromTeam: 'Vous avez été retiré de la feuille de match pour {{game}}.',
    guestPromoted: 'Votre invité {{guest}} joue ! Il passe titulaire pour {{game}}.',
    guestMovedToReserves: 'Votre invité {{guest}} passe remplaçant pour {{game}}.',
    reminder: 'Vous jouez ? {{game}} — répondez présent, absent ou remplaçant.',
    paymentReminder: 'Merci de payer {{game}} : votre part est de {{amount}}, pas encore marquée payée.',
    addedToGroup: '{{admin}} vous a ajouté à {{group}}.',
    invitedToGroup: '{{admin}} vous invite à rejoindre {{group}}. Ouvrez ceci pour accepter.',
    removedFromGroup: 'Vous avez été retiré du groupe {{group}}.',
    madeGroupAdmin: 'Vous êtes maintenant administrateur de {{group}}.',
    unmadeGroupAdmin: "Vous n'êtes plus administrateur de {{group}}.",
    memberJoinedByInvite: '{{member}} a rejoint {{group}} grâce à une invitation.',
    gameCancelled: '{{admin}} a annulé {{game}}.',
    gameCancelledSaying: '{{admin}} a annulé {{game}}. « {{words}} »',
    gameReinstated: '{{admin}} a rétabli {{game}} : le match a bien lieu.',
    droppedOut: "{{player}} s'est désisté de {{game}} : titulaires {{main}}/{{max}}.",
    offered: "Une place s'est libérée pour {{game}} : elle est à vous si vous acceptez avant le {{until}}.",
    offerExpired: 'Votre offre de place pour {{game}} a pris fin : vous restez remplaçant.',
    offerWithdrawn:
      "La place qui vous était proposée pour {{game}} n'est plus libre : vous restez remplaçant.",
    resultRecorded: 'Résultat de {{game}} : {{line}}.',
    resultCorrected: 'Résultat corrigé pour {{game}} : {{line}}.',
    resultNotPlayed: '{{game}} est enregistré comme non joué.',
    plainSeries: 'le match récurrent',
    seriesCreated: {
      daily: 'Nouveau match quotidien dans {{group}} : {{series}}, à partir du {{when}}.',
      weekly: 'Nouveau match hebdomadaire dans {{group}} : {{series}}, à partir du {{when}}.',
      monthly: 'Nouveau match mensuel dans {{group}} : {{series}}, à partir du {{when}}.',
      recurring: 'Nouveau match récurrent dans {{group}} : {{series}}, à partir du {{when}}.',
    },
    seriesStopped_one: 'Série arrêtée : {{series}} ne se répète plus, et son prochain match a été annulé.',
    seriesStopped_many:
      'Série arrêtée : {{series}} ne se répète plus, et ses {{count}} prochains matchs ont été annulés.',
    seriesStopped_other:
      'Série arrêtée : {{series}} ne se répète plus, et ses {{count}} prochains matchs ont été annulés.',
    seriesRuleChanged: 'Match récurrent modifié : {{series}} — {{repeats}}, à {{time}}.',
    seriesMoved_one:
      'Match récurrent modifié : {{series}} est maintenant à {{now}} (avant : {{was}}), pour votre prochain match.',
    seriesMoved_many:
      'Match récurrent modifié : {{series}} est maintenant à {{now}} (avant : {{was}}), pour vos {{count}} prochains matchs.',
    seriesMoved_other:
      'Match récurrent modifié : {{series}} est maintenant à {{now}} (avant : {{was}}), pour vos {{count}} prochains matchs.',
    seriesCancelled: '{{change}} Annulés : {{dates}}.',
  },
  push: {
    changes_one: 'Turnout : {{count}} changement pour ce match',
    changes_many: 'Turnout : {{count}} changements pour ce match',
    changes_other: 'Turnout : {{count}} changements pour ce match',
    answerIn: 'Je joue',
    answerOut: 'Je ne joue pas',
    offerTitle: 'Une place est à vous si vous la voulez',
    accept: 'Accepter',
    decline: 'Refuser',
  },
} as const satisfies Messages;
