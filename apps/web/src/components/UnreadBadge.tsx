/**
 * A small red count badge for unread items; renders nothing at 0 (docs/product.md#s2-home, #s9-storage).
 * Screen readers hear what is unread, counted in the reader's language (e.g. "3 unread notifications")
 * rather than a bare number; the badge writes the number the reader's way too (Intl).
 */
import { Badge, VisuallyHidden } from '@mantine/core';
import { componentTexts } from './i18n.ts';
import { formatNumber } from '../i18n/index.ts';

/** What a badge counts: the key of its sentence in the 'components' namespace (unread.*). */
export type UnreadKind = 'messages' | 'groupMessages' | 'directMessages' | 'notifications';

export function UnreadBadge({ count, kind }: { count: number; kind: UnreadKind }) {
  const t = componentTexts.useT();
  if (!(count > 0)) return null;
  const shown = formatNumber(Math.min(count, 99));
  return (
    <>
      <Badge color="red" variant="filled" size="sm" circle={count < 10} aria-hidden>
        {count > 99 ? `${shown}+` : shown}
      </Badge>
      <VisuallyHidden>{t(`unread.${kind}`, { count })}</VisuallyHidden>
    </>
  );
}
