/**
 * The team sheet (docs/product.md#s2-game-detail, #s4): Main team with its count against max players (and
 * "Full" when no place is left), Reserves numbered in queue order ("1st", "2nd", …; a reserve who chose the
 * reserves marked "by choice", docs/decisions/010-reserves-queue.md), and Not attending split in two, each with its
 * count: "Out (n)" (said no) and "No answer yet (n)" (the API's notAttending lists the outs first, then
 * the pending, each with its status). A main-team place held by a timed offer (README "Reserves") shows
 * under the main team as "Offered to Sipho — 24 min left", counting down, and counts as taken; the
 * reserve it is offered to is marked "offered". The signed-in user is marked "You" so they find themselves at a
 * glance. A guest shows as "Sam (guest of Thabo)" (README "Guests"). `actions` renders controls at the end
 * of each entry's row (docs/product.md#s4-admin-team-moves; a guest's Remove); `bringFriend` sits under the
 * title. Every text meets WCAG AA contrast in light and dark schemes ("Full" included). Names show whole
 * (wrapping, never "Si…") and place numbers never break ("10." stays on one line) at 360 px.
 */
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Badge, Divider, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { TeamEntry, TeamResponse } from '@turnout/shared';
import { IconHourglassHigh } from '@tabler/icons-react';
import { entryKey, entryLabel } from '../sheet-entries.ts';
import { freePlaces, offeredName, offersOf, type OpenOffer } from '../offers.ts';
import { useCountdown } from '../../../components/countdown.ts';
import classes from './TeamSheet.module.css';
import { gameScreenTexts } from '../i18n.ts';

type Actions = (entry: TeamEntry) => ReactNode;
type Props = {
  team: TeamResponse;
  userId: number | undefined;
  actions?: Actions;
  /** Under the title: the "Bring a friend" form (README "Guests"). */
  bringFriend?: ReactNode;
};

export function TeamSheet({ team, userId, actions, bringFriend }: Props) {
  const t = gameScreenTexts.useT();
  const label = (e: TeamEntry) => entryLabel(e, team);
  const tally = { main: team.mainTeam.length, max: team.max_players };
  const offers = offersOf(team);
  const offered = new Set(offers.map((o) => o.user_id));
  const left = freePlaces(team);
  const full = left === 0;
  const out = team.notAttending.filter((e) => e.status === 'out');
  const pending = team.notAttending.filter((e) => e.status !== 'out');
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="team-sheet-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="team-sheet-title">
          {t('sheet.title')}
        </Title>
        {bringFriend}

        <Section
          title={
            <>
              {t('sheet.mainTeam', tally)}
              {full && <span className={classes.full}>{t('sheet.full')}</span>}
            </>
          }
          aside={
            full ? undefined : (
              <Badge color="green" variant="light">
                {t('sheet.placesLeft', { count: left })}
              </Badge>
            )
          }
        >
          <Progress
            value={
              team.max_players > 0 ? Math.min(100, ((team.max_players - left) / team.max_players) * 100) : 0
            }
            color={full ? 'orange' : 'green'}
            size="sm"
            aria-label={t('sheet.mainTeam', tally)}
          />
          <Roster
            entries={team.mainTeam}
            label={label}
            userId={userId}
            numbered
            empty={offers.length > 0 ? '' : t('sheet.nobodyIn')}
            actions={actions}
          />
          {offers.length > 0 && (
            <Stack
              component="ul"
              gap={4}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('sheet.offeredPlaces')}
            >
              {offers.map((o) => (
                <OfferRow key={o.user_id} offer={o} name={offeredName(team, o)} />
              ))}
            </Stack>
          )}
        </Section>

        <Divider />
        <Section
          title={t('sheet.reserves', { count: team.reserves.length })}
          hint={team.reserves.length > 0 ? t('sheet.queueHint') : undefined}
        >
          <Roster
            entries={team.reserves}
            label={label}
            userId={userId}
            numbered="ordinal"
            empty={t('sheet.noReserves')}
            actions={actions}
            offered={offered}
          />
        </Section>

        <Divider />
        <Section title={t('sheet.notAttending')} gap="md">
          <Section title={t('sheet.out', { count: out.length })} level={4}>
            <Roster
              entries={out}
              label={label}
              userId={userId}
              empty={t('sheet.nobodyOut')}
              actions={actions}
            />
          </Section>
          <Section title={t('sheet.noAnswer', { count: pending.length })} level={4}>
            <Roster
              entries={pending}
              label={label}
              userId={userId}
              empty={t('sheet.everyoneAnswered')}
              actions={actions}
            />
          </Section>
        </Section>
      </Stack>
    </Paper>
  );
}

