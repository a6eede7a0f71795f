import type { Messages } from '../../catalogue.ts';

/**
 * The German 'notifications' namespace (de), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  title: 'Benachrichtigungen',
  empty: 'Noch keine Benachrichtigungen.',
  loadFailed: 'Benachrichtigungen konnten nicht geladen werden.',
  deleteFailed: 'Benachrichtigungen konnten nicht gelöscht werden.',
  notFound: 'Diese Benachrichtigung gibt es nicht.',
  markedRead: 'Benachrichtigung als gelesen markiert.',
  noneSelected: 'Wähle mindestens eine Benachrichtigung zum Löschen aus.',
  idsRequired: 'ids muss eine Liste von Benachrichtigungs-IDs sein.',
  deleted_one: '{{count}} Benachrichtigung gelöscht.',
  deleted_other: '{{count}} Benachrichtigungen gelöscht.',
} as const satisfies Messages;
