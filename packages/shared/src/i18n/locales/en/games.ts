/**
 * The English 'games' namespace (docs/product.md#s4-admin-team-moves, #s5, #s8-games, #s8-rsvp): the catalogue of record, i18next JSON-v4
 * ({{param}} interpolation, _one/_other plurals; README "Languages").
 */
export default {
  invalidWhen: 'when must be upcoming or past.',
  invalidBefore:
    'before must be the next_before of the previous page, or a time such as 2026-11-20T17:00:00.000Z.',
  beforeNeedsPast: 'before pages the past games only: add when=past.',
  mandatoryCreate: 'Please fill in all mandatory fields: Group, Description, Date, Time, Max Players.',
  mandatoryEdit: 'Please fill in all mandatory fields.',
  invalidPlayers: 'Please specify a valid number of players.',
  inThePast: 'You cannot create a game in the past.',
  editInThePast: 'You cannot move a game into the past.',
  tooFarAhead: 'A game can be at most {{gameHorizonYears}} years ahead.',
  invalidCost: 'Cost must be 0 or more, with at most 2 decimals.',
  costFixedAfterKickoff:
    'This game has kicked off, so its cost is fixed: what each player owes and has paid for it stays as it is.',
  invalidCutoffCreate: 'RSVP cutoff must be between 1 and 20 hours.',
  invalidCutoffEdit: 'RSVP cutoff must be 0 or more hours.',
  notAdminOfAnyGroup: 'You are not an admin of any groups. Please create a group to create a game.',
  notAuthorizedToEdit: 'You are not authorized to edit this game.',
  notAuthorizedToDelete: 'You are not authorized to delete this game.',
  notAdminOfGroup: 'You are not an admin of this group: only its admins can create games for it.',
  gameNotFound: 'This game does not exist or is not in one of your groups.',
  deadlinePassed: 'RSVP deadline to opt out has passed.',
  offlineNothingCached: "You're offline — your games appear here once you've been online.",
  cutoffAlreadyPassed_one:
    'The RSVP cutoff ({{count}} hour before kick-off) has already passed for this time: once saved, players can no longer say they are out. Choose a later time or a shorter cutoff if they should.',
  cutoffAlreadyPassed_other:
    'The RSVP cutoff ({{count}} hours before kick-off) has already passed for this time: once saved, players can no longer say they are out. Choose a later time or a shorter cutoff if they should.',
  gameStarted: 'This game has already started: RSVPs are closed.',
  gameCancelled: 'This game has been cancelled: answers are closed until an admin reinstates it.',
  alreadyCancelled: 'This game has already been cancelled.',
  cancelStarted: 'This game has already kicked off: it can no longer be cancelled.',
  notCancelled: 'This game is not cancelled: there is nothing to reinstate.',
  reinstateStarted: 'This game has already kicked off: it can no longer be reinstated.',
  notAuthorizedToCancel: 'Only a group admin can cancel or reinstate this game.',
  cancelled: 'Game cancelled. Everyone who answered has been told.',
  reinstated: 'Game reinstated. Everyone who answered has been told.',
  cutoffPassedWarning:
    "The RSVP cutoff of this game has already passed: players in the main team can no longer say they're out.",
  mainTeamFull: 'Main team is full (max {{max}} players).',
  reservesByChoiceHint:
    'Reserves means "I\'ll play if you need me": you move up when a place opens in a full main team.',
  tooManyUpcomingGames: 'This group already has {{max}} upcoming games. Delete one before creating another.',
  tooManyGamesCreated: 'You have created too many games. Please try again in {{wait}}.',
  tooManyGameChanges:
    "You have changed this group's games and team sheets too often. Please try again in {{wait}}.",
  tooManyGuestChanges: 'You have changed your guests for this game too often. Please try again in {{wait}}.',
  tooManyLinkAnswers:
    'This link has been used to answer too often. Please try again in {{wait}}, or answer in Turnout.',
  created: 'Game created successfully!',
  deleted: 'Game deleted successfully',
  fetchError: 'Error fetching games',
  createFailed: 'Failed to create game.',
  updateFailed: 'Update failed',
  updateError: 'Error updating game.',
  loadError: 'Error loading game.',
  rsvpFailed: 'Could not submit RSVP',
  loadTeamFailed: 'Could not load game or RSVPs',
  removeFailed: 'Could not remove user',
  addFailed: 'Could not add user',
  notLoggedIn: 'Not logged in',
  teamMoves: {
    notAdmin: 'Only a group admin can edit the team of this game.',
    playerNotMember: 'This player is not a member of the group of this game.',
    movedToMainTeam: '{{name}} moved to the main team.',
    movedToReserves: '{{name}} moved to the reserves.',
    addedToMainTeam: '{{name}} added to the main team.',
    addedToReserves: '{{name}} added to the reserves.',
    removed: '{{name}} taken off the team sheet.',
    alreadyInMainTeam: '{{name}} is already in the main team.',
    alreadyInReserves: '{{name}} is already on the reserves.',
    notOnSheet: '{{name}} is not on the team sheet.',
    newTeamInvalid: 'newTeam must be main or reserves.',
    addStatusInvalid: 'Status must be in or reserves.',
  },
  /** 404 of an unknown or reset calendar feed URL. */
  calendarFeedNotFound:
    'There is no calendar feed at this address: it may have been reset. Get the current link from the games screen.',
  /** The calendar feed and the one game's .ics file (README "Notifications", calendar feed). */
  calendar: {
    feedDescription: 'Your Turnout games, with your answer to each.',
    summaryIn: '[In] {{description}}',
    summaryReserve: '[Reserve {{place}}] {{description}}',
    summaryOut: '[Out] {{description}}',
    summaryUnanswered: '[?] {{description}}',
    summaryCancelled: '[Cancelled] {{description}}',
    cost: 'Cost: {{cost}}',
  },
  /** The one-tap answer links' refusals (README "Notifications", One-tap answers). */
  answerLink: {
    invalid: 'This link is not valid. Open the game in Turnout to answer.',
    expired: 'This link has expired: the game has kicked off.',
    userGone: 'This link was made for an account that no longer exists.',
  },
  /** The one-tap answer page, /rsvp/{token} (docs/decisions/018-one-tap-page.md). */
  answerPage: {
    title: 'Are you playing?',
    forWhom: 'For {{name}}',
    placeIn: "You're in — {{mainTeamCount}}/{{maxPlayers}}",
    placeReserves: "You're on the reserves — number {{position}}",
    placeReservesUnnumbered: "You're on the reserves",
    placeOut: "You're out",
    answers: { in: "I'm in", reserves: 'Reserves', out: "I'm out" },
    answersLabel: 'Your answer',
    confirm: 'Confirm',
    soFar: 'So far: {{place}}',
    notAnswered: "You haven't answered yet.",
    signInForTeamSheet: 'Sign in to see the team sheet',
    seeTeamSheet: 'See the team sheet',
    yourGames: 'Your games',
    signIn: 'Sign in',
    loading: 'Opening your answer link…',
    serverError: 'Something went wrong while opening this link. Please try again.',
  },
  /**
   * How a series repeats, in words (README "Recurring games"): the rule without its end ({{days}}: weekday
   * names or days of the month through Intl), then its end date or number of games. English says the
   * specification's sentence (series-rules.ts seriesSummary) instead.
   */
  seriesSummary: {
    repeats: 'Repeats',
    daily_one: 'Every day',
    daily_other: 'Every {{count}} days',
    weekly_one: 'Every week on {{days}}',
    weekly_other: 'Every {{count}} weeks on {{days}}',
    monthly_one: 'Every month on day {{days}}',
    monthly_other: 'Every {{count}} months on day {{days}}',
    until: '{{rule}} until {{date}}',
    games_one: '{{rule}}, {{count}} game',
    games_other: '{{rule}}, {{count}} games',
  },
} as const;
