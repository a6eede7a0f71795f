/**
 * A past game's result (README "Sides, results and ratings"): everyone sees the score per side, or that
 * it was not played; a group admin enters the goals of each published side, or "Not played", and can
 * correct it (PUT /api/games/:id/result). Without published sides an admin can only mark it not played.
 */
import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResultBody, ResultReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys, groupKeys } from '../../../lib/query-keys.ts';
import { showFailure, showSuccess } from '../../../lib/toasts.ts';
import { formatNumber, textsOf } from '../../../i18n/index.ts';
import { gameScreenTexts } from '../i18n.ts';

const t = gameScreenTexts.t;
/** The result card's words in the reader's language ('games' namespace, result.*). */
export const resultCardTexts = textsOf(t, {
  title: 'result.title',
  notPlayed: 'result.notPlayed',
  save: 'result.save',
  edit: 'result.edit',
  markNotPlayed: 'result.markNotPlayed',
  cancel: 'result.cancel',
  failed: 'result.failed',
  noSides: 'result.noSides',
  unrated: 'result.unrated',
});

export function ResultCard({ gameId }: { gameId: number }) {
  gameScreenTexts.useT(); // re-renders in a new language
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: gameKeys.result(gameId),
    queryFn: ({ signal }) => api<ResultReply>(`/api/games/${gameId}/result`, { signal }),
  });
  const [editing, setEditing] = useState(false);
  const [goals, setGoals] = useState<(number | string)[]>([]);
  const save = useMutation({
    mutationFn: (body: ResultBody) =>
      api<ResultReply>(`/api/games/${gameId}/result`, { method: 'PUT', body }),
    onSuccess: (reply) => {
      queryClient.setQueryData(gameKeys.result(gameId), reply);
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
      setEditing(false);
      showSuccess(reply.message ?? t('result.recorded'));
    },
    onError: (error) => showFailure(error, resultCardTexts.failed),
  });
  const data = result.data;
  if (!data || (!data.result && !data.can_record)) return null;
  const { sides, result: r } = data;
  const open = editing || (!r && data.can_record);
  const startEdit = () => {
    setGoals(sides.map((_, i) => r?.scores?.[i] ?? 0));
    setEditing(true);
  };
  const shownGoals = goals.length === sides.length ? goals : sides.map(() => 0);

  return (
    <Paper component="section" withBorder radius="lg" p="md" mb="md" aria-labelledby="result-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="result-title">
            {resultCardTexts.title}
          </Title>
          {r && !r.rated && !r.not_played && <Badge variant="light">{resultCardTexts.unrated}</Badge>}
        </Group>
        {!open && r && (
          <>
            {r.not_played || !r.scores ? (
              <Text>{resultCardTexts.notPlayed}</Text>
            ) : (
              <Group gap="lg" aria-label={t('result.score')}>
                {sides.map((name, i) => (
                  <Text key={name} fw={700} size="lg">
                    {name} {formatNumber(r.scores![i]!)}
                  </Text>
                ))}
              </Group>
            )}
            {r.unrated_reason && r.unrated_reason !== 'not_played' && (
              <Text size="sm" c="dimmed">
                {t(`result.unratedReason.${r.unrated_reason}`)}
              </Text>
            )}
            {data.can_record && (
              <Button variant="light" onClick={startEdit} style={{ alignSelf: 'flex-start' }}>
                {resultCardTexts.edit}
              </Button>
            )}
          </>
        )}
        {open && (
          <>
            {sides.length === 0 ? (
              <Text size="sm" c="dimmed">
                {resultCardTexts.noSides}
              </Text>
            ) : (
              <Group gap="sm" align="flex-end">
                {sides.map((name, i) => (
                  <NumberInput
                    key={name}
                    label={name}
                    min={0}
                    max={99}
                    allowDecimal={false}
                    allowNegative={false}
                    w={120}
                    value={shownGoals[i]}
                    onChange={(v) => setGoals(shownGoals.map((g, j) => (j === i ? v : g)))}
                  />
                ))}
              </Group>
            )}
            <Group gap="sm">
              {sides.length > 0 && (
                <Button
                  loading={save.isPending}
                  onClick={() => save.mutate({ scores: shownGoals.map((g) => Number(g) || 0) })}
                >
                  {resultCardTexts.save}
                </Button>
              )}
              <Button
                variant="default"
                loading={save.isPending}
                onClick={() => save.mutate({ not_played: true })}
              >
                {resultCardTexts.markNotPlayed}
              </Button>
              {editing && (
                <Button variant="subtle" onClick={() => setEditing(false)}>
                  {resultCardTexts.cancel}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
