/**
 * Reading a game's team sheet (docs/product.md#s4; README "Guests").
 *
 * The team sheet itself comes from one query only, for GET /api/games/{id}/team and for the RSVP-link
 * page (rsvp-links/service.ts readRsvpLink). PostgreSQL builds the whole body
 * (docs/decisions/013-json-built-by-postgresql.md; bench/README.md "HTTP": one prepared query, the server
 * sends the text as it is instead of parsing the rows, mapping them, checking them with zod and
 * serialising them again), in the `teamResponseSchema` shape with its key order:
 * `{"mainTeam":[…],"reserves":[…],"notAttending":[…],"max_players":n,"offers":[…]}`, each entry
 * `{"user_id","name","surname","status"}` for a member and
 * `{"user_id":null,"guest_id","name","surname":"","host_user_id","status"}` for a guest; a reserve's
 * entry ends with `"by_choice"` (docs/decisions/010-reserves-queue.md; always false for a guest).
 * Main team and reserves in joining order (position; members before guests, then id), notAttending the
 * `out` answers of current members in that order and then the members who have not answered (`pending`)
 * by name, surname and id; `offers` the open timed offers `{"user_id","expires_at"}` (README "Reserves").
 * Whoever holds a row stays on the sheet (past games keep their sheets).
 *
 * The rules read only what they decide on, under the game row lock (./locks.ts `lockGame`), in small
 * typed queries below the sheet's: the counts and the caller's answer (`answerState`), one list in queue
 * order (`listPlayers`, `mainCountAndReserves`). Who is on the sheet, for games' notifications, is
 * games/repository.ts `playerIdsOnSheet`.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { gameTexts, type RsvpStatus, type TeamResponse } from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { gameGuests, gameOffers, games, groupMembers, rsvps, users } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { SheetPlayer } from './sheet-writes.ts';

/**
 * The team sheet of `gameId` as `viewerId` sees it, as JSON text (see the module's docstring), or null
 * when the game is unknown or the viewer is not in its group (a member always has a row of their own on
 * the sheet, an answer or pending, so no row means no access).
 */
