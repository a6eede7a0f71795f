// The games list's Create Game button (docs/product.md#s2-games-list) is offered only to a user who
// administers a group: /create-game sends anyone else away to create a group first. The network is MSW.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { aGame, aGroup } from '../../test/fixtures.ts';
import GamesScreen from './GamesScreen.tsx';

/** Answers the games list and the user's groups (admin of group 5 or not); counts the groups requests. */
function answer({ admin }: { admin: boolean }) {
  const asked = { groups: 0 };
  server.use(
    http.get('/api/games', () => HttpResponse.json({ games: [aGame()] })),
    http.get('/api/groups/my-groups-with-admin-status', () => {
      asked.groups += 1;
      return HttpResponse.json({
        groups: [aGroup({ is_admin: admin }), aGroup({ id: 6, name: 'Sunday League', is_admin: false })],
      });
    }),
  );
  return asked;
}

describe('Create Game on the games list', () => {
  it('is hidden from a player who administers no group', async () => {
    const asked = answer({ admin: false });
    const { queryClient } = renderInApp(<GamesScreen />, { route: '/games', path: '/games' });
    expect(await screen.findByText('Five-a-side')).toBeVisible();
    await waitFor(() => expect(asked.groups).toBe(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('link', { name: 'Home' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /create game/i })).toBeNull();
  });

  it('is shown to an admin of a group, and opens the create-game form', async () => {
    answer({ admin: true });
    const { user } = renderInApp(<GamesScreen />, { route: '/games', path: '/games' });
    const create = await screen.findByRole('link', { name: 'Create Game' });
    expect(create).toHaveAttribute('href', '/create-game');
    await user.click(create);
    expect(await screen.findByText('At /create-game')).toBeVisible();
  });

  it('is hidden while the groups fail to load', async () => {
    server.use(
      http.get('/api/games', () => HttpResponse.json({ games: [aGame()] })),
      http.get('/api/groups/my-groups-with-admin-status', () => HttpResponse.json({}, { status: 500 })),
    );
    const { queryClient } = renderInApp(<GamesScreen />, { route: '/games', path: '/games' });
    expect(await screen.findByText('Five-a-side')).toBeVisible();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('link', { name: /create game/i })).toBeNull();
  });
});
