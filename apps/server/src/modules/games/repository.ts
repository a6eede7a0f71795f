/**
 * The games module's Drizzle queries (docs/design.md#layout: the only place that builds SQL for games).
 * Every function takes an Executor, so services run them inside their own transaction.
 */
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { gameGuests, games, groupMembers, groups, rsvps, type GameRow } from '../../db/schema.ts';
import { prepared } from '../../db/prepared.ts';
import { groupPricing } from '../groups/index.ts';

export type { GameRow };
export type NewGameRow = typeof games.$inferInsert;

/**
 * A game with what its viewer needs beside it: group name, whether the viewer is a group admin of its
 * group (the API's `is_admin`), their answer and the counts.
 */
export type GameView = {
  game: GameRow;
  groupName: string;
  /** The group's time zone and the game's currency (the one it is priced in; every game object carries them). */
  timeZone: string;
  currency: string;
  isGroupAdmin: boolean;
  myStatus: 'in' | 'reserves' | 'out' | 'pending';
  mainCount: number;
  reservesCount: number;
};

/**
 * One query for any number of games: the viewer's membership is an inner join (a game of a group the
 * viewer is not in yields no row); the viewer's answer and the two counts come from one aggregate over
 * the game's rsvps rows (a lateral subquery: one index scan per game), the counts plus the game's guests
 * on each list (README "Guests"). `viewerId` is a placeholder.
 */
function selectGameViews(db: Executor) {
  const viewerId = sql.placeholder('viewerId');
  // Guests count in the main team and the reserves like members (README "Guests").
  const guestsWith = (status: 'in' | 'reserves') =>
    sql`(select count(*) from ${gameGuests} where ${gameGuests.gameId} = ${games.id} and ${gameGuests.status} = ${status})`;
  const answers = db
    .select({
      myStatus: sql<
        GameView['myStatus'] | null
      >`max(${rsvps.status}::text) filter (where ${rsvps.userId} = ${viewerId})`.as('my_status'),
      mainCount: sql<number>`count(*) filter (where ${rsvps.status} = 'in') + ${guestsWith('in')}`
        .mapWith(Number)
        .as('main_count'),
      reservesCount:
        sql<number>`count(*) filter (where ${rsvps.status} = 'reserves') + ${guestsWith('reserves')}`
          .mapWith(Number)
          .as('reserves_count'),
    })
    .from(rsvps)
    .where(eq(rsvps.gameId, games.id))
    .as('answers');
  return db
    .select({
      game: games,
      groupName: groups.name,
      timeZone: groups.timeZone,
      currency: games.currency,
      isGroupAdmin: groupMembers.isAdmin,
      myStatus: sql<GameView['myStatus']>`coalesce(${answers.myStatus}, 'pending')`,
      mainCount: answers.mainCount,
      reservesCount: answers.reservesCount,
    })
    .from(games)
    .innerJoin(groups, eq(groups.id, games.groupId))
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, games.groupId), eq(groupMembers.userId, viewerId)))
    .innerJoinLateral(answers, sql`true`);
}

/**
 * The games a viewer sees as rows whose columns are the shared `Game` shape, named and ordered as `toGame`
 * (./service.ts) builds it, so `row_to_json` of a row is the API's game object (bench/README.md "HTTP":
 * PostgreSQL builds the JSON, the server passes the text through): datetimes ISO 8601 UTC with
 * milliseconds ("2026-11-24T18:30:00.000Z", truncated as JavaScript's Date truncates), cost as its
 * decimal text ("60.00") or null, my_status 'pending' without an answer, the counts including guests
 * (README "Guests"). The viewer's membership is an inner join (no row outside their groups); the viewer
 * is the placeholder `viewerId`, `where` filters `games`.
 */
function gameJsonRows(where: SQL): SQL {
  const viewer = sql.placeholder('viewerId');
  const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const guestsWith = (status: SQL) =>
    sql`(select count(*) from ${gameGuests} where ${gameGuests.gameId} = ${games.id} and ${gameGuests.status} = ${status})`;
  return sql`select
        ${games.id} as id, ${games.groupId} as group_id, ${groups.name} as group_name,
        ${games.description} as description, ${iso(sql`${games.gameDatetime}`)} as game_datetime,
        ${games.venue} as venue, ${games.cost}::text as cost, ${games.opponent} as opponent,
        ${games.colour} as colour, ${games.notes} as notes, ${games.maxPlayers} as max_players,
        ${games.rsvpCutoff} as rsvp_cutoff, ${games.rsvpCutoff} as cutoff_hours,
        ${games.createdBy} as created_by, ${iso(sql`${games.createdAt}`)} as created_at,
        ${iso(sql`${games.updatedAt}`)} as updated_at, ${groupMembers.isAdmin} as is_admin,
        coalesce(answers.my_status, 'pending') as my_status, answers.main_count as main_team_count,
        answers.reserves_count as reserves_count, ${groups.timeZone} as time_zone,
        ${games.currency} as currency, ${games.seriesId} as series_id,
        ${games.status} as status, ${games.cancelMessage} as cancel_message
      from ${games}
      inner join ${groups} on ${groups.id} = ${games.groupId}
      inner join ${groupMembers} on ${groupMembers.groupId} = ${games.groupId} and ${groupMembers.userId} = ${viewer}
      cross join lateral (
        select max(${rsvps.status}::text) filter (where ${rsvps.userId} = ${viewer}) as my_status,
          count(*) filter (where ${rsvps.status} = 'in') + ${guestsWith(sql`'in'`)} as main_count,
          count(*) filter (where ${rsvps.status} = 'reserves') + ${guestsWith(sql`'reserves'`)} as reserves_count
        from ${rsvps} where ${rsvps.gameId} = ${games.id}
      ) as answers
      where ${where}`;
}

