/**
 * The Create Game button (docs/product.md#s2-games-list), shown only to a user who administers at least one
 * group: /create-game would send anyone else away to create a group first, so they are not offered it. Hidden
 * while the user's groups load (no button that then vanishes) and when they fail to load.
 */
import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useAdminGroups } from '../api/admin-groups-query.ts';
import { gameScreenTexts } from '../i18n.ts';

export function CreateGameButton(props: ButtonProps) {
  const t = gameScreenTexts.useT();
  const adminGroups = useAdminGroups();
  if (!adminGroups.data?.adminGroups.length) return null;
  return (
    <Button component={Link} to={paths.createGame()} leftSection={<IconPlus size={18} />} {...props}>
      {t('list.createGame')}
    </Button>
  );
}
