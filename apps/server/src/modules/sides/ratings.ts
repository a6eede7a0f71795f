/**
 * Ratings for picking sides (README "Sides, results and ratings"): each member's rating seed in a group
 * (member_ratings: stars 1–5 set by a group admin, null = average; goalkeeper) and a guest's as their
 * host chose (game_guests.stars, .goalkeeper). Seen and set by group admins only.
 *
 * `ratingsForPicking` is the one place the sides module asks what a member's rating is: the rating after
 * the group's rated results (the results module's currentRatings, Elo), which starts from the stars'
 * rating (shared starsToRating: 1★ 800 … 3★ or unrated 1000 … 5★ 1200).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { sideTexts, starsToRating, type MemberRating, type MemberRatingBody } from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { currentRatings } from '../results/index.ts';
import { groupMembers, memberRatings } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';

/** A member's rating seed: stars (null = average) and goalkeeper, as an admin set them. */
export type RatingSeed = { stars: number | null; goalkeeper: boolean };

/** The rating seeds of `userIds` in `groupId` (unrated members: stars null, not goalkeepers). */
export async function ratingSeeds(
  db: Executor,
  groupId: number,
  userIds: number[],
): Promise<Map<number, RatingSeed>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select({
            userId: memberRatings.userId,
            stars: memberRatings.stars,
            goalkeeper: memberRatings.goalkeeper,
          })
          .from(memberRatings)
          .where(and(eq(memberRatings.groupId, groupId), inArray(memberRatings.userId, userIds)));
  const seeds = new Map<number, RatingSeed>(userIds.map((id) => [id, { stars: null, goalkeeper: false }]));
  for (const row of rows) seeds.set(row.userId, { stars: row.stars, goalkeeper: row.goalkeeper });
  return seeds;
}

/**
 * The rating each of `userIds` is picked by in `groupId` (rating points, Elo-like; 1000 = average):
 * the boundary a results-driven rating plugs into (see the module's docstring).
 */
export async function ratingsForPicking(
  db: Executor,
  groupId: number,
  userIds: number[],
  now: Date,
): Promise<Map<number, number>> {
  const [seeds, current] = await Promise.all([
    ratingSeeds(db, groupId, userIds),
    currentRatings(db, groupId, now),
  ]);
  return new Map([...seeds].map(([id, seed]) => [id, current.get(id) ?? starsToRating(seed.stars)]));
}

/**
 * PUT /api/groups/{id}/members/{userId}/rating (access checked by the caller): sets `userId`'s stars and
 * goalkeeper flag in `groupId`. Errors: 404 sideTexts.memberNotFound when they are not in the group.
 */
export async function setMemberRating(
  db: Executor,
  groupId: number,
  userId: number,
  body: MemberRatingBody,
  adminId: number,
  now: Date,
): Promise<MemberRating> {
  const [member] = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  if (!member) throw notFound(sideTexts.memberNotFound, 'MEMBER_NOT_FOUND');
  const values = { stars: body.stars, goalkeeper: body.goalkeeper, updatedBy: adminId, updatedAt: now };
  await db
    .insert(memberRatings)
    .values({ groupId, userId, ...values })
    .onConflictDoUpdate({ target: [memberRatings.groupId, memberRatings.userId], set: values });
  const rating = (await ratingsForPicking(db, groupId, [userId], now)).get(userId)!;
  return { user_id: userId, stars: body.stars, goalkeeper: body.goalkeeper, rating };
}
