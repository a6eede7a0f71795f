/**
 * The confirmation dialog itself (Mantine Modal), loaded by ConfirmDialog.tsx the first time one opens:
 * a message, Cancel and a confirm button. Escape, the close button and Cancel dismiss it; focus starts on
 * Cancel so Enter never confirms a destructive action by accident.
 */
import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { componentTexts } from './i18n.ts';

export type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button shows a spinner and the dialog cannot be dismissed meanwhile. */
  loading?: boolean;
  /** An error line under the message, e.g. when the action failed. */
  error?: string | null;
  danger?: boolean;
};

export default function ConfirmDialogModal(props: ConfirmDialogProps) {
  const {
    opened,
    title,
    message,
    confirmLabel,
    onConfirm,
    onCancel,
    loading = false,
    error,
    danger = true,
  } = props;
  const t = componentTexts.useT();
  return (
    <Modal opened={opened} onClose={() => !loading && onCancel()} title={title} centered radius="lg">
      <Stack gap="md">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        {error ? (
          <Text c="var(--turnout-error-text)" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
            {t('cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
