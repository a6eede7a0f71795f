import type { Messages } from '../../catalogue.ts';

/**
 * The German 'groups' namespace (de), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  nameRequired: 'Der Gruppenname ist erforderlich.',
  nameTooLong: 'Der Gruppenname darf höchstens {{groupNameMax}} Zeichen lang sein.',
  invalidMobile: 'Bitte gib eine gültige Handynummer ein.',
  emailRequired: 'Bitte gib eine E-Mail-Adresse ein.',
  invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  makeAdminRequired: 'makeAdmin muss true oder false sein.',
  loadFailed: 'Gruppen konnten nicht geladen werden. Bitte versuche es später erneut.',
  deleteFailed: 'Die Gruppe konnte nicht gelöscht werden.',
  leaveFailed: 'Du konntest die Gruppe nicht verlassen.',
  removeMemberFailed: 'Das Mitglied konnte nicht entfernt werden.',
  adminFailed: 'Der Admin-Status konnte nicht geändert werden.',
  renameFailed: 'Der Gruppenname konnte nicht geändert werden.',
  createFailed: 'Die Gruppe konnte nicht angelegt werden.',
  addMemberFailed: 'Das Mitglied konnte nicht hinzugefügt werden.',
  userDoesNotExist: 'Diesen Nutzer gibt es nicht. Möchtest du ihn einladen?',
  invitationSent: 'Einladung gesendet!',
  userAdded: 'Zur Gruppe hinzugefügt!',
  operationCompleted: 'Erledigt.',
  cannotChangeOwnAdmin: 'Du kannst deinen eigenen Admin-Status nicht ändern.',
  cannotRemoveSelf:
    'Du kannst dich nicht selbst aus einer Gruppe entfernen: Nutze stattdessen Gruppe verlassen.',
  memberNotFound: 'Diese Person ist kein Mitglied dieser Gruppe.',
  notFound: 'Diese Gruppe gibt es nicht oder du bist kein Mitglied.',
  adminOnly: 'Das kann nur ein Gruppen-Admin.',
  groupsLoaded: 'Gruppen geladen.',
  groupCreated: 'Gruppe angelegt!',
  groupRenamed: 'Gruppenname geändert.',
  groupDeleted: 'Gruppe gelöscht.',
  tooManyInvites: 'Zu viele Personen hinzugefügt oder eingeladen. Bitte versuche es in {{wait}} erneut.',
  tooManyGroupExports: 'Zu viele Gruppenexporte. Bitte versuche es in {{wait}} erneut.',
  tooManyGroupsCreated: 'Du hast zu viele Gruppen angelegt. Bitte versuche es in {{wait}} erneut.',
  addedMember: '{{name}} {{surname}} hinzugefügt.',
  alreadyMember: '{{name}} ist schon Mitglied dieser Gruppe.',
  leftGroup: 'Du hast {{groupName}} verlassen.',
  memberRemoved: '{{name}} wurde aus der Gruppe entfernt.',
  adminGranted: '{{name}} ist jetzt Admin dieser Gruppe.',
  adminRevoked: '{{name}} ist kein Admin dieser Gruppe mehr.',
  confirmDelete:
    '{{groupName}} löschen? Spiele, Antworten und Chat werden mitgelöscht. Das kann nicht rückgängig gemacht werden.',
  confirmLeave: '{{groupName}} verlassen? Du wirst aus den anstehenden Spielen genommen.',
  confirmRemove: '{{name}} aus der Gruppe entfernen? Die Person wird aus den anstehenden Spielen genommen.',
} as const satisfies Messages;
