// The entry's screen matcher (app/screens.ts matchScreen) picks the route React Router shows for a path,
// so the right screen starts loading with the app (bench/README.md "Web").
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { matchScreen, screens } from './screens.ts';

describe('matchScreen', () => {
  const paths = [
    '/',
    '/login',
    '/games',
    '/games/12',
    '/games/12/edit',
    '/games/12/edit-team',
    '/edit-team/12',
    '/chat/groups',
    '/chat/groups/3',
    '/chat/direct',
    '/chat/direct/9',
    '/chat/44',
    '/group/5/add-member',
    '/groups/create-group',
    '/invite/abc',
    '/Games/7/',
  ];

  it.each(paths)('%s: the screen React Router matches', (path) => {
    const router = matchRoutes(screens, path)?.[0]?.route;
    expect(router).toBeDefined();
    expect(matchScreen(screens, path)).toBe(router);
  });

  it('nothing for a path of no screen', () => {
    expect(matchScreen(screens, '/no/such/screen/here')).toBeUndefined();
    expect(matchRoutes(screens, '/no/such/screen/here')).toBeNull();
  });
});
