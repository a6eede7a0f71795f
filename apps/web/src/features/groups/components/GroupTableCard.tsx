/**
 * The frame of the group screen's Money and Attendance tabs (README "Who pays what", "A fair, visible
 * record"): a card titled `title` with "Download CSV" for group admins (`csv`), a loader while the query
 * runs, the server's sentence (else `texts.loadFailed`) when it failed, `texts.empty` when there are no
 * rows, else the table (`renderTable`, whose <table> is labelled by the card's title) and a note under it.
 *
 * Phone first: the table scrolls sideways inside its own container (never the page), at least
 * `minWidth` px wide, and that container takes keyboard focus so it scrolls from the keyboard too
 * (axe: scrollable-region-focusable).
 */
import type { ReactNode } from 'react';
import { Alert, Card, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api.ts';
import type { GroupCsv } from '../api/download-csv.ts';
import { CsvDownloadButton } from './CsvDownloadButton.tsx';

type Props<T> = {
  /** The id of the title, which labels the section and the table. */
  titleId: string;
  title: string;
  /** The CSV file a group admin downloads; null for a member. */
  csv: { groupId: number; kind: GroupCsv } | null;
  query: UseQueryResult<T>;
  /** Whether the reply has no rows. */
  isEmpty: (data: T) => boolean;
  texts: { loading: string; loadFailed: string; empty: string };
  minWidth: number;
  note: ReactNode;
  /** The <table>'s head, body and foot for the reply. */
  renderTable: (data: T) => ReactNode;
};

export function GroupTableCard<T>({
  titleId,
  title,
  csv,
  query,
  isEmpty,
  texts,
  minWidth,
  note,
  renderTable,
}: Props<T>) {
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" mb="xs" gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {csv && <CsvDownloadButton groupId={csv.groupId} kind={csv.kind} />}
      </Group>
      {query.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={texts.loading} />
        </Center>
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error, texts.loadFailed)}
        </Alert>
      ) : isEmpty(query.data) ? (
        <Text c="dimmed">{texts.empty}</Text>
      ) : (
        <Stack gap="xs">
          <Table.ScrollContainer
            minWidth={minWidth}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={`${title} table (scrolls sideways)`}
          >
            <Table verticalSpacing="sm" horizontalSpacing="xs" aria-labelledby={titleId}>
              {renderTable(query.data)}
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
