/**
 * Objects as the API returns them (packages/shared schemas), for tests to answer requests with: every
 * field filled with a plausible value, `fields` overriding any of them.
 */
import type { ChatMessage, Game, GroupDetail, Series } from '@turnout/shared';

/** What the fixture game and its series share: the five-a-side at Greenpoint Astro, R60, 10 players. */
const FIVE_A_SIDE = {
  description: 'Five-a-side',
  venue: 'Greenpoint Astro',
  cost: '60.00',
  opponent: null,
  colour: null,
  notes: null,
  max_players: 10,
  rsvp_cutoff: 2,
};

/** A game of "Thursday Five" (group 5, Africa/Johannesburg, ZAR) at 19:00 SAST on Thursday 3 December 2026. */
export function aGame(fields: Partial<Game> = {}): Game {
  return {
    id: 41,
    group_id: 5,
    group_name: 'Thursday Five',
    ...FIVE_A_SIDE,
    game_datetime: '2026-12-03T17:00:00.000Z',
    cutoff_hours: 2,
    created_by: 1,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    is_admin: false,
    my_status: 'pending',
    main_team_count: 3,
    reserves_count: 0,
    time_zone: 'Africa/Johannesburg',
    currency: 'ZAR',
    series_id: null,
    status: 'scheduled',
    cancel_message: null,
    ...fields,
  };
}

/** Group 5, "Thursday Five", as GET /api/groups/{id} returns it to an admin. */
export function aGroup(fields: Partial<GroupDetail> = {}): GroupDetail {
  return {
    id: 5,
    name: 'Thursday Five',
    created_at: '2026-01-01T10:00:00.000Z',
    is_admin: true,
    member_count: 8,
    time_zone: 'Africa/Johannesburg',
    currency: 'ZAR',
    reminder_hours: 24,
    cost_mode: 'split',
    guests_per_member: 1,
    promotion: 'automatic',
    offer_hours: 24,
    quiet_hours: { start: '21:00', end: '09:00' },
    created_by: 1,
    ...fields,
  };
}

/** Series 3 of group 5: the fixture game's five-a-side, weekly on Thursdays at 19:00 from 3 December 2026. */
export function aSeries(fields: Partial<Series> = {}): Series {
  return {
    id: 3,
    group_id: 5,
    ...FIVE_A_SIDE,
    start_date: '2026-12-03',
    time: '19:00',
    rrule: 'FREQ=WEEKLY;BYDAY=TH',
    time_zone: 'Africa/Johannesburg',
    currency: 'ZAR',
    ...fields,
  };
}

/** A group-5 chat message from Bo Keeper (user 20), unread, "Message {id}", sent at 20:00 SAST on 23 November 2026. */
export function aMessage(fields: Partial<ChatMessage> = {}): ChatMessage {
  const id = fields.id ?? 1;
  return {
    id,
    type: 'group',
    sender_id: 20,
    group_id: 5,
    content: `Message ${id}`,
    timestamp: '2026-11-23T18:00:00.000Z',
    name: 'Bo',
    surname: 'Keeper',
    read_at: null,
    read_by_recipient_at: null,
    client_msg_id: null,
    ...fields,
  };
}
