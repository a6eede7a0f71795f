/**
 * An add by mobile of someone who asked to be asked first (users.require_invite) becomes an invitation
 * to their account; the inviting admins then see only what was typed (the mobile), never the account's
 * email or name, until it is accepted: GET /api/groups/{id}/invites lists `email: null`, and revoking it
 * names the mobile (README "Groups and invitations"; docs/decisions/005-mobile-numbers-are-not-identity.md).
 * An invitation of an unknown mobile lists the email the admin typed, as before.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { freshEmail, freshMobile } from '../../security/world.ts';

describe('invitations to an account that asked to be asked first', () => {
  let t: TestContext;
  let admin: TestUser;
  let careful: TestUser;
  let group: { id: number; name: string };

  beforeAll(async () => {
    t = await build();
    admin = await createUser(t);
    careful = await createUser(t, { name: 'Careful', surname: 'Person', email: freshEmail() });
    await t.app.db.update(users).set({ requireInvite: true }).where(eq(users.id, careful.id));
    group = await createGroup(t, admin);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(admin), ...(payload ? { payload } : {}) });
  const list = async () => {
    const res = await call('GET', `/api/groups/${group.id}/invites`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ invites: { id: number; email: string | null; mobile: string | null }[] }>().invites;
  };

  it('lists no email and no name, only the mobile the admin typed; revoking names the mobile', async () => {
    const added = await call('POST', `/api/groups/${group.id}/members`, { mobile: careful.mobile });
    expect(added.json()).toEqual({ success: true, userExists: true, invited: true, added: false });

    const [listed] = await list();
    expect(listed).toMatchObject({ email: null, mobile: careful.mobile });
    expect(JSON.stringify(listed)).not.toContain(careful.email);
    expect(JSON.stringify(listed)).not.toContain('Careful');

    // Still hidden after the invitee changes their email (the invitation keeps the old one).
    await t.app.db.update(users).set({ email: freshEmail() }).where(eq(users.id, careful.id));
    expect((await list())[0]).toMatchObject({ email: null, mobile: careful.mobile });

    const revoked = await call('DELETE', `/api/groups/${group.id}/invites/${listed!.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().message).toContain(careful.mobile);
    expect(revoked.body).not.toContain(careful.email);
  });

  it('an invitation of an unknown mobile lists the email the admin typed', async () => {
    const typed = { mobile: freshMobile(), email: freshEmail() };
    const res = await call('POST', `/api/groups/${group.id}/members`, typed);
    expect(res.json()).toMatchObject({ invited: true });
    expect((await list())[0]).toMatchObject(typed);
  });
});
