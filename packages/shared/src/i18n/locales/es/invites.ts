import type { Messages } from '../../catalogue.ts';

/**
 * The Spanish 'invites' namespace (es), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  verifying: 'Comprobando tu invitación...',
  existingAccount: 'Ya tienes una cuenta de Turnout: inicia sesión para aceptar.',
  serverError: 'Error del servidor al comprobar la invitación.',
  notFound: 'Este enlace de invitación no es válido. Pide al administrador del grupo que te invite de nuevo.',
  used: 'Esta invitación ya se ha usado.',
  expired: 'Esta invitación ha caducado. Pide al administrador del grupo que te invite de nuevo.',
  signupWrongEmail:
    'Esta invitación se envió a otra dirección de correo. Regístrate con la dirección a la que se envió.',
  openInvitesTitle: 'Invitaciones pendientes',
  loadInvitesFailed: 'No se han podido cargar las invitaciones.',
  revokeFailed: 'No se ha podido retirar la invitación.',
  openInviteNotFound: 'Esta invitación no existe o ya no está pendiente.',
  valid: '¡Te han invitado a unirte a {{groupName}}! Te llevamos al registro...',
  wrongEmail:
    'Esta invitación se envió a {{email}}. Inicia sesión o regístrate con esa dirección para unirte.',
  joined: 'Te has unido a {{groupName}}.',
  alreadyMember: 'Ya eres miembro de {{groupName}}.',
  acceptPrompt: 'Te han invitado a unirte a {{groupName}}.',
  revoked: 'Se ha retirado la invitación a {{invitee}}.',
  confirmRevoke: '¿Retirar la invitación a {{invitee}}? Su enlace dejará de funcionar al instante.',
  mailSubject: 'Te han invitado a unirte a {{groupName}} en Turnout',
} as const satisfies Messages;
