/**
 * "Main team 7/10", with a Full badge when no place is left: the fact players look for first. The badge's
 * text meets WCAG AA contrast in both colour schemes.
 */
import { Badge, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { mainTeamCount } from '../format.ts';
import { gameScreenTexts } from '../i18n.ts';

/** The "Full" text: darker than Mantine's red-9 on the pale red badge (6.2:1, not 4.5:1), pale on the dark one. */
const FULL_TEXT = 'light-dark(#a51d1d, var(--mantine-color-red-2))';

type Props = { count: number; max: number; reserves?: number };

export function TeamCount({ count, max, reserves = 0 }: Props) {
  const t = gameScreenTexts.useT();
  const { full } = mainTeamCount(count, max);
  return (
    <Group gap={6} wrap="nowrap">
      <IconUsers size={18} aria-hidden />
      <Text size="sm">
        {t('count.mainTeam')} <b>{t('count.tally', { main: count, max })}</b>
      </Text>
      {full && (
        <Badge color="red" variant="light" size="sm" c={FULL_TEXT}>
          {t('count.full')}
        </Badge>
      )}
      {reserves > 0 && (
        <Text size="sm" c="dimmed">
          {t('count.reserves', { count: reserves })}
        </Text>
      )}
    </Group>
  );
}
