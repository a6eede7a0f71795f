/**
 * The README.txt of each export (README "Your data", "Export a group"): every file and its fields, in
 * plain words. Kept beside service.ts, which writes the files these texts describe.
 */

/** README.txt of a member's export ("Download my data"). */
export const MEMBER_README = `Your Turnout data
=================

This archive holds the data Turnout keeps about you, and what was sent to you. Other people appear by
name only. Times in the JSON files are ISO 8601 in UTC; times in payments.csv are the group's local time.

profile.json
  id, name, surname, email, mobile: your account.
  require_invite: "Ask me before adding me to a group".
  created_at: when you signed up.
  notification_settings: which notifications you get by email and by push (null: the defaults).
  muted_group_ids: the groups whose chat you muted.

groups.json (one entry per group you are in)
  id, name, time_zone, currency: the group.
  is_admin: whether you are a group admin. joined_at: when you joined.

games.json (every game you answered, brought a guest to, or were moved on the team sheet of)
  id, group_id, group_name, description, game_datetime, venue, opponent, cost, currency: the game.
  status: "scheduled" or "cancelled"; cancel_message: the organiser's word when cancelled.
  answer: your current answer (status "in", "reserves" or "out"; by_choice: on the reserves by your own
    choice; responded_at, updated_at), or null.
  guests: the guests you brought (name, status, added_at).
  history: every change of your place on the team sheet (at; from and to: "main", "reserves", "out" or
    "none"; by: "self", "admin", "promotion" or "system"; by_you: whether you made it).

messages.json
  sent: the chat messages you sent (id; type "group" or "direct"; group_id and group_name for a group
    message; to: the person a direct message went to; content; sent_at).
  received: the direct messages sent to you (id; from: the sender's name, null when their account is
    gone; content; sent_at; read_at).

payments.csv (one row per line of each group's ledger that is about you)
  group: the group. kind: "member" (your balance in the group's currency), "member_currency" (your
    balance in another currency) or "game" (a place you pay for: yours or a guest's).
  user_id, name, surname: you, or on a "game" row the player of the place (guest_of names you when the
    place is your guest's).
  owed, paid, balance: on balance rows; balance = paid - owed.
  date, game, share, status ("unpaid", "claimed", "paid" or "waived"), currency: on game rows.
  former_member: "true" when you left the group with a balance open.

notifications.json (one entry per notification)
  id, message, link, created_at, is_read.
`;

/** README.txt of a group's export ("Export group"). */
export const GROUP_README = `Turnout group export
====================

This archive holds the group's members, games, team sheets, results and money. Members appear by name
only: no email or mobile. Times are the group's local time ("2027-03-04 19:00"). Cells that begin like a
spreadsheet formula (=, +, -, @) start with a quote, so that they stay text.

members.csv: user_id, name, surname, group_admin ("true"/"false"), joined.
games.csv: game_id, date, game, venue, opponent, colour, notes, cost, currency, cost_mode ("split" or
  "per_player"), max_players, rsvp_cutoff_hours, status ("scheduled"/"cancelled"), cancel_message,
  series_id (the recurring series the game came from, if any).
sheets.csv: each game's team sheet as it stands, in order: game_id, date, game, list ("main",
  "reserves" or "out"), user_id and name, surname of a member, or the guest's name and guest_of (their
  host), answered (the member's last answer, or when the guest was added).
sheet-history.csv: every change to a team sheet, oldest first: game_id, date, game, at, user_id and
  name of a member or guest (a guest's name), from and to ("main", "reserves", "out", "none"), by ("self",
  "admin", "promotion", "system").
results.csv: game_id, date, game, sides ("Side: player, player | Side: ..."), scores (goals per side in
  the sides' order, "3-2"), not_played ("true"/"false").
payments.csv: each recorded payment status: game_id, date, game, user_id, name, surname, status
  ("unpaid", "claimed", "paid", "waived"), amount_paid, currency, updated. A place with no row is unpaid.
ledger.csv: the group's ledger, as "Download ledger" gives it: kind ("member", "member_currency",
  "total", "game"), user_id, name, surname, owed, paid, balance, date, game, guest_of, share, status,
  currency, former_member.
`;
