/**
 * The rows of endpoints.ts for the calendar feed (README "Notifications", calendar feed): kept in their
 * own file so each feature adds its endpoints beside its code. Same conventions as endpoints.ts: the
 * feed URL and its reset are the caller's own (every signed-in role); the feed itself is public — its
 * secret is the key, so any caller with `member`'s secret reads `member`'s feed, token or not. One
 * game's file ("Add to my calendar") is the game's: its group's members only.
 */
import type { Endpoint } from './endpoints.ts';

const SIGNED_IN = { visitor: 401, outsider: 200, member: 200, admin: 200 };
const PUBLIC_OK = { visitor: 200, outsider: 200, member: 200, admin: 200 };
const MEMBERS = { visitor: 401, outsider: 404, member: 200, admin: 200 };

export const endpoints: Record<string, Endpoint> = {
  'GET /api/calendar/feed': { request: () => ({ url: '/api/calendar/feed' }), expect: SIGNED_IN },
  'POST /api/calendar/feed/reset': {
    request: () => ({ url: '/api/calendar/feed/reset' }),
    expect: SIGNED_IN,
  },
  'GET /api/games/:id/calendar.ics': {
    request: (w) => ({ url: `/api/games/${w.game.id}/calendar.ics` }),
    expect: MEMBERS,
    ids: ['id'],
  },
  'GET /calendar/:file': { request: (w) => ({ url: `/calendar/${w.calendarFile}` }), expect: PUBLIC_OK },
};
