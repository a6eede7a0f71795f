/**
 * POST /api/groups { name, time_zone, locale } → 201 GroupSummary. The browser's IANA time zone and
 * language tag go with the name, so a new group plays on its creator's clock and, by docs/product.md#s9, in
 * their currency (README "A group's time zone and currency"); the admin can change both on the group screen.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zoneTexts, type CreateGroupBody, type GroupNameBody, type GroupSummary } from '@turnout/shared';
import { api, ApiError } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

export const createGroup = (body: CreateGroupBody) =>
  api<GroupSummary>('/api/groups', { method: 'POST', body });

/** Where the browser is: its IANA time zone ("Africa/Johannesburg") and language tag ("en-ZA"). */
export function browserPlace(): { time_zone: string; locale: string } {
  return { time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone, locale: navigator.language };
}

/**
 * Creates the group named `body.name` in the browser's zone and locale. Should the server not know
 * them (a zone newer than its time zone data, an odd language tag), the group is created with the
 * server's defaults rather than not at all.
 */
export async function createGroupHere(body: GroupNameBody): Promise<GroupSummary> {
  const place = browserPlace();
  try {
    return await createGroup({ ...body, ...place });
  } catch (err) {
    const refusedPlace =
      err instanceof ApiError &&
      err.status === 400 &&
      (err.message === zoneTexts.unknownTimeZone(place.time_zone) || err.message === zoneTexts.localeInvalid);
    if (!refusedPlace) throw err;
    return createGroup(body);
  }
}

/** Creates a group with the signed-in user as its admin; group lists refetch. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroupHere,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
