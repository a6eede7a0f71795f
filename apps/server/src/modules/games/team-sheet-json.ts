/**
 * GET /api/games/{id}/team's whole body built by PostgreSQL (bench/README.md "HTTP": one prepared query,
 * the server sends the text as it is instead of parsing the rows, mapping them, checking them with zod
 * and serialising them again). The same sheet as rsvps/repository.ts teamSheetRows and rsvps/service.ts
 * getTeam (docs/product.md#s4; README "Guests"), in the `teamResponseSchema` shape with its key order:
 * `{"mainTeam":[…],"reserves":[…],"notAttending":[…],"max_players":n}`, each entry
 * `{"user_id","name","surname","status"}` for a member and
 * `{"user_id":null,"guest_id","name","surname":"","host_user_id","status"}` for a guest.
 * Main team and reserves in joining order (position; members before guests, then id), notAttending the
 * `out` answers of current members in that order and then the members who have not answered (`pending`)
 * by name, surname and id. Whoever holds a row stays on the sheet (past games keep their sheets).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { gameGuests, games, groupMembers, rsvps, users } from '../../db/schema.ts';

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
          ${json(sql`${rsvps.userId} as user_id, ${users.name} as name, ${users.surname} as surname, ${rsvps.status}::text as status`)} as entry
        from ${rsvps} inner join ${users} on ${users.id} = ${rsvps.userId}
        where ${rsvps.gameId} = ${game} and (${rsvps.status} <> 'out' or ${authorIsMember}) and ${viewerIsMember}
      union all
      select 0, ${gameGuests.position}, 1, ${gameGuests.id}, ${gameGuests.name}, '', null,
          ${gameGuests.status}::text,
          ${json(sql`null::integer as user_id, ${gameGuests.id} as guest_id, ${gameGuests.name} as name, '' as surname, ${gameGuests.hostUserId} as host_user_id, ${gameGuests.status}::text as status`)}
        from ${gameGuests}
        where ${gameGuests.gameId} = ${game} and ${viewerIsMember}
      union all
      select 1, null, 0, null, ${users.name}, ${users.surname}, ${users.id}, 'pending',
          ${json(sql`${users.id} as user_id, ${users.name} as name, ${users.surname} as surname, 'pending' as status`)}
        from ${groupMembers} inner join ${users} on ${users.id} = ${groupMembers.userId}
        where ${groupMembers.groupId} = ${group} and ${viewerIsMember}
          and not exists (select 1 from ${rsvps}
            where ${rsvps.gameId} = ${game} and ${rsvps.userId} = ${groupMembers.userId})`;
    const list = (statuses: string) =>
      sql.raw(`coalesce(string_agg(entry::text, ',' order by part, position, kind, tie, name, surname, user_id)
        filter (where status in (${statuses})), '')`);
    return d
      .select({
        body: sql<string>`'{"mainTeam":[' || ${list(`'in'`)} || '],"reserves":[' || ${list(`'reserves'`)}
          || '],"notAttending":[' || ${list(`'out', 'pending'`)} || '],"max_players":'
          || (select ${games.maxPlayers} from ${games} where ${games.id} = ${game}) || '}'`,
      })
      .from(sql`(${entries}) as entries`)
      .having(sql`count(*) > 0`)
      .prepare('team_sheet_json');
  }).execute({ gameId, viewerId });
  return row?.body ?? null;
}
