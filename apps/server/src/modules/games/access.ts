/**
 * Who may change a game (spec §6 "Editing a game needs admin of its group"; docs/decisions/
 * 004-game-edit-rights.md): the shared `canEditGame` rule, which the games list screen uses too, so the
 * list never shows an Edit, Edit Team or Delete that this guard refuses.
 */
import { canEditGame } from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { requireGroupMember, type Membership } from '../groups/access.ts';

/**
 * The caller's membership of the game's group when they may edit, delete or edit the team of the game.
 * Throws 404 `messages.notFound` when they are not in its group, 403 `messages.forbidden` when
 * `canEditGame` says no (a member who is not a group admin, its creator included).
 */
export async function requireGameEditor(
  db: Executor,
  game: { groupId: number },
  userId: number,
  messages: { notFound: string; forbidden: string },
): Promise<Membership> {
  const membership = await requireGroupMember(db, game.groupId, userId, messages.notFound);
  if (!canEditGame({ isGroupAdmin: membership.isAdmin })) throw forbidden(messages.forbidden);
  return membership;
}
