/**
 * One-tap answer links end to end (README "Notifications"): a group admin reminds the members who have
 * not answered; the reminder email (delivered through the notification job to a real SMTP sink on
 * loopback) carries "I'm in", "Reserves" and "I'm out" links to APP_URL/rsvp/{token}?status=…; opening
 * the "I'm in" link's answer (GET) changes nothing, confirming it (POST) puts the member on the main
 * team without a sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RsvpLinkReply, TeamResponse } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp } from '../../support/factories.ts';
import { startSmtp, type SmtpSink } from '../../support/smtp.ts';

const APP_URL = 'https://turnout.example';
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

describe('the reminder email’s one-tap links', () => {
  it('answers "I\'m in" from the email: opening the link changes nothing, confirming it does', async () => {
    const admin = await createUser(t, { name: 'Ada' });
    const ann = await createUser(t, { name: 'Ann' });
    const thabo = await createUser(t, { name: 'Thabo' });
    const group = await createGroup(t, admin, { name: 'Sunday league', members: [ann, thabo] });
    const game = await createGame(t, group.id, admin, { description: 'Friday five', maxPlayers: 2 });
    await setRsvp(t, game.id, admin.id, 'in');
    await setRsvp(t, game.id, ann.id, 'out');

    const remind = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/remind`,
      headers: t.auth(admin),
    });
    expect(remind.json()).toEqual({ success: true, reminded: 1 });
    await t.app.jobs.idle();
    await t.app.mailer.idle();

    const mail = await smtp.nextMail(thabo.email);
    const answerLinks = mail.links.filter((l) => l.startsWith(`${APP_URL}/rsvp/`));
    expect(answerLinks.map((l) => new URL(l).searchParams.get('status'))).toEqual(['in', 'reserves', 'out']);
    const inLink = new URL(answerLinks[0]!);
    // The HTML version carries the same buttons.
    expect(mail.html).toContain(inLink.href.replaceAll('&', '&amp;'));
    const token = inLink.pathname.replace(/^\/rsvp\//, '');

    const team = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/team`, headers: t.auth(admin) })
      ).json<TeamResponse>();
    const before = await team();

    // The page the link opens reads the link (a mail scanner would too): nothing changes.
    const page = await t.app.inject({ method: 'GET', url: `${inLink.pathname}${inLink.search}` });
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const view = await t.app.inject({ method: 'GET', url: `/api/rsvp-links/${token}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<RsvpLinkReply>()).toMatchObject({
      game: { id: game.id, description: 'Friday five', main_team_count: 1, max_players: 2 },
      user: { name: 'Thabo' },
      status: null,
    });
    expect(await team()).toEqual(before);

    // Confirm: the answer the link names, with no session.
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/rsvp-links/${token}`,
      payload: { status: inLink.searchParams.get('status') },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      status: 'in',
      message: "You're in the main team.",
      position: { list: 'main', place: 2 },
    });
    expect((await team()).mainTeam.map((e) => e.user_id)).toEqual([admin.id, thabo.id]);
  });
});
