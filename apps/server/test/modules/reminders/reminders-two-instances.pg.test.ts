/**
 * Exactly-once reminders with two instances (README "Reminders"): two apps on one PostgreSQL database
 * sweep the same due games at the same moment — through the job queue and by calling the sweep directly,
 * so that the database's guarantees are tested, not only the queue's one-at-a-time policy. Every member
 * who has not answered is reminded exactly once per game: one notification, one game_reminders row, one
 * email. Only a real PostgreSQL server runs two transactions at once (PGlite is one connection), so this
 * runs with DATABASE_URL and is skipped without it.
 */
import { and, inArray, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { gameReminders, games, notifications } from '../../../src/db/schema.ts';
import { REMINDER_SWEEP_QUEUE, sweepReminders } from '../../../src/modules/reminders/service.ts';
import { TEST_JWT_SECRET } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { buildWithMail, type MailContext } from '../../support/mail-app.ts';
import { POSTGRES, onPostgres } from '../../support/servers.ts';
import type { SmtpSink } from '../../support/smtp.ts';

const APP_URL = 'https://turnout.example';
const GROUPS = 7;
/**
 * 70 due games: more than one sweep batch (50); 10 a group, so no member passes the 10 notification
 * emails an hour one group may send them (README "Notifications").
 */
const GAMES_PER_GROUP = 10;

describe.runIf(onPostgres)(`${POSTGRES} reminders with two instances on one database`, () => {
  const now = new Date('2027-03-01T10:00:00Z');
  let t: MailContext;
  let second: App;
  let smtp: SmtpSink;

  beforeAll(async () => {
    t = await buildWithMail({ APP_URL }, { clock: () => now });
    smtp = t.smtp;
    second = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: '/tmp/turnout-test-data',
        SMTP_URL: smtp.url,
        APP_URL,
      }),
      database: t.database,
      jwtSecret: TEST_JWT_SECRET,
      closeDatabase: false,
      webDist: '/nonexistent',
      clock: () => now,
      jobs: { schedule: false, supervise: false, retryDelaySeconds: 0, pollingIntervalSeconds: 0.5 },
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('reminds every member who has not answered exactly once, however the two sweeps interleave', async () => {
    // Per group: an admin and three members; the admin and one member answered every game: two to
    // remind per game.
    const expected = new Map<string, number>(); // `${userId}:${gameId}` → 1
    const gameIds: number[] = [];
    const people: TestUser[] = [];
    for (let g = 0; g < GROUPS; g += 1) {
      const admin = await createUser(t);
      const members = [await createUser(t), await createUser(t), await createUser(t)];
      people.push(admin, ...members);
      const group = await createGroup(t, admin, { members });
      for (let i = 0; i < GAMES_PER_GROUP; i += 1) {
        // Kick-offs a minute apart (the mail subjects differ), all reminders due by now.
        const game = await createGame(t, group.id, admin, {
          description: `Game ${g}-${i}`,
          gameDatetime: new Date(Date.UTC(2027, 2, 2, 18, i)),
          reminderAt: new Date(Date.UTC(2027, 2, 1, 9, i)),
        });
        gameIds.push(game.id);
        await setRsvp(t, game.id, admin.id, 'in');
        await setRsvp(t, game.id, members[0]!.id, 'out');
        for (const u of members.slice(1)) expected.set(`${u.id}:${game.id}`, 1);
      }
    }

    await Promise.all([
      sweepReminders(t.app, now),
      sweepReminders(second, now),
      t.app.jobs.run(REMINDER_SWEEP_QUEUE),
      second.jobs.run(REMINDER_SWEEP_QUEUE),
      sweepReminders(second, now),
      sweepReminders(t.app, now),
    ]);
    await Promise.all([t.app.mailer.idle(), second.mailer.idle()]);

    const sent = await t.app.db
      .select({ userId: notifications.userId, link: notifications.link })
      .from(notifications)
      .where(like(notifications.message, 'Are you playing?%'));
    const perMemberAndGame = new Map<string, number>();
    for (const n of sent) {
      const key = `${n.userId}:${n.link!.replace('/games/', '')}`;
      perMemberAndGame.set(key, (perMemberAndGame.get(key) ?? 0) + 1);
    }
    expect(perMemberAndGame).toEqual(expected);

    const rows = await t.app.db
      .select({ userId: gameReminders.userId, gameId: gameReminders.gameId })
      .from(gameReminders)
      .where(inArray(gameReminders.gameId, gameIds));
    expect(new Set(rows.map((r) => `${r.userId}:${r.gameId}`))).toEqual(new Set(expected.keys()));
    expect(rows).toHaveLength(expected.size);

    // Every game's reminder is done.
    const stillDue = await t.app.db
      .select({ id: games.id })
      .from(games)
      .where(and(inArray(games.id, gameIds), isNotNull(games.reminderAt)));
    expect(stillDue).toEqual([]);

    // One email per reminded member and game (each subject names its game's kick-off minute).
    await expect.poll(() => smtp.received.length, { timeout: 30_000, interval: 100 }).toBe(expected.size);
    const mails = new Map<string, number>();
    for (const m of smtp.received) {
      const key = `${m.to.join(',')}|${m.subject}`;
      mails.set(key, (mails.get(key) ?? 0) + 1);
    }
    expect(mails.size).toBe(expected.size);
    expect([...mails.values()].every((n) => n === 1)).toBe(true);
    const emails = new Set(people.map((p) => p.email.toLowerCase()));
    expect(smtp.received.every((m) => m.to.every((to) => emails.has(to)))).toBe(true);
  }, 120_000);
});
