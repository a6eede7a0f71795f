/**
 * A card that stays collapsed until opened and then shows a dated log, oldest first: "Thu 3 Dec, 19:02 ·
 * {line}", times on the group's clock. The game screen's History (README "A fair, visible record") and
 * Offers (README "Reserves") are each one; the feature owns the query, enabled once `opened`, and passes
 * its state and lines (docs/decisions/015-web-features-never-import-each-other.md: shared pieces live
 * in components/).
 */
import { Accordion, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { LoadError } from './LoadError.tsx';
import { dayAndTime } from '../lib/when.ts';

/** One line of the log: when it happened (ISO instant) and what, in words. */
export type LogLine = { key: string | number; at: string; text: string };

type Props = {
  /** The card's heading and the section's accessible name. */
  title: string;
  /** The accessible name of the list of lines. */
  listLabel: string;
  texts: { empty: string; loadFailed: string };
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  /** The state of the feature's query (enabled once opened). */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** The lines, once loaded. */
  lines: LogLine[] | undefined;
  /** The group's time zone (IANA), for the times. */
  timeZone: string;
  /** When earlier lines can be loaded: a button above the list that loads them. */
  earlier?: { label: string; loading: boolean; onClick: () => void };
};

export function CollapsibleLog({
  title,
  listLabel,
  texts,
  opened,
  onOpenedChange,
  query,
  lines,
  timeZone,
  earlier,
}: Props) {
  let body;
  if (query.isPending) body = <Skeleton height={60} />;
  else if (query.isError || !lines)
    body = <LoadError title={texts.loadFailed} error={query.error} onRetry={() => void query.refetch()} />;
  else if (lines.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {texts.empty}
      </Text>
    );
  else
    body = (
      <Stack gap="xs">
        {earlier && (
          <Button
            variant="subtle"
            size="compact-sm"
            loading={earlier.loading}
            onClick={earlier.onClick}
            style={{ alignSelf: 'flex-start' }}
          >
            {earlier.label}
          </Button>
        )}
        <Stack component="ol" aria-label={listLabel} gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {lines.map((line) => (
            <Text component="li" size="sm" key={line.key}>
              <Text span size="sm" c="dimmed">
                {dayAndTime(line.at, timeZone)} ·{' '}
              </Text>
              {line.text}
            </Text>
          ))}
        </Stack>
      </Stack>
    );

  return (
    <Paper withBorder radius="lg" component="section" aria-label={title} style={{ overflowWrap: 'anywhere' }}>
      <Accordion
        value={opened ? 'log' : null}
        onChange={(value) => onOpenedChange(value === 'log')}
        radius="lg"
        order={2}
      >
        <Accordion.Item value="log" style={{ borderBottom: 0 }}>
          <Accordion.Control mih={44}>
            <Text fw={700}>{title}</Text>
          </Accordion.Control>
          <Accordion.Panel>{body}</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Paper>
  );
}
