import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../support/build.ts';
import { createGame, createGroup, createUser, FACTORY_PASSWORD } from '../support/factories.ts';
import { startSmtp, type SmtpSink } from '../support/smtp.ts';
import { loggerOptions, redactUrl } from '../../src/lib/logging.ts';
import { unsubscribeUrl } from '../../src/modules/notifications/mails.ts';
import { rsvpLinkUrls } from '../../src/modules/notifications/answer-links.ts';

const APP_URL = 'https://turnout.example';

/**
 * No log line, at any level, carries a password, a password hash, a token (sign-in, reset, invitation,
 * one-tap answer, unsubscribe) or calendar feed secret, a reset or invitation link, a secret query
 * value or the personal data sent (lib/logging.ts; README "Security"). The whole log is captured at trace
 * level while the flows that handle those values run, then searched for each of them.
 */
describe('logs', () => {
  let t: TestContext;
  let smtp: SmtpSink;
  const lines: string[] = [];
  const log = () => lines.join('');
  beforeAll(async () => {
    smtp = await startSmtp();
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await build(
      { SMTP_URL: smtp.url, APP_URL },
      { logger: { ...(loggerOptions('trace') as object), stream } },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('log a database error during sign-up by its code and constraint, without a value that was sent', async () => {
    // A check the sign-up's insert fails, set up in this test's database only. PostgreSQL then reports
    // "Failing row contains (…)" with every column, the password hash included, and Drizzle's error
    // repeats the query with all its parameters.
    await t.app.db.execute(
      sql.raw(`alter table users add constraint users_test_refused check (surname <> 'Refused') not valid`),
    );
    const sent = {
      name: 'Ayanda',
      surname: 'Refused',
      email: 'ayanda.private@example.test',
      mobile: '0837654321',
      password: 'my very own secret phrase',
    };
    try {
      const res = await t.app.inject({ method: 'POST', url: '/signup', payload: sent });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: 'Something went wrong on our side. Please try again.',
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
      });
    } finally {
      await t.app.db.execute(sql.raw('alter table users drop constraint users_test_refused'));
    }

    const error = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.level === 50);
    expect(error).toMatchObject({
      msg: 'unhandled error',
      dbError: { code: '23514', constraint: 'users_test_refused', table: 'users' },
    });
    for (const value of [sent.email, sent.mobile, sent.password, 'Ayanda', '$argon2', 'insert into']) {
      expect(log()).not.toContain(value);
    }
  });

  it('carry no token, link, password or address through sign-in, password reset and invitation', async () => {
    const user = await createUser(t);
    const admin = await createUser(t);
    const group = await createGroup(t, admin);
    const newPassword = 'a brand new secret';

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: FACTORY_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const signInToken = login.json().token as string;
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(signInToken) });
    expect(me.statusCode).toBe(200);

    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/login/request-password-reset',
      payload: { email: user.email },
    });
    expect(requested.statusCode).toBe(200);
    const resetLink = (await smtp.nextMail(user.email)).links.find((l) => l.includes('/reset-password'))!;
    const resetToken = new URL(resetLink).searchParams.get('token')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/login/reset-password',
      payload: { token: resetToken, email: user.email, newPassword },
    });
    expect(reset.statusCode).toBe(200);

    const invitee = { email: 'invitee.private@example.test', mobile: '0839876543' };
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/groups/${group.id}/members`,
      headers: t.auth(admin),
      payload: invitee,
    });
    expect(invited.json()).toMatchObject({ invited: true });
    const inviteLink = (await smtp.nextMail(invitee.email)).links.find((l) => l.includes('/invite/'))!;
    const inviteToken = decodeURIComponent(inviteLink.split('/invite/')[1]!);
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/invites/verify/${encodeURIComponent(inviteToken)}`,
    });
    expect(verified.statusCode).toBe(200);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/signup',
      payload: { name: 'Lerato', surname: 'Dlamini', ...invitee, password: FACTORY_PASSWORD, inviteToken },
    });
    expect(joined.statusCode).toBe(201);
    const joinedToken = joined.json().token as string;
    await t.app.background.idle();
    await t.app.mailer.idle();

    // The flows were logged (requests, mails sent), only without their secrets.
    expect(log()).toContain('"msg":"mail sent"');
    expect(log()).toContain('/api/invites/verify/[redacted]');
    const secrets = [signInToken, joinedToken, resetToken, resetLink, inviteToken, inviteLink];
    const people = [user.email, invitee.email, invitee.mobile, admin.email];
    for (const value of [...secrets, ...people, FACTORY_PASSWORD, newPassword, '$argon2']) {
      expect(log()).not.toContain(value);
    }
  });

  it('carry no token or secret of a path or query, only the route with "[redacted]" in its place', async () => {
    const member = await createUser(t);
    const admin = await createUser(t);
    const group = await createGroup(t, admin, { members: [member] });
    const game = await createGame(t, group.id, admin);
    // Each token issued the way the app issues it: the links of a reminder and of its unsubscribe
    // footer, the feed URL of GET /api/calendar/feed, the invitation and reset mails.
    const rsvpToken = /\/rsvp\/([^?]+)\?/.exec((await rsvpLinkUrls(t.app, member.id, game.id))!.in)![1]!;
    const unsubscribeToken = new URL(unsubscribeUrl(t.app, member.id, 'reminders')).pathname.split('/')[2]!;
    const feed = await t.app.inject({ method: 'GET', url: '/api/calendar/feed', headers: t.auth(member) });
    const feedPath = new URL(feed.json<{ url: string }>().url).pathname;
    const feedSecret = /^\/calendar\/(.+)\.ics$/.exec(feedPath)![1]!;
    const invitee = { email: 'invited.again@example.test', mobile: '0831112222' };
    await t.app.inject({
      method: 'POST',
      url: `/api/groups/${group.id}/members`,
      headers: t.auth(admin),
      payload: invitee,
    });
    const inviteLink = (await smtp.nextMail(invitee.email)).links.find((l) => l.includes('/invite/'))!;
    const inviteToken = decodeURIComponent(inviteLink.split('/invite/')[1]!);
    await t.app.inject({
      method: 'POST',
      url: '/api/login/request-password-reset',
      payload: { email: member.email },
    });
    const resetLink = (await smtp.nextMail(member.email)).links.find((l) => l.includes('/reset-password'))!;
    const resetToken = new URL(resetLink).searchParams.get('token')!;
    const joinLink = await t.app.inject({
      method: 'POST',
      url: `/api/groups/${group.id}/invite-links`,
      headers: t.auth(admin),
      payload: {},
    });
    const joinToken = new URL(joinLink.json<{ url: string }>().url).pathname.split('/')[2]!;

    const requests: { method: 'GET' | 'POST'; url: string; status: number; payload?: object }[] = [
      // The web screens (no web build here: answered 404 by the app, logged all the same).
      // The one-tap page is the server's own (docs/decisions/018-one-tap-page.md), its form's POST too.
      { method: 'GET', url: `/rsvp/${rsvpToken}?status=in`, status: 200 },
      { method: 'POST', url: `/rsvp/${rsvpToken}`, status: 303, payload: { status: 'in' } },
      { method: 'GET', url: `/unsubscribe/${unsubscribeToken}`, status: 404 },
      { method: 'GET', url: `/invite/${inviteToken}`, status: 404 },
      { method: 'GET', url: `/reset-password?token=${resetToken}&email=x%40y.z`, status: 404 },
      { method: 'GET', url: `/api/rsvp-links/${rsvpToken}`, status: 200 },
      { method: 'POST', url: `/api/rsvp-links/${rsvpToken}`, status: 200, payload: { status: 'in' } },
      { method: 'GET', url: feedPath, status: 200 },
      { method: 'GET', url: `/api/unsubscribe/${unsubscribeToken}`, status: 200 },
      { method: 'POST', url: `/api/unsubscribe/${unsubscribeToken}`, status: 200 },
      { method: 'POST', url: `/unsubscribe/${unsubscribeToken}`, status: 200 },
      { method: 'GET', url: `/api/invites/verify/${inviteToken}`, status: 200 },
      { method: 'POST', url: `/api/invites/${inviteToken}/accept`, status: 403 },
      { method: 'GET', url: `/join/${joinToken}`, status: 404 },
      { method: 'GET', url: `/api/join/${joinToken}`, status: 200 },
      { method: 'POST', url: `/api/join/${joinToken}`, status: 200 },
      // A token where no route takes it: in another letter case, under an unknown path, in a query.
      { method: 'GET', url: `/RSVP/${rsvpToken}`, status: 404 },
      { method: 'GET', url: `/api/rsvp-links/${rsvpToken}/nowhere`, status: 404 },
      { method: 'GET', url: `/api/games?secret=${feedSecret}&token=${rsvpToken}`, status: 200 },
    ];
    for (const { method, url, status, payload } of requests) {
      const res = await t.app.inject({ method, url, payload, headers: t.auth(member) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    }
    // Fastify's own messages name the URL (a reply sent twice, a route not found): masked as well.
    t.app.log.warn(`Reply was already sent, did you forget to "return reply" in "/rsvp/${rsvpToken}" (GET)?`);

    for (const secret of [rsvpToken, unsubscribeToken, feedSecret, inviteToken, resetToken, joinToken]) {
      expect(log()).not.toContain(secret);
    }
    for (const route of [
      '"url":"/rsvp/[redacted]?status=in"',
      '"url":"/rsvp/[redacted]"',
      '"url":"/unsubscribe/[redacted]"',
      '"url":"/invite/[redacted]"',
      '"url":"/reset-password?token=[redacted]&email=[redacted]"',
      '"url":"/api/rsvp-links/[redacted]"',
      '"url":"/calendar/[redacted]"',
      '"url":"/api/unsubscribe/[redacted]"',
      '"url":"/api/invites/verify/[redacted]"',
      '"url":"/api/invites/[redacted]/accept"',
      '"url":"/join/[redacted]"',
      '"url":"/api/join/[redacted]"',
      '"url":"/RSVP/[redacted]"',
      '"url":"/api/rsvp-links/[redacted]/nowhere"',
      '"url":"/api/games?secret=[redacted]&token=[redacted]"',
      'in \\"/rsvp/[redacted]\\" (GET)?',
    ]) {
      expect(log()).toContain(route);
    }
  });

  it('mask the token of every route and web screen whose path takes one (any parameter but an id)', async () => {
    const screens = await readFile(new URL('../../../web/src/app/screens.ts', import.meta.url), 'utf8');
    const paths = [
      ...[...t.app.apiRoutes, ...t.app.nonApiRoutes].map((route) => route.url),
      ...[...screens.matchAll(/(?:open|signedIn)\(\s*'([^']+)'/g)].map((m) => m[1]!),
    ];
    const SECRET = 'Secret-1';
    const withSecrets = paths
      .filter((path) => /:(?!id\b)(?!\w+Id\b)\w+/.test(path))
      .map((path) =>
        path.replace(/:(\w+)/g, (_, name: string) => (/^(id|\w+Id)$/.test(name) ? '12' : SECRET)),
      );
    // The routes and screens known to take one, found by this walk.
    expect(withSecrets).toEqual(
      expect.arrayContaining([
        `/api/rsvp-links/${SECRET}`,
        `/calendar/${SECRET}`,
        `/api/unsubscribe/${SECRET}`,
        `/unsubscribe/${SECRET}`,
        `/api/invites/verify/${SECRET}`,
        `/api/invites/${SECRET}/accept`,
        `/invite/${SECRET}`,
        `/rsvp/${SECRET}`,
        `/api/join/${SECRET}`,
        `/join/${SECRET}`,
      ]),
    );
    for (const path of withSecrets) expect(redactUrl(path), path).not.toContain(SECRET);
  });
});
