/**
 * Test factories: rows inserted straight into the test database (so a module's tests do not depend on
 * another module's endpoints), each user returned with a valid sign-in token.
 * Every user's password is FACTORY_PASSWORD.
 */
import { and, eq } from 'drizzle-orm';
import { users, groups, groupMembers, games, rsvps } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { groupPricing } from '../../src/modules/groups/index.ts';
import type { TestContext } from './build.ts';

export const FACTORY_PASSWORD = 'correct horse battery';
let hashed: Promise<string> | undefined;
let seq = 0;

export type TestUser = {
  id: number;
  name: string;
  surname: string;
  email: string;
  mobile: string;
  password: string;
  token: string;
};

export async function createUser(
  t: TestContext,
  overrides: Partial<{ name: string; surname: string; email: string; mobile: string; isAdmin: boolean }> = {},
): Promise<TestUser> {
  seq += 1;
  const n = `${process.pid % 1000}${String(seq).padStart(4, '0')}`;
  hashed ??= hashPassword(FACTORY_PASSWORD);
  const [row] = await t.app.db
    .insert(users)
    .values({
      name: overrides.name ?? `Player${seq}`,
      surname: overrides.surname ?? 'Tester',
      email: overrides.email ?? `player${n}@example.test`,
      mobile: overrides.mobile ?? `07${n.padStart(8, '0')}`.slice(0, 10),
      passwordHash: await hashed,
      isAdmin: overrides.isAdmin ?? false,
    })
    .returning();
  return { ...row!, password: FACTORY_PASSWORD, token: t.app.signToken(row!) };
}

/** A group whose first admin is `admin`; `members` join as plain members, in order. */
/** `count` users made one after another (createUser's defaults), in that order. */
export async function createUsers(t: TestContext, count: number): Promise<TestUser[]> {
  const made: TestUser[] = [];
  for (let i = 0; i < count; i++) made.push(await createUser(t));
  return made;
}

export async function createGroup(
  t: TestContext,
  admin: { id: number },
  options: { name?: string; members?: { id: number }[]; admins?: { id: number }[] } = {},
) {
  const [group] = await t.app.db
    .insert(groups)
    .values({ name: options.name ?? `Group ${++seq}`, createdBy: admin.id })
    .returning();
  const rows = [
    { groupId: group!.id, userId: admin.id, isAdmin: true },
    ...(options.admins ?? []).map((u) => ({ groupId: group!.id, userId: u.id, isAdmin: true })),
    ...(options.members ?? []).map((u) => ({ groupId: group!.id, userId: u.id, isAdmin: false })),
  ];
  // One by one so that joined_at follows the order given.
  for (const r of rows) await t.app.db.insert(groupMembers).values(r);
  return group!;
}

/** A game of `groupId` priced like its group, by default 3 days ahead, max 10 players, no cutoff. */
export async function createGame(
  t: TestContext,
  groupId: number,
  createdBy: { id: number },
  overrides: Partial<typeof games.$inferInsert> = {},
) {
  const [game] = await t.app.db
    .insert(games)
    .values({
      groupId,
      description: 'Thursday kickabout',
      gameDatetime: new Date(Date.now() + 3 * 24 * 3600_000),
      venue: 'Astro 2',
      cost: '60.00',
      maxPlayers: 10,
      rsvpCutoff: 0,
      createdBy: createdBy.id,
      ...groupPricing(groupId),
      ...overrides,
    })
    .returning();
  return game!;
}

/**
 * Sets a user's RSVP row to one game directly (no rules applied): for arranging a team sheet quickly.
 * Their answers to other games are left as they are; the row goes to the back of its list.
 */
export async function setRsvp(
  t: TestContext,
  gameId: number,
  userId: number,
  status: 'in' | 'reserves' | 'out',
) {
  await t.app.db
    .delete(rsvps)
    .where(and(eq(rsvps.gameId, gameId), eq(rsvps.userId, userId)))
    .execute();
  await t.app.db.insert(rsvps).values({ gameId, userId, status });
}
