/**
 * A past game's card (README "Past games"): once a game has kicked off, its screen shows on one card
 * what is left to do about it. A group admin sees every main-team place at kick-off with, for a
 * member's place, "Came" / "No-show" (PUT …/attendance/:userId; everyone came unless marked) and, for a
 * game with a cost, the share with the Paid box and menu of the Payments panel, and "Remind the N who
 * haven't paid" (POST …/payments/remind, once a day: the card says when it went and when it can go
 * again; a refusal's sentence is toasted). Anyone else sees their own place: their share and status,
 * with "I've paid", or that they owe nothing.
 */
import { Button, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import type { Game, PaymentRow, TeamResponse } from '@turnout/shared';
import { PAYMENT_REMINDER_SPACING_HOURS } from '@turnout/shared/game-rules';
import { formatMoney } from '@turnout/shared/zone-rules';
import { showFailure, showSuccess } from '../../../lib/toasts.ts';
import { dayAndTime } from '../../../lib/when.ts';
import { useMarkAttendance } from '../api/attendance.ts';
import { usePayments } from '../api/payments.ts';
import { useRemindUnpaid } from '../api/payment-remind.ts';
import { allEntries, firstNameOf, guestLabel } from '../sheet-entries.ts';
import { hasCost } from '../has-cost.ts';
import { PaymentLine, payerOf, paymentsPendingOrFailed } from './PaymentsPanel.tsx';
import { gameScreenTexts } from '../i18n.ts';
import { currentLanguage, textsOf } from '../../../i18n/index.ts';

const t = gameScreenTexts.t;
/** The after-the-game card's words in the reader's language ('games' namespace, past.*). */
export const pastGameTexts = Object.assign(
  textsOf(t, {
    title: 'past.title',
    adminIntro: 'past.adminIntro',
    adminIntroFree: 'past.adminIntroFree',
    came: 'past.came',
    noShow: 'past.noShow',
    allPaid: 'past.allPaid',
    remindFailed: 'past.remindFailed',
    markFailed: 'past.markFailed',
    nobody: 'past.nobody',
    yours: 'past.yours',
    nothingToPay: 'past.nothingToPay',
  }),
  {
    remind: (n: number) => t('past.remind', { count: n }),
    reminded: (when: string, again: string) => t('past.reminded', { when, again }),
    remindedLong: (when: string) => t('past.remindedLong', { when }),
  },
);

type Props = {
  game: Pick<Game, 'id' | 'cost' | 'currency' | 'time_zone'>;
  isAdmin: boolean;
  userId: number | undefined;
  /** The team sheet, for guests' host names. */
  team: TeamResponse | undefined;
  now: Date;
};

export function PastGameCard({ game, isAdmin, userId, team, now }: Props) {
  gameScreenTexts.useT(); // re-renders in a new language
  const payments = usePayments(game.id, true);
  const remind = useRemindUnpaid();
  const mark = useMarkAttendance();
  const costs = hasCost(game);
  const money = (amount: string) => formatMoney(amount, game.currency, currentLanguage()) ?? amount;

  let body = paymentsPendingOrFailed(payments);
  if (payments.isSuccess) {
    const { players, reminded_at } = payments.data;
    const people = [...players, ...(team ? allEntries(team) : [])];
    const labelOf = (row: PaymentRow) =>
      row.guest_id !== null ? guestLabel(row.name, row.host_user_id, people) : `${row.name} ${row.surname}`;
    const payerName = (row: PaymentRow) => {
      const payer = payerOf(row);
      return row.guest_id !== null && payer !== null ? firstNameOf(payer, people) : null;
    };
    const unpaid = new Set(
      players
        .filter((r) => r.status === 'unpaid' && Number(r.share) > 0)
        .map(payerOf)
        .filter((id): id is number => id !== null && id !== userId),
    );
    if (!isAdmin) {
      const mine = players.filter((r) => userId !== undefined && payerOf(r) === userId);
      body = !costs ? null : mine.length === 0 ? (
        <Text size="sm" c="dimmed">
          {pastGameTexts.nothingToPay}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={0}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={pastGameTexts.yours}
        >
          {mine.map((row) => (
            <PaymentLine
              key={row.guest_id !== null ? `g${row.guest_id}` : `u${String(row.user_id)}`}
              gameId={game.id}
              row={row}
              label={labelOf(row)}
              payerName={payerName(row)}
              share={money(row.share)}
              isAdmin={false}
              mine
            />
          ))}
        </Stack>
      );
    } else {
      const last = reminded_at === null ? null : new Date(reminded_at);
      const again =
        last === null ? null : new Date(last.getTime() + PAYMENT_REMINDER_SPACING_HOURS * 3600_000);
      const whenText = (d: Date) => dayAndTime(d, game.time_zone);
      body = (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {costs ? pastGameTexts.adminIntro : pastGameTexts.adminIntroFree}
          </Text>
          {players.length === 0 ? (
            <Text size="sm">{pastGameTexts.nobody}</Text>
          ) : (
            <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
              {players.map((row) => {
                const label = labelOf(row);
                return (
                  <PaymentLine
                    key={row.guest_id !== null ? `g${row.guest_id}` : `u${String(row.user_id)}`}
                    gameId={game.id}
                    row={row}
                    label={label}
                    payerName={payerName(row)}
                    share={money(row.share)}
                    isAdmin
                    mine={false}
                    withPayment={costs}
                    before={
                      row.user_id !== null && row.attended !== null ? (
                        <SegmentedControl
                          size="sm"
                          aria-label={t('past.attendance', { name: label })}
                          value={row.attended ? 'came' : 'no-show'}
                          disabled={mark.isPending}
                          onChange={(value) =>
                            mark.mutate(
                              { gameId: game.id, userId: row.user_id!, attended: value === 'came' },
                              {
                                onSuccess: (r) => showSuccess(r.message),
                                onError: (err) => showFailure(err, pastGameTexts.markFailed),
                              },
                            )
                          }
                          data={[
                            { value: 'came', label: pastGameTexts.came },
                            { value: 'no-show', label: pastGameTexts.noShow },
                          ]}
                          styles={{ label: { minHeight: 36, display: 'flex', alignItems: 'center' } }}
                        />
                      ) : null
                    }
                  />
                );
              })}
            </Stack>
          )}
          {costs && (
            <Stack gap={4}>
              {unpaid.size === 0 ? (
                <Text size="sm" c="dimmed">
                  {pastGameTexts.allPaid}
                </Text>
              ) : (
                <Button
                  variant="light"
                  leftSection={<IconBellRinging size={18} />}
                  loading={remind.isPending}
                  disabled={again !== null && again > now}
                  onClick={() =>
                    remind.mutate(game.id, {
                      onSuccess: (r) => showSuccess(r.message),
                      onError: (err) => showFailure(err, pastGameTexts.remindFailed),
                    })
                  }
                  // Whole on a phone: as wide as the card, the label wrapping if it must.
                  w={{ base: '100%', sm: 'auto' }}
                  h="auto"
                  mih={44}
                  py={8}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {pastGameTexts.remind(unpaid.size)}
                </Button>
              )}
              {last && again && (
                <Text size="sm" c="dimmed">
                  {again > now
                    ? pastGameTexts.reminded(whenText(last), whenText(again))
                    : pastGameTexts.remindedLong(whenText(last))}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      );
    }
  }

  if (body === null) return null;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="after-game-title"
      style={{ overflowWrap: 'anywhere' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="after-game-title">
          {isAdmin ? pastGameTexts.title : pastGameTexts.yours}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
