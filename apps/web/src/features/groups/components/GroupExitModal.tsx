/**
 * Confirms leaving or deleting a group (My Groups and Group detail), runs it and toasts the outcome:
 * the server's message on success, "Failed to leave the group." / "Failed to delete the group." on failure.
 */
import { useDeleteGroup } from '../api/delete-group.ts';
import { useLeaveGroup } from '../api/leave-group.ts';
import { showFailure, showSuccess } from '../../../lib/toasts.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { groupScreenTexts, sharedGroupTexts } from '../i18n.ts';

export type GroupExit = { kind: 'leave' | 'delete'; group: { id: number; name: string } };

type Props = { exit: GroupExit | null; onClose: () => void; onDone?: () => void };

export function GroupExitModal({ exit, onClose, onDone }: Props) {
  const t = groupScreenTexts.useT();
  const tg = sharedGroupTexts.useT();
  const leave = useLeaveGroup();
  const remove = useDeleteGroup();
  const isDelete = exit?.kind === 'delete';
  const mutation = isDelete ? remove : leave;

  const confirm = () => {
    if (!exit) return;
    mutation.mutate(exit.group.id, {
      onSuccess: (reply) => {
        showSuccess(reply.message);
        onClose();
        onDone?.();
      },
      onError: (err) => showFailure(err, tg(isDelete ? 'deleteFailed' : 'leaveFailed')),
    });
  };

  return (
    <ConfirmDialog
      opened={exit !== null}
      title={isDelete ? t('detail.deleteTitle') : t('detail.leaveTitle')}
      message={
        !exit
          ? ''
          : isDelete
            ? tg('confirmDelete', { groupName: exit.group.name })
            : tg('confirmLeave', { groupName: exit.group.name })
      }
      confirmLabel={isDelete ? t('common.deleteGroup') : t('common.leaveGroup')}
      loading={mutation.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
