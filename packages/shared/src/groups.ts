/**
 * Groups and members: request/response schemas, types and user-facing texts of /api/groups
 * (docs/product.md#s2-create-group, #s2-my-groups, #s2-group-detail; #s3-group, #s3-member; #s5-add-member,
 * #s5-group-name; #s6; #s7-groups; #s8-groups, #s8-add-member).
 *
 * The server validates with these schemas (zod messages are the sentences users read); the web app types
 * its calls and forms with them. Datetimes are ISO 8601 strings in UTC.
 */
import { z } from 'zod';
import { idParamSchema, idParamsSchema, mobileText, nameText } from './common.ts';
import { GROUP_NAME_MAX, groupTexts } from './texts/groups.ts';
import { currencySchema, localeSchema, reminderHoursSchema, timeZoneSchema, zoneTexts } from './zones.ts';
import { costModeSchema, guestsPerMemberSchema } from './money.ts';
import { offerHoursSchema, offerSettingsReplyShape, promotionSchema, quietHoursSchema } from './offers.ts';
export * from './texts/groups.ts';

/**
 * A group name: trimmed, required (docs/product.md#s5-group-name), at most 100 characters, one
 * line, no web addresses (it is mailed in invitations' subjects) — common.ts nameText.
 */
export const groupNameSchema = nameText({
  label: 'Group name',
  required: groupTexts.nameRequired,
  max: GROUP_NAME_MAX,
  tooLong: groupTexts.nameTooLong,
});

/** A group's name alone (the rename form). */
export const groupNameBodySchema = z.object({ name: groupNameSchema });
export type GroupNameBody = z.input<typeof groupNameBodySchema>;

/**
 * reminder_hours in a request body: a JSON number (or a numeric string from a form) from 0 to 168,
 * whole; anything else (null, true, [5]) is refused with zoneTexts.reminderHours rather than coerced.
 */
export const reminderHoursBodySchema = z
  .custom<number | string>(
    (v) =>
      (typeof v === 'number' && Number.isFinite(v)) ||
      (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)),
    { error: zoneTexts.reminderHours },
  )
  .transform((v, ctx) => {
    const hours = reminderHoursSchema.safeParse(v);
    if (hours.success) return hours.data;
    ctx.addIssue({ code: 'custom', message: zoneTexts.reminderHours });
    return z.NEVER;
  });

/**
 * POST /api/groups (README "A group's time zone and currency", "Reminders", "Who pays what", "Guests"):
 * the name, and optionally the group's time_zone (IANA; default DEFAULT_TIME_ZONE), currency (ISO 4217;
 * default by docs/product.md#s9 from the time zone and `locale`, the creator's language tag, which is not
 * stored), reminder_hours (0–168, default 24), cost_mode ("split" or "per_player", default "split") and
 * guests_per_member (0–5, default 1). Unknown zones and currencies are refused with zoneTexts'
 * sentences, other bad settings with money.ts's.
 */
export const createGroupBodySchema = groupNameBodySchema.extend({
  time_zone: timeZoneSchema.optional(),
  currency: currencySchema.optional(),
  locale: localeSchema.optional(),
  reminder_hours: reminderHoursBodySchema.optional(),
  cost_mode: costModeSchema.optional(),
  guests_per_member: guestsPerMemberSchema.optional(),
});
export type CreateGroupBody = z.input<typeof createGroupBodySchema>;

/**
 * PUT /api/groups/{id} (group admin): any of name, time_zone, currency, reminder_hours, cost_mode,
 * guests_per_member, promotion ("automatic" | "offer"), offer_hours (0–72) and quiet_hours
 * (`{ start: "21:00", end: "09:00" }` or null; README "Reserves"), at least one (none → "Group name is
 * required.", the rename's sentence). Fields left out stay as they are.
 */
export const updateGroupBodySchema = z
  .object({
    name: groupNameSchema.optional(),
    time_zone: timeZoneSchema.optional(),
    currency: currencySchema.optional(),
    reminder_hours: reminderHoursBodySchema.optional(),
    cost_mode: costModeSchema.optional(),
    guests_per_member: guestsPerMemberSchema.optional(),
    promotion: promotionSchema.optional(),
    offer_hours: offerHoursSchema.optional(),
    quiet_hours: quietHoursSchema.optional(),
  })
  .refine(
    (b) =>
      b.name !== undefined ||
      b.time_zone !== undefined ||
      b.currency !== undefined ||
      b.reminder_hours !== undefined ||
      b.cost_mode !== undefined ||
      b.guests_per_member !== undefined ||
      b.promotion !== undefined ||
      b.offer_hours !== undefined ||
      b.quiet_hours !== undefined,
    { error: groupTexts.nameRequired, path: ['name'] },
  );
export type UpdateGroupBody = z.input<typeof updateGroupBodySchema>;

/**
 * Mobile when adding a member: 10 to 15 digits (docs/product.md#s5, #s9), or an international number written
 * with + and its country code (README "Mobile numbers"); "Please enter a valid mobile number." otherwise.
 */
export const memberMobileSchema = mobileText(
  /^\d{10,15}$/,
  groupTexts.invalidMobile,
  groupTexts.invalidMobile,
);

/**
 * POST /api/groups/{id}/members. `email` invites someone whose mobile has no account yet; blank counts
 * as absent, anything else must be a valid address.
 */
