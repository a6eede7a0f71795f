/**
 * Money, guests and the record of a team sheet (README "Who pays what", "Guests", "A fair, visible
 * record"): request/response schemas and types of /api/games/{id}/payments, /api/groups/{id}/ledger,
 * /api/games/{id}/guests, /api/games/{id}/history, /api/games/{id}/attendance and
 * /api/groups/{id}/attendance, and the pure rule that splits a cost to the cent.
 *
 * Money is integer cents inside; on the wire it is a string with two decimals ("33.34").
 */
import { z } from 'zod';
import { idParamSchema, nameText } from './common.ts';
import { sheetStandingSchema } from './games.ts';
import { guestStrengthFields } from './sides.ts';

// ---------------------------------------------------------------------------------------------------
// Group settings

/** How a game's cost is shared: 'split' (the cost is the total, shared by the main team) or 'per_player' (each player's fee). */
export const COST_MODES = ['split', 'per_player'] as const;
export type CostMode = (typeof COST_MODES)[number];
export const costModeSchema = z.enum(COST_MODES, {
  error: 'How costs are shared (cost_mode) must be "split" or "per_player".',
});

/** Guests each member may bring to a game: 0–5 (0 turns guests off). */
export const GUESTS_PER_MEMBER_MAX = 5;
export const guestsPerMemberSchema = z
  .int({ error: 'Guests per member must be a whole number from 0 to 5.' })
  .min(0, { error: 'Guests per member must be a whole number from 0 to 5.' })
  .max(GUESTS_PER_MEMBER_MAX, { error: 'Guests per member must be a whole number from 0 to 5.' });

// ---------------------------------------------------------------------------------------------------
// Splitting a cost

