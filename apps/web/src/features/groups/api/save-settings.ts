/**
 * Saving a group settings form (the group screen's Settings and "Reserves near kick-off" cards): PUT
 * /api/groups/{id} with `body` (useUpdateGroup); on success the form starts again from the saved group
 * (`valuesOf`) and `texts.saved` is toasted; a refusal is kept as `failure` (the server's sentence, else
 * `texts.saveFailed`) for the form to show.
 */
import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import type { GroupDetail, UpdateGroupBody } from '@turnout/shared';
import { errorMessage } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/toasts.ts';
import { useUpdateGroup } from './update-group.ts';

export function useSaveGroupSettings<V extends Record<string, unknown>>(
  groupId: number,
  form: UseFormReturnType<V>,
  valuesOf: (group: GroupDetail) => V,
  texts: { saved: string; saveFailed: string },
) {
  const update = useUpdateGroup();
  const [failure, setFailure] = useState<string | null>(null);
  const save = (body: UpdateGroupBody) => {
    setFailure(null);
    update.mutate(
      { groupId, body },
      {
        onSuccess: ({ group: saved }) => {
          form.setInitialValues(valuesOf(saved));
          form.reset();
          showSuccess(texts.saved);
        },
        onError: (err) => setFailure(errorMessage(err, texts.saveFailed)),
      },
    );
  };
  return { save, failure, saving: update.isPending };
}
