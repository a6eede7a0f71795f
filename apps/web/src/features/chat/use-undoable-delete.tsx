/**
 * Deleting a chat message with Undo (beside the "Delete message" of docs/product.md#s2-chat-screen): the
 * message leaves the screen at once and a toast says "Message deleted." with an Undo button for UNDO_MS (5
 * s). Undo brings it back and nothing is sent; otherwise the DELETE goes out when the 5 s are up, or at once
 * when the user leaves the conversation first. A failed delete brings the message back and shows the
 * spec's "Failed to delete message" (with the server's reason when it gave one).
 *
 * Returns `hidden` (ids waiting for their delete: not shown) and `requestDelete(id)`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { sharedChatTexts } from './i18n.ts';
import type { Conversation } from '../../lib/query-keys.ts';
import { showFailure } from '../../lib/toasts.ts';
import { deleteMessage } from './api/delete-message.ts';

/** How long a deleted message can be brought back, in milliseconds. */
export const UNDO_MS = 5_000;

const toastId = (id: number) => `chat-delete-${id}`;

export function useUndoableDelete(c: Conversation) {
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const { type, id: conversationId } = c;

  const setShown = useCallback((id: number, shown: boolean) => {
    setHidden((prev) => {
      const next = new Set(prev);
      if (shown) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const commit = useCallback(
    (id: number) => {
      timers.current.delete(id);
      notifications.hide(toastId(id));
      deleteMessage(queryClient, { type, id: conversationId }, id).then(
        () => setShown(id, true), // gone from the list now; nothing left to hide
        (err: unknown) => {
          setShown(id, true);
          showFailure(err, sharedChatTexts.t('deleteFailed'));
        },
      );
    },
    [queryClient, type, conversationId, setShown],
  );

  const undo = useCallback(
    (id: number) => {
      const timer = timers.current.get(id);
      if (timer === undefined) return;
      clearTimeout(timer);
      timers.current.delete(id);
      setShown(id, true);
      notifications.hide(toastId(id));
    },
    [setShown],
  );

  const requestDelete = useCallback(
    (id: number) => {
      if (timers.current.has(id)) return;
      setShown(id, false);
      timers.current.set(
        id,
        setTimeout(() => commit(id), UNDO_MS),
      );
      notifications.show({
        id: toastId(id),
        autoClose: UNDO_MS,
        message: (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{sharedChatTexts.t('messageDeleted')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => undo(id)}>
              {sharedChatTexts.t('undo')}
            </Button>
          </Group>
        ),
      });
    },
    [commit, undo, setShown],
  );

  // Leaving the conversation sends the deletes still waiting: the user asked for them.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const [id, timer] of pending) {
        clearTimeout(timer);
        commit(id);
      }
    };
  }, [commit]);

  return { hidden, requestDelete };
}
