/**
 * Live unread counts (docs/product.md#s2-notifications; docs/design.md#realtime): the server pushes
 * `notifications_unread_count { unreadCount }` to the user's room once the change that notified them has
 * committed, and never for a refused change.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents, type NotificationsUnreadPush } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { closeClients, collect, connectClient, listen, nextEvent } from '../../support/sockets.ts';

describe('live notification counts', () => {
  let t: TestContext;
  let base: string;
  let admin: TestUser;
  let player: TestUser;
  let bystander: TestUser;
  let groupId: number;

  beforeAll(async () => {
    t = await build();
    base = await listen(t);
    admin = await createUser(t);
    player = await createUser(t);
    bystander = await createUser(t);
    groupId = (await createGroup(t, admin, { members: [player, bystander] })).id;
  });
  afterEach(() => closeClients());
  afterAll(() => t.close());

  it('sends the moved player their new unread count, and nobody else anything', async () => {
    const game = await createGame(t, groupId, admin, { maxPlayers: 2 });
    const playerSocket = await connectClient(base, player.token);
    const otherTab = await connectClient(base, player.token);
    const bystanderSocket = await connectClient(base, bystander.token);
    const bystanderPushes = collect(bystanderSocket, serverEvents.notificationsUnreadCount);

    const push = nextEvent<NotificationsUnreadPush>(playerSocket, serverEvents.notificationsUnreadCount);
    const pushToOtherTab = nextEvent<NotificationsUnreadPush>(
      otherTab,
      serverEvents.notificationsUnreadCount,
    );
    // The admin adds the player to the main team (a move to the reserves needs someone waiting there,
    // who would be promoted and told too).
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rsvps/add',
      headers: t.auth(admin),
      payload: { gameId: game.id, userId: player.id, status: 'in' },
    });
    expect(res.statusCode).toBe(200);
    expect(await push).toEqual({ unreadCount: 1 });
    expect(await pushToOtherTab).toEqual({ unreadCount: 1 });

    // Marking it read pushes the lower count too (other tabs follow).
    const [notification] = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: t.auth(player) })
    ).json().notifications;
    const lower = nextEvent<NotificationsUnreadPush>(otherTab, serverEvents.notificationsUnreadCount);
    await t.app.inject({
      method: 'PUT',
      url: `/api/notifications/${notification.id}/mark-read`,
      headers: t.auth(player),
    });
    expect(await lower).toEqual({ unreadCount: 0 });
    expect(bystanderPushes).toEqual([]);
  });

  it('pushes nothing for a refused (rolled-back) change', async () => {
    const game = await createGame(t, groupId, admin, { maxPlayers: 1 });
    await setRsvp(t, game.id, bystander.id, 'in');
    await setRsvp(t, game.id, player.id, 'reserves');
    const socket = await connectClient(base, player.token);
    const pushes = collect(socket, serverEvents.notificationsUnreadCount);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/rsvps/admin/update-team',
      headers: t.auth(admin),
      payload: { gameId: game.id, userId: player.id, newTeam: 'main' },
    });
    expect(refused.statusCode).toBe(409);
    // A later change that does notify arrives first: nothing was sent for the refused one.
    const push = nextEvent<NotificationsUnreadPush>(socket, serverEvents.notificationsUnreadCount);
    await t.app.inject({
      method: 'POST',
      url: '/api/rsvps/remove',
      headers: t.auth(admin),
      payload: { gameId: game.id, userId: player.id },
    });
    await push;
    expect(pushes).toHaveLength(1);
  });

  it('pushes to the reserve promoted when a main-team player deletes their account', async () => {
    const leaver = await createUser(t);
    const reserve = await createUser(t);
    const gid = (await createGroup(t, admin, { members: [leaver, reserve] })).id;
    const game = await createGame(t, gid, admin, { maxPlayers: 1 });
    await setRsvp(t, game.id, leaver.id, 'in');
    await setRsvp(t, game.id, reserve.id, 'reserves');
    const socket = await connectClient(base, reserve.token);
    const push = nextEvent<NotificationsUnreadPush>(socket, serverEvents.notificationsUnreadCount);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/delete-account',
      headers: t.auth(leaver),
    });
    expect(res.statusCode).toBe(200);
    expect(await push).toEqual({ unreadCount: 1 });
  });
});
