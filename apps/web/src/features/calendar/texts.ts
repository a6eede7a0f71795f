/** The words of the calendar feed's control and of one game's "Add to my calendar" (README "Notifications", calendar feed). */
export const calendarTexts = {
  button: 'Add to calendar',
  buttonShort: 'Calendar',
  intro:
    'Subscribe to your games in your own calendar: each shows whether you are in, a reserve or out, and moves when the game does.',
  private: 'Keep this link to yourself: anyone who has it can see your games.',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyByHand: 'Copy this link into your calendar app:',
  open: 'Open in calendar app',
  reset: 'Reset link',
  resetTitle: 'Reset your calendar link?',
  resetMessage:
    'The current link stops working at once: calendars subscribed to it stop showing your games. You get a new link to add again.',
  resetDone: 'Your calendar has a new link: add it to your calendar app again.',
  loadError: 'Could not get your calendar link.',
  resetError: 'Could not reset your calendar link.',
  retry: 'Try again',
  gameButton: 'Add to my calendar',
  gameFailed: 'Could not download the calendar file.',
} as const;
