import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { removeMembership } from '../../../src/modules/groups/service.ts';
import { POSTGRES } from '../../support/servers.ts';

/** Leaving a group and what follows: admin handover, deleting an empty group, released RSVPs. */
describe('leaving a group', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'DELETE', url: string, user: TestUser) =>
    t.app.inject({ method, url, headers: t.auth(user) });
  const leave = (groupId: number, user: TestUser) => call('DELETE', `/api/groups/${groupId}/leave`, user);
  const members = async (groupId: number, user: TestUser) =>
    (await call('GET', `/api/groups/${groupId}/members`, user)).json().members as {
      id: number;
      is_admin: boolean;
    }[];

  it('lets a member leave; the group no longer shows for them', async () => {
    const [admin, member] = await Promise.all([createUser(t), createUser(t)]);
    const group = await createGroup(t, admin, { name: 'Leavers FC', members: [member] });
    const res = await leave(group.id, member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'You have left Leavers FC.' });
    expect((await call('GET', `/api/groups/${group.id}`, member)).statusCode).toBe(404);
    expect((await call('GET', '/api/groups/my-groups-with-admin-status', member)).json().groups).toEqual([]);
    expect(await members(group.id, admin)).toEqual([
      expect.objectContaining({ id: admin.id, is_admin: true }),
    ]);
    expect((await leave(group.id, member)).statusCode).toBe(404);
  });

  it('answers 404 to an outsider or an unknown group', async () => {
    const [admin, outsider] = await Promise.all([createUser(t), createUser(t)]);
    const group = await createGroup(t, admin);
    expect((await leave(group.id, outsider)).statusCode).toBe(404);
    expect((await leave(999999, admin)).statusCode).toBe(404);
  });

  it('hands admin to the longest-standing member when the last admin leaves', async () => {
    const [admin, first, second] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const group = await createGroup(t, admin, { members: [first, second] });
    expect((await leave(group.id, admin)).statusCode).toBe(200);
    expect(await members(group.id, first)).toEqual([
      expect.objectContaining({ id: first.id, is_admin: true }),
      expect.objectContaining({ id: second.id, is_admin: false }),
    ]);
    expect((await call('GET', '/api/groups/my-admin-groups', first)).json().adminGroups).toEqual([
      { id: group.id, name: group.name },
    ]);
  });

  it('keeps the admins as they are when another admin remains', async () => {
    const [admin, coAdmin, member] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const group = await createGroup(t, admin, { admins: [coAdmin], members: [member] });
    expect((await leave(group.id, admin)).statusCode).toBe(200);
    expect(await members(group.id, member)).toEqual([
      expect.objectContaining({ id: coAdmin.id, is_admin: true }),
      expect.objectContaining({ id: member.id, is_admin: false }),
    ]);
  });

  it('hands admin over when the last admin is removed through account deletion (removeMembership)', async () => {
    const [admin, member] = await Promise.all([createUser(t), createUser(t)]);
    const group = await createGroup(t, admin, { members: [member] });
    await t.app.db.transaction((tx) => removeMembership(tx, t.app.events, group.id, admin.id));
    expect(await members(group.id, member)).toEqual([
      expect.objectContaining({ id: member.id, is_admin: true }),
    ]);
    // A non-member or an unknown group: nothing happens.
    await t.app.db.transaction((tx) => removeMembership(tx, t.app.events, group.id, admin.id));
    await t.app.db.transaction((tx) => removeMembership(tx, t.app.events, 999999, admin.id));
    expect(await members(group.id, member)).toHaveLength(1);
  });

  it(`${POSTGRES} still leaves an admin when both admins leave at the same moment`, async () => {
    const [a, b, member, later] = await Promise.all([1, 2, 3, 4].map(() => createUser(t)));
    const group = await createGroup(t, a!, { admins: [b!], members: [member!, later!] });
    const replies = await Promise.all([leave(group.id, a!), leave(group.id, b!)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await members(group.id, member!)).toEqual([
      expect.objectContaining({ id: member!.id, is_admin: true }),
      expect.objectContaining({ id: later!.id, is_admin: false }),
    ]);
  });

  it('deletes the group when its last member leaves', async () => {
    const [admin, member] = await Promise.all([createUser(t), createUser(t)]);
    const group = await createGroup(t, admin, { members: [member] });
    expect((await leave(group.id, member)).statusCode).toBe(200);
    expect((await leave(group.id, admin)).statusCode).toBe(200);
    // Rejoining is impossible: the group is gone for everyone.
    expect((await call('GET', `/api/groups/${group.id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/groups/my', admin)).json().groups).toEqual([]);
  });

  it("takes the leaver off the group's upcoming games and promotes the first reserve", async () => {
    const [admin, member, reserve] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const group = await createGroup(t, admin, { members: [member, reserve] });
    const game = await createGame(t, group.id, admin, { maxPlayers: 1 });
    await setRsvp(t, game.id, member.id, 'in');
    await setRsvp(t, game.id, reserve.id, 'reserves');
    expect((await leave(group.id, member)).statusCode).toBe(200);
    const team = await call('GET', `/api/games/${game.id}/team`, admin);
    expect(team.statusCode).toBe(200);
    const ids = (list: { user_id: number }[]) => list.map((e) => e.user_id);
    expect(ids(team.json().mainTeam)).toEqual([reserve.id]);
    expect(ids(team.json().reserves)).toEqual([]);
    expect(ids(team.json().notAttending)).not.toContain(member.id);
  });
});
