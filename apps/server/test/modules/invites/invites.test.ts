import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites, users } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { startSmtp, type SmtpSink } from '../../support/smtp.ts';
import { POSTGRES } from '../../support/servers.ts';

const APP_URL = 'https://turnout.example';

/**
 * Invitations by email (docs/product.md#s2-invite, #s7): an admin adds an unknown mobile
 * with an email, a real SMTP server receives the mail, and the tests follow its link.
 */
describe('invitations', () => {
  let t: TestContext;
  let smtp: SmtpSink;
  let admin: TestUser;
  let group: { id: number; name: string };
  let seq = 0;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await build({ SMTP_URL: smtp.url, APP_URL });
    admin = await createUser(t, { name: 'Thabo', surname: 'Nkosi' });
    group = await createGroup(t, admin, { name: 'Thursday Five-a-side' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const unique = () => {
    seq += 1;
    return {
      email: `Invitee${seq}.${Date.now() % 1e6}@Example.test`,
      mobile: `0831${String(seq).padStart(6, '0')}`,
    };
  };
  /** The admin invites `email` (by an unknown mobile); resolves with the reply and the mailed token. */
  const invite = async (email: string, mobile: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/groups/${group.id}/members`,
      headers: { ...t.auth(admin), ...headers },
      payload: { mobile, email },
    });
    const mail = await smtp.nextMail(email);
    const link = mail.links.find((l) => l.includes('/invite/'))!;
    return { res, mail, link, token: decodeURIComponent(link.split('/invite/')[1]!) };
  };
  const verify = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/invites/verify/${encodeURIComponent(token)}` });
  const signup = (person: { email: string; mobile: string }, inviteToken?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/signup',
      payload: {
        name: 'Lerato',
        surname: 'Dlamini',
        mobile: person.mobile,
        email: person.email,
        password: 'kick-off-at-seven',
        ...(inviteToken === undefined ? {} : { inviteToken }),
      },
    });
  const userCount = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
  const membersOf = async (user: { token: string }) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/groups/${group.id}/members`, headers: t.auth(user) })
    ).json().members as { id: number }[];

  it('invite → mail → verify → signup: the new account is in the group, signed in, and the link is used up', async () => {
    const person = unique();
    const { res, mail, link, token } = await invite(person.email, person.mobile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, userExists: false, invited: true, added: false });

    expect(mail.subject).toBe("You're invited to join Thursday Five-a-side on Turnout");
    expect(mail.text).toContain('Thabo Nkosi has invited you to join Thursday Five-a-side');
    expect(mail.html).toContain(`href="${link}"`);
    expect(link).toMatch(/^https:\/\/turnout\.example\/invite\/[A-Za-z0-9_-]{43,}$/);

    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      invite: { group_name: 'Thursday Five-a-side', email: person.email, mobile: person.mobile, existing_account: false },
    });

    const joined = await signup({ ...person, email: person.email.toLowerCase() }, token);
    expect(joined.statusCode).toBe(201);
    const body = joined.json();
    expect(body.group).toEqual({ id: group.id, name: 'Thursday Five-a-side' });
    expect(await membersOf({ token: body.token })).toContainEqual(
      expect.objectContaining({ id: body.user.id }),
    );

    const again = await verify(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      success: false,
      message: 'This invitation has already been used.',
      error: 'This invitation has already been used.',
      code: 'INVITE_USED',
    });
  });

  it('stores only the SHA-256 hash of a 32-byte random token, expiring in 7 days', async () => {
    const person = unique();
    const { token } = await invite(person.email, person.mobile);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.app.db
      .select()
      .from(invites)
      .where(sql`lower(${invites.email}) = lower(${person.email})`);
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.groupId).toBe(group.id);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / (24 * 3600_000);
    expect(days).toBeCloseTo(7, 2);
  });

  it('builds the link from APP_URL, never from the Host header', async () => {
    const person = unique();
    const { link } = await invite(person.email, person.mobile, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(link.startsWith(`${APP_URL}/invite/`)).toBe(true);
  });

  it('an unknown mobile without an email is not invited, and the screen asks for one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/groups/${group.id}/members`,
      headers: t.auth(admin),
      payload: { mobile: '0839999999' },
    });
    expect(res.json()).toEqual({ success: false, userExists: false, invited: false, added: false });
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/groups/${group.id}/members`,
      headers: t.auth(admin),
      payload: { mobile: '0839999999', email: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Please enter a valid email address.');
  });

  it('refuses forged, expired and reused tokens with a sentence, creating nothing', async () => {
    const forged = 'A'.repeat(43);
    expect((await verify(forged)).statusCode).toBe(404);
    expect((await verify(forged)).json()).toMatchObject({
      success: false,
      message: 'This invitation link is not valid. Ask the group admin to invite you again.',
    });
    const before = await userCount();
    const stranger = unique();
    const res = await signup(stranger, forged);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(
      'This invitation link is not valid. Ask the group admin to invite you again.',
    );
    expect(await userCount()).toBe(before);

    const person = unique();
    const { token } = await invite(person.email, person.mobile);
    await t.app.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.tokenHash, createHash('sha256').update(token).digest('hex')));
    const expired = await verify(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(
      'This invitation has expired. Ask the group admin to invite you again.',
    );
    expect((await signup(person, token)).statusCode).toBe(410);
    expect(await userCount()).toBe(before);
  });

  it('refuses a signup with another email than the invited one, creating nothing', async () => {
    const person = unique();
    const { token } = await invite(person.email, person.mobile);
    const before = await userCount();
    const res = await signup({ ...person, email: `other.${person.email}` }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'This invitation was sent to a different email address. Sign up with the address it was sent to.',
    );
    expect(await userCount()).toBe(before);
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('a signup refused for a taken mobile leaves the invitation usable', async () => {
    const person = unique();
    const { token } = await invite(person.email, person.mobile);
    const res = await signup({ ...person, mobile: admin.mobile }, token);
    expect(res.statusCode).toBe(409);
    expect((await verify(token)).statusCode).toBe(200);
    expect((await signup(person, token)).statusCode).toBe(201);
  });

  it('re-inviting the same email to the group replaces the earlier invitation', async () => {
    const person = unique();
    const first = await invite(person.email, person.mobile);
    const second = await invite(person.email.toUpperCase(), person.mobile);
    expect(second.token).not.toBe(first.token);
    expect((await verify(first.token)).statusCode).toBe(404);
    expect((await verify(second.token)).statusCode).toBe(200);
    const rows = await t.app.db
      .select()
      .from(invites)
      .where(sql`lower(${invites.email}) = lower(${person.email})`);
    expect(rows).toHaveLength(1);
  });

  it('a signed-in user opening an invitation for their own email joins directly; someone else is refused', async () => {
    const existing = await createUser(t, { email: `member.${Date.now()}@example.test` });
    const other = await createUser(t);
    const { token } = await invite(existing.email, '0845550000');
    const accept = (user: TestUser) =>
      t.app.inject({ method: 'POST', url: `/api/invites/${token}/accept`, headers: t.auth(user) });

    const refused = await accept(other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'INVITE_OTHER_EMAIL' });
    expect((await t.app.inject({ method: 'POST', url: `/api/invites/${token}/accept` })).statusCode).toBe(
      401,
    );

    const ok = await accept(existing);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      message: 'You have joined Thursday Five-a-side.',
      group: { id: group.id, name: 'Thursday Five-a-side' },
    });
    expect(await membersOf(existing)).toContainEqual(expect.objectContaining({ id: existing.id }));
    expect((await accept(existing)).statusCode).toBe(410);
  });

  it('tells the group admins, once each, when someone joins through an invitation', async () => {
    const notificationsOf = async (user: TestUser) =>
      (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: t.auth(user) })).json()
        .notifications as { message: string; link: string }[];
    const before = (await notificationsOf(admin)).length;

    const person = unique();
    const { token } = await invite(person.email, person.mobile);
    const joined = await signup(person, token);
    expect(joined.statusCode).toBe(201);
    const afterSignup = await notificationsOf(admin);
    expect(afterSignup).toHaveLength(before + 1);
    expect(afterSignup[0]).toMatchObject({
      message: 'Lerato Dlamini joined Thursday Five-a-side through an invitation.',
      link: `/group/${group.id}`,
    });
    // The newcomer is not told about their own joining.
    expect(await notificationsOf({ token: joined.json().token } as TestUser)).toEqual([]);

    const existing = await createUser(t, {
      name: 'Ayanda',
      surname: 'Zulu',
      email: `ayanda.${Date.now()}@example.test`,
    });
    const second = await invite(existing.email, '0845550001');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invites/${second.token}/accept`,
      headers: t.auth(existing),
    });
    expect(accepted.statusCode).toBe(200);
    const afterAccept = await notificationsOf(admin);
    expect(afterAccept).toHaveLength(before + 2);
    expect(afterAccept[0]!.message).toBe('Ayanda Zulu joined Thursday Five-a-side through an invitation.');
  });

  it(`${POSTGRES} 20 parallel redemptions of one token: exactly one succeeds`, async () => {
    const existing = await createUser(t, { email: `race.${Date.now()}@example.test` });
    const { token } = await invite(existing.email, '0845550001');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: `/api/invites/${token}/accept`, headers: t.auth(existing) }),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 410)).toHaveLength(19);
  });

  it(`${POSTGRES} 20 parallel signups with one token: exactly one account is created`, async () => {
    const person = unique();
    const { token } = await invite(person.email, person.mobile);
    const before = await userCount();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signup({ email: person.email, mobile: `084600${String(i).padStart(4, '0')}` }, token),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(replies.every((r) => r.statusCode === 201 || (r.statusCode >= 400 && r.statusCode < 500))).toBe(
      true,
    );
    expect(await userCount()).toBe(before + 1);
  });

  it('serves invitation pages with Referrer-Policy: no-referrer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/invite/some-token' });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
