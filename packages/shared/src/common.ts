/**
 * Small zod building blocks shared by every feature's schemas: ids in paths and bodies, trimmed
 * required text, and the ISO 8601 UTC datetime string the API uses.
 */
import { z } from 'zod';

/** A positive integer id, accepted as a number or a numeric string (path params arrive as strings). */
export const idSchema = (label = 'id') =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a whole number.` })
    .positive({ error: `${label} must be a positive number.` })
    .max(2_147_483_647, { error: `${label} is too large.` });

export const idParamsSchema = z.object({ id: idSchema('id') });

/** Datetimes on the wire: ISO 8601 strings in UTC ("2026-11-27T17:00:00.000Z"). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** `{ message }` replies such as PUT /api/users/profile. */
export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;
