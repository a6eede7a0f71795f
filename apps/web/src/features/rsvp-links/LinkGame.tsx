/**
 * The game a one-tap link page is about (README "Notifications", "Reserves"): its description, group,
 * kick-off ("Thursday, 4 March 2027, 19:00" on the group's clock, README "A group's time zone and
 * currency", in the browser's language, with the zone's short name when the reader's clock shows
 * another time then) and venue. Shown by the RSVP and offer link pages.
 */
import { Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { sameWallClock, zoneAbbreviation } from '@turnout/shared/zone-rules';
import { timeOfDay } from '../../lib/when.ts';
import { readerLocale } from '../../i18n/languages.ts';

type LinkGameFacts = {
  description: string;
  group_name: string;
  game_datetime: string;
  time_zone: string;
  venue: string | null;
};

/** "Thursday, 4 March 2027, 19:00", with "\u00a0SAST" when the reader's clock differs. */
export function kickOff(game: Pick<LinkGameFacts, 'game_datetime' | 'time_zone'>): string {
  const date = new Intl.DateTimeFormat(readerLocale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: game.time_zone,
  }).format(new Date(game.game_datetime));
  const viewer = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zone = sameWallClock(game.game_datetime, game.time_zone, viewer)
    ? ''
    : `\u00a0${zoneAbbreviation(game.game_datetime, game.time_zone)}`;
  return `${date}, ${timeOfDay(game.game_datetime, game.time_zone)}${zone}`;
}

export function LinkGame({ game }: { game: LinkGameFacts }) {
  return (
    <Stack gap={6}>
      <Text fw={700} size="lg">
        {game.description}
      </Text>
      <Text size="sm" c="dimmed">
        {game.group_name}
      </Text>
      <Group gap={6} wrap="nowrap">
        <IconCalendarEvent size={18} aria-hidden />
        <Text>{kickOff(game)}</Text>
      </Group>
      {game.venue && (
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={18} aria-hidden />
          <Text>{game.venue}</Text>
        </Group>
      )}
    </Stack>
  );
}
