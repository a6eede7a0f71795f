/**
 * Mail sent from Turnout's own address carries no user-chosen text in its subject beyond a group name
 * (which refuses web addresses, common.ts nameText): an invitation's subject names the group, never the
 * inviter; a password-reset subject and a sign-in-by-email one are fixed (the code stays in the body); a notification's subject says what happened and names the
 * game by its group's name and group-local kick-off, never its description ("A player dropped out —
 * Sunday league, Thu 19:00"). A real SMTP server receives the mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts, inviteTexts, subjectWhen } from '@turnout/shared';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../support/factories.ts';
import { buildWithMail, type MailContext } from '../support/mail-app.ts';
import type { SmtpSink } from '../support/smtp.ts';
import { freshEmail, freshMobile } from './world.ts';

let t: MailContext;
let smtp: SmtpSink;
let admin: TestUser;
let group: { id: number; name: string };
beforeAll(async () => {
  t = await buildWithMail();
  smtp = t.smtp;
  admin = await createUser(t, { name: 'Mallory', surname: 'Claimsyouwon' });
  group = await createGroup(t, admin, { name: 'Sunday league' });
});
afterAll(() => t.close());

describe('mail subjects', () => {
  it('an invitation names the group only, not who sent it', async () => {
    const email = freshEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/groups/${group.id}/members`,
      headers: t.auth(admin),
      payload: { mobile: freshMobile(), email },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.nextMail(email);
    expect(mail.subject).toBe(inviteTexts.mailSubject('Sunday league'));
    expect(mail.subject).toBe("You're invited to join Sunday league on Turnout");
    expect(mail.subject).not.toMatch(/Mallory|Claimsyouwon/);
  });

  it('a password reset has a fixed subject', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/request-password-reset',
      payload: { email: admin.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.nextMail(admin.email);
    expect(mail.subject).toBe(accountTexts.resetMailSubject);
    expect(mail.subject).toBe('Reset your Turnout password');
  });

  it('a sign-in by email has a fixed subject, without the code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/email',
      payload: { email: admin.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.nextMail(admin.email);
    expect(mail.subject).toBe(accountTexts.emailSignInMailSubject);
    expect(mail.subject).toBe('Your Turnout sign-in code and link');
  });

  it('a notification names what happened and the game by group and kick-off, never its description', async () => {
    const player = await createUser(t, { name: 'Sipho', surname: 'Dlamini' });
    const club = await createGroup(t, admin, { name: 'Thursday Footy', members: [player] });
    const at = new Date(Date.now() + 3 * 3_600_000);
    const game = await createGame(t, club.id, admin, {
      description: 'WIN A PRIZE call 0800 now',
      gameDatetime: at,
    });
    await setRsvp(t, game.id, player.id, 'in');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rsvps',
      headers: t.auth(player),
      payload: { gameId: game.id, status: 'out' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.nextMail(admin.email);
    expect(mail.subject).toBe(
      `A player dropped out — Thursday Footy, ${subjectWhen(at, 'Africa/Johannesburg')}`,
    );
    expect(mail.subject).not.toMatch(/PRIZE|Sipho|What changed/);
  });

  it('a group cannot be renamed into a link that invitations would then carry', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/groups/${group.id}`,
      headers: t.auth(admin),
      payload: { name: 'ACTION REQUIRED - verify your account at https://evil.example' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Names cannot contain web addresses.');
  });
});
