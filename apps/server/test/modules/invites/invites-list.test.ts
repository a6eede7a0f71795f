/**
 * A group's open invitations (group admins): GET /api/groups/{id}/invites lists the ones not accepted,
 * not expired and whose inviter is still an admin of the group, newest first; DELETE
 * /api/groups/{id}/invites/{inviteId} revokes one, after which its link answers as unknown (404) for
 * verify, accept and sign-up. A member gets 403, someone outside the group 404, a visitor 401; a refused
 * call changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { startSmtp, type SmtpSink } from '../../support/smtp.ts';
import { freshEmail, freshMobile } from '../../security/world.ts';

const NOT_VALID = 'This invitation link is not valid. Ask the group admin to invite you again.';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

type Listed = {
  id: number;
  email: string;
  mobile: string | null;
  invited_by: { user_id: number; name: string; surname: string };
  created_at: string;
  expires_at: string;
};

describe("a group's open invitations", () => {
  let t: TestContext;
  let smtp: SmtpSink;
  let admin: TestUser;
  let coAdmin: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let group: { id: number; name: string };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await build({ SMTP_URL: smtp.url, APP_URL: 'https://turnout.example' });
    admin = await createUser(t, { name: 'Thabo', surname: 'Nkosi' });
    coAdmin = await createUser(t, { name: 'Cole', surname: 'Coadmin' });
    member = await createUser(t);
    stranger = await createUser(t);
    group = await createGroup(t, admin, { admins: [coAdmin], members: [member] });
    await createGroup(t, stranger);
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
  const invite = async (inviter: TestUser, email: string, mobile = freshMobile(), groupId = group.id) => {
    const res = await call(inviter, 'POST', `/api/groups/${groupId}/members`, { mobile, email });
    expect(res.json()).toMatchObject({ invited: true });
    const link = (await smtp.nextMail(email)).links.find((l) => l.includes('/invite/'))!;
    return decodeURIComponent(link.split('/invite/')[1]!);
  };
  const list = async (user: TestUser = admin) => {
    const res = await call(user, 'GET', `/api/groups/${group.id}/invites`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ invites: Listed[] }>().invites;
  };
  const idOf = async (email: string) => (await list()).find((i) => i.email === email)!.id;
  const verify = (token: string) => call(null, 'GET', `/api/invites/verify/${token}`);

  it('lists open invitations, newest first, with who sent them; not the accepted, expired or orphaned ones', async () => {
    const first = { email: freshEmail(), mobile: freshMobile() };
    const second = { email: freshEmail(), mobile: freshMobile() };
    await invite(admin, first.email, first.mobile);
    await invite(coAdmin, second.email, second.mobile);

    const listed = await list();
    expect(listed.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        email: second.email,
        mobile: second.mobile,
        invited_by: { user_id: coAdmin.id, name: 'Cole', surname: 'Coadmin' },
        created_at: expect.stringMatching(ISO),
        expires_at: expect.stringMatching(ISO),
      },
      {
        id: expect.any(Number),
        email: first.email,
        mobile: first.mobile,
        invited_by: { user_id: admin.id, name: 'Thabo', surname: 'Nkosi' },
        created_at: expect.stringMatching(ISO),
        expires_at: expect.stringMatching(ISO),
      },
    ]);
    const days = (Date.parse(listed[0]!.expires_at) - Date.parse(listed[0]!.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    // Every admin sees the same list.
    expect(await list(coAdmin)).toEqual(listed);

    // Accepted: gone from the list.
    const joiner = await createUser(t, { email: freshEmail() });
    const accepted = await invite(admin, joiner.email);
    expect((await call(joiner, 'POST', `/api/invites/${accepted}/accept`)).statusCode).toBe(200);
    // Expired: gone.
    const expiring = freshEmail();
    await invite(admin, expiring);
    await t.app.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.email, expiring));
    const emails = (await list()).map((i) => i.email);
    expect(emails).not.toContain(joiner.email);
    expect(emails).not.toContain(expiring);
    expect(emails).toEqual(expect.arrayContaining([first.email, second.email]));

    // The co-admin is demoted: their invitations no longer work, so they are not listed either.
    await call(admin, 'PUT', `/api/groups/${group.id}/members/${coAdmin.id}/admin`, { makeAdmin: false });
    expect((await list()).map((i) => i.email)).not.toContain(second.email);
    await call(admin, 'PUT', `/api/groups/${group.id}/members/${coAdmin.id}/admin`, { makeAdmin: true });
  });

  it('a revoked invitation answers as unknown to verify, accept and sign-up', async () => {
    const invitee = await createUser(t, { email: freshEmail() });
    const newcomer = freshEmail();
    const forInvitee = await invite(admin, invitee.email);
    const forNewcomer = await invite(admin, newcomer);

    for (const email of [invitee.email, newcomer]) {
      const res = await call(admin, 'DELETE', `/api/groups/${group.id}/invites/${await idOf(email)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: `The invitation to ${email} was revoked.` });
    }
    const open = (await list()).map((i) => i.email);
    expect(open).not.toContain(invitee.email);
    expect(open).not.toContain(newcomer);

    for (const res of [
      await verify(forInvitee),
      await call(invitee, 'POST', `/api/invites/${forInvitee}/accept`),
      await call(null, 'POST', '/signup', {
        name: 'New',
        surname: 'Player',
        mobile: freshMobile(),
        email: newcomer,
        password: 'kick-off-at-seven',
        inviteToken: forNewcomer,
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ message: NOT_VALID, code: 'INVITE_NOT_FOUND' });
    }
    const members = (await call(admin, 'GET', `/api/groups/${group.id}/members`)).json<{
      members: { id: number }[];
    }>().members;
    expect(members.map((m) => m.id)).not.toContain(invitee.id);
  });

  it('revoking twice, an accepted invitation or one of another group answers 404 with a sentence', async () => {
    const email = freshEmail();
    await invite(admin, email);
    const id = await idOf(email);
    expect((await call(admin, 'DELETE', `/api/groups/${group.id}/invites/${id}`)).statusCode).toBe(200);
    const again = await call(admin, 'DELETE', `/api/groups/${group.id}/invites/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: 'This invitation does not exist or is no longer open.',
      message: 'This invitation does not exist or is no longer open.',
      code: 'INVITE_NOT_FOUND',
    });

    const joiner = await createUser(t, { email: freshEmail() });
    const token = await invite(admin, joiner.email);
    const acceptedId = await idOf(joiner.email);
    await call(joiner, 'POST', `/api/invites/${token}/accept`);
    expect((await call(admin, 'DELETE', `/api/groups/${group.id}/invites/${acceptedId}`)).statusCode).toBe(
      404,
    );

    // The stranger's own group's invitation cannot be revoked through this group.
    const theirs = freshEmail();
    const strangersGroup = await createGroup(t, stranger);
    const theirToken = await invite(stranger, theirs, freshMobile(), strangersGroup.id);
    const [row] = await t.app.db.select({ id: invites.id }).from(invites).where(eq(invites.email, theirs));
    expect((await call(admin, 'DELETE', `/api/groups/${group.id}/invites/${row!.id}`)).statusCode).toBe(404);
    expect((await verify(theirToken)).statusCode).toBe(200);
  });

  it('a member gets 403, someone outside the group 404, a visitor 401; the invitation stays open', async () => {
    const email = freshEmail();
    const token = await invite(admin, email);
    const id = await idOf(email);
    const cases: [TestUser | null, number, string][] = [
      [member, 403, 'Only a group admin can do that.'],
      [stranger, 404, 'This group does not exist or you are not a member of it.'],
      [null, 401, ''],
    ];
    for (const [user, status, sentence] of cases) {
      for (const [method, url] of [
        ['GET', `/api/groups/${group.id}/invites`],
        ['DELETE', `/api/groups/${group.id}/invites/${id}`],
      ] as const) {
        const res = await call(user, method, url);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
        if (sentence) expect(res.json()).toMatchObject({ error: sentence, message: sentence });
      }
    }
    expect((await list()).map((i) => i.id)).toContain(id);
    expect((await verify(token)).statusCode).toBe(200);
  });
});
