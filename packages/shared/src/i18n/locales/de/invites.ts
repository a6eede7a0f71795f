import type { Messages } from '../../catalogue.ts';

/**
 * The German 'invites' namespace (de), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  verifying: 'Deine Einladung wird geprüft...',
  existingAccount: 'Du hast schon ein Turnout-Konto: Melde dich an, um anzunehmen.',
  serverError: 'Serverfehler beim Prüfen der Einladung.',
  notFound: 'Dieser Einladungslink ist ungültig. Bitte den Gruppen-Admin, dich erneut einzuladen.',
  used: 'Diese Einladung wurde bereits verwendet.',
  expired: 'Diese Einladung ist abgelaufen. Bitte den Gruppen-Admin, dich erneut einzuladen.',
  signupWrongEmail:
    'Diese Einladung ging an eine andere E-Mail-Adresse. Registriere dich mit der Adresse, an die sie geschickt wurde.',
  openInvitesTitle: 'Offene Einladungen',
  loadInvitesFailed: 'Einladungen konnten nicht geladen werden.',
  revokeFailed: 'Die Einladung konnte nicht zurückgezogen werden.',
  openInviteNotFound: 'Diese Einladung gibt es nicht oder sie ist nicht mehr offen.',
  valid: 'Du bist eingeladen, {{groupName}} beizutreten! Weiter zur Registrierung...',
  wrongEmail:
    'Diese Einladung ging an {{email}}. Melde dich mit dieser Adresse an oder registriere dich damit, um beizutreten.',
  joined: 'Du bist {{groupName}} beigetreten.',
  alreadyMember: 'Du bist schon Mitglied von {{groupName}}.',
  acceptPrompt: 'Du bist eingeladen, {{groupName}} beizutreten.',
  revoked: 'Die Einladung an {{invitee}} wurde zurückgezogen.',
  confirmRevoke: 'Einladung an {{invitee}} zurückziehen? Der Link funktioniert dann sofort nicht mehr.',
  mailSubject: 'Du bist eingeladen, {{groupName}} auf Turnout beizutreten',
} as const satisfies Messages;
