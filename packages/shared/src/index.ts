/**
 * @turnout/shared — the contract between server and web: zod schemas and types of every request,
 * response and socket event, pure domain rules (team sheet, RSVP cutoff, currency, time slots) and the
 * user-facing texts of docs/product.md. Each feature keeps its own file; this index re-exports them.
 */
import './zod-config.ts';
export * from './errors.ts';
export * from './common.ts';
export * from './accounts.ts';
export * from './passkeys.ts';
export * from './groups.ts';
export * from './invites.ts';
export * from './invite-links.ts';
export * from './games.ts';
export * from './series.ts';
export * from './game-rules.ts';
export * from './zones.ts';
export * from './team-sheet.ts';
export * from './realtime.ts';
export * from './chat.ts';
export * from './notifications.ts';
export * from './reach.ts';
export * from './money.ts';
export * from './offers.ts';
export * from './exports.ts';
export * from './sides.ts';
export * from './results.ts';
