/**
 * Games' and team moves' user-facing texts (docs/product.md#s4-admin-team-moves, #s5, #s8-games, #s8-rsvp),
 * without zod.
 */
/** How far ahead a game may be scheduled, in years (creation and edit). */
export const GAME_HORIZON_YEARS = 2;

export const gameTexts = {
  /** GET /api/games's query (README "Past games"). */
  invalidWhen: 'when must be upcoming or past.',
  invalidBefore:
    'before must be the next_before of the previous page, or a time such as 2026-11-20T17:00:00.000Z.',
  beforeNeedsPast: 'before pages the past games only: add when=past.',
  mandatoryCreate: 'Please fill in all mandatory fields: Group, Description, Date, Time, Max Players.',
  mandatoryEdit: 'Please fill in all mandatory fields.',
  invalidPlayers: 'Please specify a valid number of players.',
  inThePast: 'You cannot create a game in the past.',
  /** An edit that moves a game to a time already gone (game-rules.ts gameDatetimeProblem). */
  editInThePast: 'You cannot move a game into the past.',
  /** A game more than GAME_HORIZON_YEARS ahead (game-rules.ts gameDatetimeProblem). */
  tooFarAhead: `A game can be at most ${GAME_HORIZON_YEARS} years ahead.`,
  invalidCost: 'Cost must be 0 or more, with at most 2 decimals.',
  /** PUT /api/games/{id} changing the cost of a game that has kicked off (README "Who pays what"). */
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
  /** The games list offline with nothing cached yet (a first session). */
  offlineNothingCached: "You're offline — your games appear here once you've been online.",
  /** The game form's warning (not a refusal) when the chosen kick-off minus the cutoff is already gone. */
  cutoffAlreadyPassed: (hours: number) =>
    `The RSVP cutoff (${hours} ${hours === 1 ? 'hour' : 'hours'} before kick-off) has already passed for this time: ` +
    'once saved, players can no longer say they are out. Choose a later time or a shorter cutoff if they should.',
  gameStarted: 'This game has already started: RSVPs are closed.',
  /** Any answer or team move on a cancelled game (README "Cancelled games"). */
  gameCancelled: 'This game has been cancelled: answers are closed until an admin reinstates it.',
  alreadyCancelled: 'This game has already been cancelled.',
  cancelStarted: 'This game has already kicked off: it can no longer be cancelled.',
  notCancelled: 'This game is not cancelled: there is nothing to reinstate.',
  reinstateStarted: 'This game has already kicked off: it can no longer be reinstated.',
  notAuthorizedToCancel: 'Only a group admin can cancel or reinstate this game.',
  cancelled: 'Game cancelled. Everyone who answered has been told.',
  reinstated: 'Game reinstated. Everyone who answered has been told.',
  /** The create/edit reply's warning (Game.warnings) when the RSVP cutoff is already behind us. */
  cutoffPassedWarning:
    "The RSVP cutoff of this game has already passed: players in the main team can no longer say they're out.",
  mainTeamFull: (max: number) => `Main team is full (max ${max} players).`,
  /** Under the RSVP buttons (docs/decisions/010-reserves-queue.md). */
  reservesByChoiceHint:
    'Reserves means "I\'ll play if you need me": you move up when a place opens in a full main team.',
  tooManyUpcomingGames: (max: number) =>
    `This group already has ${max} upcoming games. Delete one before creating another.`,
  /** `wait`: "5 seconds", "12 minutes" (when the caller may create games again). */
  tooManyGamesCreated: (wait: string) => `You have created too many games. Please try again in ${wait}.`,
  /**
   * 429 of game edits and admin team moves past 120 an hour per admin and group (README "Security");
   * `wait`: "5 seconds", "12 minutes".
   */
  tooManyGameChanges: (wait: string) =>
    `You have changed this group's games and team sheets too often. Please try again in ${wait}.`,
  /** 429 past 30 guest adds and removals an hour per member and game (README "Security"). */
  tooManyGuestChanges: (wait: string) =>
    `You have changed your guests for this game too often. Please try again in ${wait}.`,
  /** 429 past 30 answers an hour through one one-tap answer link (README "Security"). */
  tooManyLinkAnswers: (wait: string) =>
    `This link has been used to answer too often. Please try again in ${wait}, or answer in Turnout.`,
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
} as const;

/** Texts of the admin team moves (docs/product.md#s4-admin-team-moves). */
export const teamMoveTexts = {
  notAdmin: 'Only a group admin can edit the team of this game.',
  playerNotMember: 'This player is not a member of the group of this game.',
  movedToMainTeam: (name: string) => `${name} moved to the main team.`,
  movedToReserves: (name: string) => `${name} moved to the reserves.`,
  addedToMainTeam: (name: string) => `${name} added to the main team.`,
  addedToReserves: (name: string) => `${name} added to the reserves.`,
  removed: (name: string) => `${name} taken off the team sheet.`,
  alreadyInMainTeam: (name: string) => `${name} is already in the main team.`,
  alreadyInReserves: (name: string) => `${name} is already on the reserves.`,
  notOnSheet: (name: string) => `${name} is not on the team sheet.`,
  newTeamInvalid: 'newTeam must be main or reserves.',
  addStatusInvalid: 'Status must be in or reserves.',
} as const;
