/**
 * The data of bench/costs.ts (bench/README.md "Costs as data grows"): every size side by side in one
 * migrated PostgreSQL database, written with set-based SQL (generate_series), so 1 000 000 chat
 * messages take seconds, not minutes. Ids are fixed (the database is fresh), so the benchmark knows who
 * is who without reading anything back.
 *
 * Chat messages are written oldest first in this order: the 1 000 000 of the large chat (the oldest),
 * then 5 000 in each of the 100 unread-count groups, then the 100 of the small chat (the newest), so the
 * large group's messages are older than everyone else's recent ones (the skew that made the planner
 * walk the primary key backwards: performance-baseline.md "Cost as data grows").
 */
import pg from 'pg';

/** Who and what bench/costs.ts measures (user, group and game ids). */
export const COSTS = {
  /** Users with 10, 100 and 1 000 upcoming games (the last in 5 groups of 200, the per-group maximum). */
  gamesUsers: { 10: 1, 100: 2, 1000: 3 } as Record<number, number>,
  /** The game of a group of 10, 100 and 500 members, and a member who opens its team sheet. */
  teamGames: { 10: 2001, 100: 2002, 500: 2003 } as Record<number, number>,
  teamViewer: 11,
  /** The groups whose chats hold 100 and 1 000 000 messages, and a member of both who opens them. */
  chatGroups: { 100: 11, 1_000_000: 12 } as Record<number, number>,
  chatReader: 600,
  /** Users in 1, 10 and 100 groups (5 000 messages each, 10 unread in each group; notifications). */
  unreadUsers: { 1: 601, 10: 603, 100: 602 } as Record<number, number>,
  /** A user in the same 100 groups who has read every message of them. */
  allReadUser: 604,
} as const;

export type SeedSizes = {
  /** Messages of the large chat (default 1 000 000). */
  largeChat: number;
  /** Messages in each of the 100 unread-count groups (default 5 000). */
  perGroup: number;
};

/**
 * Seeds `url` (a migrated, empty Turnout database) and VACUUM ANALYZEs it, as autovacuum would have
 * by then. Returns the number of chat messages written. Throws on any SQL error.
 */
