import type { Messages } from '../../catalogue.ts';

/**
 * The German 'games' namespace (de), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  invalidWhen: 'when muss upcoming oder past sein.',
  invalidBefore:
    'before muss das next_before der vorigen Seite sein oder eine Zeit wie 2026-11-20T17:00:00.000Z.',
  beforeNeedsPast: 'before blättert nur durch vergangene Spiele: füge when=past hinzu.',
  mandatoryCreate: 'Bitte fülle alle Pflichtfelder aus: Gruppe, Beschreibung, Datum, Uhrzeit, Max. Spieler.',
  mandatoryEdit: 'Bitte fülle alle Pflichtfelder aus.',
  invalidPlayers: 'Bitte gib eine gültige Spielerzahl an.',
  inThePast: 'Du kannst kein Spiel in der Vergangenheit anlegen.',
  editInThePast: 'Du kannst ein Spiel nicht in die Vergangenheit verlegen.',
  tooFarAhead: 'Ein Spiel kann höchstens {{gameHorizonYears}} Jahre im Voraus angesetzt werden.',
  invalidCost: 'Die Kosten müssen 0 oder mehr betragen, mit höchstens 2 Nachkommastellen.',
  costFixedAfterKickoff:
    'Dieses Spiel wurde schon angepfiffen, seine Kosten stehen also fest: Was jeder Spieler schuldet und bezahlt hat, bleibt, wie es ist.',
  invalidCutoffCreate: 'Der Anmeldeschluss muss zwischen 1 und 20 Stunden liegen.',
  invalidCutoffEdit: 'Der Anmeldeschluss muss 0 Stunden oder mehr betragen.',
  notAdminOfAnyGroup: 'Du bist in keiner Gruppe Admin. Lege eine Gruppe an, um ein Spiel anzulegen.',
  notAuthorizedToEdit: 'Du darfst dieses Spiel nicht bearbeiten.',
  notAuthorizedToDelete: 'Du darfst dieses Spiel nicht löschen.',
  notAdminOfGroup: 'Du bist kein Admin dieser Gruppe: Nur ihre Admins können Spiele für sie anlegen.',
  gameNotFound: 'Dieses Spiel gibt es nicht oder es gehört zu keiner deiner Gruppen.',
  deadlinePassed: 'Die Frist zum Abmelden ist abgelaufen.',
  offlineNothingCached: 'Du bist offline – deine Spiele erscheinen hier, sobald du einmal online warst.',
  gameStarted: 'Dieses Spiel hat schon begonnen: Zu- und Absagen sind geschlossen.',
  gameCancelled: 'Dieses Spiel wurde abgesagt: Antworten sind geschlossen, bis ein Admin es wieder ansetzt.',
  alreadyCancelled: 'Dieses Spiel wurde bereits abgesagt.',
  cancelStarted: 'Dieses Spiel wurde schon angepfiffen: Es kann nicht mehr abgesagt werden.',
  notCancelled: 'Dieses Spiel ist nicht abgesagt: Es gibt nichts wieder anzusetzen.',
  reinstateStarted: 'Dieses Spiel wurde schon angepfiffen: Es kann nicht mehr wieder angesetzt werden.',
  notAuthorizedToCancel: 'Nur ein Gruppen-Admin kann dieses Spiel absagen oder wieder ansetzen.',
  cancelled: 'Spiel abgesagt. Alle, die geantwortet haben, wurden benachrichtigt.',
  reinstated: 'Spiel wieder angesetzt. Alle, die geantwortet haben, wurden benachrichtigt.',
  cutoffPassedWarning:
    'Der Anmeldeschluss dieses Spiels ist schon vorbei: Spieler im Kader können nicht mehr absagen.',
  reservesByChoiceHint:
    'Ersatzbank heißt „Ich spiele, wenn ihr mich braucht“: Du rückst nach, sobald im vollen Kader ein Platz frei wird.',
  created: 'Spiel angelegt!',
  deleted: 'Spiel gelöscht',
  fetchError: 'Fehler beim Laden der Spiele',
  createFailed: 'Das Spiel konnte nicht angelegt werden.',
  updateFailed: 'Speichern fehlgeschlagen',
  updateError: 'Fehler beim Speichern des Spiels.',
  loadError: 'Fehler beim Laden des Spiels.',
  rsvpFailed: 'Deine Antwort konnte nicht gesendet werden',
  loadTeamFailed: 'Spiel oder Antworten konnten nicht geladen werden',
  removeFailed: 'Spieler konnte nicht entfernt werden',
  addFailed: 'Spieler konnte nicht hinzugefügt werden',
  notLoggedIn: 'Nicht angemeldet',
  cutoffAlreadyPassed_one:
    'Der Anmeldeschluss ({{count}} Stunde vor dem Anpfiff) ist für diese Uhrzeit schon vorbei: Nach dem Speichern können Spieler nicht mehr absagen. Wähle eine spätere Uhrzeit oder einen kürzeren Anmeldeschluss, falls sie es können sollen.',
  cutoffAlreadyPassed_other:
    'Der Anmeldeschluss ({{count}} Stunden vor dem Anpfiff) ist für diese Uhrzeit schon vorbei: Nach dem Speichern können Spieler nicht mehr absagen. Wähle eine spätere Uhrzeit oder einen kürzeren Anmeldeschluss, falls sie es können sollen.',
  mainTeamFull: 'Der Kader ist voll (max. {{max}} Spieler).',
  tooManyUpcomingGames:
    'Diese Gruppe hat schon {{max}} anstehende Spiele. Lösche eins, bevor du ein neues anlegst.',
  tooManyGamesCreated: 'Du hast zu viele Spiele angelegt. Bitte versuche es in {{wait}} erneut.',
  tooManyGameChanges:
    'Du hast die Spiele und Aufstellungen dieser Gruppe zu oft geändert. Bitte versuche es in {{wait}} erneut.',
  tooManyGuestChanges:
    'Du hast deine Gäste für dieses Spiel zu oft geändert. Bitte versuche es in {{wait}} erneut.',
  tooManyLinkAnswers:
    'Über diesen Link wurde zu oft geantwortet. Bitte versuche es in {{wait}} erneut oder antworte in Turnout.',
  teamMoves: {
    notAdmin: 'Nur ein Gruppen-Admin kann die Aufstellung dieses Spiels ändern.',
    playerNotMember: 'Dieser Spieler ist kein Mitglied der Gruppe dieses Spiels.',
    movedToMainTeam: '{{name}} rückt in den Kader.',
    movedToReserves: '{{name}} geht auf die Ersatzbank.',
    addedToMainTeam: '{{name}} zum Kader hinzugefügt.',
    addedToReserves: '{{name}} zur Ersatzbank hinzugefügt.',
    removed: '{{name}} von der Aufstellung gestrichen.',
    alreadyInMainTeam: '{{name}} ist schon im Kader.',
    alreadyInReserves: '{{name}} sitzt schon auf der Ersatzbank.',
    notOnSheet: '{{name}} steht nicht in der Aufstellung.',
    newTeamInvalid: 'newTeam muss main oder reserves sein.',
    addStatusInvalid: 'Der Status muss in oder reserves sein.',
  },
  calendarFeedNotFound:
    'Unter dieser Adresse gibt es keinen Kalender-Feed: Er wurde vielleicht zurückgesetzt. Den aktuellen Link findest du auf der Spiele-Seite.',
  calendar: {
    feedDescription: 'Deine Turnout-Spiele, jeweils mit deiner Antwort.',
    summaryIn: '[Dabei] {{description}}',
    summaryReserve: '[Ersatz {{place}}] {{description}}',
    summaryOut: '[Nicht dabei] {{description}}',
    summaryUnanswered: '[?] {{description}}',
    summaryCancelled: '[Fällt aus] {{description}}',
    cost: 'Kosten: {{cost}}',
  },
  answerLink: {
    invalid: 'Dieser Link ist ungültig. Öffne das Spiel in Turnout, um zu antworten.',
    expired: 'Dieser Link ist abgelaufen: Das Spiel wurde schon angepfiffen.',
    userGone: 'Dieser Link wurde für ein Konto erstellt, das es nicht mehr gibt.',
  },
  answerPage: {
    title: 'Spielst du mit?',
    forWhom: 'Für {{name}}',
    placeIn: 'Du bist dabei – {{mainTeamCount}}/{{maxPlayers}}',
    placeReserves: 'Du bist auf der Ersatzbank – Nummer {{position}}',
    placeReservesUnnumbered: 'Du bist auf der Ersatzbank',
    placeOut: 'Du bist nicht dabei',
    answers: { in: 'Bin dabei', reserves: 'Ersatz', out: 'Bin raus' },
    answersLabel: 'Deine Antwort',
    confirm: 'Bestätigen',
    soFar: 'Bisher: {{place}}',
    notAnswered: 'Du hast noch nicht geantwortet.',
    signInForTeamSheet: 'Melde dich an, um die Aufstellung zu sehen',
    seeTeamSheet: 'Zur Aufstellung',
    yourGames: 'Deine Spiele',
    signIn: 'Anmelden',
    loading: 'Dein Antwortlink wird geöffnet…',
    serverError: 'Beim Öffnen dieses Links ist etwas schiefgegangen. Bitte versuch es noch einmal.',
  },
} as const satisfies Messages;
