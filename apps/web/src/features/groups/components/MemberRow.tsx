/**
 * One member on Group detail (docs/product.md#s2, #s3-member): name and surname with an Admin badge. A group
 * admin also sees, for everyone but themselves (docs/product.md#s4: never on oneself), an Admin switch and a
 * Remove button, and for everyone their rating seed (`rating`: stars and goalkeeper, README "Sides, results and
 * ratings").
 */
import type { ReactNode } from 'react';
import { Badge, Button, Group, Switch, Text } from '@mantine/core';
import type { Member } from '@turnout/shared';
import { groupScreenTexts } from '../i18n.ts';

type Props = {
  member: Member;
  isSelf: boolean;
  canManage: boolean;
  adminPending: boolean;
  onToggleAdmin: (member: Member, makeAdmin: boolean) => void;
  onRemove: (member: Member) => void;
  /** A line above every row but the first. */
  divider?: boolean;
  /** The admins' rating control for this member (MemberRatingControl). */
  rating?: ReactNode;
};

export function MemberRow({
  member,
  isSelf,
  canManage,
  adminPending,
  onToggleAdmin,
  onRemove,
  divider,
  rating,
}: Props) {
  const t = groupScreenTexts.useT();
  const fullName = `${member.name} ${member.surname}`;
  return (
    <Group
      component="li"
      justify="space-between"
      gap="xs"
      py="xs"
      wrap="wrap"
      style={divider ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
    >
      <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 160px' }}>
        <Text fw={600} truncate>
          {fullName}
        </Text>
        {isSelf && (
          <Text span c="dimmed" size="sm" style={{ flexShrink: 0 }}>
            {t('common.you')}
          </Text>
        )}
        {member.is_admin && (
          <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
            {t('common.admin')}
          </Badge>
        )}
      </Group>
      {rating}
      {canManage && !isSelf && (
        <Group gap="sm" wrap="nowrap">
          <Switch
            label={t('common.admin')}
            aria-label={t('detail.adminAria', { name: fullName })}
            checked={member.is_admin}
            disabled={adminPending}
            onChange={(e) => onToggleAdmin(member, e.currentTarget.checked)}
          />
          <Button
            size="sm"
            px={10}
            variant="subtle"
            color="red"
            onClick={() => onRemove(member)}
            aria-label={t('detail.removeAria', { name: fullName })}
          >
            {t('common.remove')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
