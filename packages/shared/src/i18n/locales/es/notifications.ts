import type { Messages } from '../../catalogue.ts';

/**
 * The Spanish 'notifications' namespace (es), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  title: 'Notificaciones',
  empty: 'Todavía no hay notificaciones.',
  loadFailed: 'No se han podido cargar las notificaciones.',
  deleteFailed: 'No se han podido eliminar las notificaciones.',
  notFound: 'Esta notificación no existe.',
  markedRead: 'Notificación marcada como leída.',
  noneSelected: 'Selecciona al menos una notificación para eliminarla.',
  idsRequired: 'ids debe ser una lista de identificadores de notificaciones.',
  deleted_one: '{{count}} notificación eliminada.',
  deleted_many: '{{count}} notificaciones eliminadas.',
  deleted_other: '{{count}} notificaciones eliminadas.',
} as const satisfies Messages;