export const addMemberBodySchema = z.object({
  mobile: memberMobileSchema,
  email: z
    .string({ error: groupTexts.invalidEmail })
    .trim()
    .max(254, { error: groupTexts.invalidEmail })
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: groupTexts.invalidEmail })
    .nullish(),
});
export type AddMemberBody = z.input<typeof addMemberBodySchema>;

/**
 * The add-member form (docs/product.md#s5-add-member): the body's rules, and once the screen asks to invite
 * someone without an account (`inviting`), an email is required ("Please enter an email address."). Web only.
 */
export const addMemberFormSchema = (inviting: boolean) =>
  addMemberBodySchema.refine((v) => !inviting || !!v.email, {
    error: groupTexts.emailRequired,
    path: ['email'],
  });

/** PUT /api/groups/{id}/members/{userId}/admin. */
export const setAdminBodySchema = z.object({ makeAdmin: z.boolean({ error: groupTexts.makeAdminRequired }) });
export type SetAdminBody = z.infer<typeof setAdminBodySchema>;

export const groupIdParamsSchema = idParamsSchema;
export const groupMemberParamsSchema = z.object({ id: idParamSchema('id'), userId: idParamSchema('userId') });

/**
 * A group as its member sees it (docs/product.md#s3-group): is_admin is the caller's own flag; time_zone
 * (IANA), currency (ISO 4217), reminder_hours (0 = off), cost_mode ("split": a game's cost is the total
 * shared by the main team; "per_player": each player's fee) and guests_per_member (0–5, 0 = no guests) are
 * the group's settings (README "A group's time zone and currency", "Reminders", "Who pays what", "Guests");
 * promotion ("automatic" | "offer"), offer_hours (0–72) and quiet_hours (`{ start, end }` group-local
 * "HH:MM", or null) decide timed offers near kick-off (README "Reserves").
 */
export const groupSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.string(),
  is_admin: z.boolean(),
  member_count: z.number(),
  time_zone: z.string(),
  currency: z.string(),
  reminder_hours: z.number(),
  cost_mode: costModeSchema,
  guests_per_member: z.number(),
  ...offerSettingsReplyShape,
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

/** GET /api/groups/{id}: the summary plus who created it (null once that account is deleted). */
export const groupDetailSchema = groupSummarySchema.extend({ created_by: z.number().nullable() });
export type GroupDetail = z.infer<typeof groupDetailSchema>;

/** GET /api/groups/my-groups-with-admin-status: the caller's groups, by name. */
export const myGroupsWithAdminStatusReplySchema = z.object({ groups: z.array(groupSummarySchema) });
export type MyGroupsWithAdminStatusReply = z.infer<typeof myGroupsWithAdminStatusReplySchema>;

/** GET /api/groups/my: the same list wrapped as `{ success, groups, message }`. */
export const myGroupsReplySchema = z.object({
  success: z.literal(true),
  groups: z.array(groupSummarySchema),
  message: z.string(),
});
export type MyGroupsReply = z.infer<typeof myGroupsReplySchema>;

/** GET /api/groups/my-admin-groups: the groups the caller administers, by name (create-game screen). */
export const adminGroupSchema = z.object({ id: z.number(), name: z.string() });
export type AdminGroup = z.infer<typeof adminGroupSchema>;
export const myAdminGroupsReplySchema = z.object({ adminGroups: z.array(adminGroupSchema) });
export type MyAdminGroupsReply = z.infer<typeof myAdminGroupsReplySchema>;

/** GET and PUT /api/groups/{id}. POST /api/groups answers 201 with a bare GroupSummary. */
export const groupReplySchema = z.object({ group: groupDetailSchema });
export type GroupReply = z.infer<typeof groupReplySchema>;

/** DELETE /api/groups/{id}, DELETE …/leave, DELETE …/members/{userId}, PUT …/members/{userId}/admin. */
export const groupActionReplySchema = z.object({ success: z.literal(true), message: z.string() });
export type GroupActionReply = z.infer<typeof groupActionReplySchema>;

/** A member (docs/product.md#s3-member) with when they joined; joined_at ISO 8601 UTC. */
export const memberSchema = z.object({
  id: z.number(),
  name: z.string(),
  surname: z.string(),
  is_admin: z.boolean(),
  joined_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** GET /api/groups/{id}/members: admins first, then by joined_at. */
export const membersReplySchema = z.object({ members: z.array(memberSchema) });
export type MembersReply = z.infer<typeof membersReplySchema>;

/**
 * POST /api/groups/{id}/members. Existing user → success, userExists, added, and `member`: who the
 * number belongs to, since a mobile number proves nobody's identity (decision 005). Existing user who
 * asked to be asked first (require_invite) → success, userExists, invited, not added, no `member` (an
 * invitation is mailed and notified; they join when they accept). Unknown mobile with an email →
 * success, invited (an invitation is mailed). Unknown mobile without email → success false, userExists
 * false (the screen asks for the email).
 */
export const addMemberReplySchema = z.object({
  success: z.boolean(),
  userExists: z.boolean(),
  invited: z.boolean(),
  added: z.boolean(),
  member: z.object({ user_id: z.number(), name: z.string(), surname: z.string() }).optional(),
});
export type AddMemberReply = z.infer<typeof addMemberReplySchema>;

/** The sentence the add-member screen shows for a reply (docs/product.md#s8-add-member). */
export function addMemberResultText(reply: AddMemberReply): string {
  if (!reply.success && !reply.userExists) return groupTexts.userDoesNotExist;
  if (reply.invited) return groupTexts.invitationSent;
  if (reply.added) return groupTexts.userAdded;
  return groupTexts.operationCompleted;
}
