/**
 * Cancelling a game, not deleting it (README "Cancelled games"): POST /api/games/{id}/cancel keeps the
 * game, marked `status: "cancelled"` with the admin's message wherever games are returned, and tells
 * every member who answered (in, reserves or out) and every guest's host — the message quoted under the
 * admin's name in the email, whose subject names the group and kick-off only. While cancelled, answers,
 * one-tap answers, guests and admin moves are refused with a sentence (409); the calendar feed says
 * STATUS:CANCELLED (parsed with node-ical); no reminder goes out. POST …/reinstate undoes it and tells
 * them again. A real SMTP server receives the mail; the clock is the test's.
 */
import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { gameTexts, type Game } from '@turnout/shared';
import { gameGuests, games, notifications } from '../../../src/db/schema.ts';
import { DIGEST_QUEUE } from '../../../src/modules/notifications/coalesce.ts';
import { REMINDER_SWEEP_QUEUE } from '../../../src/modules/reminders/service.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { withMailApp, type MailContext } from '../../support/mail-app.ts';
import type { SmtpSink } from '../../support/smtp.ts';

let now = new Date('2027-03-01T10:00:00Z');
let t: MailContext;
let smtp: SmtpSink;

withMailApp(
  (app) => ([t, smtp] = [app, app.smtp]),
  { APP_URL: 'https://turnout.example' },
  { clock: () => now, rateLimits: { now: () => now.getTime() } },
);

async function settle() {
  await t.app.jobs.idle();
  await t.app.mailer.idle();
}

/** Moves the clock past the coalescing window and sends the digests. */
async function digests() {
  now = new Date(now.getTime() + 11 * 60_000);
  await settle();
  await t.app.jobs.run(DIGEST_QUEUE);
  await settle();
}

const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.auth(user), ...(payload ? { payload } : {}) });

const mailsTo = (user: TestUser) => smtp.received.filter((m) => m.to.includes(user.email.toLowerCase()));
const messagesOf = async (user: TestUser) =>
  (await t.app.db.select().from(notifications).where(eq(notifications.userId, user.id))).map(
    (n) => n.message,
  );

/**
 * Group "Thursday Footy" (Africa/Johannesburg) of Ada Admin: Ian in, Rae on the reserves, Otto out,
 * Pat pending, Hal (in) brings a guest; a game on Thu 4 Mar 2027 17:00 UTC (19:00 in the group).
 */
async function setUp() {
  const admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
  const [ian, rae, otto, pat, hal] = await Promise.all(
    ['Ian', 'Rae', 'Otto', 'Pat', 'Hal'].map((name) => createUser(t, { name, surname: 'Player' })),
  );
  const group = await createGroup(t, admin, {
    name: 'Thursday Footy',
    members: [ian!, rae!, otto!, pat!, hal!],
  });
  const game = await createGame(t, group.id, admin, {
    description: 'Five-a-side at the astro',
    gameDatetime: new Date('2027-03-04T17:00:00Z'),
    maxPlayers: 10,
  });
  await setRsvp(t, game.id, ian!.id, 'in');
  await setRsvp(t, game.id, rae!.id, 'reserves');
  await setRsvp(t, game.id, otto!.id, 'out');
  await setRsvp(t, game.id, hal!.id, 'in');
  await t.app.db
    .insert(gameGuests)
    .values({ gameId: game.id, hostUserId: hal!.id, name: 'Kim', status: 'in' });
  return { admin, ian: ian!, rae: rae!, otto: otto!, pat: pat!, hal: hal!, group, game };
}

