/**
 * A small red count badge for unread items; renders nothing at 0 (docs/product.md#s2-home, #s9-storage).
 * Screen readers hear "{count} {label}" (e.g. "3 unread notifications") rather than a bare number.
 */
import { Badge, VisuallyHidden } from '@mantine/core';

export function UnreadBadge({ count, label = 'unread' }: { count: number; label?: string }) {
  if (!(count > 0)) return null;
  return (
    <>
      <Badge color="red" variant="filled" size="sm" circle={count < 10} aria-hidden>
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>{`${count} ${label}`}</VisuallyHidden>
    </>
  );
}
