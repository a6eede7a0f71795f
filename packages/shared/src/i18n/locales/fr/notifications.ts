import type { Messages } from '../../catalogue.ts';

/**
 * The French 'notifications' namespace (fr), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  title: 'Notifications',
  empty: "Aucune notification pour l'instant.",
  loadFailed: 'Impossible de charger les notifications.',
  deleteFailed: 'Impossible de supprimer les notifications.',
  notFound: "Cette notification n'existe pas.",
  markedRead: 'Notification marquée comme lue.',
  noneSelected: 'Sélectionnez au moins une notification à supprimer.',
  idsRequired: "ids doit être une liste d'identifiants de notifications.",
  deleted_one: '{{count}} notification supprimée.',
  deleted_many: '{{count}} notifications supprimées.',
  deleted_other: '{{count}} notifications supprimées.',
} as const satisfies Messages;
