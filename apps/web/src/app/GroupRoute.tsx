/**
 * /group/:id as the app composes it (docs/design.md#layout: app/ composes features): the groups feature's
 * screen (docs/product.md#s2-group-detail) with the games feature's list of the group's upcoming and
 * past games on it (README "Past games").
 */
import GroupDetailScreen from '../features/groups/GroupDetailScreen.tsx';
import { GroupGames } from '../features/games/components/GameList.tsx';

export default function GroupRoute() {
  return <GroupDetailScreen games={(groupId) => <GroupGames groupId={groupId} />} />;
}
