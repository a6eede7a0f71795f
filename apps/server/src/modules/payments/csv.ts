/**
 * The group's CSV files (README "Who pays what", "A fair, visible record"): the ledger and the
 * attendance record, written with csv-stringify with `escape_formulas` (a cell starting with =, +, -, @,
 * tab or carriage return gets a leading quote, so names cannot become spreadsheet formulas), a header row,
 * CRLF line ends. Money is "33.34" in the row's `currency`; dates are the group's local time.
 */
import { stringify } from 'csv-stringify/sync';
import {
  formatInZone,
  type CurrencyAmounts,
  fromCents,
  fullName,
  toCents,
  type AttendanceRow,
  type LedgerRow,
} from '@turnout/shared';
import type { LedgerLine } from './service.ts';

/**
 * The ledger file's columns. One `member` row per member (owed, paid, balance in the group's currency;
 * `former_member` "true" for someone who left with a balance open), one `member_currency` row per
 * member and other currency of their `by_currency`, one `total` row per currency, then one `game` row
 * per game and main-team place at kick-off (date, game, share and status in the game's currency; a
 * guest's row names them with `guest_of` and carries the host's user_id, who pays).
 */
export const LEDGER_COLUMNS = [
  'kind',
  'user_id',
  'name',
  'surname',
  'owed',
  'paid',
  'balance',
  'date',
  'game',
  'guest_of',
  'share',
  'status',
  'currency',
  'former_member',
] as const;

/** The attendance file's columns: one row per member, as GET /api/groups/{id}/attendance. */
export const ATTENDANCE_COLUMNS = [
  'user_id',
  'name',
  'surname',
  'games',
  'played',
  'reserve',
  'out',
  'no_answer',
  'no_shows',
  'late_drops',
] as const;

/**
 * Writes `records` under a header row. Numbers are integer cents, written by fromCents ("-22.50"): as
 * numbers, a negative balance is not taken for a formula (escape_formulas quotes text starting with "-"),
 * so every id and count goes in as text.
 */
const write = (columns: readonly string[], records: Record<string, string | number>[]) =>
  stringify(records, {
    header: true,
    columns: [...columns],
    escape_formulas: true,
    record_delimiter: 'windows',
    cast: { number: (cents) => fromCents(cents) },
  });

/** "-22.50" → -2250 (the ledger's signed amounts). */
const signedCents = (amount: string) =>
  amount.startsWith('-') ? -toCents(amount.slice(1)) : toCents(amount);

/** owed, paid and balance of `a` as signed cents, with its currency. */
const amounts = (a: Omit<CurrencyAmounts, 'currency'>, currency: string) => ({
  owed: signedCents(a.owed),
  paid: signedCents(a.paid),
  balance: signedCents(a.balance),
  currency,
});

/** The ledger's records for `write`: member rows, their other currencies, totals, then game rows. */
function ledgerRecords(
  ledger: { rows: LedgerRow[]; lines: LedgerLine[]; totals: CurrencyAmounts[]; currency: string },
  names: Map<number, { name: string; surname: string }>,
  timeZone: string,
): Record<string, string | number>[] {
  const { rows, lines, totals, currency } = ledger;
  const members = rows.flatMap((r) => {
    const who = { user_id: String(r.user_id), name: r.name, surname: r.surname };
    return [
      {
        kind: 'member',
        ...who,
        ...amounts(r, currency),
        former_member: r.former_member ? 'true' : '',
      },
      ...(r.by_currency ?? []).map((c) => ({ kind: 'member_currency', ...who, ...amounts(c, c.currency) })),
    ];
  });
  const sums = totals.map((c) => ({ kind: 'total', ...amounts(c, c.currency) }));
  const games = lines.map(({ game, due }) => {
    const host = due.person.guestId !== null && due.payerId !== null ? names.get(due.payerId) : undefined;
    return {
      kind: 'game',
      user_id: due.payerId === null ? '' : String(due.payerId),
      name: due.person.name,
      surname: due.person.surname,
      date: formatInZone(game.gameDatetime, 'yyyy-MM-dd HH:mm', timeZone),
      game: game.description,
      guest_of: host ? fullName(host) : '',
      share: due.shareCents,
      status: due.status,
      currency: game.currency,
    };
  });
  return [...members, ...sums, ...games];
}

/** The ledger's input: the member rows in `currency` (the group's), their `totals` and every game's places. */
export type LedgerCsvInput = {
  rows: LedgerRow[];
  lines: LedgerLine[];
  totals: CurrencyAmounts[];
  currency: string;
};

/**
 * The ledger CSV: `rows` (the members, in `currency`, the group's), their other currencies, `totals`,
 * then `lines` (every game's places, oldest game first). `names` gives a guest's host by id;
 * `timeZone` the group's zone for dates ("2027-03-04 19:00").
 */
export function ledgerCsv(
  ledger: LedgerCsvInput,
  names: Map<number, { name: string; surname: string }>,
  timeZone: string,
): string {
  return write(LEDGER_COLUMNS, ledgerRecords(ledger, names, timeZone));
}

/**
 * One member's payments over several groups (README "Your data", payments.csv): the ledger's columns
 * after a `group` column, each group's part being its ledger CSV rows cut to that member (their row,
 * their other currencies, the places they pay for: their own and their guests'), no totals.
 */
export function memberPaymentsCsv(
  parts: {
    groupName: string;
    ledger: LedgerCsvInput;
    names: Map<number, { name: string; surname: string }>;
    timeZone: string;
  }[],
): string {
  return write(
    ['group', ...LEDGER_COLUMNS],
    parts.flatMap((p) =>
      ledgerRecords(p.ledger, p.names, p.timeZone).map((r) => ({ group: p.groupName, ...r })),
    ),
  );
}

/**
 * Any table as CSV with the ledger's writer (a header row of `columns`, formula escaping, CRLF): the
 * group export's files (README "Export a group") and the season table (README "Sides, results and
 * ratings"). Every cell is text: write numbers as strings.
 */
export function tableCsv(columns: readonly string[], records: Record<string, string>[]): string {
  return write(columns, records);
}

/** The attendance CSV: one row per member. */
export function attendanceCsv(rows: AttendanceRow[]): string {
  const text = (n: number) => String(n);
  return write(
    ATTENDANCE_COLUMNS,
    rows.map((r) => ({
      ...r,
      user_id: text(r.user_id),
      games: text(r.games),
      played: text(r.played),
      reserve: text(r.reserve),
      out: text(r.out),
      no_answer: text(r.no_answer),
      no_shows: text(r.no_shows),
      late_drops: text(r.late_drops),
    })),
  );
}

/** A Content-Disposition value for a download named `name` (ASCII letters, digits, - and . only). */
export function attachment(name: string): string {
  return `attachment; filename="${name.replace(/[^A-Za-z0-9.-]+/g, '-')}"`;
}
