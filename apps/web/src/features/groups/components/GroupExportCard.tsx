/**
 * The "Export group" card of the group screen, group admins only (README "Export a group"): what the
 * ZIP holds and a button that downloads it; a failure is toasted with the server's reason
 * (components/DownloadButton.tsx).
 */
import { Card, Stack, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import { downloadGroupExport } from '../api/export-group.ts';
import { groupScreenTexts } from '../i18n.ts';

export function GroupExportCard({ groupId }: { groupId: number }) {
  const t = groupScreenTexts.useT();
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="export-title">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="export-title">
          {t('export.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('export.hint')}
        </Text>
        <DownloadButton
          label={t('export.title')}
          failed={t('export.failed')}
          icon={<IconFileZip size={18} aria-hidden />}
          download={() => downloadGroupExport(groupId)}
        />
      </Stack>
    </Card>
  );
}
