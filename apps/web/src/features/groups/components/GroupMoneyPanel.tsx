/**
 * The group screen's "Money" tab (README "Who pays what"): per member what they owe for the group's games
 * that have kicked off, what they paid and their balance (paid − owed; shown first after the name, so it
 * is in view on a phone), in the group's currency. A negative balance — money still owed — is bold in
 * the error colour and also says "owes" with a warning icon, so it never rests on colour alone. A group
 * admin sees every member and their totals (the server's, per currency, or added in integer cents) and can
 * download the ledger as CSV; a member sees only their own row (the server serves no other). Amounts of
 * games priced in another currency than the group's current one (`by_currency`) show on lines of their
 * own under the member's row; someone who left owing money is marked "former member".
 *
 * Phone first: a card per member (Balance, Owed, Paid, then the same for each other currency under
 * its own heading; the admin's totals last, one card per currency) below 48em; from there the table, scrolling sideways inside its own container with the member column pinned.
 */
import { Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { fromCents, toCents, type CostMode, type CurrencyAmounts, type LedgerRow } from '@turnout/shared';
import { formatMoney } from '@turnout/shared/zone-rules';
import { useLedger } from '../api/ledger-query.ts';
import { GroupTableCard, RowCards, type RowCard } from './GroupTableCard.tsx';
import classes from './GroupTables.module.css';
import { currentLanguage, textsOf } from '../../../i18n/index.ts';
import { groupScreenTexts } from '../i18n.ts';

const t = groupScreenTexts.t;
/** The Money tab's words in the reader's language ('groups' namespace, ledger.*). */
export const ledgerTexts = Object.assign(
  textsOf(t, {
    title: 'ledger.title',
    ownTitle: 'ledger.ownTitle',
    loading: 'ledger.loading',
    loadFailed: 'ledger.loadFailed',
    empty: 'ledger.empty',
    explain: 'ledger.explain',
    owes: 'ledger.owes',
    total: 'ledger.total',
    formerMember: 'ledger.formerMember',
    stillOwed: 'ledger.stillOwed',
  }),
  {
    inCurrency: (currency: string) => t('ledger.inCurrency', { currency }),
    costMode: textsOf(t, {
      split: 'ledger.split',
      per_player: 'ledger.perPlayer',
    }) satisfies Record<CostMode, string>,
  },
);

type Props = {
  groupId: number;
  isAdmin: boolean;
  /** The group's cost_mode, when known: a line says how costs are shared. */
  costMode?: CostMode;
  /** The signed-in user, whose row says "(you)". */
  userId?: number;
};

export function GroupMoneyPanel({ groupId, isAdmin, costMode, userId }: Props) {
  groupScreenTexts.useT(); // re-renders in a new language
  const ledger = useLedger(groupId);

  return (
    <GroupTableCard
      titleId="money-title"
      title={isAdmin ? ledgerTexts.title : ledgerTexts.ownTitle}
      csv={isAdmin ? { groupId, kind: 'ledger' } : null}
      query={ledger}
      isEmpty={(data) => data.members.length === 0}
      texts={ledgerTexts}
      minWidth={360}
      note={`${costMode ? `${ledgerTexts.costMode[costMode]} ` : ''}${ledgerTexts.explain}`}
      renderCards={(data) => {
        const cards: RowCard[] = data.members.map((row) => ({
          key: row.user_id,
          title: <MemberName row={row} isSelf={row.user_id === userId} />,
          values: amountValues(row, data.currency, ledgerTexts.owes),
          more: row.by_currency?.map((c) => ({
            key: c.currency,
            heading: ledgerTexts.inCurrency(c.currency),
            values: amountValues(c, c.currency, ledgerTexts.owes),
          })),
        }));
        if (isAdmin && data.totals && data.totals.length > 1) {
          // The server's totals, one card per currency, as the table's footer.
          for (const t of data.totals) {
            cards.push({
              key: `total ${t.currency}`,
              title: totalLabel(t.currency, data.currency),
              values: amountValues(t, t.currency, ledgerTexts.stillOwed),
            });
          }
        } else {
          const sums = isAdmin && data.members.length > 1 ? ledgerSums(data.members) : null;
          if (sums) {
            cards.push({
              key: 'total',
              title: ledgerTexts.total,
              values: amountValues(
                { owed: fromCents(sums.owed), paid: fromCents(sums.paid), balance: fromCents(sums.balance) },
                data.currency,
                ledgerTexts.stillOwed,
              ),
            });
          }
        }
        // Amounts do not wrap: two columns on a phone when three would not hold "-R 1 260,00".
        return (
          <RowCards
            label={isAdmin ? ledgerTexts.title : ledgerTexts.ownTitle}
            cards={cards}
            minColumn="8rem"
          />
        );
      }}
      renderTable={(data) => (
        <>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.sticky}>
                {t('common.member')}
              </Table.Th>
              <Table.Th scope="col" className={classes.number}>
                {t('ledger.balance')}
              </Table.Th>
              <Table.Th scope="col" className={classes.number}>
                {t('ledger.owed')}
              </Table.Th>
              <Table.Th scope="col" className={classes.number}>
                {t('ledger.paid')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.members.map((row) => (
              <LedgerTableRow
                key={row.user_id}
                row={row}
                currency={data.currency}
                isSelf={row.user_id === userId}
              />
            ))}
          </Table.Tbody>
          {isAdmin && data.totals && data.totals.length > 1 ? (
            <Table.Tfoot>
              {data.totals.map((t) => (
                <AmountsRow
                  key={t.currency}
                  label={totalLabel(t.currency, data.currency)}
                  amounts={t}
                  note={ledgerTexts.stillOwed}
                />
              ))}
            </Table.Tfoot>
          ) : (
            isAdmin &&
            data.members.length > 1 && <LedgerTotals rows={data.members} currency={data.currency} />
          )}
        </>
      )}
    />
  );
}

