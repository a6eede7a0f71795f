/**
 * Notifications in the reader's language (README "Languages"): a notification stores its catalogue key
 * and parameters (notifications.text_key, text_params) and GET /api/notifications renders each in the
 * reader's language — the profile's, else the request's Accept-Language, else English — with the kick-off
 * through Intl on the group's zone. A member who changes language reads the list in the new one; a
 * coalesced window of changes (docs/decisions/012-coalescing-game-changes.md) is "N changes:" and each, in
 * that language; an English reader reads the specification's sentences exactly.
 */
import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeWhen, notificationMessages, notificationWhen } from '@turnout/shared';
import type { Language } from '@turnout/shared/i18n';
import { notifications, users } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, type TestUser } from '../../support/factories.ts';

const now = new Date('2027-03-01T10:00:00Z');
const kickoff = addDays(now, 3);
const zone = 'Africa/Johannesburg';
let t: TestContext;

beforeAll(async () => {
  t = await build({}, { clock: () => now });
});
afterAll(() => t.close());

async function speaker(name: string, language: Language | null) {
  const user = await createUser(t, { name });
  if (language) await t.app.db.update(users).set({ language }).where(eq(users.id, user.id));
  return user;
}

async function list(user: TestUser, acceptLanguage?: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: { ...t.auth(user), ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ notifications: { message: string }[] }>().notifications.map((n) => n.message);
}

/** The admin puts each of `players` on the main team of a new game ("Friday five", three days on). */
async function addedToMainTeam(players: TestUser[]) {
  const admin = await createUser(t, { name: 'Ada' });
  const group = await createGroup(t, admin, { members: players });
  const game = await createGame(t, group.id, admin, { description: 'Friday five', gameDatetime: kickoff });
  for (const p of players)
    await adminMove(admin, '/api/rsvps/add', { gameId: game.id, userId: p.id, status: 'in' });
  return { admin, game };
}

/** An admin's team move through the API (`path` under /api/rsvps), which must succeed. */
async function adminMove(admin: TestUser, path: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url: path, headers: t.auth(admin), payload });
  expect(res.statusCode, res.body).toBe(200);
}

const ref = { description: 'Friday five', at: kickoff, timeZone: zone };

describe('GET /api/notifications in the reader’s language', () => {
  it('says a team change in German to a German reader, in Arabic to an Arabic one, in English to the rest', async () => {
    const dieter = await speaker('Dieter', 'de');
    const amal = await speaker('Amal', 'ar');
    const eve = await speaker('Eve', null);
    await addedToMainTeam([dieter, amal, eve]);

    expect(await list(dieter)).toEqual([
      `Du wurdest für Friday five, ${noticeWhen(kickoff, zone, 'de')} in die Startelf aufgenommen.`,
    ]);
    expect(await list(amal)).toEqual([
      // The description isolated (FSI … PDI): a Latin name keeps its direction in an Arabic sentence.
      `أُضفت إلى التشكيلة الأساسية في \u2068Friday five\u2069، ${noticeWhen(kickoff, zone, 'ar')}.`,
    ]);
    // English exactly as the specification says it, and as the stored message keeps it.
    const english = `You've been added to the main team for Friday five, ${notificationWhen(kickoff, zone)}.`;
    expect(english).toBe("You've been added to the main team for Friday five, Thu 4 Mar 12:00.");
    expect(await list(eve)).toEqual([english]);
    expect(notificationMessages.addedToMainTeam(ref)).toBe(english);
    // A team change is kept as its window's list of notices (one so far): key and parameters, no sentence.
    const [row] = await t.app.db.select().from(notifications).where(eq(notifications.userId, dieter.id));
    expect(row).toMatchObject({ message: english, textKey: 'notifications:notices.gameChanges' });
    expect(row!.textParams).toEqual({
      list: [
        {
          key: 'notifications:notices.addedToMainTeam',
          params: {
            game: { type: 'game', description: 'Friday five', at: kickoff.toISOString(), timeZone: zone },
          },
        },
      ],
    });
  });

  it('follows Accept-Language when the profile names no language, and the profile over it', async () => {
    const eve = await speaker('Eve', null);
    const dieter = await speaker('Dieter', 'de');
    await addedToMainTeam([eve, dieter]);
    expect(await list(eve, 'fr-CH, fr;q=0.9')).toEqual([
      `Vous avez été mis titulaire pour Friday five, ${noticeWhen(kickoff, zone, 'fr')}.`,
    ]);
    expect((await list(dieter, 'es'))[0]).toMatch(/^Du wurdest für Friday five/);
  });

  it('reads the same list in the new language once the member changes it on the profile', async () => {
    const eve = await speaker('Eve', null);
    await addedToMainTeam([eve]);
    expect(await list(eve)).toEqual([notificationMessages.addedToMainTeam(ref)]);

    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: t.auth(eve),
      payload: { name: eve.name, surname: eve.surname, email: eve.email, mobile: eve.mobile, language: 'de' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await list(eve)).toEqual([
      `Du wurdest für Friday five, ${noticeWhen(kickoff, zone, 'de')} in die Startelf aufgenommen.`,
    ]);
  });

  it('says a coalesced window of changes in German: how many, then each, newest last', async () => {
    const dieter = await speaker('Dieter', 'de');
    const { admin, game } = await addedToMainTeam([dieter]);
    await adminMove(admin, '/api/rsvps/admin/update-team', {
      gameId: game.id,
      userId: dieter.id,
      newTeam: 'reserves',
    });

    const when = noticeWhen(kickoff, zone, 'de');
    expect(await list(dieter)).toEqual([
      [
        '2 Änderungen:',
        `Du wurdest für Friday five, ${when} in die Startelf aufgenommen.`,
        `Du sitzt jetzt auf der Ersatzbank für Friday five, ${when}.`,
      ].join('\n'),
    ]);
    // The stored English stays the specification's.
    const [row] = await t.app.db.select().from(notifications).where(eq(notifications.userId, dieter.id));
    expect(row!.message).toBe(
      [
        '2 changes:',
        notificationMessages.addedToMainTeam(ref),
        notificationMessages.movedToReserves(ref),
      ].join('\n'),
    );
  });

  it('keeps a row written before keys were stored as its English message', async () => {
    const dieter = await speaker('Dieter', 'de');
    await t.app.db
      .insert(notifications)
      .values({ userId: dieter.id, message: 'An older sentence.', link: null });
    expect(await list(dieter)).toEqual(['An older sentence.']);
  });
});
