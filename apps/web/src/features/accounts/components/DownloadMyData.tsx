/**
 * "Download my data" on the profile (README "Your data"): a button that opens a dialog asking for the
 * current password, then downloads the ZIP of the member's data. A wrong password is shown on the
 * field (403); any other refusal (429 past 3 an hour) under it; the dialog closes once the file is
 * handed to the browser.
 */
import { useState } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { downloadMyData } from '../api/export-my-data.ts';
import { accountScreenTexts, sharedAccountTexts } from '../i18n.ts';

export function DownloadMyData() {
  const t = accountScreenTexts.useT();
  const ta = sharedAccountTexts.useT();
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const download = useMutation({ mutationFn: downloadMyData });

  const close = () => {
    if (download.isPending) return;
    setOpened(false);
    setPassword('');
    setFieldError(null);
    setFailure(null);
  };
  const submit = () => {
    setFieldError(null);
    setFailure(null);
    if (!password) {
      setFieldError(ta('currentPasswordRequired'));
      return;
    }
    download.mutate(
      { currentPassword: password },
      {
        onSuccess: () => {
          setOpened(false);
          setPassword('');
        },
        onError: (err) =>
          err instanceof ApiError && (err.status === 403 || err.status === 400)
            ? setFieldError(err.message)
            : setFailure(
                err instanceof ApiError && err.status >= 400 && err.status < 500
                  ? err.message
                  : t('download.failed'),
              ),
      },
    );
  };

  return (
    <>
      <Stack gap={4}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" style={{ flex: '1 1 14rem' }}>
            {t('download.hint')}
          </Text>
          <Button
            variant="default"
            mih={44}
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => setOpened(true)}
          >
            {t('download.button')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={close} title={t('download.button')} centered radius="lg">
        <form
          onSubmit={(e) => {
            // The dialog sits inside the profile form in React's tree: its submit must not reach it.
            e.preventDefault();
            e.stopPropagation();
            submit();
          }}
          noValidate
        >
          <Stack gap="md">
            <Text>{t('download.passwordHint')}</Text>
            <PasswordInput
              label={ta('currentPasswordLabel')}
              autoComplete="current-password"
              required
              data-autofocus
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fieldError}
            />
            {failure ? (
              <Text c="var(--turnout-error-text)" size="sm" role="alert">
                {failure}
              </Text>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={download.isPending}>
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                loading={download.isPending}
                leftSection={<IconDownload size={18} aria-hidden />}
              >
                {t('download.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
