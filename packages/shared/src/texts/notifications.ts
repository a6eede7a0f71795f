/**
 * The notifications screen's user-facing texts (docs/product.md#s2-notifications, #s8), without zod or
 * date-fns: the English 'notifications' catalogue namespace (README "Languages").
 */
import { englishT, englishTexts } from '../i18n/english.ts';

export const notificationTexts = {
  ...englishTexts('notifications'),
  deleted: (n: number) => englishT('notifications:deleted', { count: n }),
} as const;
