/**
 * Timed offers near kick-off (README "Reserves"; docs/decisions/010-reserves-queue.md, "Timed offers";
 * docs/product.md#beyond-timed-offers): the group settings' schemas (`promotion`, `offer_hours`,
 * `quiet_hours`), the team sheet's open offers, the replies of POST /api/games/{id}/offer/accept and
 * /decline, the admins' GET /api/games/{id}/offers, the one-tap offer links (/api/offer-links/{token})
 * and their sentences. The pure rule is ./offer-rules.ts, re-exported here.
 */
import { z } from 'zod';
import { OFFER_HOURS_MAX, PROMOTION_MODES } from './offer-rules.ts';
import { rsvpReplySchema } from './games.ts';
import { rsvpLinkReplySchema } from './reach.ts';
export * from './offer-rules.ts';

/** The sentences of the offer settings, the offers and their links. */
export const offerTexts = {
  promotionInvalid: 'Promotion must be "automatic" or "offer".',
  offerHours: `Offer hours must be a whole number from 0 to ${OFFER_HOURS_MAX}.`,
  quietHoursInvalid: 'Quiet hours need a start and an end time, like "21:00" and "09:00", or none.',
  quietHoursSame: 'Quiet hours must start and end at different times.',
  /** The group settings card's one sentence about `offer`. */
  settingExplained: (hours: number) =>
    `Within ${hours} hours of kick-off, a place that opens is offered to the first reserve, who has a short time to accept before it passes to the next.`,
  /** 403: GET /api/games/{id}/offers by a member who is not a group admin. */
  adminOnly: 'Only a group admin can see who was offered a place.',
  /** 403: an offer answered by someone outside the game's group. */
  notMember: "Only a member of this game's group who was offered a place can answer an offer.",
  /** 409: the caller has no open offer for this game. */
  noOpenOffer: 'You have no open offer for this game.',
  accepted: "You've accepted the place: you're in the main team.",
  declined: "You've declined the place: you're marked as not attending.",
  /** The offer's notifications are shared notices.offered, offerExpired and offerWithdrawn. */
  pushTitle: 'A place is yours if you want it',
  acceptAction: 'Accept',
  declineAction: 'Decline',
  /** One-tap links. */
  linkInvalid: 'This link is not valid. Open the game in Turnout to answer.',
  linkExpired: 'This offer has ended.',
  linkUserGone: 'This link was made for an account that no longer exists.',
  /** The team sheet's line for an open offer. */
  offeredTo: (name: string, minutesLeft: number) => `Offered to ${name} — ${minutesLeft} min left`,
} as const;

/** `promotion` in a request body: "automatic" or "offer". */
export const promotionSchema = z.enum(PROMOTION_MODES, { error: offerTexts.promotionInvalid });

/** `offer_hours` in a request body: a whole number from 0 to 72. */
export const offerHoursSchema = z
  .int({ error: offerTexts.offerHours })
  .min(0, { error: offerTexts.offerHours })
  .max(OFFER_HOURS_MAX, { error: offerTexts.offerHours });

const clockTime = z
  .string({ error: offerTexts.quietHoursInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: offerTexts.quietHoursInvalid });

/**
 * `quiet_hours` in a request body: `{ start: "21:00", end: "09:00" }` (group-local 24-hour times; a
 * start later than the end runs past midnight) or null for none; start and end differ.
 */
export const quietHoursSchema = z
  .object({ start: clockTime, end: clockTime }, { error: offerTexts.quietHoursInvalid })
  .refine((q) => q.start !== q.end, { error: offerTexts.quietHoursSame })
  .nullable();

/** The offer settings as a group reply carries them. */
export const offerSettingsReplyShape = {
  promotion: z.enum(PROMOTION_MODES),
  offer_hours: z.number(),
  quiet_hours: z.object({ start: z.string(), end: z.string() }).nullable(),
};

/** An open offer on the team sheet: who holds the place and until when (ISO 8601 UTC). */
export const teamOfferSchema = z.object({ user_id: z.number(), expires_at: z.string() });
export type TeamOffer = z.infer<typeof teamOfferSchema>;

/**
 * POST /api/games/{id}/offer/accept and /decline (the offered member, no body), and POST
 * /api/offer-links/{token}: as the RSVP reply — the status the member ends with (`in` on accepting,
 * `out` on declining), the sentence and `position`.
 */
export const offerReplySchema = rsvpReplySchema;
export type OfferReply = z.infer<typeof offerReplySchema>;

export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * One offer of GET /api/games/{id}/offers (group admins), oldest first: who (`user_id`, `name`) was
 * offered which opened place (`place`: offers passed down the reserves share it), when (`offered_at`),
 * until when (`expires_at`), what became of it (`status`) and when they answered (`answered_at`, null
 * unless accepted or declined). Times ISO 8601 UTC.
 */
export const gameOfferEntrySchema = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  place: z.number(),
  status: z.enum(OFFER_STATUSES),
  offered_at: z.string(),
  expires_at: z.string(),
  answered_at: z.string().nullable(),
});
export type GameOfferEntry = z.infer<typeof gameOfferEntrySchema>;
export const gameOffersReplySchema = z.object({ offers: z.array(gameOfferEntrySchema) });
export type GameOffersReply = z.infer<typeof gameOffersReplySchema>;

/**
 * GET /api/offer-links/{token}: the game (as the RSVP link's, with the main team's size), the person, and the offer the link answers (`status` and
 * `expires_at`, ISO UTC). Changes nothing.
 */
export const offerLinkReplySchema = z.object({
  game: rsvpLinkReplySchema.shape.game,
  user: z.object({ name: z.string() }),
  offer: z.object({ status: z.enum(OFFER_STATUSES), expires_at: z.string() }),
});
export type OfferLinkReply = z.infer<typeof offerLinkReplySchema>;

/** POST /api/offer-links/{token}: `{ answer: "accept" | "decline" }`. */
export const offerLinkBodySchema = z.object({
  answer: z.enum(['accept', 'decline'], { error: 'answer must be "accept" or "decline".' }),
});
export type OfferLinkBody = z.input<typeof offerLinkBodySchema>;
