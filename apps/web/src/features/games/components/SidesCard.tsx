/**
 * The game screen's "Sides" (README "Sides, results and ratings"). Everyone sees the published sides,
 * one card per side with its players, and an "Out of date" badge once the main team no longer matches
 * them. Group admins also see each side's rating total, and pick: the number of sides (2–4), keep-together
 * and keep-apart pairs and "Spread goalkeepers", then "Pick sides" asks for a fair proposal (saved
 * nowhere); "Pick again" draws another, "Move players" edits the published ones; each player has a "Move to …" menu and each side a name input;
 * "Publish sides" shows them to the group. Loaded lazily with the shared schemas' constants.
 */
import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  Menu,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowsExchange, IconChevronDown, IconX } from '@tabler/icons-react';
import {
  SIDE_NAME_MAX,
  SIDE_PAIRS_MAX,
  type SideConstraintsBody,
  type SideReply,
  type SidesReply,
  type TeamResponse,
} from '@turnout/shared';
import { showFailure, showSuccess } from '../../../lib/toasts.ts';
import { usePickSides, usePublishSides, useSides } from '../api/sides.ts';
import { allEntries, guestLabel, isGuest } from '../sheet-entries.ts';
import { textsOf } from '../../../i18n/index.ts';
import { gameScreenTexts } from '../i18n.ts';

const t = gameScreenTexts.t;
/** The sides card's words in the reader's language ('games' namespace, sides.*). */
export const sidesCardTexts = textsOf(t, {
  title: 'sides.title',
  pick: 'sides.pick',
  pickAgain: 'sides.pickAgain',
  edit: 'sides.edit',
  publish: 'sides.publish',
  cancel: 'sides.cancel',
  howMany: 'sides.howMany',
  spread: 'sides.spread',
  together: 'sides.together',
  apart: 'sides.apart',
  addPair: 'sides.addPair',
  constraints: 'sides.constraints',
  notPublished: 'sides.notPublished',
  draftHint: 'sides.draftHint',
  pickFailed: 'sides.pickFailed',
  publishFailed: 'sides.publishFailed',
  outOfDate: 'sides.outOfDate',
  outOfDateHint: 'sides.outOfDateHint',
  published: 'sides.published',
  empty: 'sides.empty',
  someoneWhoLeft: 'sides.someoneWhoLeft',
});

type Pair = [number, number];
type Draft = { sides: SideReply[]; constraints: SideConstraintsBody };
type Player = { kind: 'u' | 'g'; id: number };

const NO_CONSTRAINTS: SideConstraintsBody = { together: [], apart: [], spread_goalkeepers: false };

/** Each player's label: "Thabo Nkosi", "Sam (guest of Thabo)". */
function labeller(team: TeamResponse) {
  const entries = allEntries(team);
  return (p: Player): string => {
    if (p.kind === 'u') {
      const e = entries.find((x) => x.user_id === p.id);
      return e ? `${e.name} ${e.surname}`.trim() : sidesCardTexts.someoneWhoLeft;
    }
    const e = entries.find((x) => isGuest(x) && x.guest_id === p.id);
    return e ? guestLabel(e.name, e.host_user_id, entries) : sidesCardTexts.someoneWhoLeft;
  };
}

const playersOf = (side: SideReply): Player[] => [
  ...side.user_ids.map((id) => ({ kind: 'u' as const, id })),
  ...side.guest_ids.map((id) => ({ kind: 'g' as const, id })),
];

/** A side's total from the admins' `players` ratings (after moves). */
function totalOf(side: SideReply, players: SidesReply['players']): number | undefined {
  if (!players) return side.total;
  const rating = (p: Player) =>
    players.find((x) => (p.kind === 'u' ? x.user_id === p.id : x.guest_id === p.id))?.rating ?? 0;
  return playersOf(side).reduce((sum, p) => sum + rating(p), 0);
}

type Props = { gameId: number; isAdmin: boolean; team: TeamResponse };