/**
 * GET /api/games's whole body, `{"games":[…]}`, built by PostgreSQL in one prepared query (bench/README.md
 * "HTTP": the server passes the text through instead of parsing 23 columns × n rows, mapping them and
 * serialising them again, which was most of the request's CPU). Each game as gameJsonRows gives it.
 * Soonest first, ties by id; games starting after `now` in the viewer's groups only.
 */
export async function upcomingGamesJson(db: Executor, viewerId: number, now: Date): Promise<string> {
  const [row] = await prepared(db, 'games_upcoming_json', (d) => {
    const views = gameJsonRows(sql`${games.gameDatetime} > ${sql.placeholder('now')}`);
    // game_datetime's fixed-width UTC text sorts as the timestamp does.
    return d
      .select({
        body: sql<string>`'{"games":[' || coalesce(string_agg(row_to_json(views)::text, ',' order by views.game_datetime, views.id), '') || ']}'`,
      })
      .from(sql`(${views}) as views`)
      .prepare('games_upcoming_json');
  }).execute({ viewerId, now });
  return row!.body;
}

/**
 * GET /api/games?group_id=…'s whole body (README "Past games"): upcomingGamesJson for one group of the
 * viewer's (none when they are not in it: the membership join), soonest first.
 */
export async function upcomingGroupGamesJson(
  db: Executor,
  viewerId: number,
  groupId: number,
  now: Date,
): Promise<string> {
  const [row] = await prepared(db, 'games_upcoming_group_json', (d) => {
    const views = gameJsonRows(
      sql`${games.gameDatetime} > ${sql.placeholder('now')} and ${games.groupId} = ${sql.placeholder('groupId')}`,
    );
    return d
      .select({
        body: sql<string>`'{"games":[' || coalesce(string_agg(row_to_json(views)::text, ',' order by views.game_datetime, views.id), '') || ']}'`,
      })
      .from(sql`(${views}) as views`)
      .prepare('games_upcoming_group_json');
  }).execute({ viewerId, groupId, now });
  return row!.body;
}

/**
 * One page of GET /api/games?when=past (README "Past games"): the games of the viewer's groups (of
 * `groupId` alone when given) that have kicked off by `now` (game_datetime ≤ now, shared hasStarted),
 * newest first (ties: higher id first), strictly after the cursor `before` in that order (kick-off and
 * id; id 0: every game of that kick-off is after it), at most `limit`. Each row is the game's JSON text
 * as gameJsonRows builds it, with the kick-off and id for the next cursor.
 */
export async function pastGamesJsonRows(
  db: Executor,
  viewerId: number,
  options: { now: Date; groupId: number | null; before: { at: Date; id: number } | null; limit: number },
): Promise<{ json: string; gameDatetime: string; id: number }[]> {
  const { now, groupId, before, limit } = options;
  const beforeAt = before?.at ?? now;
  // No cursor: everything up to now, kick-off at `now` included (id above any id).
  const beforeId = before ? before.id : 2_147_483_647;
  const rows = await prepared(db, 'games_past_json', (d) => {
    const p = (name: string) => sql.placeholder(name);
    const views = gameJsonRows(
      sql`${games.gameDatetime} <= ${p('now')}
        and (${p('groupId')}::int is null or ${games.groupId} = ${p('groupId')}::int)
        and (${games.gameDatetime} < ${p('beforeAt')}::timestamptz
          or (${games.gameDatetime} = ${p('beforeAt')}::timestamptz and ${games.id} < ${p('beforeId')}::int))`,
    );
    return d
      .select({
        json: sql<string>`row_to_json(views)::text`,
        gameDatetime: sql<string>`views.game_datetime`,
        id: sql<number>`views.id`,
      })
      .from(sql`(${views}) as views`)
      .orderBy(sql`views.game_datetime desc`, sql`views.id desc`)
      .limit(p('limit'))
      .prepare('games_past_json');
  }).execute({ viewerId, now, groupId, beforeAt, beforeId, limit });
  return rows;
}

