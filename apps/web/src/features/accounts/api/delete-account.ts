/**
 * DELETE /api/users/delete-account → { message }; on failure the body's `error` is shown (docs/product.md#s7,
 * #s8). Success ends the session the same way wherever it started (docs/product.md#s4): the alert "Your
 * account has been deleted.", the login screen, the token removed and every cached query dropped. Failures
 * are left to the caller, whose texts differ (user badge vs profile screen).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import type { DeleteAccountReply } from '@turnout/shared';
import { paths } from '../../../lib/paths.ts';
import { api } from '../../../lib/api.ts';
import { signOut } from '../../../lib/session.ts';
import { sharedAccountTexts } from '../i18n.ts';

export const deleteAccount = () => api<DeleteAccountReply>('/api/users/delete-account', { method: 'DELETE' });

/** Deletes the signed-in user's account; on success alerts, goes to /login and signs out. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      notifications.show({ color: 'green', message: sharedAccountTexts.t('accountDeleted') });
      await navigate(paths.login(), { replace: true });
      signOut();
      queryClient.clear();
    },
  });
}
