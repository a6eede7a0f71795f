import type { Messages } from '../../catalogue.ts';

/**
 * The Brazilian Portuguese 'notifications' namespace (pt-BR), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  title: 'Notificações',
  empty: 'Nenhuma notificação ainda.',
  loadFailed: 'Não foi possível carregar as notificações.',
  deleteFailed: 'Não foi possível excluir as notificações.',
  notFound: 'Esta notificação não existe.',
  markedRead: 'Notificação marcada como lida.',
  noneSelected: 'Selecione pelo menos uma notificação para excluir.',
  idsRequired: 'ids deve ser uma lista de IDs de notificações.',
  deleted_one: '{{count}} notificação excluída.',
  deleted_many: '{{count}} notificações excluídas.',
  deleted_other: '{{count}} notificações excluídas.',
} as const satisfies Messages;