/** A card's Balance, Owed and Paid in `currency`; a negative balance says `note`. */
function amountValues(
  amounts: Pick<CurrencyAmounts, 'owed' | 'paid' | 'balance'>,
  currency: string,
  note: string,
): RowCard['values'] {
  return [
    [t('ledger.balance'), <Balance balance={amounts.balance} currency={currency} note={note} />],
    [t('ledger.owed'), money(amounts.owed, currency)],
    [t('ledger.paid'), money(amounts.paid, currency)],
  ];
}

/** "Total" in the group's currency, "Total (EUR)" in another. */
function totalLabel(currency: string, groupCurrency: string): string {
  return currency === groupCurrency ? ledgerTexts.total : t('ledger.totalIn', { currency });
}

/** "R 60,00": the one way Turnout writes money (formatMoney); the amount as sent when it cannot be read. */
function money(amount: string, currency: string): string {
  return formatMoney(amount, currency, currentLanguage()) ?? amount;
}

function LedgerTableRow({ row, currency, isSelf }: { row: LedgerRow; currency: string; isSelf: boolean }) {
  return (
    <>
      <Table.Tr>
        <Table.Th scope="row" className={classes.sticky} fw={600}>
          {row.name} {row.surname}
          {isSelf && (
            <Text span c="dimmed" size="sm" fw={400}>
              {' '}
              {t('common.you')}
            </Text>
          )}
          {row.former_member && (
            <Text c="dimmed" size="sm" fw={400}>
              {ledgerTexts.formerMember}
            </Text>
          )}
        </Table.Th>
        <BalanceCell balance={row.balance} currency={currency} note={ledgerTexts.owes} />
        <Table.Td className={classes.number}>{money(row.owed, currency)}</Table.Td>
        <Table.Td className={classes.number}>{money(row.paid, currency)}</Table.Td>
      </Table.Tr>
      {row.by_currency?.map((c) => (
        <AmountsRow
          key={c.currency}
          label={
            <Text span c="dimmed" size="sm">
              {ledgerTexts.inCurrency(c.currency)}
            </Text>
          }
          amounts={c}
          note={ledgerTexts.owes}
        />
      ))}
    </>
  );
}

