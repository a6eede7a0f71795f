import type { Messages } from '../../catalogue.ts';

/**
 * The Spanish 'groups' namespace (es), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  nameRequired: 'El nombre del grupo es obligatorio.',
  nameTooLong: 'El nombre del grupo puede tener como máximo {{groupNameMax}} caracteres.',
  invalidMobile: 'Introduce un número de móvil válido.',
  emailRequired: 'Introduce un correo electrónico.',
  invalidEmail: 'Introduce un correo electrónico válido.',
  makeAdminRequired: 'makeAdmin debe ser true o false.',
  loadFailed: 'No se han podido cargar los grupos. Inténtalo de nuevo más tarde.',
  deleteFailed: 'No se ha podido eliminar el grupo.',
  leaveFailed: 'No se ha podido salir del grupo.',
  removeMemberFailed: 'No se ha podido quitar al miembro.',
  adminFailed: 'No se ha podido cambiar el rol de administrador.',
  renameFailed: 'No se ha podido cambiar el nombre del grupo.',
  createFailed: 'No se ha podido crear el grupo.',
  addMemberFailed: 'No se ha podido añadir al miembro.',
  userDoesNotExist: 'Este usuario no existe. ¿Quieres invitarlo?',
  invitationSent: '¡Invitación enviada!',
  userAdded: '¡Usuario añadido al grupo!',
  operationCompleted: 'Hecho.',
  cannotChangeOwnAdmin: 'No puedes cambiar tu propio rol de administrador.',
  cannotRemoveSelf: 'No puedes quitarte de un grupo: usa Salir del grupo.',
  memberNotFound: 'Esta persona no es miembro de este grupo.',
  notFound: 'Este grupo no existe o no eres miembro de él.',
  adminOnly: 'Solo un administrador del grupo puede hacerlo.',
  groupsLoaded: 'Grupos cargados.',
  groupCreated: '¡Grupo creado!',
  groupRenamed: 'Nombre del grupo actualizado.',
  groupDeleted: 'Grupo eliminado.',
  tooManyInvites: 'Has añadido o invitado a demasiadas personas. Inténtalo de nuevo dentro de {{wait}}.',
  tooManyGroupExports: 'Demasiadas exportaciones del grupo. Inténtalo de nuevo dentro de {{wait}}.',
  tooManyGroupsCreated: 'Has creado demasiados grupos. Inténtalo de nuevo dentro de {{wait}}.',
  addedMember: 'Se ha añadido a {{name}} {{surname}}.',
  alreadyMember: '{{name}} ya es miembro de este grupo.',
  leftGroup: 'Has salido de {{groupName}}.',
  memberRemoved: '{{name}} ya no está en el grupo.',
  adminGranted: '{{name}} ahora es administrador de este grupo.',
  adminRevoked: '{{name}} ya no es administrador de este grupo.',
  confirmDelete:
    '¿Eliminar {{groupName}}? Se borrarán también sus partidos, respuestas y chat. No se puede deshacer.',
  confirmLeave: '¿Salir de {{groupName}}? Se te quitará de sus próximos partidos.',
  confirmRemove: '¿Quitar a {{name}} del grupo? Se le quitará de sus próximos partidos.',
} as const satisfies Messages;