/**
 * GET /api/games/{id}'s whole body, `{"game":{…},"isAdmin":…}` (the `gameDetailSchema` shape, the game
 * as gameJsonRows gives it), built by PostgreSQL in one prepared query for the route to send as it is
 * (bench/README.md "HTTP"); null when the game does not exist or the viewer is not in its group.
 */
export async function gameDetailJson(db: Executor, gameId: number, viewerId: number): Promise<string | null> {
  const [row] = await prepared(db, 'game_detail_json', (d) => {
    const views = gameJsonRows(sql`${games.id} = ${sql.placeholder('gameId')}`);
    return d
      .select({
        body: sql<string>`'{"game":' || row_to_json(views)::text || ',"isAdmin":' || views.is_admin::text || '}'`,
      })
      .from(sql`(${views}) as views`)
      .prepare('game_detail_json');
  }).execute({ viewerId, gameId });
  return row?.body ?? null;
}

/** One game as `viewerId` sees it, or null when it does not exist or the viewer is not in its group. */
export async function findGameView(db: Executor, gameId: number, viewerId: number): Promise<GameView | null> {
  const [row] = await prepared(db, 'game_view', (d) =>
    selectGameViews(d)
      .where(eq(games.id, sql.placeholder('gameId')))
      .prepare('game_view'),
  ).execute({ viewerId, gameId });
  return row ?? null;
}

/**
 * The games of series `seriesId` that start after `now`, as `viewerId` sees them, soonest first (ties
 * by id); none when the viewer is not in its group (README "Recurring games": GET /api/game-series/{id}).
 */
export function listSeriesGameViews(
  db: Executor,
  seriesId: number,
  viewerId: number,
  now: Date,
): Promise<GameView[]> {
  return prepared(db, 'games_of_series', (d) =>
    selectGameViews(d)
      .where(
        and(eq(games.seriesId, sql.placeholder('seriesId')), gt(games.gameDatetime, sql.placeholder('now'))),
      )
      .orderBy(asc(games.gameDatetime), asc(games.id))
      .prepare('games_of_series'),
  ).execute({ viewerId, seriesId, now });
}

/** How many games of `groupId` start after `now`. */
export async function countUpcomingGames(db: Executor, groupId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .where(and(eq(games.groupId, groupId), gt(games.gameDatetime, now)));
  return Number(row?.n ?? 0);
}

/** Inserts a game priced in its group's current currency and cost mode; returns its id. */
export async function insertGame(
  db: Executor,
  values: Omit<NewGameRow, 'currency' | 'costMode'>,
): Promise<number> {
  const [row] = await db
    .insert(games)
    .values({ ...values, ...groupPricing(values.groupId) })
    .returning({ id: games.id });
  return row!.id;
}

/** Overwrites a game's editable fields and bumps updated_at; returns the row as stored (null when unknown). */
export async function updateGame(
  db: Executor,
  gameId: number,
  values: Omit<Partial<NewGameRow>, 'id' | 'groupId' | 'createdBy' | 'createdAt'>,
): Promise<GameRow | null> {
  const [row] = await db
    .update(games)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(games.id, gameId))
    .returning();
  return row ?? null;
}

/**
 * The game row locked FOR UPDATE until the transaction ends (the lock every change to its team sheet
 * takes first: rsvps/service.ts), or null when the game is unknown.
 */
export async function lockGame(tx: Executor, gameId: number): Promise<GameRow | null> {
  const [row] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
  return row ?? null;
}

/** The ids of the members in the main team or reserves of `gameId`, and of the hosts of its guests, by id. */
export async function playerIdsOnSheet(db: Executor, gameId: number): Promise<number[]> {
  const rows = await union(
    db
      .select({ userId: rsvps.userId })
      .from(rsvps)
      .where(and(eq(rsvps.gameId, gameId), inArray(rsvps.status, ['in', 'reserves']))),
    db.select({ userId: gameGuests.hostUserId }).from(gameGuests).where(eq(gameGuests.gameId, gameId)),
  ).orderBy(sql`user_id`);
  return rows.map((r) => r.userId);
}
/**
 * The ids of the members who answered `gameId` (in, reserves or out) and of the hosts of its guests, by
 * id: who hears of its cancellation and reinstatement (README "Cancelled games").
 */
export async function answeredIds(db: Executor, gameId: number): Promise<number[]> {
  const rows = await union(
    db.select({ userId: rsvps.userId }).from(rsvps).where(eq(rsvps.gameId, gameId)),
    db.select({ userId: gameGuests.hostUserId }).from(gameGuests).where(eq(gameGuests.gameId, gameId)),
  ).orderBy(sql`user_id`);
  return rows.map((r) => r.userId);
}

/** Deletes a game (its RSVPs go with it: ON DELETE CASCADE). */
export async function deleteGame(db: Executor, gameId: number): Promise<void> {
  await db.delete(games).where(eq(games.id, gameId));
}
