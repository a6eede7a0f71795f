/**
 * The frame of the group screen's Money and Attendance tabs (README "Who pays what", "A fair, visible
 * record"): a card titled `title` with "Download CSV" for group admins (`csv`), a loader while the query
 * runs, the server's sentence (else `texts.loadFailed`) when it failed, `texts.empty` when there are no
 * rows, else the table (`renderTable`, whose <table> is labelled by the card's title) and a note under it.
 *
 * Phone first: below the `sm` breakpoint (48em) each row is a card of its own (`renderCards`, a
 * <RowCards> list: the member's name, then every column as a label and its value), so no column is cut
 * off on a phone. From `sm` up it is the table, scrolling sideways inside its own container (never the
 * page) when narrower than `minWidth` px; that container takes keyboard focus so it scrolls from the
 * keyboard too (axe: scrollable-region-focusable).
 */
import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api.ts';
import type { GroupCsv } from '../api/download-csv.ts';
import { CsvDownloadButton } from './CsvDownloadButton.tsx';
import { groupScreenTexts } from '../i18n.ts';

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
  /** The same rows as cards on a phone (a <RowCards> list). */
  renderCards: (data: T) => ReactNode;
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
  renderCards,
}: Props<T>) {
  const t = groupScreenTexts.useT();
  const theme = useMantineTheme();
  // Read at the first render, like the layout's tab bar, so a phone never flashes the table.
  const phone = useMediaQuery(`(max-width: calc(${theme.breakpoints.sm} - 0.0625em))`, false, {
    getInitialValueInEffect: false,
  });
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
          {phone ? (
            renderCards(query.data)
          ) : (
            <Table.ScrollContainer
              minWidth={minWidth}
              type="native"
              tabIndex={0}
              role="region"
              aria-label={t('table.scrolls', { title })}
            >
              <Table verticalSpacing="sm" horizontalSpacing="xs" aria-labelledby={titleId}>
                {renderTable(query.data)}
              </Table>
            </Table.ScrollContainer>
          )}
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        </Stack>
      )}
    </Card>
  );
}

/** One row of a table shown as a card: its title (the member) and each column's label and value. */
export type RowCard = {
  key: string | number;
  title: ReactNode;
  values: CardValues;
  /** Further lines of the same columns under their own heading (a member's amounts in another currency). */
  more?: { key: string; heading: ReactNode; values: CardValues }[];
};

/** The columns of a card: label over value. */
type CardValues = [label: string, value: ReactNode][];

/**
 * A phone's view of a table: a list of cards, one per row, the title in bold and the columns as a grid
 * of label over value (two or three across), so nothing scrolls or is cut off at 360 px; a card's `more`
 * lines follow, each under its heading, as the table's sub-rows do.
 */
export function RowCards({
  label,
  cards,
  minColumn = '5rem',
}: {
  label: string;
  cards: RowCard[];
  /** The narrowest a column may be (CSS length): fewer columns across when the card is narrower. */
  minColumn?: string;
}) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {cards.map((card) => (
        <Paper key={card.key} component="li" withBorder radius="md" p="sm">
          <Text fw={700} mb={6} style={{ overflowWrap: 'anywhere' }}>
            {card.title}
          </Text>
          <ValueGrid values={card.values} minColumn={minColumn} />
          {card.more?.map((line) => (
            <Box
              key={line.key}
              mt="xs"
              pt="xs"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Text size="sm" c="dimmed" mb={4}>
                {line.heading}
              </Text>
              <ValueGrid values={line.values} minColumn={minColumn} />
            </Box>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * A card's columns as a grid of label over value: as many across as fit at `minColumn` each, three at
 * most, so an amount that cannot wrap ("-R 1 260,00") never runs into the next column.
 */
function ValueGrid({ values, minColumn }: { values: CardValues; minColumn: string }) {
  const most = values.length > 4 ? 3 : values.length;
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gap: 'var(--mantine-spacing-xs)',
        gridTemplateColumns: `repeat(auto-fill, minmax(max(${minColumn}, calc((100% - ${most - 1} * var(--mantine-spacing-xs)) / ${most})), 1fr))`,
      }}
    >
      {values.map(([name, value]) => (
        <div key={name}>
          <Text component="dt" size="xs" c="dimmed">
            {name}
          </Text>
          <Text component="dd" m={0} fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Text>
        </div>
      ))}
    </Box>
  );
}