export function SidesCard({ gameId, isAdmin, team }: Props) {
  gameScreenTexts.useT(); // re-renders in a new language
  const sides = useSides(gameId);
  const pick = usePickSides(gameId);
  const publish = usePublishSides(gameId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [players, setPlayers] = useState<SidesReply['players']>(undefined);
  const [count, setCount] = useState('2');
  const [constraints, setConstraints] = useState<SideConstraintsBody | null>(null);
  const label = labeller(team);

  if (!sides.data) return null;
  const reply = sides.data;
  if (!isAdmin && !reply.published) return null;
  const current = constraints ?? reply.constraints ?? NO_CONSTRAINTS;
  const ratings = players ?? reply.players;

  const askPick = () =>
    pick.mutate(
      { sides: Number(count), constraints: current },
      {
        onSuccess: (proposal) => {
          setDraft({ sides: proposal.sides, constraints: current });
          setPlayers(proposal.players);
        },
        onError: (err) => showFailure(err, sidesCardTexts.pickFailed),
      },
    );

  const askPublish = () => {
    if (!draft) return;
    publish.mutate(
      {
        sides: draft.sides.map(({ name, user_ids, guest_ids }) => ({ name, user_ids, guest_ids })),
        constraints: draft.constraints,
      },
      {
        onSuccess: () => {
          setDraft(null);
          showSuccess(sidesCardTexts.published);
        },
        onError: (err) => showFailure(err, sidesCardTexts.publishFailed),
      },
    );
  };

  const move = (p: Player, to: number) =>
    setDraft(
      (d) =>
        d && {
          ...d,
          sides: d.sides.map((side, i) => {
            const key = p.kind === 'u' ? 'user_ids' : 'guest_ids';
            const without = side[key].filter((id) => id !== p.id);
            return { ...side, [key]: i === to ? [...without, p.id] : without };
          }),
        },
    );

  const rename = (index: number, name: string) =>
    setDraft((d) => d && { ...d, sides: d.sides.map((s, i) => (i === index ? { ...s, name } : s)) });

  const shown = draft?.sides ?? reply.sides;

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="sides-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="sides-title">
            {sidesCardTexts.title}
          </Title>
          {!draft && reply.stale && (
            <Badge color="orange" variant="light" title={sidesCardTexts.outOfDateHint}>
              {sidesCardTexts.outOfDate}
            </Badge>
          )}
          {draft && (
            <Badge color="gray" variant="light">
              {t('sides.draft')}
            </Badge>
          )}
        </Group>
        {!draft && !reply.published && (
          <Text size="sm" c="dimmed">
            {sidesCardTexts.notPublished}
          </Text>
        )}
        {draft && (
          <Text size="sm" c="dimmed">
            {sidesCardTexts.draftHint}
          </Text>
        )}
        {shown.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {shown.map((side, index) => (
              <Card
                key={index}
                withBorder
                radius="md"
                padding="sm"
                role="group"
                aria-label={t('sides.side', { name: side.name })}
              >
                <Stack gap={6}>
                  {draft ? (
                    <TextInput
                      aria-label={t('sides.sideName', { number: index + 1 })}
                      value={side.name}
                      maxLength={SIDE_NAME_MAX}
                      onChange={(e) => rename(index, e.currentTarget.value)}
                    />
                  ) : (
                    <Text fw={700}>{side.name}</Text>
                  )}
                  {isAdmin && (
                    <Text size="xs" c="dimmed">
                      {t('sides.total', {
                        rating: totalOf(side, ratings) ?? '',
                        count: playersOf(side).length,
                      })}
                    </Text>
                  )}
                  <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
                    {playersOf(side).length === 0 && (
                      <Text component="li" size="sm" c="dimmed">
                        {sidesCardTexts.empty}
                      </Text>
                    )}
                    {playersOf(side).map((p) => (
                      <Group
                        component="li"
                        key={`${p.kind}${p.id}`}
                        gap={4}
                        wrap="nowrap"
                        justify="space-between"
                      >
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {label(p)}
                          {ratings?.find((x) => (p.kind === 'u' ? x.user_id === p.id : x.guest_id === p.id))
                            ?.goalkeeper && (
                            <Text span size="xs" c="dimmed">
                              {' '}
                              {t('sides.gk')}
                            </Text>
                          )}
                        </Text>
                        {draft && (
                          <Menu position="bottom-end" withinPortal>
                            <Menu.Target>
                              <ActionIcon
                                variant="subtle"
                                aria-label={t('sides.moveAria', { name: label(p) })}
                              >
                                <IconArrowsExchange size={18} />
                              </ActionIcon>
                            </Menu.Target>
                            <Menu.Dropdown>
                              {draft.sides.map((other, to) =>
                                to === index ? null : (
                                  <Menu.Item key={to} onClick={() => move(p, to)}>
                                    {t('sides.moveTo', {
                                      side: other.name || t('sides.sideNumber', { number: to + 1 }),
                                    })}
                                  </Menu.Item>
                                ),
                              )}
                            </Menu.Dropdown>
                          </Menu>
                        )}
                      </Group>
                    ))}
                  </Stack>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
        {isAdmin && (
          <PickControls
            team={team}
            label={label}
            count={count}
            onCount={setCount}
            constraints={current}
            onConstraints={setConstraints}
          />
        )}
        {isAdmin && (
          <Group gap="xs">
            <Button onClick={askPick} loading={pick.isPending} variant={draft ? 'default' : 'filled'}>
              {draft || reply.published ? sidesCardTexts.pickAgain : sidesCardTexts.pick}
            </Button>
            {!draft && reply.published && !reply.stale && (
              <Button
                variant="default"
                onClick={() => setDraft({ sides: reply.sides, constraints: current })}
              >
                {sidesCardTexts.edit}
              </Button>
            )}
            {draft && (
              <>
                <Button onClick={askPublish} loading={publish.isPending}>
                  {sidesCardTexts.publish}
                </Button>
                <Button variant="subtle" onClick={() => setDraft(null)}>
                  {sidesCardTexts.cancel}
                </Button>
              </>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

type ControlsProps = {
  team: TeamResponse;
  label: (p: Player) => string;
  count: string;
  onCount: (count: string) => void;
  constraints: SideConstraintsBody;
  onConstraints: (c: SideConstraintsBody) => void;
};

/** Number of sides, the together/apart pairs (members of the main team) and "Spread goalkeepers". */
function PickControls({ team, label, count, onCount, constraints, onConstraints }: ControlsProps) {
  const members = team.mainTeam.flatMap((e) => (e.user_id === null ? [] : [e.user_id]));
  const options = members.map((id) => ({ value: String(id), label: label({ kind: 'u', id }) }));
  const [open, setOpen] = useState(false);
  const pairCount = constraints.together.length + constraints.apart.length;
  return (
    <Stack gap="xs">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {sidesCardTexts.howMany}
        </Text>
        <SegmentedControl
          aria-label={sidesCardTexts.howMany}
          value={count}
          onChange={onCount}
          data={['2', '3', '4']}
          w="fit-content"
        />
      </Stack>
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        px={0}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        rightSection={
          <IconChevronDown size={14} style={{ transform: open ? 'rotate(180deg)' : undefined }} />
        }
      >
        {pairCount > 0 || constraints.spread_goalkeepers
          ? t('sides.constraintsCount', { count: pairCount + (constraints.spread_goalkeepers ? 1 : 0) })
          : sidesCardTexts.constraints}
      </Button>
      <Collapse expanded={open}>
        <Stack gap="xs">
          <Switch
            label={sidesCardTexts.spread}
            checked={constraints.spread_goalkeepers}
            onChange={(e) => onConstraints({ ...constraints, spread_goalkeepers: e.currentTarget.checked })}
          />
          {(['together', 'apart'] as const).map((kind) => (
            <PairsEditor
              key={kind}
              title={kind === 'together' ? sidesCardTexts.together : sidesCardTexts.apart}
              pairs={constraints[kind]}
              options={options}
              label={label}
              onChange={(pairs) => onConstraints({ ...constraints, [kind]: pairs })}
            />
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}

type PairsProps = {
  title: string;
  pairs: Pair[];
  options: { value: string; label: string }[];
  label: (p: Player) => string;
  onChange: (pairs: Pair[]) => void;
};

function PairsEditor({ title, pairs, options, label, onChange }: PairsProps) {
  const [first, setFirst] = useState<string | null>(null);
  const [second, setSecond] = useState<string | null>(null);
  const canAdd = first !== null && second !== null && first !== second && pairs.length < SIDE_PAIRS_MAX;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      {pairs.map(([a, b], i) => (
        <Group key={`${a}-${b}-${i}`} gap={4} wrap="nowrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('sides.pair', { first: label({ kind: 'u', id: a }), second: label({ kind: 'u', id: b }) })}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('sides.removePair', { constraint: title.toLowerCase(), number: i + 1 })}
            onClick={() => onChange(pairs.filter((_, j) => j !== i))}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs" align="flex-end" wrap="wrap">
        {(
          [
            ['first', first, setFirst],
            ['second', second, setSecond],
          ] as const
        ).map(([which, value, set]) => (
          <Select
            key={which}
            aria-label={
              which === 'first'
                ? t('sides.firstPlayer', { constraint: title })
                : t('sides.secondPlayer', { constraint: title })
            }
            placeholder={t('sides.player')}
            data={options}
            value={value}
            onChange={set}
            searchable
            w={{ base: '100%', xs: 180 }}
          />
        ))}
        <Button
          variant="default"
          disabled={!canAdd}
          onClick={() => {
            onChange([...pairs, [Number(first), Number(second)]]);
            setFirst(null);
            setSecond(null);
          }}
        >
          {sidesCardTexts.addPair}
        </Button>
      </Group>
    </Stack>
  );
}
