/**
 * The "Add to calendar" button itself: the games screen shows it before the popover's code has loaded.
 * On a phone it reads "Calendar" (the header keeps Home and Create Game on one line); its accessible
 * name is "Add to calendar" everywhere.
 */
import type { ComponentPropsWithRef } from 'react';
import { Box, Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { calendarTexts } from './texts.ts';
import { calendarScreenTexts } from './i18n.ts';

export function CalendarButton(props: ComponentPropsWithRef<'button'> & { loading?: boolean }) {
  calendarScreenTexts.useT(); // re-renders in a new language
  return (
    <Button
      variant="default"
      leftSection={<IconCalendarPlus size={18} aria-hidden />}
      aria-label={calendarTexts.button}
      {...props}
    >
      <Box component="span" hiddenFrom="sm">
        {calendarTexts.buttonShort}
      </Box>
      <Box component="span" visibleFrom="sm">
        {calendarTexts.button}
      </Box>
    </Button>
  );
}
