import type { Messages } from '../../catalogue.ts';

/**
 * The French 'games' namespace (fr), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  invalidWhen: 'when doit valoir upcoming ou past.',
  invalidBefore:
    'before doit être le next_before de la page précédente, ou une heure comme 2026-11-20T17:00:00.000Z.',
  beforeNeedsPast: 'before ne pagine que les matchs passés : ajoutez when=past.',
  mandatoryCreate: 'Remplissez tous les champs obligatoires : Groupe, Description, Date, Heure, Joueurs max.',
  mandatoryEdit: 'Remplissez tous les champs obligatoires.',
  invalidPlayers: 'Indiquez un nombre de joueurs valide.',
  inThePast: 'Vous ne pouvez pas créer un match dans le passé.',
  editInThePast: 'Vous ne pouvez pas déplacer un match dans le passé.',
  tooFarAhead: "Un match peut être prévu au plus {{gameHorizonYears}} ans à l'avance.",
  invalidCost: 'Le coût doit être de 0 ou plus, avec au plus 2 décimales.',
  costFixedAfterKickoff:
    "Le coup d'envoi de ce match a été donné, son coût est donc figé : ce que chaque joueur doit et a payé reste tel quel.",
  invalidCutoffCreate: 'La clôture des réponses doit être comprise entre 1 et 20 heures.',
  invalidCutoffEdit: 'La clôture des réponses doit être de 0 heure ou plus.',
  notAdminOfAnyGroup: "Vous n'êtes administrateur d'aucun groupe. Créez un groupe pour créer un match.",
  notAuthorizedToEdit: "Vous n'êtes pas autorisé à modifier ce match.",
  notAuthorizedToDelete: "Vous n'êtes pas autorisé à supprimer ce match.",
  notAdminOfGroup:
    "Vous n'êtes pas administrateur de ce groupe : seuls ses administrateurs peuvent y créer des matchs.",
  gameNotFound: "Ce match n'existe pas ou n'appartient à aucun de vos groupes.",
  deadlinePassed: 'La date limite pour vous désister est passée.',
  offlineNothingCached:
    "Vous êtes hors ligne : vos matchs s'afficheront ici une fois que vous aurez été en ligne.",
  gameStarted: 'Ce match a déjà commencé : les réponses sont closes.',
  gameCancelled:
    "Ce match a été annulé : les réponses sont fermées jusqu'à ce qu'un administrateur le rétablisse.",
  alreadyCancelled: 'Ce match a déjà été annulé.',
  cancelStarted: "Le coup d'envoi de ce match a déjà été donné : il ne peut plus être annulé.",
  notCancelled: "Ce match n'est pas annulé : il n'y a rien à rétablir.",
  reinstateStarted: "Le coup d'envoi de ce match a déjà été donné : il ne peut plus être rétabli.",
  notAuthorizedToCancel: 'Seul un administrateur du groupe peut annuler ou rétablir ce match.',
  cancelled: 'Match annulé. Tous ceux qui avaient répondu ont été prévenus.',
  reinstated: 'Match rétabli. Tous ceux qui avaient répondu ont été prévenus.',
  cutoffPassedWarning:
    'La clôture des réponses de ce match est déjà passée : les titulaires ne peuvent plus se désister.',
  reservesByChoiceHint:
    "Remplaçant veut dire « je joue si vous avez besoin de moi » : vous montez chez les titulaires dès qu'une place se libère dans une équipe complète.",
  created: 'Match créé !',
  deleted: 'Match supprimé',
  fetchError: 'Erreur lors du chargement des matchs',
  createFailed: 'Impossible de créer le match.',
  updateFailed: 'La mise à jour a échoué',
  updateError: 'Erreur lors de la mise à jour du match.',
  loadError: 'Erreur lors du chargement du match.',
  rsvpFailed: "Impossible d'envoyer votre réponse",
  loadTeamFailed: 'Impossible de charger le match ou les réponses',
  removeFailed: 'Impossible de retirer le joueur',
  addFailed: "Impossible d'ajouter le joueur",
  notLoggedIn: 'Non connecté',
  cutoffAlreadyPassed_one:
    "La clôture des réponses ({{count}} heure avant le coup d'envoi) est déjà passée pour cet horaire : une fois enregistré, les joueurs ne pourront plus se désister. Choisissez un horaire plus tardif ou une clôture plus courte s'ils doivent le pouvoir.",
  cutoffAlreadyPassed_many:
    "La clôture des réponses ({{count}} heures avant le coup d'envoi) est déjà passée pour cet horaire : une fois enregistré, les joueurs ne pourront plus se désister. Choisissez un horaire plus tardif ou une clôture plus courte s'ils doivent le pouvoir.",
  cutoffAlreadyPassed_other:
    "La clôture des réponses ({{count}} heures avant le coup d'envoi) est déjà passée pour cet horaire : une fois enregistré, les joueurs ne pourront plus se désister. Choisissez un horaire plus tardif ou une clôture plus courte s'ils doivent le pouvoir.",
  mainTeamFull: "L'équipe est au complet ({{max}} joueurs max).",
  tooManyUpcomingGames: "Ce groupe a déjà {{max}} matchs à venir. Supprimez-en un avant d'en créer un autre.",
  tooManyGamesCreated: 'Vous avez créé trop de matchs. Réessayez dans {{wait}}.',
  tooManyGameChanges:
    'Vous avez modifié trop souvent les matchs et les feuilles de match de ce groupe. Réessayez dans {{wait}}.',
  tooManyGuestChanges: 'Vous avez modifié trop souvent vos invités pour ce match. Réessayez dans {{wait}}.',
  tooManyLinkAnswers:
    'Ce lien a servi à répondre trop souvent. Réessayez dans {{wait}}, ou répondez dans Turnout.',
  teamMoves: {
    notAdmin: "Seul un administrateur du groupe peut modifier l'équipe de ce match.",
    playerNotMember: "Ce joueur n'est pas membre du groupe de ce match.",
    movedToMainTeam: '{{name}} passe chez les titulaires.',
    movedToReserves: '{{name}} passe chez les remplaçants.',
    addedToMainTeam: '{{name}} ajouté aux titulaires.',
    addedToReserves: '{{name}} ajouté aux remplaçants.',
    removed: '{{name}} retiré de la feuille de match.',
    alreadyInMainTeam: '{{name}} est déjà titulaire.',
    alreadyInReserves: '{{name}} est déjà remplaçant.',
    notOnSheet: "{{name}} n'est pas sur la feuille de match.",
    newTeamInvalid: 'newTeam doit valoir main ou reserves.',
    addStatusInvalid: 'Le statut doit valoir in ou reserves.',
  },
  calendarFeedNotFound:
    "Il n'y a pas de flux d'agenda à cette adresse : il a peut-être été réinitialisé. Récupère le lien actuel depuis l'écran des matchs.",
  calendar: {
    feedDescription: 'Tes matchs Turnout, avec ta réponse à chacun.',
    summaryIn: '[Présent] {{description}}',
    summaryReserve: '[Remplaçant {{place}}] {{description}}',
    summaryOut: '[Absent] {{description}}',
    summaryUnanswered: '[?] {{description}}',
    summaryCancelled: '[Annulé] {{description}}',
    cost: 'Prix : {{cost}}',
  },
  answerLink: {
    invalid: "Ce lien n'est pas valide. Ouvre le match dans Turnout pour répondre.",
    expired: 'Ce lien a expiré : le match a déjà commencé.',
    userGone: "Ce lien a été créé pour un compte qui n'existe plus.",
  },
  answerPage: {
    title: 'Tu joues ?',
    forWhom: 'Pour {{name}}',
    placeIn: 'Tu joues — {{mainTeamCount}}/{{maxPlayers}}',
    placeReserves: 'Tu es remplaçant — numéro {{position}}',
    placeReservesUnnumbered: 'Tu es remplaçant',
    placeOut: 'Tu ne joues pas',
    answers: { in: 'Je joue', reserves: 'Remplaçant', out: 'Absent' },
    answersLabel: 'Ta réponse',
    confirm: 'Confirmer',
    soFar: "Pour l'instant : {{place}}",
    notAnswered: "Tu n'as pas encore répondu.",
    signInForTeamSheet: 'Connecte-toi pour voir la feuille de match',
    seeTeamSheet: 'Voir la feuille de match',
    yourGames: 'Tes matchs',
    signIn: 'Se connecter',
    loading: 'Ouverture de ton lien de réponse…',
    serverError: "Un problème est survenu à l'ouverture de ce lien. Réessaie.",
  },
} as const satisfies Messages;
