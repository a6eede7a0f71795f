/**
 * The user part of a sign-in answer (POST /api/login and every other way of signing in: `loginReplySchema`).
 */
import type { SessionUserReply } from '@turnout/shared';
import type { UserRow } from './repository.ts';

export const sessionUser = (u: UserRow): SessionUserReply => ({
  id: u.id,
  name: u.name,
  surname: u.surname,
  email: u.email,
  // The site admin flag (users.is_admin), as in the token; a group admin's flag is group_members'.
  is_admin: u.isAdmin,
});