/** "Offered to Sipho — 24 min left": a main-team place held for a reserve, counting down. */
function OfferRow({ offer, name }: { offer: OpenOffer; name: string }) {
  const t = gameScreenTexts.useT();
  const { text } = useCountdown(offer.expires_at);
  return (
    <Group component="li" gap="sm" wrap="nowrap" py={2} className={classes.offer}>
      <IconHourglassHigh size={18} aria-hidden className={classes.offerIcon} />
      <Text size="sm" fw={600} style={{ flex: 1, minWidth: 0 }}>
        {t('sheet.offeredTo', { name, left: text })}
      </Text>
    </Group>
  );
}

function Section({
  title,
  aside,
  hint,
  level = 3,
  gap = 'xs',
  children,
}: {
  title: ReactNode;
  aside?: ReactNode;
  hint?: string;
  /** The heading level: 3 for the sheet's lists, 4 for the two halves of Not attending. */
  level?: 3 | 4;
  /** Space between the heading and what follows (Not attending: between its two halves too). */
  gap?: 'xs' | 'md';
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Stack gap={gap} component="section" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Title order={level} size={level === 3 ? 'h5' : 'h6'} id={titleId}>
          {title}
        </Title>
        {aside}
      </Group>
      {hint && (
        <Text size="xs" c="dimmed" mt={-6}>
          {hint}
        </Text>
      )}
      {children}
    </Stack>
  );
}

function Roster({
  entries,
  label,
  userId,
  numbered,
  empty,
  actions,
  offered,
}: {
  entries: TeamEntry[];
  label: (e: TeamEntry) => string;
  userId: number | undefined;
  /** "1." (true) or "1st" ('ordinal', the reserves' places). */
  numbered?: boolean | 'ordinal';
  empty: string;
  actions?: Actions;
  /** The members a main-team place is offered to (marked "offered"). */
  offered?: ReadonlySet<number>;
}) {
  const t = gameScreenTexts.useT();
  if (entries.length === 0) {
    if (!empty) return null;
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack component={numbered ? 'ol' : 'ul'} gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((e, i) => (
        <Group key={entryKey(e)} component="li" gap="sm" wrap="nowrap" py={2}>
          {numbered && (
            <Text
              size="sm"
              c="dimmed"
              miw={numbered === 'ordinal' ? '3.2em' : '2.2em'}
              className={classes.number}
              aria-hidden
            >
              {numbered === 'ordinal'
                ? t('sheet.queuePlace', { count: i + 1, ordinal: true })
                : t('sheet.place', { count: i + 1 })}
            </Text>
          )}
          <Text size="sm" fw={e.user_id === userId ? 700 : 400} className={classes.name}>
            {label(e)}
          </Text>
          {e.by_choice && (
            <Badge size="sm" variant="light" color="orange" title={t('sheet.byChoiceTitle')}>
              {t('sheet.byChoice')}
            </Badge>
          )}
          {e.user_id !== null && offered?.has(e.user_id) && (
            <Badge size="sm" variant="filled" color="teal" title={t('sheet.offeredTitle')}>
              {t('sheet.offered')}
            </Badge>
          )}
          {e.user_id === userId && (
            <Badge size="sm" variant="outline" color="green">
              {t('sheet.you')}
            </Badge>
          )}
          {actions && <div className={classes.actions}>{actions(e)}</div>}
        </Group>
      ))}
    </Stack>
  );
}
