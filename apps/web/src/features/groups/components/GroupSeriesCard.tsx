/**
 * Group detail: the group's recurring games (README "Recurring games"), soonest next game first — each
 * with how it repeats and its time on the group's clock ("Repeats every Thursday · 19:00"), its venue,
 * and a link to its series screen (/series/:id, where admins edit or stop it). Renders nothing while
 * loading, when the list cannot be loaded, or when the group has none.
 */
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarRepeat, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSeriesSummary } from '../../../lib/series-summary.ts';
import { useGroupSeries } from '../api/group-series-query.ts';
import rtl from '../../../components/rtl.module.css';
import { groupScreenTexts } from '../i18n.ts';

export function GroupSeriesCard({ groupId }: { groupId: number }) {
  const t = groupScreenTexts.useT();
  const seriesSummary = useSeriesSummary();
  const series = useGroupSeries(groupId);
  const list = series.data?.series ?? [];
  if (list.length === 0) return null;

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="series-title">
      <Title order={2} size="h4" id="series-title" mb="xs">
        {t('detail.series')}
      </Title>
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {list.map((s, i) => (
          <li
            key={s.id}
            style={i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
          >
            {/* The whole row is the link (the chevron says so). */}
            <Anchor
              component={Link}
              to={paths.series(s.id)}
              underline="never"
              c="inherit"
              display="block"
              py="xs"
            >
              <Group wrap="nowrap" gap="sm">
                <IconCalendarRepeat
                  size={20}
                  aria-hidden
                  style={{ flexShrink: 0 }}
                  color="var(--mantine-color-green-8)"
                />
                <Stack gap={0} miw={0} style={{ flex: 1 }}>
                  <Text fw={600} c="var(--turnout-accent-text)" style={{ overflowWrap: 'anywhere' }}>
                    {s.description}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {[`${seriesSummary(s.rrule, s.start_date, s.time_zone)} · ${s.time}`, s.venue]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <IconChevronRight
                  className={rtl.flip}
                  size={18}
                  aria-hidden
                  style={{ flexShrink: 0 }}
                  color="var(--mantine-color-dimmed)"
                />
              </Group>
            </Anchor>
          </li>
        ))}
      </Stack>
    </Card>
  );
}
