/**
 * The English 'mail' namespace: the words around every email (greeting, links) and the
 * password-reset and sign-in-by-email mails; the catalogue of record (README "Languages").
 */
export default {
  greeting: 'Hi {{name}},',
  openLink: 'Or open this link:',
  /** Over a user's text quoted in an email (its author's name): never the text itself. */
  wrote: '{{author}} wrote:',
  /** The author of a quoted text whose account is gone. */
  deletedUser: 'Deleted user',
  resetIntro:
    'Someone (hopefully you) asked to reset the password of your Turnout account. Open the link below to choose a new one.',
  resetAction: 'Reset password',
  resetExpiry:
    'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
  emailChangedSignedOut:
    'Every other device signed in to your account was signed out. If you made this change, there is nothing more to do.',
  emailChangedNotYou:
    'If you did not, someone else knows your password: open the link below to choose a new one. It signs everyone out again, and you can then sign in with the new address and your new password and put your own email back on your profile.',
  emailChangedExpiry: 'The link works once and expires in 24 hours.',
  /** The invitation to a group (invites/service.ts invitationMail). */
  invitation: {
    greeting: 'Hi,',
    intro:
      '{{inviter}} has invited you to join {{groupName}} on Turnout, where the group organises its games: who is playing, the team sheet and the group chat.',
    askedFirst:
      'You asked to be asked before anyone adds you to a group, so you are not in it yet. Open the link below, signed in to your account, and choose Accept to join.',
    existingAccount:
      'You already have a Turnout account with this email address. Open the link below, sign in, and choose Accept to join.',
    newAccount: 'Open the link below to create your account; you will be in the group straight away.',
    action: 'Join {{groupName}}',
    expiry_one:
      'The link works once and expires in {{count}} day. If you did not expect this invitation, you can ignore this email.',
    expiry_other:
      'The link works once and expires in {{count}} days. If you did not expect this invitation, you can ignore this email.',
  },
  emailSignInIntro:
    'Someone (hopefully you) asked to sign in to your Turnout account with this email address. Type this code on the sign-in screen:',
  emailSignInAction: 'Sign in',
  emailSignInOrLink: 'Or open the link below and press Sign in.',
  emailSignInExpiry:
    'The code and the link work once, within 10 minutes. If you did not ask for them, ignore this email: nobody can sign in without them, and your password stays as it is.',
  /**
   * What a notification email's subject says happened (README "Notifications", subjects), then which
   * game by its group's name and kick-off ({{when}}: "Thu 19:00") or which group: never other user text.
   */
  subjects: {
    promoted: "You're in",
    addedToMainTeam: "You're in",
    movedToReserves: "You're on the reserves",
    addedToReserves: "You're on the reserves",
    removedFromTeam: "You're off the team sheet",
    guestPromoted: 'Your guest is in',
    guestMovedToReserves: 'Your guest is on the reserves',
    gameChanged: 'Game changed',
    gameDeleted: 'Game deleted',
    gameCancelled: 'Game cancelled',
    gameReinstated: 'Game back on',
    droppedOut: 'A player dropped out',
    seriesChanged: 'Recurring game changed',
    seriesStopped: 'Recurring game stopped',
    addedToGroup: 'You were added',
    removedFromGroup: 'You were removed',
    madeGroupAdmin: "You're a group admin",
    unmadeGroupAdmin: "You're no longer a group admin",
    memberJoined: 'A new member joined',
    offer: 'A place is yours if you want it',
    changes_one: '{{count}} change',
    changes_other: '{{count}} changes',
    fallback: 'A change for you',
    aboutGame: '{{what}} — {{group}}, {{when}}',
    aboutGroup: '{{what}} — {{group}}',
    plain: '{{what}} — Turnout',
  },
  /** The words of notification emails around their sentence (README "Notifications", email). */
  notices: {
    reminderSubject: '{{group}}: are you playing on {{when}}?',
    reminderWhy: 'You get this because you are in {{group}} and have not answered yet.',
    paymentSubject: '{{group}}: please pay for the game on {{when}}',
    paymentWhy: 'You get this because a group admin of {{group}} reminded the players who have not paid yet.',
    newGameSubject: '{{group}}: new game on {{when}}',
    newGameWhen: 'When: {{when}} ({{zone}} time)',
    newGameWhy: 'You get this because you are in {{group}} and asked for emails about new games.',
    chatGroupSubject: '{{group}}: a new chat message',
    chatDirectSubject: 'A new direct message on Turnout',
    chatGroupFrom: 'A new message in {{group}}:',
    chatDirectFrom: 'A new direct message to you:',
    digestIntro_one: 'This changed for you:',
    digestIntro_other: 'These {{count}} changes were made for you, newest last:',
    moreChangesSubject: 'More changes in {{group}}',
    moreChanges: 'More changes in {{group}}: open Turnout',
    moreChangesWhy: 'You get at most 10 emails an hour about {{group}}; the rest are in your notifications.',
    answerIn: "I'm in",
    answerReserves: 'Reserves',
    answerOut: "I'm out",
    answerNow: 'Answer now',
    openGame: 'Open the game',
    openInApp: 'Open in Turnout',
    openChat: 'Open the chat',
    stop: 'Stop these emails',
  },
} as const;