export async function seedCosts(url: string, sizes: SeedSizes): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const q = async (text: string) => {
      const t = Date.now();
      await c.query(text);
      if (process.env.H2DEBUG) console.log(Date.now() - t, text.slice(0, 60));
    };
    // Users 1..700: 11..510 are team members, 11..60 post in the chats, 511..560 in the 100 groups.
    await q(`insert into users (id, name, surname, email, mobile, password_hash)
      select n, 'Bench' || n, 'Player', 'costs' || n || '@bench.test', '07' || lpad(n::text, 8, '0'), 'x'
      from generate_series(1, 700) n`);
    // Groups: 1 (10 games), 2 (100), 3..7 (200 each), each with 20 more members; 8..10 teams of
    // 10/100/500; 11 and 12 the small and large chats; 13 unused; 14..113 the unread-count groups …
    // … and 887 more without games or chat (1 000 groups: a hosted server's, so that one group's row
    // is found through groups_pkey).
    await q(
      `insert into groups (id, name, created_by) select n, 'Costs group ' || n, 1 from generate_series(1, 1000) n`,
    );
    const joined = `timestamptz '2020-01-01'`;
    await q(`insert into group_members (group_id, user_id, is_admin, joined_at) values
      (1, 1, true, ${joined}), (2, 2, true, ${joined}), (11, 600, false, ${joined}), (12, 600, false, ${joined}),
      (14, 601, false, ${joined})`);
    await q(`insert into group_members (group_id, user_id, is_admin, joined_at)
      select g, 3, true, ${joined} from generate_series(3, 7) g
      union all select 8, u, u = 11, ${joined} from generate_series(11, 20) u
      union all select 9, u, u = 11, ${joined} from generate_series(11, 110) u
      union all select 10, u, u = 11, ${joined} from generate_series(11, 510) u
      union all select g, u, false, ${joined} from generate_series(11, 12) g, generate_series(11, 60) u
      union all select g, u, false, ${joined} from generate_series(14, 113) g, generate_series(511, 560) u
      union all select g, 602, false, ${joined} from generate_series(14, 113) g
      union all select g, 603, false, ${joined} from generate_series(14, 23) g
      union all select g, 604, false, ${joined} from generate_series(14, 113) g
      union all select g, u, false, ${joined} from generate_series(1, 7) g, generate_series(11, 30) u`);
    // Upcoming games: 10 in group 1, 100 in group 2, 200 in each of groups 3..7 (ids 1..1 110, one every
    // 6 hours); the team games are 2001..2003.
    await q(`insert into games (id, group_id, description, game_datetime, venue, cost, currency, cost_mode, max_players, created_by)
      select row_number() over (order by g, i), g, 'Costs game ' || g || '-' || i,
        now() + make_interval(hours => i * 6), 'Bench Park', 60, 'ZAR', 'split', 14, 1
      from (select 1 g, generate_series(1, 10) i
            union all select 2, generate_series(1, 100)
            union all select g, generate_series(1, 200) from generate_series(3, 7) g) x
      order by g, i`);
    await q(`insert into games (id, group_id, description, game_datetime, venue, cost, currency, cost_mode, max_players, created_by)
      values (2001, 8, 'Team of 10', now() + interval '2 days', 'Bench Park', 60, 'ZAR', 'split', 16, 11),
             (2002, 9, 'Team of 100', now() + interval '2 days', 'Bench Park', 60, 'ZAR', 'split', 16, 11),
             (2003, 10, 'Team of 500', now() + interval '2 days', 'Bench Park', 60, 'ZAR', 'split', 16, 11)`);
    await q(`select setval(pg_get_serial_sequence('users', 'id'), 700),
      setval(pg_get_serial_sequence('groups', 'id'), 1000), setval(pg_get_serial_sequence('games', 'id'), 2003)`);
    // Answers to the listed games: 14 members in, one in reserve, 5 of the 20 other members no answer.
    await q(`insert into rsvps (game_id, user_id, status)
      select g.id, u, (case when u < 25 then 'in' else 'reserves' end)::rsvp_status
      from games g, generate_series(11, 25) u where g.id <= 1110 order by g.id, u`);
    // Team games: the first 16 members in, the next 4 reserves, every third of the rest out, others none.
    await q(`insert into rsvps (game_id, user_id, status)
      select game, u, (case when k <= 16 then 'in' when k <= 20 then 'reserves' else 'out' end)::rsvp_status
      from (select 2000 + t game, u, u - 10 k from (values (1, 20), (2, 110), (3, 510)) s(t, last),
            generate_series(11, last) u) x
      where k <= 20 or k % 3 = 0
      order by game, k`);
    // Chat, oldest first (see the module comment).
    await q(`insert into chat_messages (type, sender_id, group_id, content, created_at)
      select 'group', 11 + i % 50, 12, 'Large chat message ' || i, timestamptz '2024-01-01' + i * interval '5 seconds'
      from generate_series(1, ${sizes.largeChat}) i`);
    await q(`insert into chat_messages (type, sender_id, group_id, content, created_at)
      select 'group', 511 + i % 50, 14 + i % 100, 'Group message ' || i, timestamptz '2025-06-01' + i * interval '5 seconds'
      from generate_series(1, ${sizes.perGroup * 100}) i`);
    await q(`insert into chat_messages (type, sender_id, group_id, content, created_at)
      select 'group', 11 + i % 50, 11, 'Small chat message ' || i, now() - (101 - i) * interval '1 minute'
      from generate_series(1, 100) i`);
    // Direct messages: 5 unread to each unread-count user, and 20 000 read ones between team members.
    await q(`insert into chat_messages (type, sender_id, recipient_id, content, created_at, read_at)
      select 'direct'::chat_type, 11 + i % 500, 11 + (i * 7) % 500, 'Direct ' || i, now() - interval '1 day', now()
      from generate_series(1, 20000) i
      union all select 'direct', 11 + i, r, 'Unread direct ' || i, now(), null
      from generate_series(1, 5) i, (values (601), (602)) v(r)`);
    // Read marks: 10 unread (from others) in each group of 601, 603 and 602: the 11th-newest message
    // of the group (none of theirs: they never post there).
    await q(`insert into group_chat_reads (group_id, user_id, last_read_message_id)
      select m.group_id, u, m.id from (
        select group_id, id, row_number() over (partition by group_id order by id desc) r
        from chat_messages where group_id between 14 and 113) m
      cross join (values (601), (602), (603)) v(u)
      where m.r = 11 and (u = 602 or m.group_id = 14 or (u = 603 and m.group_id <= 23))`);
    // Everyone else (604 too) has read every message of their chats.
    await q(`insert into group_chat_reads (group_id, user_id, last_read_message_id)
      select gm.group_id, gm.user_id, last.id from group_members gm
      cross join lateral (select max(id) id from chat_messages where group_id = gm.group_id) last
      where gm.user_id not in (601, 602, 603) and last.id is not null`);
    // Notifications: 50 (10 unread) for the user in 1 group, 500 (50 unread: the most a user keeps)
    // for the user in 100 groups, and 400 each for the 500 team members (200 000 rows in all).
    await q(`insert into notifications (user_id, message, link, created_at, is_read)
      select 601, 'Notification ' || i, '/games/1', now() - i * interval '1 hour', i > 10 from generate_series(1, 50) i
      union all select 602, 'Notification ' || i, '/games/1', now() - i * interval '1 hour', i > 50 from generate_series(1, 500) i
      union all select u, 'Notification ' || i, '/games/1', now() - i * interval '1 hour', i > 5
      from generate_series(11, 510) u, generate_series(1, 400) i`);
    await q('vacuum analyze');
    const { rows } = await c.query<{ n: number }>('select count(*)::int n from chat_messages');
    return rows[0]!.n;
  } finally {
    await c.end();
  }
}
