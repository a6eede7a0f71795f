// What the service worker keeps of the API for reading offline (README "Notifications", installable
// app): which GETs, and that the copies never outlive the session that made them — sign-out (any kind)
// and a sign-in as someone else delete them; the same person signing in again keeps them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testToken } from '../test/session.ts';
import { API_CACHE, keptForOffline } from './offline-cache.ts';
import { signIn, signOut } from './session.ts';

const origin = 'https://turnout.test';
const kept = (path: string, method = 'GET') => keptForOffline(new URL(path, origin), origin, method);

describe('the API answers kept for offline reading', () => {
  it('are the games list, a game, its team sheet, its series and the user’s groups, by GET only', () => {
    for (const path of [
      '/api/games',
      '/api/games/12',
      '/api/games/12/team',
      '/api/game-series/3',
      '/api/groups/my-groups-with-admin-status',
    ])
      expect(kept(path), path).toBe(true);
    expect(kept('/api/games/12/team', 'POST')).toBe(false);
    for (const path of [
      '/api/games?x=1',
      '/api/games/12/rsvps',
      '/api/notifications',
      '/api/users/profile',
      '/api/chat/unread-count',
      '/api/rsvp-links/abc',
      '/games',
    ])
      expect(kept(path), path).toBe(false);
    expect(keptForOffline(new URL('/api/games', 'https://elsewhere.test'), origin, 'GET')).toBe(false);
  });
});

describe('the kept answers and the session', () => {
  /** A Cache Storage holding `names` (happy-dom has none). */
  let names: Set<string>;
  beforeEach(() => {
    names = new Set([API_CACHE, 'workbox-precache-v2']);
    vi.stubGlobal('caches', {
      delete: async (name: string) => names.delete(name),
      has: async (name: string) => names.has(name),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('are deleted at sign-out, expired or not, and the app shell is kept', async () => {
    signIn(testToken({ id: 12 }));
    names.add(API_CACHE);
    signOut();
    await settled();
    expect(names.has(API_CACHE)).toBe(false);
    expect(names.has('workbox-precache-v2')).toBe(true);

    signIn(testToken({ id: 12 }));
    names.add(API_CACHE);
    signOut({ expired: true });
    await settled();
    expect(names.has(API_CACHE)).toBe(false);
  });

  it('are deleted when someone else signs in, and kept when the same person signs in again', async () => {
    signIn(testToken({ id: 12 }));
    names.add(API_CACHE);
    signIn(testToken({ id: 12, name: 'Ada renamed' }));
    await settled();
    expect(names.has(API_CACHE)).toBe(true);

    signIn(testToken({ id: 13, name: 'Bea' }));
    await settled();
    expect(names.has(API_CACHE)).toBe(false);
  });
});
