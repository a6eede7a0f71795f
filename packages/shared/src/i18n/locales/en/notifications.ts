/**
 * The English 'notifications' namespace (docs/product.md#s2-notifications, #s8): the catalogue of record, i18next JSON-v4
 * ({{param}} interpolation, _one/_other plurals; README "Languages").
 */
export default {
  title: 'Notifications',
  empty: 'No notifications yet.',
  loadFailed: 'Failed to load notifications.',
  deleteFailed: 'Failed to delete notifications.',
  notFound: 'This notification does not exist.',
  markedRead: 'Notification marked as read.',
  noneSelected: 'Select at least one notification to delete.',
  idsRequired: 'ids must be a list of notification ids.',
  deleted_one: '{{count}} notification deleted.',
  deleted_other: '{{count}} notifications deleted.',
  /**
   * How a notification names a game: its description and kick-off ({{when}}: "Thu 27 Nov 19:00" in the
   * group's zone), or only "the game" in emails (no user text), and a place (kick-off and venue).
   */
  ref: {
    game: '{{description}}, {{when}}',
    plainGame: 'the game, {{when}}',
    place: '{{when}} at {{venue}}',
    /** A series' new venue as emails say it (the venue is user text): "19:00 at a new venue". */
    atNewVenue: '{{when}} at a new venue',
    /** Who dropped out, once their account is gone. */
    aPlayer: 'A player',
  },
  /** The sentence of each notification trigger (docs/product.md#s2-notifications), rendered when read. */
  notices: {
    gameCreated: 'New game in {{group}}: {{game}}.',
    gameChanged: 'Game changed: {{description}} is now {{now}} (was {{was}}).',
    /** gameChanged as emails say it: no description or venue (user text). */
    gameChangedPlain: {
      moved: 'Game changed: the game is now on {{when}} (was {{was}}).',
      movedNewVenue: 'Game changed: the game is now on {{when}} (was {{was}}), at a new venue.',
      newVenue: 'Game changed: the game on {{when}} has a new venue.',
      changed: 'Game changed: the game on {{when}} was changed.',
    },
    /** Several changes to one game in a window (docs/decisions/012-coalescing-game-changes.md), newest last. */
    gameChanges_one: '{{count}} change:\n{{list}}',
    gameChanges_other: '{{count}} changes:\n{{list}}',
    gameDeleted: 'Game cancelled: {{game}} has been deleted.',
    promoted: "You're in! Promoted to the main team for {{game}}.",
    movedToReserves: "You've been moved to the reserves for {{game}}.",
    addedToMainTeam: "You've been added to the main team for {{game}}.",
    addedToReserves: "You've been added to the reserves for {{game}}.",
    removedFromTeam: "You've been taken off the team sheet for {{game}}.",
    guestPromoted: 'Your guest {{guest}} is in! Promoted to the main team for {{game}}.',
    guestMovedToReserves: 'Your guest {{guest}} has been moved to the reserves for {{game}}.',
    reminder: 'Are you playing? {{game}} — answer in, out or reserves.',
    paymentReminder: 'Please pay for {{game}}: your share is {{amount}}, not yet marked paid.',
    addedToGroup: '{{admin}} added you to {{group}}.',
    invitedToGroup: '{{admin}} invited you to join {{group}}. Open this to accept.',
    removedFromGroup: "You've been removed from the group {{group}}.",
    madeGroupAdmin: "You're now a group admin of {{group}}.",
    unmadeGroupAdmin: "You're no longer a group admin of {{group}}.",
    memberJoinedByInvite: '{{member}} joined {{group}} through an invitation.',
    gameCancelled: '{{admin}} cancelled {{game}}.',
    gameCancelledSaying: '{{admin}} cancelled {{game}}. “{{words}}”',
    gameReinstated: "{{admin}} reinstated {{game}}: it's on again.",
    droppedOut: '{{player}} dropped out of {{game}}: main team {{main}}/{{max}}.',
    offered: "A place opened for {{game}}: it's yours if you accept by {{until}}.",
    offerExpired: "Your offer of a place for {{game}} has ended: you're still on the reserves.",
    offerWithdrawn: "The place offered to you for {{game}} is no longer free: you're still on the reserves.",
    resultRecorded: 'Result of {{game}}: {{line}}.',
    resultCorrected: 'Result corrected for {{game}}: {{line}}.',
    resultNotPlayed: '{{game}} is recorded as not played.',
    /** A series as emails name it in their own sentences (its description is quoted). */
    plainSeries: 'the recurring game',
    seriesCreated: {
      daily: 'New daily game in {{group}}: {{series}}, starting {{when}}.',
      weekly: 'New weekly game in {{group}}: {{series}}, starting {{when}}.',
      monthly: 'New monthly game in {{group}}: {{series}}, starting {{when}}.',
      recurring: 'New recurring game in {{group}}: {{series}}, starting {{when}}.',
    },
    seriesStopped_one:
      'Series stopped: {{series}} no longer repeats, and its upcoming game has been cancelled.',
    seriesStopped_other:
      'Series stopped: {{series}} no longer repeats, and its {{count}} upcoming games have been cancelled.',
    /** A series' edits (docs/decisions/008-series-edits.md): its new rule, or its new time or venue. */
    seriesRuleChanged: 'Recurring game changed: {{series}} now {{repeats}}, at {{time}}.',
    seriesMoved_one:
      'Recurring game changed: {{series}} is now at {{now}} (was {{was}}), for your next game.',
    seriesMoved_other:
      'Recurring game changed: {{series}} is now at {{now}} (was {{was}}), for your next {{count}} games.',
    /** An edit's notice, and the dates of the reader's games it deleted. */
    seriesCancelled: '{{change}} Cancelled: {{dates}}.',
  },
  /** The words of a push beyond its sentence (README "Notifications"). */
  push: {
    changes_one: 'Turnout: {{count}} change to this game',
    changes_other: 'Turnout: {{count}} changes to this game',
    answerIn: "I'm in",
    answerOut: "I'm out",
    offerTitle: 'A place is yours if you want it',
    accept: 'Accept',
    decline: 'Decline',
  },
} as const;
