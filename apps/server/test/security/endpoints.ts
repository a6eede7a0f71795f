/**
 * THE table of every HTTP endpoint: for each `METHOD /url` as Fastify registered
 * it, a valid request in a fresh World and the status each role gets for it — visitor (no token), a
 * member of another group, a member, the group's admin, and a former member (who answers as the member
 * of another group unless their row says otherwise, expectedStatus). The access matrix (access-matrix.test.ts)
 * replays it; the fuzz suite (fuzz.test.ts) starts from its requests. Both fail when the app has a
 * route this table does not name (or the other way round), so a new endpoint cannot be forgotten.
 *
 * Conventions the statuses follow (docs/design.md#api): no token → 401; a group the caller is
 * not in, or a resource that is not theirs → 404 (they never learn it exists); a member trying an admin
 * action → 403; public routes (signup, login, password recovery, invitation check, probes) ignore the
 * token. Endpoints about the caller's own things (profile, notifications, chat counts) answer every
 * signed-in role.
 */
import { FACTORY_PASSWORD, type TestUser } from '../support/factories.ts';
import { freshEmail, freshMobile, type Role, type World } from './world.ts';
import { endpoints as push } from './endpoints-push.ts';
import { endpoints as rsvpLinks } from './endpoints-rsvp-links.ts';
import { endpoints as calendar } from './endpoints-calendar.ts';
import { endpoints as notificationSettings } from './endpoints-notification-settings.ts';
import { endpoints as guests } from './endpoints-guests.ts';
import { endpoints as money } from './endpoints-money.ts';
import { endpoints as inviteLinks } from './endpoints-invite-links.ts';
import { endpoints as pastGames } from './endpoints-past-games.ts';
import { endpoints as exportsEndpoints } from './endpoints-exports.ts';
import { endpoints as sides } from './endpoints-sides.ts';
import { endpoints as results } from './endpoints-results.ts';
import { endpoints as passkeys } from './endpoints-passkeys.ts';
import { endpoints as emailSignIn } from './endpoints-email-sign-in.ts';

export type EndpointRequest = {
  /** The concrete URL (path params filled in, no query string). */
  url: string;
  body?: unknown;
  query?: Record<string, string>;
};

export type Endpoint = {
  /** A valid request in world `w`, made by `as` (null for the visitor). */
  request(w: World, as: TestUser | null): EndpointRequest;
  /**
   * The status each role gets for that request. `former` (a former member of the group) is named only
   * where it differs from the outsider's: once out of the group they are an outsider to it.
   */
  expect: Record<Exclude<Role, 'former'>, number> & { former?: number };
  /** Path params that are ids of rows (fuzzed as ids); any other param is fuzzed as a free string. */
  ids?: string[];
};

/** The status `role` gets for `endpoint` (a former member's is the outsider's unless named). */
export function expectedStatus(endpoint: Endpoint, role: Role): number {
  return role === 'former' ? (endpoint.expect.former ?? endpoint.expect.outsider) : endpoint.expect[role];
}

const inThreeDays = () => new Date(Date.now() + 3 * 24 * 3600_000).toISOString();

/** Statuses in role order: visitor, outsider (member of another group), member, admin. */
const s = (visitor: number, outsider: number, member: number, admin: number): Endpoint['expect'] => ({
  visitor,
  outsider,
  member,
  admin,
});
const PUBLIC_OK = s(200, 200, 200, 200);
const SIGNED_IN = s(401, 200, 200, 200);
const MEMBERS = s(401, 404, 200, 200);
const ADMINS = s(401, 404, 403, 200);

