/**
 * The team sheet's history (README "A fair, visible record"): every change of a game's sheet — a member
 * or a guest moving between "main", "reserves", "out" and "none" — with when and by whom ('self',
 * 'admin', 'promotion', 'system'). The rows are written by the mutators of ./sheet-writes.ts and
 * ./guest-rows.ts, in the same transaction as the change they record (each mutator takes a
 * `SheetChange`, so no path can change the sheet without recording it); this module only reads them.
 */
import { gameTexts, type HistoryReply } from '@turnout/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { findGameOfMember } from './locks.ts';
import { sheetHistoryOf } from './sheet-writes.ts';

/**
 * GET /api/games/{id}/history → `[{ at, user_id, guest_id, name, from, to, by }]`, oldest first; `name`
 * is the member's full name or the guest's name. Any member of the game's group may read it. Errors:
 * 404 gameTexts.gameNotFound for an unknown game or a caller outside its group.
 */
export async function getHistory(db: Database, userId: number, gameId: number): Promise<HistoryReply> {
  const game = await findGameOfMember(db, gameId, userId);
  if (!game) throw notFound(gameTexts.gameNotFound);
  return sheetHistoryOf(db, gameId);
}
