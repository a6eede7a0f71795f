/**
 * A confirmation dialog: a message, Cancel and a confirm button (ConfirmDialogModal.tsx). Nothing of
 * it, nor of Mantine's Modal and focus trap, is loaded until it first opens: a screen that may ask
 * (a team sheet's Remove, a guest's removal) does not wait for the dialog's code before its first
 * paint (bench/README.md "Web"). Once opened it stays mounted, so it can close with its transition.
 */
import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogModal.tsx';

export type { ConfirmDialogProps } from './ConfirmDialogModal.tsx';

const ConfirmDialogModal = lazy(() => import('./ConfirmDialogModal.tsx'));

export function ConfirmDialog(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  );
}
