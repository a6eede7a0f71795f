/**
 * Adding people to a group by mobile number (docs/product.md#s2-group-detail, #s7 POST
 * /api/groups/{id}/members; decision 005: a mobile number proves nobody's identity):
 * - the reply names who was added (`member`), and they are told "{admin} added you to {group}" with a
 *   link to the group, where leaving is one call;
 * - someone who asked to be asked first (users.require_invite) is invited instead: a mail and a
 *   notification whose link opens the invitation; they join only when they accept;
 * - adds and invitations count together per acting user: 30 an hour and 100 a day, then 429 with a
 *   sentence and Retry-After.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { startSmtp, type SmtpSink } from '../../support/smtp.ts';
import { freshEmail, freshMobile } from '../../security/world.ts';

const APP_URL = 'https://turnout.example';

type Notification = { message: string; link: string | null };

const addByMobile = (t: TestContext, admin: TestUser, groupId: number, mobile: string, email?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/groups/${groupId}/members`,
    headers: t.auth(admin),
    payload: email === undefined ? { mobile } : { mobile, email },
  });

const notificationsOf = async (t: TestContext, user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: t.auth(user) })).json<{
    notifications: Notification[];
  }>().notifications;

const memberIds = async (t: TestContext, admin: TestUser, groupId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/groups/${groupId}/members`, headers: t.auth(admin) }))
    .json<{ members: { id: number }[] }>()
    .members.map((m) => m.id);

/** A 429 with the add/invite sentence, waiting `unit`, and a Retry-After in whole seconds. */
function expectTooMany(res: LightMyRequestResponse, unit: 'minutes' | 'hours') {
  expect(res.statusCode, res.body).toBe(429);
  const body = res.json<{ error: string; message: string; code: string }>();
  expect(body.code).toBe('TOO_MANY_REQUESTS');
  expect(body.message).toMatch(
    new RegExp(`^Too many people added or invited\\. Please try again in \\d+ ${unit}\\.$`),
  );
  expect(body.error).toBe(body.message);
  expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
}