/** A line of amounts in their own currency: a member's other currency, or a total. */
function AmountsRow({
  label,
  amounts,
  note,
}: {
  label: React.ReactNode;
  amounts: CurrencyAmounts;
  note: string;
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.sticky} fw={400}>
        {label}
      </Table.Th>
      <BalanceCell balance={amounts.balance} currency={amounts.currency} note={note} />
      <Table.Td className={classes.number}>{money(amounts.owed, amounts.currency)}</Table.Td>
      <Table.Td className={classes.number}>{money(amounts.paid, amounts.currency)}</Table.Td>
    </Table.Tr>
  );
}

/** "Thabo Nkosi", and " (you)" dimmed on the signed-in user's own row. */
export function MemberName({ row, isSelf }: { row: { name: string; surname: string }; isSelf: boolean }) {
  return (
    <>
      {row.name} {row.surname}
      {isSelf && (
        <Text span c="dimmed" size="sm" fw={400}>
          {' '}
          {t('common.you')}
        </Text>
      )}
    </>
  );
}

/**
 * A balance; a negative one (money still owed) is bold in the error colour with a warning
 * icon and `note` under it, so it does not rest on colour alone.
 */
function Balance({ balance, currency, note }: { balance: string; currency: string; note: string }) {
  const negative = balance.trim().startsWith('-') && /[1-9]/.test(balance);
  return negative ? (
    <span className={classes.owes}>
      <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
      {/* Never broken after the minus sign ("-R 60,00" on a phone's card). */}
      <span className={classes.amount}>{money(balance, currency)}</span>
      <span className={classes.owesNote}> {note}</span>
    </span>
  ) : (
    money(balance, currency)
  );
}

/** A balance in its table cell (Balance). */
function BalanceCell(props: { balance: string; currency: string; note: string }) {
  return (
    <Table.Td className={classes.number}>
      <Balance {...props} />
    </Table.Td>
  );
}

/** "-33.34" → -3334: a signed amount with two decimals in integer cents (money.ts toCents). */
function signedCents(amount: string): number {
  const a = amount.trim();
  return a.startsWith('-') ? -toCents(a.slice(1)) : toCents(a);
}

/**
 * The members' owed, paid and balances added up in integer cents (never floating point); null when an
 * amount cannot be read.
 */
function ledgerSums(rows: LedgerRow[]): { owed: number; paid: number; balance: number } | null {
  try {
    return rows.reduce(
      (t, r) => ({
        owed: t.owed + toCents(r.owed),
        paid: t.paid + toCents(r.paid),
        balance: t.balance + signedCents(r.balance),
      }),
      { owed: 0, paid: 0, balance: 0 },
    );
  } catch {
    return null;
  }
}

/** The admin's footer: the totals (ledgerSums); nothing when an amount cannot be read. */
function LedgerTotals({ rows, currency }: { rows: LedgerRow[]; currency: string }) {
  const sums = ledgerSums(rows);
  if (!sums) return null;
  return (
    <Table.Tfoot>
      <Table.Tr>
        <Table.Th scope="row" className={classes.sticky}>
          {ledgerTexts.total}
        </Table.Th>
        <BalanceCell balance={fromCents(sums.balance)} currency={currency} note={ledgerTexts.stillOwed} />
        <Table.Td className={classes.number} fw={700}>
          {money(fromCents(sums.owed), currency)}
        </Table.Td>
        <Table.Td className={classes.number} fw={700}>
          {money(fromCents(sums.paid), currency)}
        </Table.Td>
      </Table.Tr>
    </Table.Tfoot>
  );
}
