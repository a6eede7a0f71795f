/**
 * Toasts after an action (groups screens, admin team moves). A failure shows the spec's sentence (e.g.
 * "Failed to remove member.") and, under it, the server's own reason when it gave one (a refusal, not a
 * crash).
 */
import { notifications } from '@mantine/notifications';
import { ApiError } from './api.ts';

export function showFailure(err: unknown, text: string) {
  const reason = err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : null;
  notifications.show(
    reason && reason !== text
      ? { color: 'red', title: text, message: reason }
      : { color: 'red', message: text },
  );
}

export function showSuccess(message: string) {
  notifications.show({ color: 'green', message });
}
