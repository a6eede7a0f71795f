import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';

/**
 * The group endpoints themselves: listing, creating, reading, renaming, deleting (docs/product.md#s7-groups).
 */
describe('groups API', () => {
  let t: TestContext;
  let admin: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let group: { id: number; name: string };

  beforeAll(async () => {
    t = await build();
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
    member = await createUser(t, { name: 'Mo', surname: 'Member' });
    outsider = await createUser(t, { name: 'Olu', surname: 'Outsider' });
    group = await createGroup(t, admin, { name: 'Thursday Five-a-side', members: [member] });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: user ? t.auth(user) : {},
      ...(payload === undefined ? {} : { payload }),
    });

  it('refuses every endpoint without a valid token (401)', async () => {
    const endpoints: [Parameters<typeof call>[0], string][] = [
      ['GET', '/api/groups/my-groups-with-admin-status'],
      ['GET', '/api/groups/my'],
      ['GET', '/api/groups/my-admin-groups'],
      ['POST', '/api/groups'],
      ['GET', `/api/groups/${group.id}`],
      ['PUT', `/api/groups/${group.id}`],
      ['DELETE', `/api/groups/${group.id}`],
      ['DELETE', `/api/groups/${group.id}/leave`],
      ['GET', `/api/groups/${group.id}/members`],
      ['POST', `/api/groups/${group.id}/members`],
      ['DELETE', `/api/groups/${group.id}/members/${member.id}`],
      ['PUT', `/api/groups/${group.id}/members/${member.id}/admin`],
    ];
    for (const [method, url] of endpoints) {
      const res = await call(
        method,
        url,
        undefined,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      const bad = await t.app.inject({ method, url, headers: { authorization: 'Bearer not-a-token' } });
      expect(bad.statusCode, `${method} ${url} with a bad token`).toBe(401);
    }
  });

  it('lists my groups with my admin flag and the member count', async () => {
    const other = await createGroup(t, member, { name: 'Abbey Road Hockey', members: [admin, outsider] });
    const expected = [
      { id: other.id, name: 'Abbey Road Hockey', is_admin: false, member_count: 3 },
      { id: group.id, name: 'Thursday Five-a-side', is_admin: true, member_count: 2 },
    ];
    const res = await call('GET', '/api/groups/my-groups-with-admin-status', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().groups).toMatchObject(expected);
    expect(new Date(res.json().groups[0].created_at).toISOString()).toBe(res.json().groups[0].created_at);

    const my = await call('GET', '/api/groups/my', admin);
    expect(my.statusCode).toBe(200);
    expect(my.json()).toMatchObject({ success: true, groups: expected, message: expect.any(String) });

    const adminGroups = await call('GET', '/api/groups/my-admin-groups', admin);
    expect(adminGroups.json()).toEqual({ adminGroups: [{ id: group.id, name: 'Thursday Five-a-side' }] });

    const none = await call('GET', '/api/groups/my-groups-with-admin-status', await createUser(t));
    expect(none.json()).toEqual({ groups: [] });
  });

  it('creates a group with the creator as its admin and a trimmed name', async () => {
    const creator = await createUser(t);
    const res = await call('POST', '/api/groups', creator, { name: '  Sunday Netball  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Sunday Netball',
      created_at: expect.any(String),
      is_admin: true,
      member_count: 1,
      time_zone: 'Africa/Johannesburg',
      currency: 'ZAR',
      reminder_hours: 24,
      cost_mode: 'split',
      guests_per_member: 1,
      promotion: 'automatic',
      offer_hours: 24,
      quiet_hours: { start: '21:00', end: '09:00' },
    });
    const mine = await call('GET', '/api/groups/my-admin-groups', creator);
    expect(mine.json()).toEqual({ adminGroups: [{ id: body.id, name: 'Sunday Netball' }] });
  });

  it('refuses a blank, missing or too long group name (400)', async () => {
    for (const payload of [{ name: '   ' }, {}, { name: 42 }]) {
      const res = await call('POST', '/api/groups', admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Group name is required.');
    }
    const long = await call('POST', '/api/groups', admin, { name: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('Group name must be at most 100 characters.');
    expect((await call('POST', '/api/groups', admin, { name: 'x'.repeat(100) })).statusCode).toBe(201);
  });

  it('shows a group to its members only', async () => {
    const res = await call('GET', `/api/groups/${group.id}`, member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      group: {
        id: group.id,
        name: 'Thursday Five-a-side',
        created_at: expect.any(String),
        is_admin: false,
        member_count: 2,
        time_zone: 'Africa/Johannesburg',
        currency: 'ZAR',
        reminder_hours: 24,
        cost_mode: 'split',
        guests_per_member: 1,
        promotion: 'automatic',
        offer_hours: 24,
        quiet_hours: { start: '21:00', end: '09:00' },
        created_by: admin.id,
      },
    });
    expect((await call('GET', `/api/groups/${group.id}`, outsider)).statusCode).toBe(404);
    expect((await call('GET', '/api/groups/999999', admin)).statusCode).toBe(404);
  });

  it('answers 400 for ids that are not positive integers', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect((await call('GET', `/api/groups/${id}`, admin)).statusCode, id).toBe(400);
      expect((await call('DELETE', `/api/groups/${id}/leave`, admin)).statusCode, id).toBe(400);
      expect((await call('GET', `/api/groups/${id}/members`, admin)).statusCode, id).toBe(400);
    }
    expect((await call('DELETE', `/api/groups/${group.id}/members/abc`, admin)).statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/groups/${group.id}/members/0/admin`, admin, { makeAdmin: true })).statusCode,
    ).toBe(400);
  });

  it('lets an admin rename the group; a member gets 403, an outsider 404', async () => {
    const res = await call('PUT', `/api/groups/${group.id}`, admin, { name: ' Thursday 5s ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().group).toMatchObject({
      id: group.id,
      name: 'Thursday 5s',
      is_admin: true,
      member_count: 2,
    });
    expect((await call('GET', `/api/groups/${group.id}`, member)).json().group.name).toBe('Thursday 5s');

    const blank = await call('PUT', `/api/groups/${group.id}`, admin, { name: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('Group name is required.');
    expect((await call('PUT', `/api/groups/${group.id}`, member, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/groups/${group.id}`, outsider, { name: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', '/api/groups/999999', admin, { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('lets an admin delete the group; a member gets 403, an outsider 404', async () => {
    const doomed = await createGroup(t, admin, { name: 'Doomed', members: [member] });
    expect((await call('DELETE', `/api/groups/${doomed.id}`, member)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/groups/${doomed.id}`, outsider)).statusCode).toBe(404);

    const res = await call('DELETE', `/api/groups/${doomed.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    expect((await call('GET', `/api/groups/${doomed.id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/groups/${doomed.id}`, member)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/groups/${doomed.id}`, admin)).statusCode).toBe(404);
  });
});
