import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';

/**
 * Members of a group: listing, adding by mobile, removing, admin flags, leaving
 * (docs/product.md#s2-group-detail, #s6).
 */
describe('group members API', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user), ...(payload === undefined ? {} : { payload }) });
  const members = async (groupId: number, user: TestUser) =>
    (await call('GET', `/api/groups/${groupId}/members`, user)).json().members as {
      id: number;
      is_admin: boolean;
    }[];

  it('lists the members of the group only, admins first then by joining time', async () => {
    const [a, b, c, d, outsider] = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t)));
    const group = await createGroup(t, a!, { members: [b!, c!] });
    await createGroup(t, d!, { members: [outsider!] });
    await call('PUT', `/api/groups/${group.id}/members/${c!.id}/admin`, a!, { makeAdmin: true });

    const res = await call('GET', `/api/groups/${group.id}/members`, b!);
    expect(res.statusCode).toBe(200);
    expect(res.json().members).toEqual([
      { id: a!.id, name: a!.name, surname: a!.surname, is_admin: true, joined_at: expect.any(String) },
      { id: c!.id, name: c!.name, surname: c!.surname, is_admin: true, joined_at: expect.any(String) },
      { id: b!.id, name: b!.name, surname: b!.surname, is_admin: false, joined_at: expect.any(String) },
    ]);
    expect((await call('GET', `/api/groups/${group.id}/members`, outsider!)).statusCode).toBe(404);
    expect((await call('GET', '/api/groups/999999/members', a!)).statusCode).toBe(404);
  });

  describe('adding a member by mobile', () => {
    let admin: TestUser;
    let member: TestUser;
    let group: { id: number };
    beforeAll(async () => {
      admin = await createUser(t);
      member = await createUser(t);
      group = await createGroup(t, admin, { members: [member] });
    });

    it('adds an existing user as a plain member', async () => {
      const newcomer = await createUser(t, { mobile: '0821234567' });
      const res = await call('POST', `/api/groups/${group.id}/members`, admin, { mobile: '0821234567' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        userExists: true,
        added: true,
        invited: false,
        member: { user_id: newcomer.id, name: newcomer.name, surname: newcomer.surname },
      });
      expect(await members(group.id, newcomer)).toContainEqual(
        expect.objectContaining({ id: newcomer.id, is_admin: false }),
      );
      expect((await call('GET', `/api/groups/${group.id}`, newcomer)).json().group.member_count).toBe(3);
    });

    it('answers 409 with a sentence when they are already a member', async () => {
      const res = await call('POST', `/api/groups/${group.id}/members`, admin, {
        mobile: member.mobile,
        email: '',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(`${member.name} ${member.surname} is already a member of this group.`);
    });

    it('tells the caller an unknown mobile has no account when no email is given', async () => {
      for (const payload of [{ mobile: '447700900123' }, { mobile: '447700900123', email: '  ' }]) {
        const res = await call('POST', `/api/groups/${group.id}/members`, admin, payload);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: false, userExists: false, invited: false, added: false });
      }
    });

    // A valid number written with + and its country code is taken (README "Mobile numbers"); one that is
    // not a number of its country is refused like bare digits of the wrong length.
    it('refuses a mobile that is not 10 to 15 digits, nor a valid + number (400)', async () => {
      for (const mobile of [
        '123456789',
        '1234567890123456',
        '08212 34567',
        '+2782123',
        'abcdefghij',
        '',
        821234567,
      ]) {
        const res = await call('POST', `/api/groups/${group.id}/members`, admin, { mobile });
        expect(res.statusCode, String(mobile)).toBe(400);
        expect(res.json().error).toBe('Please enter a valid mobile number.');
      }
      const missing = await call('POST', `/api/groups/${group.id}/members`, admin, {
        email: 'a@example.test',
      });
      expect(missing.json().error).toBe('Please enter a valid mobile number.');
      const badEmail = await call('POST', `/api/groups/${group.id}/members`, admin, {
        mobile: '0821234567',
        email: 5,
      });
      expect(badEmail.statusCode).toBe(400);
    });

    it('is for admins only: 403 for a member, 404 for an outsider', async () => {
      const outsider = await createUser(t);
      const body = { mobile: outsider.mobile };
      expect((await call('POST', `/api/groups/${group.id}/members`, member, body)).statusCode).toBe(403);
      expect((await call('POST', `/api/groups/${group.id}/members`, outsider, body)).statusCode).toBe(404);
      expect((await call('POST', '/api/groups/999999/members', admin, body)).statusCode).toBe(404);
    });
  });

  describe('admin status', () => {
    it('lets an admin grant and revoke admin for another member', async () => {
      const [admin, member] = await Promise.all([createUser(t), createUser(t)]);
      const group = await createGroup(t, admin, { members: [member] });
      const url = `/api/groups/${group.id}/members/${member.id}/admin`;

      const grant = await call('PUT', url, admin, { makeAdmin: true });
      expect(grant.statusCode).toBe(200);
      expect(grant.json()).toEqual({ success: true, message: expect.any(String) });
      expect((await call('GET', '/api/groups/my-admin-groups', member)).json().adminGroups).toHaveLength(1);

      expect((await call('PUT', url, admin, { makeAdmin: false })).statusCode).toBe(200);
      expect(await members(group.id, admin)).toContainEqual(
        expect.objectContaining({ id: member.id, is_admin: false }),
      );
    });

    it('never on oneself, and only with a boolean makeAdmin', async () => {
      const [admin, member] = await Promise.all([createUser(t), createUser(t)]);
      const group = await createGroup(t, admin, { members: [member] });
      const self = await call('PUT', `/api/groups/${group.id}/members/${admin.id}/admin`, admin, {
        makeAdmin: false,
      });
      expect(self.statusCode).toBe(400);
      expect(self.json().error).toBe('You cannot change your own admin status.');
      expect(await members(group.id, admin)).toContainEqual(
        expect.objectContaining({ id: admin.id, is_admin: true }),
      );

      for (const payload of [{}, { makeAdmin: 'yes' }]) {
        const res = await call('PUT', `/api/groups/${group.id}/members/${member.id}/admin`, admin, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('makeAdmin must be true or false.');
      }
    });

    it('is for admins only, and only on members of the group', async () => {
      const [admin, member, other, outsider] = await Promise.all([1, 2, 3, 4].map(() => createUser(t)));
      const group = await createGroup(t, admin!, { members: [member!, other!] });
      const url = (id: number) => `/api/groups/${group.id}/members/${id}/admin`;
      expect((await call('PUT', url(other!.id), member!, { makeAdmin: true })).statusCode).toBe(403);
      expect((await call('PUT', url(member!.id), member!, { makeAdmin: true })).statusCode).toBe(403);
      expect((await call('PUT', url(other!.id), outsider!, { makeAdmin: true })).statusCode).toBe(404);
      expect((await call('PUT', url(outsider!.id), admin!, { makeAdmin: true })).statusCode).toBe(404);
    });
  });

  describe('removing a member', () => {
    it('lets an admin remove another member', async () => {
      const [admin, member] = await Promise.all([createUser(t), createUser(t)]);
      const group = await createGroup(t, admin, { members: [member] });
      const res = await call('DELETE', `/api/groups/${group.id}/members/${member.id}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: expect.any(String) });
      expect((await call('GET', `/api/groups/${group.id}`, member)).statusCode).toBe(404);
      expect((await members(group.id, admin)).map((m) => m.id)).toEqual([admin.id]);
    });

    it('refuses self-removal (400: leave instead), plain members (403), outsiders and non-members (404)', async () => {
      const [admin, member, outsider] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
      const group = await createGroup(t, admin, { members: [member] });
      const self = await call('DELETE', `/api/groups/${group.id}/members/${admin.id}`, admin);
      expect(self.statusCode).toBe(400);
      expect(self.json().error).toMatch(/Leave Group/);
      expect((await call('DELETE', `/api/groups/${group.id}/members/${admin.id}`, member)).statusCode).toBe(
        403,
      );
      expect(
        (await call('DELETE', `/api/groups/${group.id}/members/${member.id}`, outsider)).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `/api/groups/${group.id}/members/${outsider.id}`, admin)).statusCode).toBe(
        404,
      );
      expect(await members(group.id, admin)).toHaveLength(2);
    });
  });
});
