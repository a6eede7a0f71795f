/**
 * The game screen's "Payments" (README "Who pays what"), for a game with a cost: every main-team place
 * with its share in the group's currency and its status (Unpaid, Claimed, Paid, Waived), the total, and
 * whether the shares are final ("Shares are final: the main team at kick-off") or still follow the main
 * team. Group admins tick "Paid" in place (PUT …/payments/:userId paid or back to unpaid) and have a menu
 * for the other statuses; a player taps "I've paid" on their own row (POST …/payments/claim) and it
 * shows "Claimed". A guest's place is paid on its host's row: its controls set the host's status.
 */
import { hasCost } from '../has-cost.ts';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Menu,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Game, PaymentRow, PaymentStatus, TeamResponse } from '@turnout/shared';
import { formatMoney } from '@turnout/shared/zone-rules';
import { LoadError } from '../../../components/LoadError.tsx';
import { showFailure } from '../../../lib/toasts.ts';
import { useClaimPayment, usePayments, useSetPaymentStatus } from '../api/payments.ts';
import { allEntries, firstNameOf, guestLabel } from '../sheet-entries.ts';
import classes from './PaymentsPanel.module.css';
import { gameScreenTexts } from '../i18n.ts';
import { currentLanguage, textsOf } from '../../../i18n/index.ts';

const t = gameScreenTexts.t;
/** The payments panel's words in the reader's language ('games' namespace, payments.*). */
export const paymentTexts = Object.assign(
  textsOf(t, {
    title: 'payments.title',
    final: 'payments.final',
    following: 'payments.following',
    empty: 'payments.empty',
    claim: 'payments.claim',
    loadFailed: 'payments.loadFailed',
    failed: 'payments.failed',
  }),
  {
    split: (total: string) => t('payments.split', { total }),
    perPlayer: (fee: string, total: string) => t('payments.perPlayer', { fee, total }),
    status: textsOf(t, {
      unpaid: 'payments.status.unpaid',
      claimed: 'payments.status.claimed',
      paid: 'payments.status.paid',
      waived: 'payments.status.waived',
    }) satisfies Record<PaymentStatus, string>,
  },
);

const statusColor: Record<PaymentStatus, string> = {
  unpaid: 'orange',
  claimed: 'blue',
  paid: 'green',
  waived: 'gray',
};

/** While a game's payments load, a skeleton; when they failed, the error with Retry; else null. */
export function paymentsPendingOrFailed(payments: ReturnType<typeof usePayments>): ReactNode {
  if (payments.isPending) return <Skeleton height={120} />;
  if (payments.isError)
    return (
      <LoadError
        title={paymentTexts.loadFailed}
        error={payments.error}
        onRetry={() => void payments.refetch()}
      />
    );
  return null;
}

/** The member who pays for a row: the player, or a guest's host. */
export function payerOf(row: PaymentRow): number | null {
  return row.user_id ?? row.host_user_id ?? null;
}

type Props = {
  game: Pick<Game, 'id' | 'cost' | 'currency'>;
  isAdmin: boolean;
  userId: number | undefined;
  /** The team sheet, for guests' host names (the payment rows are asked first). */
  team: TeamResponse | undefined;
};

