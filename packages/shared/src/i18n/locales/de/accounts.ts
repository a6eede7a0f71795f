import type { Messages } from '../../catalogue.ts';

/**
 * The German 'accounts' namespace (de), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  welcome: 'Willkommen bei Turnout',
  tagline: 'Organisieren, losspielen!',
  nameRequired: 'Der Vorname ist erforderlich.',
  surnameRequired: 'Der Nachname ist erforderlich.',
  nameTooLong: 'Der Vorname darf höchstens 100 Zeichen lang sein.',
  surnameTooLong: 'Der Nachname darf höchstens 100 Zeichen lang sein.',
  mobileDigits: 'Die Handynummer muss genau 10 Ziffern haben.',
  mobileInternational:
    'Bitte gib eine gültige internationale Nummer ein: + und die Ländervorwahl, z. B. +44 7911 123456.',
  emailRequired: 'Die E-Mail-Adresse ist erforderlich.',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  passwordRequired: 'Das Passwort ist erforderlich.',
  passwordTooShort: 'Das Passwort muss mindestens {{passwordMin}} Zeichen lang sein.',
  passwordTooLong: 'Das Passwort darf höchstens {{passwordMax}} Zeichen lang sein.',
  currentPasswordRequired: 'Das aktuelle Passwort ist erforderlich.',
  newPasswordRequired: 'Das neue Passwort ist erforderlich.',
  newPasswordTooShort: 'Das neue Passwort muss mindestens {{passwordMin}} Zeichen lang sein.',
  newPasswordTooLong: 'Das neue Passwort darf höchstens {{passwordMax}} Zeichen lang sein.',
  confirmPasswordRequired: 'Bitte bestätige dein Passwort.',
  confirmNewPasswordRequired: 'Bitte bestätige dein neues Passwort.',
  passwordsDoNotMatch: 'Die Passwörter stimmen nicht überein.',
  newPasswordsDoNotMatch: 'Die neuen Passwörter stimmen nicht überein.',
  bodyNotObject: 'Der Anfragetext muss ein JSON-Objekt sein.',
  emailTaken: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto.',
  mobileTaken: 'Mit dieser Handynummer gibt es bereits ein Konto.',
  invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  currentPasswordWrong: 'Das aktuelle Passwort ist falsch.',
  signedUp: 'Konto erstellt. Bitte melde dich an.',
  loginFailedPrefix: 'E-Mail-Adresse oder Passwort ist falsch, oder ',
  loginFailedLink: 'registriere dich hier',
  loginFailed: 'E-Mail-Adresse oder Passwort ist falsch, oder registriere dich hier.',
  loginNetworkError: 'Ein Fehler ist aufgetreten, bitte versuche es erneut.',
  sessionExpired: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
  signupFailed: 'Ein unerwarteter Fehler ist aufgetreten.',
  profileUpdated: 'Profil gespeichert.',
  profileUpdateFailed: 'Das Profil konnte nicht gespeichert werden.',
  profileUpdateError: 'Beim Speichern des Profils ist ein Fehler aufgetreten.',
  emailChangeNeedsPassword: 'Gib dein aktuelles Passwort ein, um deine E-Mail-Adresse zu ändern.',
  currentPasswordLabel: 'Aktuelles Passwort',
  emailChangePasswordHint:
    'Wenn du deine E-Mail-Adresse änderst, wirst du auf allen anderen Geräten abgemeldet.',
  emailChangedMailSubject: 'Deine Turnout-E-Mail-Adresse wurde geändert',
  requireInviteLabel: 'Frag mich, bevor ich einer Gruppe hinzugefügt werde',
  requireInviteInvalid: '„Frag mich, bevor ich einer Gruppe hinzugefügt werde“ muss true oder false sein.',
  languageLabel: 'Sprache',
  languageFollowBrowser: 'Wie dieser Browser',
  languageInvalid: 'language muss en, es, fr, pt-BR, de, ar oder null sein.',
  requireInviteDescription:
    'Gruppen-Admins, die dich über deine Handynummer hinzufügen, schicken dir stattdessen eine Einladung zum Annehmen.',
  signOutEverywhere: 'Überall abmelden',
  signedOutEverywhere: 'Du bist auf allen anderen Geräten abgemeldet.',
  signOutEverywhereFailed: 'Abmelden auf allen Geräten hat nicht geklappt. Bitte versuche es erneut.',
  passwordUpdated: 'Passwort geändert!',
  passwordUpdateFailed: 'Das Passwort konnte nicht geändert werden.',
  passwordServerError: 'Serverfehler. Bitte versuche es erneut.',
  deleteConfirm: 'Willst du dein Konto wirklich löschen? Das kann nicht rückgängig gemacht werden.',
  deleteConfirmShort: 'Das kann nicht rückgängig gemacht werden.',
  accountDeleted: 'Dein Konto wurde gelöscht.',
  deleteNetworkError: 'Beim Löschen deines Kontos ist ein Fehler aufgetreten.',
  profileDeleteFailed: 'Das Konto konnte nicht gelöscht werden.',
  resetRequested: 'Falls es zu dieser Adresse ein Konto gibt, wurde ein Link zum Zurücksetzen gesendet.',
  resetLinkSent: 'Link zum Zurücksetzen gesendet. Schau in deine E-Mails.',
  resetRequestFailed: 'Die E-Mail zum Zurücksetzen konnte nicht gesendet werden.',
  resetRequestServerError: 'Serverfehler. Bitte versuche es später erneut.',
  resetLinkMissing: 'Ungültiger oder fehlender Link zum Zurücksetzen.',
  passwordResetDone: 'Passwort zurückgesetzt',
  resetFailed: 'Etwas ist schiefgelaufen',
  resetLinkInvalid: 'Dieser Link zum Zurücksetzen ist ungültig. Fordere einen neuen an.',
  resetLinkExpired: 'Dieser Link zum Zurücksetzen ist abgelaufen. Fordere einen neuen an.',
  resetLinkUsed: 'Dieser Link zum Zurücksetzen wurde schon benutzt. Fordere einen neuen an.',
  resetMailSubject: 'Setze dein Turnout-Passwort zurück',
  tooManySignups: 'Zu viele Registrierungen aus deinem Netzwerk. Bitte versuche es in {{wait}} erneut.',
  tooManyExports:
    'Du kannst deine Daten 3-mal pro Stunde herunterladen. Bitte versuche es in {{wait}} erneut.',
  tooManyLoginAttempts_one:
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in {{count}} Minute erneut.',
  tooManyLoginAttempts_other:
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in {{count}} Minuten erneut.',
  tooManyPasswordChecks_one:
    'Zu oft ein falsches aktuelles Passwort. Bitte versuche es in {{count}} Minute erneut.',
  tooManyPasswordChecks_other:
    'Zu oft ein falsches aktuelles Passwort. Bitte versuche es in {{count}} Minuten erneut.',
  tooManyProfileUpdates_one: 'Zu viele Profiländerungen. Bitte versuche es in {{count}} Minute erneut.',
  tooManyProfileUpdates_other: 'Zu viele Profiländerungen. Bitte versuche es in {{count}} Minuten erneut.',
  emailChangedMailBody: 'Deine Turnout-E-Mail-Adresse wurde in {{newEmail}} geändert.',
  deleteFailed: 'Das Konto konnte nicht gelöscht werden: {{reason}}',
  tooManyResetRequests_one:
    'Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte versuche es in {{count}} Minute erneut.',
  tooManyResetRequests_other:
    'Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte versuche es in {{count}} Minuten erneut.',
  passkeys: {
    signInFailed:
      'Mit diesem Passkey konntest du dich nicht anmelden. Versuche es noch einmal oder melde dich mit E-Mail und Passwort an.',
    addFailed: 'Dieser Passkey konnte nicht hinzugefügt werden. Bitte versuche es noch einmal.',
    alreadyAdded: 'Dieser Passkey ist schon in deinem Konto.',
    notFound: 'Diesen Passkey gibt es in deinem Konto nicht.',
    added: 'Passkey hinzugefügt.',
    removed: 'Passkey entfernt.',
    nameTooLong: 'Der Name eines Passkeys darf höchstens 100 Zeichen lang sein.',
  },
  emailSignInRequested:
    'Falls es zu dieser Adresse ein Konto gibt, haben wir ihr einen Anmeldecode und einen Anmeldelink geschickt.',
  emailCodeInvalid:
    'Dieser Code ist ungültig oder abgelaufen. Sieh in der neuesten E-Mail nach oder fordere einen neuen Code an.',
  emailCodeFormat: 'Gib den 6-stelligen Code aus der E-Mail ein.',
  emailLinkInvalid: 'Dieser Anmeldelink ist ungültig. Fordere auf der Anmeldeseite einen neuen an.',
  emailLinkExpired: 'Dieser Anmeldelink ist abgelaufen. Fordere auf der Anmeldeseite einen neuen an.',
  emailLinkUsed: 'Dieser Anmeldelink wurde schon benutzt. Fordere auf der Anmeldeseite einen neuen an.',
  emailLinkConfirm:
    'Du hast die Anmeldung in einem anderen Browser angefordert. Bestätige, um dich hier anzumelden.',
  emailSignInMailSubject: 'Dein Anmeldecode und -link für Turnout',
} as const satisfies Messages;