export const endpoints: Record<string, Endpoint> = {
  // Accounts (public)
  'POST /signup': {
    request: () => ({
      url: '/signup',
      body: {
        name: 'New',
        surname: 'Player',
        mobile: freshMobile(),
        email: freshEmail(),
        password: 'a good password',
      },
    }),
    expect: s(201, 201, 201, 201),
  },
  'POST /api/login': {
    request: (w) => ({ url: '/api/login', body: { email: w.spare.email, password: FACTORY_PASSWORD } }),
    expect: PUBLIC_OK,
  },
  'POST /api/login/request-password-reset': {
    request: (w) => ({ url: '/api/login/request-password-reset', body: { email: w.spare.email } }),
    expect: PUBLIC_OK,
  },
  'POST /api/login/reset-password': {
    request: (w) => ({
      url: '/api/login/reset-password',
      body: { token: w.resetToken, email: w.spare.email, newPassword: 'a brand new password' },
    }),
    expect: PUBLIC_OK,
  },
  // Accounts (the caller's own)
  'GET /api/auth/me': { request: () => ({ url: '/api/auth/me' }), expect: SIGNED_IN },
  'GET /api/users/profile': { request: () => ({ url: '/api/users/profile' }), expect: SIGNED_IN },
  'PUT /api/users/profile': {
    request: (_w, as) => ({
      url: '/api/users/profile',
      // Another email: it needs the current password.
      body: {
        name: 'Renamed',
        surname: as?.surname ?? 'Nobody',
        email: freshEmail(),
        mobile: freshMobile(),
        currentPassword: FACTORY_PASSWORD,
        require_invite: true,
      },
    }),
    expect: SIGNED_IN,
  },
  'POST /api/users/sign-out-everywhere': {
    request: () => ({ url: '/api/users/sign-out-everywhere' }),
    expect: SIGNED_IN,
  },
  'POST /api/users/change-password': {
    request: () => ({
      url: '/api/users/change-password',
      body: { currentPassword: FACTORY_PASSWORD, newPassword: 'another good password' },
    }),
    expect: SIGNED_IN,
  },
  'DELETE /api/users/delete-account': {
    request: () => ({ url: '/api/users/delete-account' }),
    expect: SIGNED_IN,
  },

  // Groups
  'GET /api/groups/my-groups-with-admin-status': {
    request: () => ({ url: '/api/groups/my-groups-with-admin-status' }),
    expect: SIGNED_IN,
  },
  'GET /api/groups/my': { request: () => ({ url: '/api/groups/my' }), expect: SIGNED_IN },
  'GET /api/groups/my-admin-groups': {
    request: () => ({ url: '/api/groups/my-admin-groups' }),
    expect: SIGNED_IN,
  },
  'POST /api/groups': {
    request: () => ({
      url: '/api/groups',
      body: {
        name: 'Sunday league',
        time_zone: 'Europe/London',
        currency: 'GBP',
        locale: 'en-GB',
        reminder_hours: 12,
      },
    }),
    expect: s(401, 201, 201, 201),
  },
  'GET /api/groups/:id': {
    request: (w) => ({ url: `/api/groups/${w.group.id}` }),
    expect: MEMBERS,
    ids: ['id'],
  },
  'PUT /api/groups/:id': {
    request: (w) => ({
      url: `/api/groups/${w.group.id}`,
      body: { name: 'Renamed group', time_zone: 'Europe/London', currency: 'GBP', reminder_hours: 12 },
    }),
    expect: ADMINS,
    ids: ['id'],
  },
  'DELETE /api/groups/:id': {
    request: (w) => ({ url: `/api/groups/${w.group.id}` }),
    expect: ADMINS,
    ids: ['id'],
  },
  'DELETE /api/groups/:id/leave': {
    request: (w) => ({ url: `/api/groups/${w.group.id}/leave` }),
    expect: MEMBERS,
    ids: ['id'],
  },
  'GET /api/groups/:id/members': {
    request: (w) => ({ url: `/api/groups/${w.group.id}/members` }),
    expect: MEMBERS,
    ids: ['id'],
  },
  'POST /api/groups/:id/members': {
    // An unknown mobile with an email: an invitation.
    request: (w) => ({
      url: `/api/groups/${w.group.id}/members`,
      body: { mobile: freshMobile(), email: freshEmail() },
    }),
    expect: ADMINS,
    ids: ['id'],
  },
  'GET /api/groups/:id/invites': {
    request: (w) => ({ url: `/api/groups/${w.group.id}/invites` }),
    expect: ADMINS,
    ids: ['id'],
  },
  'DELETE /api/groups/:id/invites/:inviteId': {
    request: (w) => ({ url: `/api/groups/${w.group.id}/invites/${w.inviteId}` }),
    expect: ADMINS,
    ids: ['id', 'inviteId'],
  },
  'DELETE /api/groups/:id/members/:userId': {
    request: (w) => ({ url: `/api/groups/${w.group.id}/members/${w.spare.id}` }),
    expect: ADMINS,
    ids: ['id', 'userId'],
  },
  'PUT /api/groups/:id/members/:userId/admin': {
    request: (w) => ({
      url: `/api/groups/${w.group.id}/members/${w.spare.id}/admin`,
      body: { makeAdmin: true },
    }),
    expect: ADMINS,
    ids: ['id', 'userId'],
  },

  // Games
  'GET /api/games': { request: () => ({ url: '/api/games' }), expect: SIGNED_IN },
  'POST /api/games': {
    request: (w) => ({
      url: '/api/games',
      body: {
        group_id: w.group.id,
        description: 'Friday five',
        game_datetime: inThreeDays(),
        max_players: 10,
      },
    }),
    expect: s(401, 404, 403, 201),
  },
  'GET /api/games/:id': {
    request: (w) => ({ url: `/api/games/${w.game.id}` }),
    expect: MEMBERS,
    ids: ['id'],
  },
  'PUT /api/games/:id': {
    request: (w) => ({
      url: `/api/games/${w.game.id}`,
      body: { description: 'Moved', game_datetime: inThreeDays(), max_players: 8, venue: 'Astro 1' },
    }),
    expect: ADMINS,
    ids: ['id'],
  },
  'DELETE /api/games/:id': {
    request: (w) => ({ url: `/api/games/${w.game.id}` }),
    expect: ADMINS,
    ids: ['id'],
  },
  // Cancel and reinstate (README "Cancelled games"): reinstating works on a game cancelled first, so its
  // request is made on the world's other upcoming game, the series' one, cancelled by the world itself.
  'POST /api/games/:id/cancel': {
    request: (w) => ({ url: `/api/games/${w.game.id}/cancel`, body: { message: 'Pitch flooded' } }),
    expect: ADMINS,
    ids: ['id'],
  },
  'POST /api/games/:id/reinstate': {
    request: (w) => ({ url: `/api/games/${w.cancelledGame.id}/reinstate` }),
    expect: ADMINS,
    ids: ['id'],
  },
  'GET /api/games/:id/team': {
    request: (w) => ({ url: `/api/games/${w.game.id}/team` }),
    expect: MEMBERS,
    ids: ['id'],
  },
  'DELETE /api/games/:id/remove-player/:userId': {
    request: (w) => ({ url: `/api/games/${w.game.id}/remove-player/${w.spare.id}` }),
    expect: ADMINS,
    ids: ['id', 'userId'],
  },
  // Reminders (README "Reminders"). At most once per game per 10 minutes (429 after that): the matrix
  // builds a fresh world (a new game) for each endpoint and only the admin's call succeeds, so the limit
  // never bites here; in the world everyone but the admin has answered, so the admin's call reminds 0.
  'POST /api/games/:id/remind': {
    request: (w) => ({ url: `/api/games/${w.game.id}/remind` }),
    expect: ADMINS,
    ids: ['id'],
  },

  // Recurring games (README "Recurring games")
  'POST /api/game-series': {
    request: (w) => ({
      url: '/api/game-series',
      body: {
        group_id: w.group.id,
        description: 'Thursday five',
        max_players: 10,
        start_date: inThreeDays().slice(0, 10),
        time: '19:00',
        rrule: 'FREQ=WEEKLY;COUNT=4',
      },
    }),
    expect: s(401, 404, 403, 201),
  },
  'GET /api/game-series/:id': {
    request: (w) => ({ url: `/api/game-series/${w.series.id}` }),
    expect: MEMBERS,
    ids: ['id'],
  },
  'PUT /api/game-series/:id': {
    request: (w) => ({
      url: `/api/game-series/${w.series.id}`,
      body: {
        description: 'Moved five',
        max_players: 8,
        venue: 'Astro 1',
        start_date: inThreeDays().slice(0, 10),
        time: '20:00',
        rrule: 'FREQ=WEEKLY',
      },
    }),
    expect: ADMINS,
    ids: ['id'],
  },
  'DELETE /api/game-series/:id': {
    request: (w) => ({ url: `/api/game-series/${w.series.id}` }),
    expect: ADMINS,
    ids: ['id'],
  },
  'GET /api/groups/:id/series': {
    request: (w) => ({ url: `/api/groups/${w.group.id}/series` }),
    expect: MEMBERS,
    ids: ['id'],
  },

  // RSVPs
  'POST /api/rsvps': {
    request: (w) => ({ url: '/api/rsvps', body: { gameId: w.game.id, status: 'in' } }),
    expect: MEMBERS,
  },
  'POST /api/rsvps/admin/update-team': {
    request: (w) => ({
      url: '/api/rsvps/admin/update-team',
      // spare is in the main team: a move there changes nothing, whoever asks.
      body: { userId: w.spare.id, gameId: w.game.id, newTeam: 'main' },
    }),
    expect: ADMINS,
  },
  'POST /api/rsvps/add': {
    request: (w) => ({
      url: '/api/rsvps/add',
      body: { gameId: w.game.id, userId: w.admin.id, status: 'in' },
    }),
    expect: ADMINS,
  },
  'POST /api/rsvps/remove': {
    request: (w) => ({ url: '/api/rsvps/remove', body: { gameId: w.game.id, userId: w.spare.id } }),
    expect: ADMINS,
  },

  // Chat
  'POST /api/chat/message': {
    request: (w) => ({
      url: '/api/chat/message',
      body: { type: 'group', group_id: w.group.id, content: 'On my way' },
    }),
    expect: s(401, 404, 201, 201),
  },
  'GET /api/chat/group-messages/:groupId': {
    request: (w) => ({ url: `/api/chat/group-messages/${w.group.id}`, query: { limit: '50' } }),
    expect: MEMBERS,
    ids: ['groupId'],
  },
  'GET /api/chat/direct-messages/:userId': {
    // The caller's own conversation with that person (empty for someone who never wrote to them).
    request: (w) => ({ url: `/api/chat/direct-messages/${w.spare.id}`, query: { limit: '50' } }),
    expect: SIGNED_IN,
    ids: ['userId'],
  },
  'POST /api/chat/mark-read': {
    // Only ids of messages addressed to the caller change anything; others are ignored.
    request: (w) => ({ url: '/api/chat/mark-read', body: { message_ids: [w.directMessageId] } }),
    expect: SIGNED_IN,
  },
  'POST /api/chat/group-messages/:groupId/read': {
    request: (w) => ({ url: `/api/chat/group-messages/${w.group.id}/read` }),
    expect: MEMBERS,
    ids: ['groupId'],
  },
  'DELETE /api/chat/message/:id': {
    // The member's message: only its sender may delete it.
    request: (w) => ({ url: `/api/chat/message/${w.groupMessageId}` }),
    expect: s(401, 404, 200, 403),
    ids: ['id'],
  },
  'GET /api/chat/unread-count': { request: () => ({ url: '/api/chat/unread-count' }), expect: SIGNED_IN },
  'GET /api/chat/eligible-users': { request: () => ({ url: '/api/chat/eligible-users' }), expect: SIGNED_IN },
  'GET /api/chat/conversations': { request: () => ({ url: '/api/chat/conversations' }), expect: SIGNED_IN },
  'GET /api/chat/group-unread': { request: () => ({ url: '/api/chat/group-unread' }), expect: SIGNED_IN },

  // Notifications (the member's own)
  'GET /api/notifications': { request: () => ({ url: '/api/notifications' }), expect: SIGNED_IN },
  'GET /api/notifications/unread-count': {
    request: () => ({ url: '/api/notifications/unread-count' }),
    expect: SIGNED_IN,
  },
  'PUT /api/notifications/:id/mark-read': {
    request: (w) => ({ url: `/api/notifications/${w.notificationId}/mark-read` }),
    expect: s(401, 404, 200, 404),
    ids: ['id'],
  },
  'DELETE /api/notifications/delete-all': {
    request: () => ({ url: '/api/notifications/delete-all' }),
    expect: SIGNED_IN,
  },
  'DELETE /api/notifications/delete-multiple': {
    // Another user's ids are ignored.
    request: (w) => ({ url: '/api/notifications/delete-multiple', body: { ids: [w.notificationId] } }),
    expect: SIGNED_IN,
  },

  // Invitations (sent to the outsider's email)
  'GET /api/invites/verify/:token': {
    request: (w) => ({ url: `/api/invites/verify/${w.inviteToken}` }),
    expect: PUBLIC_OK,
  },
  'POST /api/invites/:token/accept': {
    request: (w) => ({ url: `/api/invites/${w.inviteToken}/accept` }),
    // The invitation is the outsider's (their email): anyone else signed in, a former member too, gets 403.
    expect: { ...s(401, 200, 403, 403), former: 403 },
  },

  // Probes (outside /api)
  'GET /healthz': { request: () => ({ url: '/healthz' }), expect: PUBLIC_OK },
  'GET /readyz': { request: () => ({ url: '/readyz' }), expect: PUBLIC_OK },

  // README "Notifications": each feature's rows in its own file.
  ...push,
  ...rsvpLinks,
  ...calendar,
  ...notificationSettings,
  ...guests,
  ...money,
  ...inviteLinks,
  ...pastGames,
  ...exportsEndpoints,
  ...sides,
  ...results,
  ...passkeys,
  ...emailSignIn,
};

/** `METHOD /url` of every route the app registered (API and non-API), sorted. */
export function registeredRoutes(app: {
  apiRoutes: { method: string; url: string }[];
  nonApiRoutes: { method: string; url: string }[];
}): string[] {
  return [...app.apiRoutes, ...app.nonApiRoutes].map((r) => `${r.method} ${r.url}`).sort();
}

/**
 * Splits a table key into its method and URL pattern. A key may end in `?…` to name another row of the
 * same route (a query that changes what it answers: "GET /api/games?when=past"); the pattern leaves it out.
 */
export function parseKey(key: string): { method: string; pattern: string } {
  const [method, full] = key.split(' ') as [string, string];
  return { method, pattern: full.split('?')[0]! };
}

/** The routes the table names (`METHOD /url`, a key's `?…` left out), sorted, each once. */
export function tableRoutes(): string[] {
  const routes = Object.keys(endpoints).map((key) => {
    const { method, pattern } = parseKey(key);
    return `${method} ${pattern}`;
  });
  return [...new Set(routes)].sort();
}
