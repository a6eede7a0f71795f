import type { Messages } from '../../catalogue.ts';

/**
 * The German 'notifications' namespace (de), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  title: 'Benachrichtigungen',
  empty: 'Noch keine Benachrichtigungen.',
  loadFailed: 'Benachrichtigungen konnten nicht geladen werden.',
  deleteFailed: 'Benachrichtigungen konnten nicht gelöscht werden.',
  notFound: 'Diese Benachrichtigung gibt es nicht.',
  markedRead: 'Benachrichtigung als gelesen markiert.',
  noneSelected: 'Wähle mindestens eine Benachrichtigung zum Löschen aus.',
  idsRequired: 'ids muss eine Liste von Benachrichtigungs-IDs sein.',
  deleted_one: '{{count}} Benachrichtigung gelöscht.',
  deleted_other: '{{count}} Benachrichtigungen gelöscht.',
  ref: {
    game: '{{description}}, {{when}}',
    plainGame: 'das Spiel am {{when}}',
    place: '{{when}} in {{venue}}',
    atNewVenue: '{{when}} an einem neuen Ort',
    aPlayer: 'Jemand',
  },
  notices: {
    gameCreated: 'Neues Spiel in {{group}}: {{game}}.',
    gameChanged: 'Spiel geändert: {{description}} ist jetzt {{now}} (vorher {{was}}).',
    gameChangedPlain: {
      moved: 'Spiel geändert: Das Spiel ist jetzt am {{when}} (vorher {{was}}).',
      movedNewVenue: 'Spiel geändert: Das Spiel ist jetzt am {{when}} (vorher {{was}}), an einem neuen Ort.',
      newVenue: 'Spiel geändert: Das Spiel am {{when}} hat einen neuen Ort.',
      changed: 'Spiel geändert: Das Spiel am {{when}} wurde geändert.',
    },
    gameChanges_one: '{{count}} Änderung:\n{{list}}',
    gameChanges_other: '{{count}} Änderungen:\n{{list}}',
    gameDeleted: 'Spiel abgesagt: {{game}} wurde gelöscht.',
    promoted: 'Du bist dabei! Du bist für {{game}} in die Startelf nachgerückt.',
    movedToReserves: 'Du sitzt jetzt auf der Ersatzbank für {{game}}.',
    addedToMainTeam: 'Du wurdest für {{game}} in die Startelf aufgenommen.',
    addedToReserves: 'Du wurdest für {{game}} auf die Ersatzbank gesetzt.',
    removedFromTeam: 'Du wurdest für {{game}} von der Aufstellung genommen.',
    guestPromoted: 'Dein Gast {{guest}} ist dabei! Für {{game}} in die Startelf nachgerückt.',
    guestMovedToReserves: 'Dein Gast {{guest}} sitzt jetzt auf der Ersatzbank für {{game}}.',
    reminder: 'Spielst du mit? {{game}} – sag zu, ab oder Ersatzbank.',
    paymentReminder: 'Bitte zahle für {{game}}: Dein Anteil ist {{amount}}, noch nicht als bezahlt markiert.',
    addedToGroup: '{{admin}} hat dich zu {{group}} hinzugefügt.',
    invitedToGroup: '{{admin}} hat dich zu {{group}} eingeladen. Öffne dies, um anzunehmen.',
    removedFromGroup: 'Du wurdest aus der Gruppe {{group}} entfernt.',
    madeGroupAdmin: 'Du bist jetzt Gruppen-Admin von {{group}}.',
    unmadeGroupAdmin: 'Du bist nicht mehr Gruppen-Admin von {{group}}.',
    memberJoinedByInvite: '{{member}} ist {{group}} über eine Einladung beigetreten.',
    gameCancelled: '{{admin}} hat {{game}} abgesagt.',
    gameCancelledSaying: '{{admin}} hat {{game}} abgesagt. „{{words}}“',
    gameReinstated: '{{admin}} hat {{game}} wieder angesetzt: Es wird gespielt.',
    droppedOut: '{{player}} hat für {{game}} abgesagt: Startelf {{main}}/{{max}}.',
    offered: 'Ein Platz ist frei für {{game}}: Er gehört dir, wenn du bis {{until}} annimmst.',
    offerExpired: 'Dein Platzangebot für {{game}} ist abgelaufen: Du bleibst auf der Ersatzbank.',
    offerWithdrawn:
      'Der dir angebotene Platz für {{game}} ist nicht mehr frei: Du bleibst auf der Ersatzbank.',
    resultRecorded: 'Ergebnis von {{game}}: {{line}}.',
    resultCorrected: 'Ergebnis korrigiert für {{game}}: {{line}}.',
    resultNotPlayed: '{{game}} wurde als nicht gespielt eingetragen.',
    plainSeries: 'das Serienspiel',
    seriesCreated: {
      daily: 'Neues tägliches Spiel in {{group}}: {{series}}, ab {{when}}.',
      weekly: 'Neues wöchentliches Spiel in {{group}}: {{series}}, ab {{when}}.',
      monthly: 'Neues monatliches Spiel in {{group}}: {{series}}, ab {{when}}.',
      recurring: 'Neues Serienspiel in {{group}}: {{series}}, ab {{when}}.',
    },
    seriesStopped_one:
      'Serie beendet: {{series}} wiederholt sich nicht mehr, und das anstehende Spiel wurde abgesagt.',
    seriesStopped_other:
      'Serie beendet: {{series}} wiederholt sich nicht mehr, und die {{count}} anstehenden Spiele wurden abgesagt.',
    seriesRuleChanged: 'Serienspiel geändert: {{series}} – jetzt {{repeats}}, um {{time}}.',
    seriesMoved_one:
      'Serienspiel geändert: {{series}} ist jetzt um {{now}} (vorher {{was}}), für dein nächstes Spiel.',
    seriesMoved_other:
      'Serienspiel geändert: {{series}} ist jetzt um {{now}} (vorher {{was}}), für deine nächsten {{count}} Spiele.',
    seriesCancelled: '{{change}} Abgesagt: {{dates}}.',
  },
  push: {
    changes_one: 'Turnout: {{count}} Änderung an diesem Spiel',
    changes_other: 'Turnout: {{count}} Änderungen an diesem Spiel',
    answerIn: 'Ich bin dabei',
    answerOut: 'Ich bin raus',
    offerTitle: 'Ein Platz ist frei – willst du ihn?',
    accept: 'Annehmen',
    decline: 'Ablehnen',
  },
} as const satisfies Messages;