export function PaymentsPanel({ game, isAdmin, userId, team }: Props) {
  gameScreenTexts.useT(); // re-renders in a new language
  const payments = usePayments(game.id, hasCost(game));
  if (!hasCost(game)) return null;
  const money = (amount: string, currency: string) =>
    formatMoney(amount, currency, currentLanguage()) ?? amount;

  let body = paymentsPendingOrFailed(payments);
  if (payments.isSuccess) {
    const { currency, cost_mode, total, final, players } = payments.data;
    const people = [...players, ...(team ? allEntries(team) : [])];
    body = (
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={600}>
            {cost_mode === 'per_player' && players[0]
              ? paymentTexts.perPlayer(money(players[0].share, currency), money(total, currency))
              : paymentTexts.split(money(total, currency))}
          </Text>
          <Text size="sm" c="dimmed">
            {final ? paymentTexts.final : paymentTexts.following}
          </Text>
        </Stack>
        {players.length === 0 ? (
          <Text size="sm" c="dimmed">
            {paymentTexts.empty}
          </Text>
        ) : (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {players.map((row) => (
              <PaymentLine
                key={row.guest_id !== null ? `g${row.guest_id}` : `u${String(row.user_id)}`}
                gameId={game.id}
                row={row}
                label={
                  row.guest_id !== null
                    ? guestLabel(row.name, row.host_user_id, people)
                    : `${row.name} ${row.surname}`
                }
                payerName={(() => {
                  const payer = payerOf(row);
                  return row.guest_id !== null && payer !== null ? firstNameOf(payer, people) : null;
                })()}
                share={money(row.share, currency)}
                isAdmin={isAdmin}
                mine={userId !== undefined && payerOf(row) === userId}
              />
            ))}
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="payments-title"
      style={{ overflowWrap: 'anywhere' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="payments-title">
          {paymentTexts.title}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}

type LineProps = {
  gameId: number;
  /** Shown before the payment's controls: the past game's attended / no-show choice (PastGameCard). */
  before?: ReactNode;
  /** false: no payment controls or status (a free game's row on the past game's card). */
  withPayment?: boolean;
  row: PaymentRow;
  /** "Thabo Nkosi" or "Sam (guest of Thabo)". */
  label: string;
  /** A guest's host's first name: "paid by Thabo". */
  payerName: string | null;
  share: string;
  isAdmin: boolean;
  /** The signed-in user pays for this row (their own, or their guest's). */
  mine: boolean;
};

/**
 * One main-team place: its label and share, the status (a badge, or an admin's Paid box and menu) and the
 * player's own "I've paid". Used by the Payments panel and the past game's card.
 */
export function PaymentLine({
  gameId,
  row,
  label,
  payerName,
  share,
  isAdmin,
  mine,
  before,
  withPayment = true,
}: LineProps) {
  gameScreenTexts.useT(); // re-renders in a new language
  const setStatus = useSetPaymentStatus();
  const claim = useClaimPayment();
  const payer = payerOf(row);
  const set = (status: PaymentStatus) => {
    if (payer === null) return;
    setStatus.mutate(
      { gameId, userId: payer, status },
      { onError: (err) => showFailure(err, paymentTexts.failed) },
    );
  };
  const busy = setStatus.isPending || claim.isPending;
  return (
    <Group component="li" justify="space-between" gap="xs" py={6} wrap="wrap" className={classes.line}>
      <Stack gap={0} miw={0} style={{ flex: '1 1 10rem' }}>
        <Text size="sm" fw={mine ? 700 : 500}>
          {label}
        </Text>
        {withPayment && (
          <Text size="sm" c="dimmed">
            {share}
            {payerName && ` · ${t('payments.paidBy', { name: payerName })}`}
          </Text>
        )}
      </Stack>
      <Group gap="xs" wrap="nowrap" ms="auto">
        {before}
        {/* An admin's Paid box says paid or unpaid; the badge then only says claimed or waived. */}
        {withPayment && (!isAdmin || row.status === 'claimed' || row.status === 'waived') && (
          <Badge color={statusColor[row.status]} variant="light">
            {paymentTexts.status[row.status]}
          </Badge>
        )}
        {withPayment && mine && row.status === 'unpaid' && (
          <Button
            size="compact-sm"
            mih={44}
            variant="light"
            loading={claim.isPending}
            onClick={() => claim.mutate(gameId, { onError: (err) => showFailure(err, paymentTexts.failed) })}
          >
            {paymentTexts.claim}
          </Button>
        )}
        {withPayment && isAdmin && payer !== null && (
          <>
            <Checkbox
              label={t('payments.paidLabel')}
              aria-label={t('payments.paidFor', { name: label })}
              checked={row.status === 'paid'}
              disabled={busy}
              onChange={(e) => set(e.currentTarget.checked ? 'paid' : 'unpaid')}
              styles={{
                body: { alignItems: 'center', minHeight: 44 },
                labelWrapper: { justifyContent: 'center' },
              }}
            />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size={44}
                  aria-label={t('payments.choices', { name: label })}
                >
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {(['paid', 'waived', 'unpaid'] as const).map((status) => (
                  <Menu.Item key={status} disabled={row.status === status} onClick={() => set(status)}>
                    {t(`payments.markAs.${status}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </>
        )}
      </Group>
    </Group>
  );
}
