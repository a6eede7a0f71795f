import type { Messages } from '../../catalogue.ts';

/**
 * The de 'mail' namespace, translated from the English catalogue of record (README "Languages").
 */
export default {
  greeting: 'Hallo {{name}},',
  openLink: 'Oder öffne diesen Link:',
  wrote: '{{author}} schrieb:',
  deletedUser: 'Gelöschtes Konto',
  resetIntro:
    'Jemand (hoffentlich du) möchte das Passwort deines Turnout-Kontos zurücksetzen. Öffne den Link unten, um ein neues zu wählen.',
  resetAction: 'Passwort zurücksetzen',
  resetExpiry:
    'Der Link funktioniert einmal und läuft in 1 Stunde ab. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
  emailChangedSignedOut:
    'Alle anderen Geräte, die bei deinem Konto angemeldet waren, wurden abgemeldet. Wenn du das selbst geändert hast, musst du nichts weiter tun.',
  emailChangedNotYou:
    'Wenn nicht, kennt jemand anderes dein Passwort: Öffne den Link unten, um ein neues zu wählen. Damit werden wieder alle abgemeldet; danach kannst du dich mit der neuen Adresse und deinem neuen Passwort anmelden und deine eigene E-Mail-Adresse wieder ins Profil eintragen.',
  emailChangedExpiry: 'Der Link funktioniert einmal und läuft in 24 Stunden ab.',
  invitation: {
    greeting: 'Hallo,',
    intro:
      '{{inviter}} hat dich eingeladen, {{groupName}} auf Turnout beizutreten. Dort organisiert die Gruppe ihre Spiele: wer mitspielt, die Aufstellung und den Gruppenchat.',
    askedFirst:
      'Du möchtest gefragt werden, bevor dich jemand zu einer Gruppe hinzufügt, deshalb bist du noch nicht dabei. Öffne den Link unten, angemeldet mit deinem Konto, und wähle Annehmen, um beizutreten.',
    existingAccount:
      'Du hast bereits ein Turnout-Konto mit dieser E-Mail-Adresse. Öffne den Link unten, melde dich an und wähle Annehmen, um beizutreten.',
    newAccount: 'Öffne den Link unten, um dein Konto zu erstellen; du bist dann sofort in der Gruppe.',
    action: '{{groupName}} beitreten',
    expiry_one:
      'Der Link funktioniert einmal und läuft in {{count}} Tag ab. Wenn du diese Einladung nicht erwartet hast, kannst du diese E-Mail ignorieren.',
    expiry_other:
      'Der Link funktioniert einmal und läuft in {{count}} Tagen ab. Wenn du diese Einladung nicht erwartet hast, kannst du diese E-Mail ignorieren.',
  },
  emailSignInIntro:
    'Jemand (hoffentlich du) möchte sich mit dieser E-Mail-Adresse bei deinem Turnout-Konto anmelden. Gib diesen Code auf der Anmeldeseite ein:',
  emailSignInAction: 'Anmelden',
  emailSignInOrLink: 'Oder öffne den Link unten und tippe auf Anmelden.',
  emailSignInExpiry:
    'Code und Link funktionieren einmal, innerhalb von 10 Minuten. Wenn du sie nicht angefordert hast, ignoriere diese E-Mail: Ohne sie kann sich niemand anmelden, und dein Passwort bleibt, wie es ist.',
  subjects: {
    promoted: 'Du bist dabei',
    addedToMainTeam: 'Du bist dabei',
    movedToReserves: 'Du bist auf der Ersatzbank',
    addedToReserves: 'Du bist auf der Ersatzbank',
    removedFromTeam: 'Du bist nicht mehr aufgestellt',
    guestPromoted: 'Dein Gast ist dabei',
    guestMovedToReserves: 'Dein Gast ist auf der Ersatzbank',
    gameChanged: 'Spiel geändert',
    gameDeleted: 'Spiel gelöscht',
    gameCancelled: 'Spiel abgesagt',
    gameReinstated: 'Spiel findet wieder statt',
    droppedOut: 'Ein Spieler hat abgesagt',
    seriesChanged: 'Serienspiel geändert',
    seriesStopped: 'Serienspiel beendet',
    addedToGroup: 'Du wurdest hinzugefügt',
    removedFromGroup: 'Du wurdest entfernt',
    madeGroupAdmin: 'Du bist Gruppen-Admin',
    unmadeGroupAdmin: 'Du bist nicht mehr Gruppen-Admin',
    memberJoined: 'Ein neues Mitglied ist dabei',
    offer: 'Ein Platz ist frei – willst du ihn?',
    changes_one: '{{count}} Änderung',
    changes_other: '{{count}} Änderungen',
    fallback: 'Eine Änderung für dich',
    aboutGame: '{{what}} – {{group}}, {{when}}',
    aboutGroup: '{{what}} – {{group}}',
    plain: '{{what}} – Turnout',
  },
  notices: {
    reminderSubject: '{{group}}: Spielst du am {{when}} mit?',
    reminderWhy: 'Du bekommst das, weil du in {{group}} bist und noch nicht geantwortet hast.',
    paymentSubject: '{{group}}: Bitte zahle für das Spiel am {{when}}',
    paymentWhy:
      'Du bekommst das, weil ein Gruppen-Admin von {{group}} alle erinnert hat, die noch nicht bezahlt haben.',
    newGameSubject: '{{group}}: neues Spiel am {{when}}',
    newGameWhen: 'Wann: {{when}} (Zeitzone {{zone}})',
    newGameWhy: 'Du bekommst das, weil du in {{group}} bist und E-Mails zu neuen Spielen willst.',
    chatGroupSubject: '{{group}}: eine neue Chatnachricht',
    chatDirectSubject: 'Eine neue Direktnachricht auf Turnout',
    chatGroupFrom: 'Eine neue Nachricht in {{group}}:',
    chatDirectFrom: 'Eine neue Direktnachricht an dich:',
    digestIntro_one: 'Das hat sich für dich geändert:',
    digestIntro_other: 'Diese {{count}} Änderungen gab es für dich, die neueste zuletzt:',
    moreChangesSubject: 'Weitere Änderungen in {{group}}',
    moreChanges: 'Weitere Änderungen in {{group}}: Öffne Turnout',
    moreChangesWhy:
      'Du bekommst höchstens 10 E-Mails pro Stunde zu {{group}}; der Rest steht in deinen Benachrichtigungen.',
    answerIn: 'Ich bin dabei',
    answerReserves: 'Ersatzbank',
    answerOut: 'Ich bin raus',
    answerNow: 'Jetzt antworten',
    openGame: 'Spiel öffnen',
    openInApp: 'In Turnout öffnen',
    openChat: 'Chat öffnen',
    stop: 'Diese E-Mails abbestellen',
  },
} as const satisfies Messages;
