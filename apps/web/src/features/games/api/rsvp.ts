/** POST /api/rsvps { gameId, status } → { success, status, message, position } (an `in` may land on the reserves). */
import { notifications } from '@mantine/notifications';
import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RsvpBody, RsvpReply } from '@turnout/shared';
import { textsOf } from '../../../i18n/index.ts';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';
import { gameScreenTexts } from '../i18n.ts';

export const submitRsvp = (body: RsvpBody) => api<RsvpReply>('/api/rsvps', { method: 'POST', body });

/** The toast of an answer made offline, shown until it has been sent (or failed). */
export const RSVP_WAITING_TOAST = 'rsvp-waiting';
/** Its sentence in the reader's language ('games' namespace): "You're offline. Your answer will be sent …". */
export const rsvpWaitingTexts = textsOf(gameScreenTexts.t, { waiting: 'answer.offlineWaiting' });

/**
 * Sends the user's answer; the game, its team sheet and the lists refetch whatever the outcome. Made
 * offline, the answer waits (TanStack pauses it; the button keeps its spinner) under a toast saying so,
 * and goes out when the connection is back; the caller's success or failure toast follows.
 */
export function useRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRsvp,
    onMutate: () => {
      if (!onlineManager.isOnline()) {
        notifications.show({
          id: RSVP_WAITING_TOAST,
          color: 'yellow',
          loading: true,
          autoClose: false,
          message: rsvpWaitingTexts.waiting,
        });
      }
    },
    onSettled: () => {
      notifications.hide(RSVP_WAITING_TOAST);
      return queryClient.invalidateQueries({ queryKey: gameKeys.all });
    },
  });
}