describe('adding people by mobile number', () => {
  let t: TestContext;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await build({ SMTP_URL: smtp.url, APP_URL });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('names who was added, tells them who added them with a link to the group, and they can leave at once', async () => {
    const admin = await createUser(t, { name: 'Thabo', surname: 'Nkosi' });
    const group = await createGroup(t, admin, { name: 'Thursday Five-a-side' });
    const player = await createUser(t, { name: 'Lerato', surname: 'Dlamini' });

    const res = await addByMobile(t, admin, group.id, player.mobile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      userExists: true,
      invited: false,
      added: true,
      member: { user_id: player.id, name: 'Lerato', surname: 'Dlamini' },
    });
    expect(await memberIds(t, admin, group.id)).toContain(player.id);
    expect(await notificationsOf(t, player)).toEqual([
      expect.objectContaining({
        message: 'Thabo Nkosi added you to Thursday Five-a-side.',
        link: `/group/${group.id}`,
      }),
    ]);

    // The link opens the group, which the newcomer can see and leave with one call.
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/groups/${group.id}`,
      headers: t.auth(player),
    });
    expect(seen.statusCode).toBe(200);
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/groups/${group.id}/leave`,
      headers: t.auth(player),
    });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ success: true, message: 'You have left Thursday Five-a-side.' });
    expect(await memberIds(t, admin, group.id)).not.toContain(player.id);
  });

  it('invites, instead of adding, someone who asked to be asked first; they join only when they accept', async () => {
    const admin = await createUser(t, { name: 'Thabo', surname: 'Nkosi' });
    const group = await createGroup(t, admin, { name: 'Sunday League' });
    const careful = await createUser(t, { name: 'Ayanda', surname: 'Zulu', email: freshEmail() });
    await t.app.db.update(users).set({ requireInvite: true }).where(eq(users.id, careful.id));

    const res = await addByMobile(t, admin, group.id, careful.mobile);
    expect(res.statusCode).toBe(200);
    // Not named: they have not agreed to be in the group.
    expect(res.json()).toEqual({ success: true, userExists: true, invited: true, added: false });
    expect(await memberIds(t, admin, group.id)).not.toContain(careful.id);

    // A mail with the invitation link, worded for someone who has an account.
    const mail = await smtp.nextMail(careful.email);
    expect(mail.subject).toBe("You're invited to join Sunday League on Turnout");
    expect(mail.text).toContain('Thabo Nkosi has invited you to join Sunday League');
    expect(mail.text).toContain('choose Accept to join');
    const mailed = mail.links.find((l) => l.includes('/invite/'))!;
    expect(mailed).toMatch(/^https:\/\/turnout\.example\/invite\/[A-Za-z0-9_-]{43,}$/);
    const token = decodeURIComponent(mailed.split('/invite/')[1]!);

    // And a notification whose link opens the same invitation.
    const [notification] = await notificationsOf(t, careful);
    expect(notification).toMatchObject({
      message: 'Thabo Nkosi invited you to join Sunday League. Open this to accept.',
      link: `/invite/${token}`,
    });
    const verified = await t.app.inject({ method: 'GET', url: `/api/invites/verify/${token}` });
    expect(verified.json()).toEqual({
      success: true,
      invite: { group_name: 'Sunday League', email: careful.email, mobile: careful.mobile, existing_account: true },
    });
    // Asking again while invited: invited again (the new link replaces the old), still not added.
    const again = await addByMobile(t, admin, group.id, careful.mobile);
    expect(again.json()).toEqual({ success: true, userExists: true, invited: true, added: false });
    const newToken = decodeURIComponent(
      (await smtp.nextMail(careful.email)).links.find((l) => l.includes('/invite/'))!.split('/invite/')[1]!,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/invites/verify/${token}` })).statusCode).toBe(404);
    expect(await memberIds(t, admin, group.id)).not.toContain(careful.id);

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invites/${newToken}/accept`,
      headers: t.auth(careful),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      success: true,
      message: 'You have joined Sunday League.',
      group: { id: group.id, name: 'Sunday League' },
    });
    expect(await memberIds(t, admin, group.id)).toContain(careful.id);

    // A member now: adding them again is refused as for anyone.
    const twice = await addByMobile(t, admin, group.id, careful.mobile);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ayanda Zulu is already a member of this group.');
  });

  it('with the setting off (the default), an add by mobile adds at once, as the spec says', async () => {
    const admin = await createUser(t);
    const group = await createGroup(t, admin);
    const player = await createUser(t);
    const [row] = await t.app.db
      .select({ on: users.requireInvite })
      .from(users)
      .where(eq(users.id, player.id));
    expect(row!.on).toBe(false);
    expect((await addByMobile(t, admin, group.id, player.mobile)).json()).toMatchObject({ added: true });
  });

  it('by default allows 30 adds and invitations an hour per acting user, then answers 429', async () => {
    const admin = await createUser(t);
    const group = await createGroup(t, admin);
    const other = await createUser(t);
    const otherGroup = await createGroup(t, other);
    // Adds of existing people, invitations, and numbers with no account all count together.
    const people = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
    for (const p of people) expect((await addByMobile(t, admin, group.id, p.mobile)).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1)
      expect((await addByMobile(t, admin, group.id, freshMobile(), freshEmail())).json()).toMatchObject({
        invited: true,
      });
    for (let i = 0; i < 10; i += 1)
      expect((await addByMobile(t, admin, group.id, freshMobile())).json()).toMatchObject({
        userExists: false,
      });

    const latecomer = await createUser(t);
    const refused = await addByMobile(t, admin, group.id, latecomer.mobile);
    expectTooMany(refused, 'minutes');
    expect(await memberIds(t, admin, group.id)).not.toContain(latecomer.id);
    expect(await notificationsOf(t, latecomer)).toEqual([]);

    // Another admin has a count of their own.
    expect((await addByMobile(t, other, otherGroup.id, latecomer.mobile)).json()).toMatchObject({
      added: true,
    });
  });
});

describe('the daily limit of adds and invitations', () => {
  let t: TestContext;
  beforeAll(async () => {
    // The hourly limit out of the way, so the daily one shows.
    t = await build({}, { rateLimits: { invitePerUser: 1000, invitePerUserDay: 3 } });
  });
  afterAll(() => t.close());

  it('refuses the 4th of the day with a sentence that says to wait hours', async () => {
    const admin = await createUser(t);
    const group = await createGroup(t, admin);
    for (let i = 0; i < 3; i += 1)
      expect((await addByMobile(t, admin, group.id, (await createUser(t)).mobile)).statusCode).toBe(200);
    const latecomer = await createUser(t);
    expectTooMany(await addByMobile(t, admin, group.id, latecomer.mobile), 'hours');
    expect(await memberIds(t, admin, group.id)).not.toContain(latecomer.id);
  });
});
