// "Add to calendar" on the games screen (README "Notifications", calendar feed): the feed link is
// fetched only when the player opens the control, copied to the clipboard (or shown to copy by hand
// when the clipboard refuses), offered as webcal: for phones, and replaced after a confirmed reset that
// says the old link stops working. The network is MSW.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { aGame } from '../../test/fixtures.ts';
import GamesRoute from '../../app/GamesRoute.tsx';
import { calendarTexts } from './texts.ts';

const FIRST = 'https://turnout.example/calendar/first-secret.ics';
const SECOND = 'https://turnout.example/calendar/second-secret.ics';

/** The games list and the feed endpoints; counts the feed's GETs and resets. */
function answer(feed: () => Response = () => HttpResponse.json({ url: FIRST })) {
  const asked = { feed: 0, reset: 0 };
  server.use(
    http.get('/api/games', () => HttpResponse.json({ games: [aGame()] })),
    http.get('/api/groups/my-groups-with-admin-status', () => HttpResponse.json({ groups: [] })),
    http.get('/api/calendar/feed', () => {
      asked.feed += 1;
      return feed();
    }),
    http.post('/api/calendar/feed/reset', () => {
      asked.reset += 1;
      return HttpResponse.json({ url: SECOND });
    }),
  );
  return asked;
}

/** Renders /games and opens "Add to calendar". */
async function openControl() {
  const view = renderInApp(<GamesRoute />, { route: '/games', path: '/games' });
  expect(await screen.findByText('Five-a-side')).toBeVisible();
  await view.user.click(screen.getByRole('button', { name: calendarTexts.button }));
  return view;
}

describe('Add to calendar', () => {
  it('fetches the link only once opened, and offers it as webcal: for a calendar app', async () => {
    const asked = answer();
    const { queryClient, user } = renderInApp(<GamesRoute />, { route: '/games', path: '/games' });
    expect(await screen.findByText('Five-a-side')).toBeVisible();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked.feed).toBe(0);

    await user.click(screen.getByRole('button', { name: calendarTexts.button }));
    const open = await screen.findByRole('link', { name: calendarTexts.open });
    expect(open).toHaveAttribute('href', 'webcal://turnout.example/calendar/first-secret.ics');
    expect(screen.getByText(calendarTexts.private)).toBeVisible();
    expect(asked.feed).toBe(1);
  });

  it('copies the https link to the clipboard', async () => {
    answer();
    const { user } = await openControl();
    await user.click(await screen.findByRole('button', { name: calendarTexts.copy }));
    expect(await screen.findByText(calendarTexts.copied)).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(FIRST);
  });

  it('shows the link in a field to copy by hand when the clipboard refuses', async () => {
    answer();
    const { user } = await openControl();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('NotAllowedError'));
    await user.click(await screen.findByRole('button', { name: calendarTexts.copy }));
    const field = await screen.findByLabelText(calendarTexts.copyByHand);
    expect(field).toHaveValue(FIRST);
    expect(field).toHaveAttribute('readonly');
    expect(screen.queryByText(calendarTexts.copied)).toBeNull();
  });

  it('resets the link only after a confirmation saying the old one stops working', async () => {
    const asked = answer();
    const { user } = await openControl();
    await user.click(await screen.findByRole('button', { name: calendarTexts.reset }));
    let dialog = await screen.findByRole('dialog', { name: calendarTexts.resetTitle });
    expect(within(dialog).getByText(calendarTexts.resetMessage)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: calendarTexts.resetTitle })).toBeNull());
    expect(asked.reset).toBe(0);

    await user.click(screen.getByRole('button', { name: calendarTexts.button }));
    await user.click(await screen.findByRole('button', { name: calendarTexts.reset }));
    dialog = await screen.findByRole('dialog', { name: calendarTexts.resetTitle });
    await user.click(within(dialog).getByRole('button', { name: calendarTexts.reset }));
    expect(await screen.findByText(calendarTexts.resetDone)).toBeVisible();
    expect(asked.reset).toBe(1);
    expect(await screen.findByRole('link', { name: calendarTexts.open })).toHaveAttribute(
      'href',
      'webcal://turnout.example/calendar/second-secret.ics',
    );
  });

  it('says when the link cannot be fetched, and tries again on request', async () => {
    let fail = true;
    const asked = answer(() =>
      fail ? HttpResponse.json({ error: 'Boom' }, { status: 500 }) : HttpResponse.json({ url: FIRST }),
    );
    const { user } = await openControl();
    expect(await screen.findByText(calendarTexts.loadError)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: calendarTexts.retry }));
    expect(await screen.findByRole('link', { name: calendarTexts.open })).toBeVisible();
    expect(asked.feed).toBe(2);
  });
});