export async function teamSheetJson(db: Executor, gameId: number, viewerId: number): Promise<string | null> {
  const [row] = await prepared(db, 'team_sheet_json', (d) => {
    const game = sql.placeholder('gameId');
    const group = sql`(select ${games.groupId} from ${games} where ${games.id} = ${game})`;
    const viewerIsMember = sql`exists (select 1 from ${groupMembers}
      where ${groupMembers.groupId} = ${group} and ${groupMembers.userId} = ${sql.placeholder('viewerId')})`;
    const authorIsMember = sql`exists (select 1 from ${groupMembers}
      where ${groupMembers.groupId} = ${group} and ${groupMembers.userId} = ${rsvps.userId})`;
    // row_to_json keeps the columns' names and order (teamEntrySchema's) and writes no spaces.
    const json = (columns: SQL) => sql`(select row_to_json(e) from (select ${columns}) as e)`;
    const entries = sql`
      select 0 as part, ${rsvps.position} as position, 0 as kind, ${rsvps.userId} as tie,
          ${users.name} as name, ${users.surname} as surname, ${rsvps.userId} as user_id,
          ${rsvps.status}::text as status,
          case when ${rsvps.status} = 'reserves'
            then ${json(sql`${rsvps.userId} as user_id, ${users.name} as name, ${users.surname} as surname, ${rsvps.status}::text as status, ${rsvps.byChoice} as by_choice`)}
            else ${json(sql`${rsvps.userId} as user_id, ${users.name} as name, ${users.surname} as surname, ${rsvps.status}::text as status`)}
          end as entry
        from ${rsvps} inner join ${users} on ${users.id} = ${rsvps.userId}
        where ${rsvps.gameId} = ${game} and (${rsvps.status} <> 'out' or ${authorIsMember}) and ${viewerIsMember}
      union all
      select 0, ${gameGuests.position}, 1, ${gameGuests.id}, ${gameGuests.name}, '', null,
          ${gameGuests.status}::text,
          case when ${gameGuests.status} = 'reserves'
            then ${json(sql`null::integer as user_id, ${gameGuests.id} as guest_id, ${gameGuests.name} as name, '' as surname, ${gameGuests.hostUserId} as host_user_id, ${gameGuests.status}::text as status, false as by_choice`)}
            else ${json(sql`null::integer as user_id, ${gameGuests.id} as guest_id, ${gameGuests.name} as name, '' as surname, ${gameGuests.hostUserId} as host_user_id, ${gameGuests.status}::text as status`)}
          end
        from ${gameGuests}
        where ${gameGuests.gameId} = ${game} and ${viewerIsMember}
      union all
      select 1, null, 0, null, ${users.name}, ${users.surname}, ${users.id}, 'pending',
          ${json(sql`${users.id} as user_id, ${users.name} as name, ${users.surname} as surname, 'pending' as status`)}
        from ${groupMembers} inner join ${users} on ${users.id} = ${groupMembers.userId}
        where ${groupMembers.groupId} = ${group} and ${viewerIsMember}
          and not exists (select 1 from ${rsvps}
            where ${rsvps.gameId} = ${game} and ${rsvps.userId} = ${groupMembers.userId})`;
    // The open timed offers (README "Reserves"), oldest first: `{"user_id","expires_at"}`, ISO UTC.
    const openOffers = sql`coalesce((select string_agg(
        (select row_to_json(e) from (select o.user_id, o.expires_at) as e)::text, ',' order by o.id)
      from (select ${gameOffers.id} as id, ${gameOffers.userId} as user_id,
          to_char(${gameOffers.expiresAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires_at
        from ${gameOffers} where ${gameOffers.gameId} = ${game} and ${gameOffers.status} = 'open') as o), '')`;
    const list = (statuses: string) =>
      sql.raw(`coalesce(string_agg(entry::text, ',' order by part, position, kind, tie, name, surname, user_id)
        filter (where status in (${statuses})), '')`);
    return d
      .select({
        body: sql<string>`'{"mainTeam":[' || ${list(`'in'`)} || '],"reserves":[' || ${list(`'reserves'`)}
          || '],"notAttending":[' || ${list(`'out', 'pending'`)} || '],"max_players":'
          || (select ${games.maxPlayers} from ${games} where ${games.id} = ${game}) || ',"offers":['
          || ${openOffers} || ']}'`,
      })
      .from(sql`(${entries}) as entries`)
      .having(sql`count(*) > 0`)
      .prepare('team_sheet_json');
  }).execute({ gameId, viewerId });
  return row?.body ?? null;
}

/**
 * GET /api/games/{id}/team as the JSON text of its body (see the module's docstring), for the route
 * (./routes.ts) to send as it is.
 * Errors: 404 gameTexts.gameNotFound (unknown game, or the caller is not in its group).
 */
export async function getTeamJson(db: Executor, userId: number, gameId: number): Promise<string> {
  const body = await teamSheetJson(db, gameId, userId);
  if (body === null) throw notFound(gameTexts.gameNotFound);
  return body;
}

/**
 * The same sheet as objects, `{ mainTeam, reserves, notAttending, max_players, offers }`, for code that reads
 * it rather than sending it (the RSVP-link page: rsvp-links/service.ts readRsvpLink).
 * Errors: 404 gameTexts.gameNotFound as getTeamJson.
 */
export async function getTeam(db: Executor, userId: number, gameId: number): Promise<TeamResponse> {
  return JSON.parse(await getTeamJson(db, userId, gameId)) as TeamResponse;
}

/** Main-team (`in`) and reserves counts of a game's sheet, members and guests together, as SQL. */
export const sheetCount = (gameId: number | SQL, status: 'in' | 'reserves') =>
  sql<number>`((select count(*) from ${rsvps} where ${rsvps.gameId} = ${gameId} and ${rsvps.status} = ${status})
    + (select count(*) from ${gameGuests} where ${gameGuests.gameId} = ${gameId} and ${gameGuests.status} = ${status}))`.mapWith(
    Number,
  );

/** How many places of a game open timed offers hold (README "Reserves"), as SQL. */
export const heldCount = (gameId: number) =>
  sql<number>`(select count(*) from ${gameOffers}
    where ${gameOffers.gameId} = ${gameId} and ${gameOffers.status} = 'open')`.mapWith(Number);

