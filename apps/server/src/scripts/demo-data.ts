/**
 * The demo club `npm run seed:demo` adds (scripts/seed-demo.ts): the "Thursday Five-a-side" group of 14
 * players with two group admins, four upcoming weekly games (Thursdays 19:00 on the GROUP's clock, its
 * time zone, never the server's — README "A group's time zone and currency"; max 10
 * players, 3-hour RSVP cutoff, R60.00) and RSVPs so that the first game is full with reserves. Every
 * demo player's password is DEMO_PASSWORD, printed for anyone to read: so `seedDemo` refuses a
 * production environment and a database that already has users, unless forced.
 */
import { zonedInstant, zonedParts } from '@turnout/shared';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { games, groupMembers, groups, rsvps, users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { DEMO_PLAYERS } from './demo-players.ts';

export const DEMO_PASSWORD = 'turnout-demo';

const players = DEMO_PLAYERS;

const emailOf = (name: string) => `${name.toLowerCase()}@turnout.demo`;

/** The demo logins: email, full name and role of each player. */
export function demoLogins(): { email: string; name: string; role: 'group admin' | 'player' }[] {
  return players.map(([name, surname], i) => ({
    email: emailOf(name),
    name: `${name} ${surname}`,
    role: i < 2 ? 'group admin' : 'player',
  }));
}

const FORCE_HINT = 'Run `npm run seed:demo -- --force` to add it anyway.';

/**
 * Why demo data must not be added in this environment (a sentence), or null when it may. Production is
 * refused unless `force`: the demo accounts share a published password.
 */
export function environmentRefusal(nodeEnv: string, force: boolean): string | null {
  if (force || nodeEnv !== 'production') return null;
  return `Refusing to add demo data: NODE_ENV is production, and every demo account's password is published. ${FORCE_HINT}`;
}

export type SeedOutcome =
  { kind: 'seeded' } | { kind: 'already-there' } | { kind: 'refused'; reason: string };

/**
 * Adds the demo club to `db`, in one transaction. Refuses (nothing written) in production or when the
 * database already has users, unless `force`; a database that already has the demo captain is left as
 * it is ('already-there'), so running it twice changes nothing.
 */
export async function seedDemo(
  db: Database,
  options: { nodeEnv: string; force: boolean },
): Promise<SeedOutcome> {
  const refusal = environmentRefusal(options.nodeEnv, options.force);
  if (refusal) return { kind: 'refused', reason: refusal };
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, emailOf('Thabo')));
  if (existing) return { kind: 'already-there' };
  const [{ n }] = (await db.select({ n: count() }).from(users)) as [{ n: number }];
  if (n > 0 && !options.force) {
    const people = n === 1 ? '1 user' : `${n} users`;
    return {
      kind: 'refused',
      reason: `Refusing to add demo data: the database already has ${people}, and demo data belongs in an empty one. ${FORCE_HINT}`,
    };
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        players.map(([name, surname], i) => ({
          name,
          surname,
          email: emailOf(name),
          mobile: `08210000${String(i + 1).padStart(2, '0')}`,
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    const ids = created.map((u) => u.id);
    const [group] = await tx
      .insert(groups)
      .values({ name: 'Thursday Five-a-side', createdBy: ids[0]! })
      .returning();
    for (const [i, userId] of ids.entries()) {
      await tx.insert(groupMembers).values({ groupId: group!.id, userId, isAdmin: i < 2 });
    }

    // The Thursdays after today as the group's calendar reads them, each at 19:00 on its clock.
    const zone = group!.timeZone;
    const today = new Date(`${zonedParts(new Date(), zone).date}T12:00:00Z`);
    // Calendar days counted in UTC on the date alone, so the server's own zone cannot shift them.
    const daysToThursday = (4 - today.getUTCDay() + 7) % 7 || 7;
    const kickoff = (week: number) => {
      const day = new Date(today.getTime() + (daysToThursday + 7 * week) * 24 * 3600_000);
      return zonedInstant(day.toISOString().slice(0, 10), '19:00', zone);
    };
    const fixtures = [
      { opponent: 'Rovers FC', colour: 'Green bibs', venue: 'Greenpoint Astro, Pitch 2' },
      { opponent: 'Old Boys XI', colour: 'White', venue: 'Greenpoint Astro, Pitch 1' },
      { opponent: 'Harbour United', colour: 'Green bibs', venue: 'Sea Point Sports Centre' },
      { opponent: 'Friendly (internal)', colour: 'Bibs vs skins', venue: 'Greenpoint Astro, Pitch 2' },
    ];
    const created4 = await tx
      .insert(games)
      .values(
        fixtures.map((f, week) => ({
          groupId: group!.id,
          description: `Thursday Five-a-side, week ${week + 1}`,
          gameDatetime: kickoff(week),
          venue: f.venue,
          cost: '60.00',
          opponent: f.opponent,
          colour: f.colour,
          notes: week === 0 ? 'Bring both shirts. Pitch fee split on the night.' : null,
          maxPlayers: 10,
          rsvpCutoff: 3,
          createdBy: ids[0]!,
          currency: group!.currency,
          costMode: group!.costMode,
        })),
      )
      .returning({ id: games.id });

    // Game 1: full — 10 in, 2 reserves (the second by choice, README "Reserves"), 1 out, 1 no answer.
    // Game 2: 6 in, 2 out. Game 3: 3 in.
    const plan: { game: number; in: number[]; reserves: number[]; out: number[] }[] = [
      { game: 0, in: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], reserves: [10, 11], out: [12] },
      { game: 1, in: [0, 1, 3, 4, 6, 9], reserves: [], out: [2, 13] },
      { game: 2, in: [1, 5, 7], reserves: [], out: [] },
    ];
    for (const p of plan) {
      const gameId = created4[p.game]!.id;
      // One row at a time so positions follow the order given (the team sheet's joining order).
      for (const status of ['in', 'reserves', 'out'] as const) {
        for (const i of p[status]) {
          const byChoice = status === 'reserves' && i === 11;
          await tx.insert(rsvps).values({ gameId, userId: ids[i]!, status, byChoice });
        }
      }
    }
  });
  return { kind: 'seeded' };
}
