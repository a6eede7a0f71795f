/** The user badge (spec §2 Home): placeholder until the accounts screens land. */
export function UserBadge() {
  return null;
}