/**
 * What an RSVP or a team move decides on, in one query (run it after taking the game row lock, so it
 * sees every change committed before): whether `userId` is a member of `groupId`, their answer to the
 * game (null = pending), the main team's size, how many wait on the reserves (guests included), how
 * many places open timed offers hold (`held`: taken for everyone but their holder; README "Reserves")
 * and `userId`'s own open offer (`offer`, or null).
 */
export async function answerState(
  db: Executor,
  gameId: number,
  groupId: number,
  userId: number,
): Promise<{
  isMember: boolean;
  current: RsvpStatus | null;
  mainCount: number;
  reservesCount: number;
  held: number;
  offer: { id: number; place: number } | null;
}> {
  const [row] = await db
    .select({
      isMember: sql<boolean>`exists (select 1 from ${groupMembers}
        where ${groupMembers.groupId} = ${groupId} and ${groupMembers.userId} = ${userId})`,
      current: sql<RsvpStatus | null>`(select ${rsvps.status} from ${rsvps}
        where ${rsvps.gameId} = ${gameId} and ${rsvps.userId} = ${userId})`,
      mainCount: sheetCount(gameId, 'in'),
      reservesCount: sheetCount(gameId, 'reserves'),
      held: heldCount(gameId),
      offer: sql<{
        id: number;
        place: number;
      } | null>`(select json_build_object('id', ${gameOffers.id}, 'place', ${gameOffers.place})
        from ${gameOffers} where ${gameOffers.gameId} = ${gameId} and ${gameOffers.userId} = ${userId}
          and ${gameOffers.status} = 'open')`,
    })
    .from(sql`(values (1)) as one`);
  const { offer, ...rest } = row!;
  // json_build_object comes back parsed on PostgreSQL and as text on some drivers.
  const parsed = typeof offer === 'string' ? (JSON.parse(offer) as { id: number; place: number }) : offer;
  return { ...rest, offer: parsed ? { id: Number(parsed.id), place: Number(parsed.place) } : null };
}

/**
 * The players of a game's main team (`in`) or reserves, members and guests together in joining order
 * (position; at equal positions members first, then by id).
 */
export async function listPlayers(
  db: Executor,
  gameId: number,
  status: 'in' | 'reserves',
): Promise<SheetPlayer[]> {
  const rows = await unionAll(
    db
      .select({
        kind: sql<number>`0`.as('kind'),
        id: sql<number>`${rsvps.userId}`.as('id'),
        name: sql<string | null>`null::text`.as('name'),
        host: sql<number | null>`null::integer`.as('host'),
        position: sql<string>`${rsvps.position}`.as('position'),
      })
      .from(rsvps)
      .where(and(eq(rsvps.gameId, gameId), eq(rsvps.status, status))),
    db
      .select({
        kind: sql<number>`1`.as('kind'),
        id: sql<number>`${gameGuests.id}`.as('id'),
        name: sql<string | null>`${gameGuests.name}`.as('name'),
        host: sql<number | null>`${gameGuests.hostUserId}`.as('host'),
        position: sql<string>`${gameGuests.position}`.as('position'),
      })
      .from(gameGuests)
      .where(and(eq(gameGuests.gameId, gameId), eq(gameGuests.status, status))),
  ).orderBy(sql`position`, sql`kind`, sql`id`);
  return rows.map((r): SheetPlayer =>
    Number(r.kind) === 0
      ? { kind: 'member', userId: r.id }
      : { kind: 'guest', guestId: r.id, name: r.name ?? '', hostUserId: r.host ?? 0 },
  );
}

/**
 * The main team's size and the reserves in queue order (members and guests), in one query: what
 * filling open main-team places needs (the caller holds the game row lock).
 */
export async function mainCountAndReserves(
  db: Executor,
  gameId: number,
): Promise<{ mainCount: number; reserves: SheetPlayer[] }> {
  const [counts] = await db.select({ mainCount: sheetCount(gameId, 'in') }).from(sql`(values (1)) as one`);
  return { mainCount: counts!.mainCount, reserves: await listPlayers(db, gameId, 'reserves') };
}