describe('POST /api/games/{id}/cancel and /reinstate', () => {
  it('keeps the game, marked with the message everywhere, and tells everyone who answered', async () => {
    const { admin, ian, rae, otto, pat, hal, game } = await setUp();
    smtp.received.length = 0;
    const res = await call(admin, 'POST', `/api/games/${game.id}/cancel`, { message: 'Pitch is flooded' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: gameTexts.cancelled,
      game: { id: game.id, status: 'cancelled', cancel_message: 'Pitch is flooded' },
    });

    // Still listed, marked, for a player; the detail says so too.
    const list = (await call(pat, 'GET', '/api/games')).json<{ games: Game[] }>().games;
    expect(list.find((g) => g.id === game.id)).toMatchObject({
      status: 'cancelled',
      cancel_message: 'Pitch is flooded',
    });
    const detail = (await call(ian, 'GET', `/api/games/${game.id}`)).json<{ game: Game }>().game;
    expect(detail).toMatchObject({ status: 'cancelled', cancel_message: 'Pitch is flooded' });

    // In, reserves, out and the guest's host are told; the player who never answered is not.
    for (const user of [ian, rae, otto, hal]) {
      expect(await messagesOf(user)).toContain(
        'Ada Admin cancelled Five-a-side at the astro, Thu 4 Mar 19:00. “Pitch is flooded”',
      );
    }
    expect(await messagesOf(pat)).toEqual([]);
    expect(await messagesOf(admin)).toEqual([]);

    await digests();
    const mail = mailsTo(ian).at(-1)!;
    expect(mail.subject).toBe('Game cancelled — Thursday Footy, Thu 19:00');
    expect(mail.text).toContain('Ada Admin cancelled the game, Thu 4 Mar 19:00.');
    expect(mail.text).toContain('Ada Admin wrote:');
    expect(mail.text).toContain('> Pitch is flooded');
    expect(mailsTo(pat)).toEqual([]);
  });

  it('refuses answers, one-tap answers, guests, moves and reminders while cancelled; reinstating reopens them', async () => {
    const { admin, ian, rae, pat, game } = await setUp();
    expect((await call(admin, 'POST', `/api/games/${game.id}/cancel`)).statusCode).toBe(200);

    const refused = [
      await call(pat, 'POST', '/api/rsvps', { gameId: game.id, status: 'in' }),
      await call(ian, 'POST', '/api/rsvps', { gameId: game.id, status: 'out' }),
      await t.app.inject({
        method: 'POST',
        url: `/api/rsvp-links/${t.app.signedTokens.rsvpLink.sign({ u: pat.id, g: game.id }, game.gameDatetime)}`,
        payload: { status: 'in' },
      }),
      await call(ian, 'POST', `/api/games/${game.id}/guests`, { name: 'Sam' }),
      await call(admin, 'POST', '/api/rsvps/admin/update-team', {
        gameId: game.id,
        userId: rae.id,
        newTeam: 'main',
      }),
      await call(admin, 'POST', `/api/games/${game.id}/remind`),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(gameTexts.gameCancelled);
    }

    // The automatic reminder is due but not sent while cancelled.
    await t.app.db.update(games).set({ reminderAt: now }).where(eq(games.id, game.id));
    await t.app.jobs.run(REMINDER_SWEEP_QUEUE);
    await settle();
    expect((await messagesOf(pat)).filter((m) => m.startsWith('Are you playing?'))).toEqual([]);

    smtp.received.length = 0;
    const back = await call(admin, 'POST', `/api/games/${game.id}/reinstate`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      message: gameTexts.reinstated,
      game: { status: 'scheduled', cancel_message: null },
    });
    // One notification for the game's changes within 10 minutes (decision 012): both listed.
    expect((await messagesOf(ian)).join('\n')).toContain(
      "Ada Admin reinstated Five-a-side at the astro, Thu 4 Mar 19:00: it's on again.",
    );
    const answer = await call(pat, 'POST', '/api/rsvps', { gameId: game.id, status: 'in' });
    expect(answer.statusCode, answer.body).toBe(200);
    await digests();
    expect(mailsTo(rae).map((m) => m.subject)).toContain('2 changes — Thursday Footy, Thu 19:00');
  });

  it('answers 409 to cancelling twice, reinstating a scheduled game, or either after kick-off', async () => {
    const { admin, game } = await setUp();
    const reinstate = await call(admin, 'POST', `/api/games/${game.id}/reinstate`);
    expect(reinstate.statusCode).toBe(409);
    expect(reinstate.json().message).toBe(gameTexts.notCancelled);
    expect((await call(admin, 'POST', `/api/games/${game.id}/cancel`)).statusCode).toBe(200);
    const twice = await call(admin, 'POST', `/api/games/${game.id}/cancel`, { message: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(gameTexts.alreadyCancelled);

    const started = await createGame(t, game.groupId, admin, {
      gameDatetime: new Date(now.getTime() - 60_000),
    });
    const late = await call(admin, 'POST', `/api/games/${started.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(gameTexts.cancelStarted);
  });

  it('refuses a member (403) and an outsider (404), and a message that is not plain text (400)', async () => {
    const { admin, ian, game } = await setUp();
    const outsider = await createUser(t);
    expect((await call(ian, 'POST', `/api/games/${game.id}/cancel`)).statusCode).toBe(403);
    expect((await call(outsider, 'POST', `/api/games/${game.id}/cancel`)).statusCode).toBe(404);
    const bad = await call(admin, 'POST', `/api/games/${game.id}/cancel`, { message: 'x'.repeat(501) });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.db.select().from(games).where(eq(games.id, game.id)))[0]!.status).toBe('scheduled');
  });

  it('puts STATUS:CANCELLED in the calendar feed', async () => {
    const { admin, ian, game } = await setUp();
    await call(admin, 'POST', `/api/games/${game.id}/cancel`);
    const { url } = (await call(ian, 'GET', '/api/calendar/feed')).json<{ url: string }>();
    const feed = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    const events = Object.values(ical.sync.parseICS(feed.body)).filter(
      (item): item is VEvent => item?.type === 'VEVENT',
    );
    const event = events.find((e) => e.uid === `game-${game.id}@turnout.example`)!;
    expect(event.status).toBe('CANCELLED');
    expect(event.summary).toBe('[Cancelled] Five-a-side at the astro');
  });
});
