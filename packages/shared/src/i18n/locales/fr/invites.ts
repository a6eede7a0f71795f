import type { Messages } from '../../catalogue.ts';

/**
 * The French 'invites' namespace (fr), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  verifying: 'Vérification de votre invitation...',
  existingAccount: 'Vous avez déjà un compte Turnout : connectez-vous pour accepter.',
  serverError: "Erreur du serveur lors de la vérification de l'invitation.",
  notFound: "Ce lien d'invitation n'est pas valide. Demandez à l'administrateur du groupe de vous réinviter.",
  used: 'Cette invitation a déjà été utilisée.',
  expired: "Cette invitation a expiré. Demandez à l'administrateur du groupe de vous réinviter.",
  signupWrongEmail:
    "Cette invitation a été envoyée à une autre adresse e-mail. Inscrivez-vous avec l'adresse qui l'a reçue.",
  openInvitesTitle: 'Invitations en attente',
  loadInvitesFailed: 'Impossible de charger les invitations.',
  revokeFailed: "Impossible de retirer l'invitation.",
  openInviteNotFound: "Cette invitation n'existe pas ou n'est plus en attente.",
  valid: "Vous êtes invité à rejoindre {{groupName}} ! Direction l'inscription...",
  wrongEmail:
    'Cette invitation a été envoyée à {{email}}. Connectez-vous ou inscrivez-vous avec cette adresse pour rejoindre le groupe.',
  joined: 'Vous avez rejoint {{groupName}}.',
  alreadyMember: 'Vous êtes déjà membre de {{groupName}}.',
  acceptPrompt: 'Vous êtes invité à rejoindre {{groupName}}.',
  revoked: "L'invitation de {{invitee}} a été retirée.",
  confirmRevoke: "Retirer l'invitation de {{invitee}} ? Son lien cessera aussitôt de fonctionner.",
  mailSubject: 'Vous êtes invité à rejoindre {{groupName}} sur Turnout',
} as const satisfies Messages;
