import type { Messages } from '../../catalogue.ts';

/**
 * The Arabic 'notifications' namespace (ar), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  title: 'الإشعارات',
  empty: 'لا توجد إشعارات بعد.',
  loadFailed: 'تعذّر تحميل الإشعارات.',
  deleteFailed: 'تعذّر حذف الإشعارات.',
  notFound: 'هذا الإشعار غير موجود.',
  markedRead: 'تم تعليم الإشعار كمقروء.',
  noneSelected: 'اختر إشعارًا واحدًا على الأقل لحذفه.',
  idsRequired: 'يجب أن تكون ids قائمة بمعرّفات الإشعارات.',
  deleted_zero: 'لم يُحذف أي إشعار.',
  deleted_one: 'تم حذف إشعار واحد.',
  deleted_two: 'تم حذف إشعارين.',
  deleted_few: 'تم حذف {{count}} إشعارات.',
  deleted_many: 'تم حذف {{count}} إشعارًا.',
  deleted_other: 'تم حذف {{count}} إشعار.',
} as const satisfies Messages;
