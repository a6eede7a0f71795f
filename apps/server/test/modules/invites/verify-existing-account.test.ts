/**
 * An invitation to someone who already has an account (docs/product.md#s2-invite, #s7 GET
 * /api/invites/verify): verify answers `invite.existing_account` (true when an account holds the invited
 * email, compared case-insensitively, looked up when the link is opened), so a signed-out invitee is sent to
 * sign in rather than to a sign-up that would refuse their email; the spec's fields stay as they are. Their
 * invitation mail tells them to sign in and accept, never to create an account.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { buildWithMail, type MailContext } from '../../support/mail-app.ts';
import type { ReceivedMail, SmtpSink } from '../../support/smtp.ts';
import { freshEmail, freshMobile } from '../../security/world.ts';

const SIGN_UP_WORDS = /create your account|sign up/i;

describe('verifying an invitation for an existing account', () => {
  let t: MailContext;
  let smtp: SmtpSink;
  let admin: TestUser;
  let group: { id: number; name: string };

  beforeAll(async () => {
    t = await buildWithMail();
    smtp = t.smtp;
    admin = await createUser(t, { name: 'Thabo', surname: 'Nkosi' });
    group = await createGroup(t, admin, { name: 'Sunday League' });
  });
  afterAll(() => t.close());

  /** The admin adds `mobile` (with `email` for an unknown number); resolves with the mail and its token. */
  const add = async (mobile: string, mailTo: string, email?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/groups/${group.id}/members`,
      headers: t.auth(admin),
      payload: email === undefined ? { mobile } : { mobile, email },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, invited: true, added: false });
    const mail: ReceivedMail = await smtp.nextMail(mailTo);
    const link = mail.links.find((l) => l.includes('/invite/'))!;
    return { mail, token: decodeURIComponent(link.split('/invite/')[1]!) };
  };
  const verify = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/invites/verify/${token}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('someone who asked to be asked first: existing_account true, and the mail says sign in, not sign up', async () => {
    const careful = await createUser(t, { email: freshEmail() });
    await t.app.db.update(users).set({ requireInvite: true }).where(eq(users.id, careful.id));
    const { mail, token } = await add(careful.mobile, careful.email);

    expect(await verify(token)).toEqual({
      success: true,
      invite: { group_name: 'Sunday League', email: careful.email, mobile: careful.mobile, existing_account: true },
    });
    expect(mail.text).toContain('signed in to your account');
    expect(mail.text).not.toMatch(SIGN_UP_WORDS);
  });

  it('a new number with the email of an existing account (any case): existing_account true, mail says sign in', async () => {
    const holder = await createUser(t, { email: freshEmail() });
    const { mail, token } = await add(freshMobile(), holder.email, holder.email.toUpperCase());

    expect(await verify(token)).toMatchObject({
      success: true,
      invite: { group_name: 'Sunday League', existing_account: true },
    });
    expect(mail.text).toContain('You already have a Turnout account');
    expect(mail.text).toContain('choose Accept to join');
    expect(mail.text).not.toMatch(SIGN_UP_WORDS);
  });

  it('a new person: existing_account false and the mail says create your account; true once they have one', async () => {
    const email = freshEmail();
    const mobile = freshMobile();
    const { mail, token } = await add(mobile, email, email);

    // The mobile the admin typed comes back too: the sign-up form pre-fills it.
    expect(await verify(token)).toEqual({
      success: true,
      invite: { group_name: 'Sunday League', email, mobile, existing_account: false },
    });
    expect(mail.text).toContain('create your account');

    // They sign up without the link (another way in): the link now leads to sign-in.
    const signup = await t.app.inject({
      method: 'POST',
      url: '/signup',
      payload: {
        name: 'Lerato',
        surname: 'Dlamini',
        mobile: freshMobile(),
        email,
        password: 'kick-off-at-seven',
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    expect((await verify(token)).invite.existing_account).toBe(true);
  });
});
