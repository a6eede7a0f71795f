/**
 * A member's rating seed on Group detail, for group admins (README "Sides, results and ratings"): 1–5
 * stars (none = an average player) with a Clear button, and a "GK" switch for a goalkeeper. Other
 * members never see it. Each change is saved at once.
 */
import { ActionIcon, Group, Rating, Switch } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { MemberRating } from '@turnout/shared';
import { showFailure } from '../../../lib/toasts.ts';
import { useSetMemberRating } from '../api/ratings.ts';
import { groupScreenTexts } from '../i18n.ts';

type Props = { groupId: number; userId: number; fullName: string; rating: MemberRating | undefined };

export function MemberRatingControl({ groupId, userId, fullName, rating }: Props) {
  const t = groupScreenTexts.useT();
  const save = useSetMemberRating(groupId);
  const stars = rating?.stars ?? null;
  const goalkeeper = rating?.goalkeeper ?? false;
  const set = (next: { stars: number | null; goalkeeper: boolean }) =>
    save.mutate({ userId, ...next }, { onError: (err) => showFailure(err, t('rating.failed')) });
  return (
    <Group gap={6} wrap="nowrap">
      <Rating
        aria-label={t('rating.stars', { name: fullName })}
        value={stars ?? 0}
        onChange={(value) => set({ stars: value, goalkeeper })}
        readOnly={save.isPending}
      />
      {stars !== null && (
        <ActionIcon
          title={t('rating.average')}
          size="sm"
          variant="subtle"
          color="gray"
          aria-label={t('rating.clear', { name: fullName })}
          onClick={() => set({ stars: null, goalkeeper })}
        >
          <IconX size={14} />
        </ActionIcon>
      )}
      <Switch
        size="xs"
        label={t('rating.gk')}
        aria-label={t('rating.goalkeeper', { name: fullName })}
        checked={goalkeeper}
        disabled={save.isPending}
        onChange={(e) => set({ stars, goalkeeper: e.currentTarget.checked })}
      />
    </Group>
  );
}
