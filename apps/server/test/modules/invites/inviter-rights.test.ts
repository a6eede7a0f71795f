/**
 * An invitation carries its sender's rights (docs/product.md#s7-invites-notifications; invites/service.ts):
 * it is valid only while its inviter is an admin of its group. Once the inviter is demoted, removed, leaves
 * or deletes their account, GET /api/invites/verify/{token} answers as for an unknown invitation (404), and
 * accepting it or signing up with it is refused (404) and changes nothing. Checked when the invitation
 * is used, so an inviter made admin again makes it work again.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { startSmtp, type SmtpSink } from '../../support/smtp.ts';
import { freshEmail, freshMobile } from '../../security/world.ts';

const NOT_VALID = 'This invitation link is not valid. Ask the group admin to invite you again.';

describe('an invitation carries its sender’s rights', () => {
  let t: TestContext;
  let smtp: SmtpSink;
  let owner: TestUser;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await build({ SMTP_URL: smtp.url, APP_URL: 'https://turnout.example' });
    owner = await createUser(t, { name: 'Olwethu', surname: 'Owner' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: user ? t.auth(user) : {}, ...(payload ? { payload } : {}) });

  /** `inviter` invites `email` to the group by a mobile with no account; resolves with the mailed token. */
  const invite = async (inviter: TestUser, groupId: number, email: string) => {
    const res = await call(inviter, 'POST', `/api/groups/${groupId}/members`, {
      mobile: freshMobile(),
      email,
    });
    expect(res.json()).toMatchObject({ invited: true });
    const link = (await smtp.nextMail(email)).links.find((l) => l.includes('/invite/'))!;
    return decodeURIComponent(link.split('/invite/')[1]!);
  };
  const verify = (token: string) => call(null, 'GET', `/api/invites/verify/${token}`);
  const accept = (user: TestUser, token: string) => call(user, 'POST', `/api/invites/${token}/accept`);
  const signup = (email: string, token: string) =>
    call(null, 'POST', '/signup', {
      name: 'New',
      surname: 'Player',
      mobile: freshMobile(),
      email,
      password: 'kick-off-at-seven',
      inviteToken: token,
    });
  const memberIds = async (groupId: number) =>
    (await call(owner, 'GET', `/api/groups/${groupId}/members`))
      .json<{ members: { id: number }[] }>()
      .members.map((m) => m.id);
  const userCount = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

  const expectUnknown = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(404);
    // The invite calls add `success: false` (docs/product.md#s7); sign-up answers the app's usual error
    // shape.
    expect(res.json()).toMatchObject({ message: NOT_VALID, error: NOT_VALID, code: 'INVITE_NOT_FOUND' });
  };

  /**
   * A group of `owner` with `inviter` as a second admin; the inviter invites an existing user's email and
   * a new person's email. `loseRights` then takes the inviter's rights away.
   */
  async function scenario(
    loseRights: (group: { id: number }, inviter: TestUser) => Promise<LightMyRequestResponse>,
  ) {
    const inviter = await createUser(t, { name: 'Ines', surname: 'Inviter' });
    const group = await createGroup(t, owner, { admins: [inviter] });
    const existing = await createUser(t, { email: freshEmail() });
    const newcomerEmail = freshEmail();
    const forExisting = await invite(inviter, group.id, existing.email);
    const forNewcomer = await invite(inviter, group.id, newcomerEmail);
    expect((await verify(forExisting)).statusCode).toBe(200);

    expect((await loseRights(group, inviter)).statusCode).toBe(200);

    expectUnknown(await verify(forExisting));
    expectUnknown(await verify(forNewcomer));
    expectUnknown(await accept(existing, forExisting));
    expect(await memberIds(group.id)).not.toContain(existing.id);
    const before = await userCount();
    expectUnknown(await signup(newcomerEmail, forNewcomer));
    expect(await userCount()).toBe(before);
    return { group, inviter, existing, forExisting };
  }

  it('after the inviter is demoted; made admin again, the invitation works again', async () => {
    const { group, inviter, existing, forExisting } = await scenario((group, inviter) =>
      call(owner, 'PUT', `/api/groups/${group.id}/members/${inviter.id}/admin`, { makeAdmin: false }),
    );
    const promoted = await call(owner, 'PUT', `/api/groups/${group.id}/members/${inviter.id}/admin`, {
      makeAdmin: true,
    });
    expect(promoted.statusCode).toBe(200);
    expect((await verify(forExisting)).statusCode).toBe(200);
    expect((await accept(existing, forExisting)).statusCode).toBe(200);
    expect(await memberIds(group.id)).toContain(existing.id);
  });

  it('after the inviter is removed from the group', async () => {
    await scenario((group, inviter) =>
      call(owner, 'DELETE', `/api/groups/${group.id}/members/${inviter.id}`),
    );
  });

  it('after the inviter leaves the group', async () => {
    await scenario((group, inviter) => call(inviter, 'DELETE', `/api/groups/${group.id}/leave`));
  });

  it('after the inviter deletes their account', async () => {
    await scenario((_group, inviter) => call(inviter, 'DELETE', '/api/users/delete-account'));
  });

  it('an admin who invited their own second address, then was demoted and removed, cannot get back in', async () => {
    const admin = await createUser(t, { name: 'Mallory', surname: 'Admin' });
    const group = await createGroup(t, owner, { admins: [admin] });
    const secondAccount = await createUser(t, { email: freshEmail() });
    const token = await invite(admin, group.id, secondAccount.email);
    await call(owner, 'PUT', `/api/groups/${group.id}/members/${admin.id}/admin`, { makeAdmin: false });
    await call(owner, 'DELETE', `/api/groups/${group.id}/members/${admin.id}`);

    expectUnknown(await accept(secondAccount, token));
    expect(await memberIds(group.id)).not.toContain(secondAccount.id);
    const chat = await call(secondAccount, 'GET', `/api/chat/group-messages/${group.id}`);
    expect(chat.statusCode).toBe(404);
  });
});