/** "33.34" → 3334; throws on anything but a non-negative amount with at most two decimals. */
export function toCents(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 3334 → "33.34". */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Splits `totalCents` over `places` main-team places with the largest-remainder rule: every place gets
 * the floor of an equal share and the cents left over go one each to the first places (the team sheet's
 * order). The shares always add up to the total: 10000 over 3 → [3334, 3333, 3333]; 1 over 3 →
 * [1, 0, 0]. No places → []. Integer cents only.
 */
export function splitCents(totalCents: number, places: number): number[] {
  if (places <= 0) return [];
  const base = Math.floor(totalCents / places);
  const extra = totalCents - base * places;
  return Array.from({ length: places }, (_, i) => base + (i < extra ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------------
// Payments

export const PAYMENT_STATUSES = ['unpaid', 'claimed', 'paid', 'waived'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES, {
  error: 'Status must be one of: unpaid, claimed, paid, waived.',
});

/** One main-team place of GET /api/games/{id}/payments; a guest's place is paid by its host's row. */
export const paymentRowSchema = z.object({
  user_id: z.number().nullable(),
  guest_id: z.number().nullable(),
  /** The guest's host (guests only). */
  host_user_id: z.number().nullable().optional(),
  name: z.string(),
  surname: z.string(),
  /** "33.34" in the group's currency. */
  share: z.string(),
  status: paymentStatusSchema,
  /**
   * After kick-off, for a member's place: whether they came (true unless a group admin marked them a
   * no-show: PUT /api/games/{id}/attendance/{userId}); null before kick-off and for a guest's place.
   */
  attended: z.boolean().nullable(),
  /**
   * What the payer of this place (the member, or the guest's host) was recorded as paying when their row
   * was marked paid ("33.34": their shares at that moment, their guests' included, so the same on each of
   * their places), never worked out again from today's shares; null unless `status` is "paid" (or for a
   * row marked paid before amounts were recorded).
   */
  amount_paid: z.string().nullable(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

/** GET /api/games/{id}/payments (members of the group). */
export const paymentsReplySchema = z.object({
  currency: z.string(),
  cost_mode: costModeSchema,
  /** The sum of the shares ("100.00"); "0.00" for a free game. */
  total: z.string(),
  /** false before kick-off (shares follow the current main team), true after (the main team at kick-off). */
  final: z.boolean(),
  players: z.array(paymentRowSchema),
  /**
   * When a group admin last reminded the unpaid players (POST /api/games/{id}/payments/remind), ISO
   * 8601 UTC, or null; another reminder may go PAYMENT_REMINDER_SPACING_HOURS after it.
   */
  reminded_at: z.string().nullable(),
});
export type PaymentsReply = z.infer<typeof paymentsReplySchema>;

/** POST /api/games/{id}/payments/remind (group admin, after kick-off). */
export const paymentRemindReplySchema = z.object({
  success: z.literal(true),
  /** How many members were reminded (0: nobody owes anything, and nothing was recorded). */
  reminded: z.number(),
  /** When this reminder was recorded (ISO 8601 UTC), or null when nobody was reminded. */
  reminded_at: z.string().nullable(),
  message: z.string(),
});
export type PaymentRemindReply = z.infer<typeof paymentRemindReplySchema>;

/** PUT /api/games/{id}/payments/{userId} (group admin). */
export const paymentStatusBodySchema = z.object({ status: paymentStatusSchema });
export type PaymentStatusBody = z.input<typeof paymentStatusBodySchema>;

/** Owed, paid and balance ("-22.50") in one currency (ISO 4217): a ledger row's part or a total. */
export const currencyAmountsSchema = z.object({
  currency: z.string(),
  owed: z.string(),
  paid: z.string(),
  balance: z.string(),
});
export type CurrencyAmounts = z.infer<typeof currencyAmountsSchema>;

/**
 * GET /api/groups/{id}/ledger: per member, over the group's games that have kicked off (README "Who
 * pays what"). owed, paid and balance are in the group's current currency; `by_currency` (only when
 * there are any) lists the amounts of games priced in other currencies, one entry per currency.
 * `former_member: true` marks someone who has left the group with a balance still open.
 */
export const ledgerRowSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  surname: z.string(),
  owed: z.string(),
  paid: z.string(),
  balance: z.string(),
  by_currency: z.array(currencyAmountsSchema).optional(),
  former_member: z.literal(true).optional(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;
/** The ledger; `totals` (group admins only): every row added up, one entry per currency, the group's first. */
export const ledgerReplySchema = z.object({
  currency: z.string(),
  members: z.array(ledgerRowSchema),
  totals: z.array(currencyAmountsSchema).optional(),
});
export type LedgerReply = z.infer<typeof ledgerReplySchema>;

// ---------------------------------------------------------------------------------------------------
// Guests

/** A guest's name: one line, required, at most 50 characters. */
export const guestNameSchema = nameText({
  label: 'Guest name',
  required: 'Guest name is required.',
  max: 50,
});

/**
 * POST /api/games/{id}/guests: the guest's name and, optionally, how strong they are as their host
 * sees it (stars 1–5, null or left out = an average player) and whether they keep goal, for picking
 * sides (README "Sides, results and ratings").
 */
export const addGuestBodySchema = z.object({ name: guestNameSchema, ...guestStrengthFields });
export type AddGuestBody = z.input<typeof addGuestBodySchema>;

/** A guest on the team sheet: `{ guest_id, name, surname: "", host_user_id, status }`, user_id null. */
export const guestEntrySchema = z.object({
  user_id: z.null(),
  guest_id: z.number(),
  name: z.string(),
  surname: z.literal(''),
  host_user_id: z.number(),
  status: z.enum(['in', 'reserves']),
});
export type GuestEntry = z.infer<typeof guestEntrySchema>;

/**
 * The reply to POST /api/games/{id}/guests (201): the guest, a sentence, and where they landed
 * (`position`, as the RSVP replies say it: list main or reserves, and the 1-based place in it).
 */
export const addGuestReplySchema = z.object({
  success: z.literal(true),
  guest: guestEntrySchema,
  message: z.string(),
  position: sheetStandingSchema,
});
export type AddGuestReply = z.infer<typeof addGuestReplySchema>;

/** DELETE /api/games/{id}/guests/{guestId}. */
export const guestParamsSchema = z.object({ id: idParamSchema('id'), guestId: idParamSchema('guestId') });

/** The reply to DELETE /api/games/{id}/guests/{guestId}: `{ success: true, message: guestTexts.removed }`. */
export const guestRemovedReplySchema = z.object({ success: z.literal(true), message: z.string() });
export type GuestRemovedReply = z.infer<typeof guestRemovedReplySchema>;

/** The sentences of the guest endpoints (README "Guests"). */
export const guestTexts = {
  guestsOff: 'Guests are turned off in this group.',
  tooMany: (max: number) => `You can bring at most ${max} guest${max === 1 ? '' : 's'} to a game.`,
  addedToMainTeam: (name: string) => `${name} is in the main team as your guest.`,
  addedToReserves: (name: string) => `The main team is full: ${name} joins the reserves as your guest.`,
  notFound: 'Guest not found.',
  notHostOrAdmin: "Only the guest's host or a group admin can take a guest off the team sheet.",
  removed: (name: string) => `${name} has been taken off the team sheet.`,
} as const;

/** PUT /api/games/{id}/payments/{userId} and /api/games/{id}/attendance/{userId}. */
export const gameUserParamsSchema = z.object({ id: idParamSchema('id'), userId: idParamSchema('userId') });

// ---------------------------------------------------------------------------------------------------
// History and attendance

export const SHEET_PLACES = ['main', 'reserves', 'out', 'none'] as const;
export type SheetPlace = (typeof SHEET_PLACES)[number];
export const SHEET_CHANGE_BY = ['self', 'admin', 'promotion', 'system'] as const;
export type SheetChangeBy = (typeof SHEET_CHANGE_BY)[number];

/** One change of GET /api/games/{id}/history (oldest first). */
export const historyEntrySchema = z.object({
  /** The row's id: the `before` cursor of the page of earlier rows. */
  id: z.number(),
  at: z.string(),
  user_id: z.number().nullable(),
  guest_id: z.number().nullable(),
  name: z.string(),
  from: z.enum(SHEET_PLACES),
  to: z.enum(SHEET_PLACES),
  by: z.enum(SHEET_CHANGE_BY),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyReplySchema = z.array(historyEntrySchema);
/** GET /api/games/{id}/history's query: `before`, a history row id (the first row of the page shown). */
export const historyQuerySchema = z.object({ before: idParamSchema('before').optional() });
export type HistoryReply = z.infer<typeof historyReplySchema>;

/** PUT /api/games/{id}/attendance/{userId} (group admin, after kick-off). */
export const attendanceBodySchema = z.object({
  attended: z.boolean({ error: 'attended must be true or false.' }),
});
export type AttendanceBody = z.input<typeof attendanceBodySchema>;

/** GET /api/groups/{id}/attendance: per member, over the group's games that have kicked off. */
export const attendanceRowSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  surname: z.string(),
  games: z.number(),
  played: z.number(),
  reserve: z.number(),
  out: z.number(),
  no_answer: z.number(),
  no_shows: z.number(),
  late_drops: z.number(),
});
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;
export const attendanceReplySchema = z.array(attendanceRowSchema);
export type AttendanceReply = z.infer<typeof attendanceReplySchema>;

/** A late drop: leaving the main team less than this many hours before kick-off. */
export const LATE_DROP_HOURS = 24;

// ---------------------------------------------------------------------------------------------------
// Payments, the ledger and attendance: the server's replies and sentences (apps/server payments module)

/** The sentences of the payments, ledger and attendance endpoints. */
export const moneyTexts = {
  /** Payments, claims, reminders and attendance on a cancelled game (README "Cancelled games"). */
  gameCancelled: 'This game was cancelled, so there is nothing to pay or mark for it.',
  /** PUT /api/games/{id}/payments/{userId} by a member who is not a group admin. */
  paymentAdminOnly: 'Only a group admin can set a payment status.',
  /** PUT …/payments/{userId} or …/attendance/{userId} for someone who is not in the game's group. */
  playerNotFound: 'This player is not in this group.',
  /** PUT …/payments/{userId} for a member with no main-team place (and no guest there). */
  noPlaceToPay: (name: string) =>
    `${name} has no place in the main team of this game, so there is nothing to pay.`,
  /** POST …/payments/claim by a member with no main-team place (and no guest there). */
  youHaveNoPlaceToPay: 'You have no place in the main team of this game, so there is nothing to pay.',
  /** A claim on a row a group admin already marked paid or waived: it stays. */
  alreadySettled: (status: 'paid' | 'waived') => `Your payment is already marked ${status}.`,
  /** PUT /api/games/{id}/attendance/{userId} by a member who is not a group admin. */
  attendanceAdminOnly: 'Only a group admin can mark who came.',
  /** PUT …/attendance/{userId} before kick-off. */
  attendanceBeforeKickoff: 'Attendance can be marked once the game has kicked off.',
  /** PUT …/attendance/{userId} for a member who was not in the main team at kick-off. */
  notInMainTeamAtKickoff: (name: string) => `${name} was not in the main team at kick-off.`,
  /** The reply to PUT …/attendance/{userId}. */
  attendanceMarked: (name: string, attended: boolean) =>
    attended ? `${name} is marked as having played.` : `${name} is marked as not having come.`,
  /** POST /api/games/{id}/payments/remind by a member who is not a group admin. */
  remindAdminOnly: 'Only a group admin can remind players to pay.',
  /** POST …/payments/remind before kick-off. */
  remindBeforeKickoff:
    'Players can be reminded to pay once the game has kicked off: until then the shares follow the main team.',
  /** 429: reminded `ago` ("3 hours") ago; may remind again in `wait` ("21 hours"). */
  remindTooSoon: (ago: string, wait: string) =>
    `Players were reminded to pay ${ago} ago: you can remind them again in ${wait}.`,
  /** The reply to POST …/payments/remind. */
  reminded: (n: number) =>
    n === 0
      ? 'Everyone has paid or said they have: nobody to remind.'
      : n === 1
        ? 'Reminded 1 player to pay.'
        : `Reminded ${n} players to pay.`,
  /** GET /api/groups/{id}/ledger.csv or attendance.csv by a member who is not a group admin. */
  csvAdminOnly: 'Only a group admin can download this file.',
} as const;

/** PUT /api/games/{id}/attendance/{userId} → the mark as stored. */
export const attendanceMarkReplySchema = z.object({
  success: z.literal(true),
  user_id: z.number(),
  attended: z.boolean(),
  message: z.string(),
});
export type AttendanceMarkReply = z.infer<typeof attendanceMarkReplySchema>;
