/**
 * GET /api/users/notification-settings → { email: {reminders, team_changes, new_games, chat}, push: {…},
 * muted_groups: [groupId, …] } and PUT with any part of it → the whole settings (README "Notifications",
 * packages/shared/src/reach.ts). A change shows at once (optimistic): the cached settings take the part
 * sent, the server's answer replaces them, and a failure puts back what was there with a toast saying
 * so (and the server's reason when it refused).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsBody } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { notificationSettingsKeys } from '../../../lib/query-keys.ts';
import { showFailure } from '../../../lib/toasts.ts';
import { settingsTexts } from '../reach-texts.ts';

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsKeys.mine(),
    queryFn: ({ signal }) => api<NotificationSettings>('/api/users/notification-settings', { signal }),
  });

/** The signed-in user's notification settings. */
export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

export const putNotificationSettings = (body: NotificationSettingsBody) =>
  api<NotificationSettings>('/api/users/notification-settings', { method: 'PUT', body });

/** `settings` with the part `body` changes (muted_groups replaces the list). */
export function withChange(
  settings: NotificationSettings,
  body: NotificationSettingsBody,
): NotificationSettings {
  return {
    email: { ...settings.email, ...body.email },
    push: { ...settings.push, ...body.push },
    muted_groups: body.muted_groups?.map(Number) ?? settings.muted_groups,
  };
}

/**
 * `current` with the part `body` changed back to what `before` had, leaving any other change made since
 * (a second switch flipped while the first was saving) as it is.
 */
export function withoutChange(
  current: NotificationSettings,
  before: NotificationSettings,
  body: NotificationSettingsBody,
): NotificationSettings {
  const back = (channel: 'email' | 'push') =>
    Object.fromEntries(
      Object.keys(body[channel] ?? {}).map((k) => [k, before[channel][k as keyof typeof before.email]]),
    );
  let muted = current.muted_groups;
  if (body.muted_groups) {
    const sent = new Set(body.muted_groups.map(Number));
    const had = new Set(before.muted_groups);
    muted = muted.filter((id) => had.has(id) || !sent.has(id)); // a mute it added goes
    for (const id of had) if (!sent.has(id) && !muted.includes(id)) muted = [...muted, id]; // one it lifted comes back
  }
  return withChange(current, { email: back('email'), push: back('push'), muted_groups: muted });
}

const saveKey = [...notificationSettingsKeys.mine(), 'save'] as const;

/** Saves one change at once; see the module comment for the optimistic update and its rollback. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  const key = notificationSettingsKeys.mine();
  return useMutation({
    mutationKey: saveKey,
    mutationFn: putNotificationSettings,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationSettings>(key);
      if (before) queryClient.setQueryData<NotificationSettings>(key, withChange(before, body));
      return { before };
    },
    onError: (err, body, context) => {
      const current = queryClient.getQueryData<NotificationSettings>(key);
      if (context?.before && current)
        queryClient.setQueryData(key, withoutChange(current, context.before, body));
      showFailure(err, settingsTexts.saveFailed);
    },
    onSuccess: (settings) => {
      // While another change is still saving, its own answer (which includes this one) decides.
      if (queryClient.isMutating({ mutationKey: saveKey }) === 1) queryClient.setQueryData(key, settings);
    },
  });
}
