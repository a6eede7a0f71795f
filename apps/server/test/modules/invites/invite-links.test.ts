/**
 * Invite links (README "Invite links"; invites/links.ts): a group admin makes, lists and revokes links;
 * anyone opening one sees the group's name and size, and a signed-in caller joins with it. A link lasts
 * 7 days unless told otherwise, has no use limit unless given one, and dies with its maker's admin
 * rights (404), on revoke, expiry or its last use (410). Joins count in the maker's add limits; the
 * group's admins are told of the new member. The test clock moves; nothing waits for real time.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';

const APP_URL = 'https://turnout.example';
const DAY = 24 * 3600_000;

describe('invite links', () => {
  let t: TestContext;
  let now = new Date('2026-03-02T10:00:00Z');
  let admin: TestUser;
  let member: TestUser;
  let group: { id: number; name: string };

  beforeAll(async () => {
    t = await build(
      { APP_URL },
      { clock: () => now, rateLimits: { invitePerUser: 4, invitePerIp: 1000, invitePerUserDay: 1000 } },
    );
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
    member = await createUser(t, { name: 'Mo', surname: 'Member' });
    group = await createGroup(t, admin, { name: 'Thursday five', members: [member] });
  });
  afterAll(() => t.close());

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user ? t.auth(user) : {}, ...(payload ? { payload } : {}) });
  const make = (body: object = {}, by: TestUser = admin, groupId = group.id) =>
    call(by, 'POST', `/api/groups/${groupId}/invite-links`, body);
  const tokenOf = (res: LightMyRequestResponse) => new URL(res.json<{ url: string }>().url).pathname.split('/')[2]!;
  const preview = (token: string) => call(null, 'GET', `/api/join/${token}`);
  const join = (user: TestUser, token: string) => call(user, 'POST', `/api/join/${token}`);
  const members = async () =>
    (await call(admin, 'GET', `/api/groups/${group.id}/members`)).json<{ members: { id: number }[] }>()
      .members;
  const expectRefused = (res: LightMyRequestResponse, status: number, message: RegExp) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toMatch(message);
  };

  it('makes a link that lasts 7 days with no use limit by default, at APP_URL/join/{secret}', async () => {
    const res = await make();
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json();
    expect(link).toMatchObject({ max_uses: null, uses: 0, expires_at: new Date(now.getTime() + 7 * DAY).toISOString() });
    expect(link.url).toMatch(/^https:\/\/turnout\.example\/join\/[A-Za-z0-9_-]{43}$/);
    const listed = (await call(admin, 'GET', `/api/groups/${group.id}/invite-links`)).json().links;
    expect(listed[0]).toEqual(link);
  });

  it('takes an expiry of 1 to 30 days and a use limit of 1 to 500, and refuses anything else with a sentence', async () => {
    const res = await make({ expires_in_days: 30, max_uses: 500 });
    expect(res.json()).toMatchObject({ max_uses: 500, expires_at: new Date(now.getTime() + 30 * DAY).toISOString() });
    for (const body of [{ expires_in_days: 0 }, { expires_in_days: 31 }, { expires_in_days: 2.5 }]) {
      expectRefused(await make(body), 400, /1 to 30/);
    }
    for (const body of [{ max_uses: 0 }, { max_uses: 501 }, { max_uses: '5' }]) {
      expectRefused(await make(body), 400, /1 to 500/);
    }
  });

  it('is for group admins only: a plain member gets 403, an outsider 404', async () => {
    const outsider = await createUser(t);
    expect((await make({}, member)).statusCode).toBe(403);
    expect((await make({}, outsider)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/groups/${group.id}/invite-links`)).statusCode).toBe(403);
  });

  it('shows anyone the group name and member count, and lets a signed-in user join once', async () => {
    const token = tokenOf(await make());
    expect((await preview(token)).json()).toEqual({ group_name: 'Thursday five', members: 2 });
    const newcomer = await createUser(t, { name: 'Nia', surname: 'New' });
    const joined = await join(newcomer, token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ group: { id: group.id, name: 'Thursday five' } });
    expect((await members()).map((m) => m.id)).toContain(newcomer.id);
    // Already a member: the same answer, no second row, no use counted.
    expect((await join(newcomer, token)).json()).toEqual({ group: { id: group.id, name: 'Thursday five' } });
    expect((await members()).filter((m) => m.id === newcomer.id)).toHaveLength(1);
    const link = (await call(admin, 'GET', `/api/groups/${group.id}/invite-links`)).json().links.find(
      (l: { url: string }) => l.url.endsWith(token),
    );
    expect(link.uses).toBe(1);
    expect((await preview(token)).json().members).toBe(3);
  });

  it('tells the group admins who joined, as for an accepted invitation', async () => {
    const token = tokenOf(await make());
    const newcomer = await createUser(t, { name: 'Zola', surname: 'Zulu' });
    await join(newcomer, token);
    const notes = (await call(admin, 'GET', '/api/notifications')).json().notifications as { message: string }[];
    expect(notes.some((n) => n.message.includes('Zola Zulu') && n.message.includes('Thursday five'))).toBe(true);
  });

  it('dies on its last use (410)', async () => {
    const token = tokenOf(await make({ max_uses: 1 }));
    await join(await createUser(t), token);
    expectRefused(await preview(token), 410, /used as many times/);
    expectRefused(await join(await createUser(t), token), 410, /used as many times/);
    const open = (await call(admin, 'GET', `/api/groups/${group.id}/invite-links`)).json().links;
    expect(open.some((l: { url: string }) => l.url.endsWith(token))).toBe(false);
  });

  it('dies on expiry by the app clock (410)', async () => {
    const token = tokenOf(await make({ expires_in_days: 1 }));
    now = new Date(now.getTime() + DAY + 1000);
    expectRefused(await preview(token), 410, /expired/);
    expectRefused(await join(await createUser(t), token), 410, /expired/);
  });

  it('dies when revoked (410), and revoking it again is 404', async () => {
    const made = await make();
    const token = tokenOf(made);
    const url = `/api/groups/${group.id}/invite-links/${made.json().id}`;
    expect((await call(member, 'DELETE', url)).statusCode).toBe(403);
    const revoked = await call(admin, 'DELETE', url);
    expect(revoked.json()).toEqual({ success: true, message: expect.stringMatching(/turned off/) });
    expectRefused(await preview(token), 410, /turned off/);
    expectRefused(await join(await createUser(t), token), 410, /turned off/);
    expect((await call(admin, 'DELETE', url)).statusCode).toBe(404);
    // Another group's admin cannot reach it through their own group.
    const other = await createUser(t);
    const otherGroup = await createGroup(t, other);
    expect((await call(other, 'DELETE', `/api/groups/${otherGroup.id}/invite-links/${made.json().id}`)).statusCode).toBe(404);
  });

  it('dies with its maker’s admin rights (404), and is not listed then', async () => {
    const coAdmin = await createUser(t);
    await call(admin, 'POST', `/api/groups/${group.id}/members`, { mobile: coAdmin.mobile });
    await call(admin, 'PUT', `/api/groups/${group.id}/members/${coAdmin.id}/admin`, { makeAdmin: true });
    const token = tokenOf(await make({}, coAdmin));
    await call(admin, 'PUT', `/api/groups/${group.id}/members/${coAdmin.id}/admin`, { makeAdmin: false });
    expectRefused(await preview(token), 404, /not valid/);
    expectRefused(await join(await createUser(t), token), 404, /not valid/);
    const open = (await call(admin, 'GET', `/api/groups/${group.id}/invite-links`)).json().links;
    expect(open.some((l: { url: string }) => l.url.endsWith(token))).toBe(false);
  });

  it('answers 404 with a sentence for an unknown or malformed token', async () => {
    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(300)]) {
      expectRefused(await preview(token), 404, /not valid/);
      expectRefused(await join(member, token), 404, /not valid/);
    }
    expect((await call(null, 'POST', `/api/join/${'A'.repeat(43)}`)).statusCode).toBe(401);
  });

  it('counts joins in the maker’s add limits (429 past them), and an existing member costs nothing', async () => {
    const maker = await createUser(t);
    const own = await createGroup(t, maker, { name: 'Limits' });
    const token = tokenOf(await make({}, maker, own.id));
    // 4 an hour for this app: 4 joins pass, the 5th is refused, an existing member still gets their answer.
    const joiners = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t)));
    for (const u of joiners.slice(0, 4)) expect((await join(u, token)).statusCode).toBe(200);
    const refused = await join(joiners[4]!, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many/);
    expect((await join(joiners[0]!, token)).statusCode).toBe(200);
  });
});
