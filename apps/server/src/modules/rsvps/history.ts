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
 * GET /api/games/{id}/history[?before=<row id>] → `[{ id, at, user_id, guest_id, name, from, to, by }]`:
 * the newest 100 rows (before the row `before`), oldest first; `name` is the member's full name or the
 * guest's name. A page of 100 may have earlier rows: ask again with `before` = its first `id`. Any member
 * of the game's group may read it. Errors: 404 gameTexts.gameNotFound for an unknown game or a caller
 * outside its group.
 */
export async function getHistory(
  db: Database,
  userId: number,
  gameId: number,
  before: number | null = null,
): Promise<HistoryReply> {
  const game = await findGameOfMember(db, gameId, userId);
  if (!game) throw notFound(gameTexts.gameNotFound);
  return sheetHistoryOf(db, gameId, before);
}
