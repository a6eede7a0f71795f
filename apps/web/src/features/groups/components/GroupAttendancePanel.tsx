/**
 * The group screen's "Attendance" tab (README "A fair, visible record"): per member, over the group's
 * games that have kicked off, how many games there were, how many they played, were on the reserves, were
 * out, gave no answer, did not turn up (no-shows) and left the main team less than LATE_DROP_HOURS before
 * kick-off (late drops). Every column sorts by a tap on its header (aria-sort says how): numbers most
 * first, then fewest; names A–Z, then Z–A; ties by name. Group admins can download it as CSV.
 *
 * Phone first: below 48em a card per member with all seven counts (in the chosen order, sorted with a
 * "Sort by" select); from there the table, scrolling sideways inside its own container with the member
 * column pinned.
 */
import { useMemo, useState } from 'react';
import { NativeSelect, Stack, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { LATE_DROP_HOURS, type AttendanceRow } from '@turnout/shared';
import { useAttendance } from '../api/attendance-query.ts';
import { GroupTableCard, RowCards } from './GroupTableCard.tsx';
import { MemberName } from './GroupMoneyPanel.tsx';
import classes from './GroupTables.module.css';
import { formatNumber, textsOf } from '../../../i18n/index.ts';
import { groupScreenTexts } from '../i18n.ts';

const t = groupScreenTexts.t;
/** The Attendance tab's words in the reader's language ('groups' namespace, attendance.*). */
export const attendanceTexts = Object.assign(
  textsOf(t, {
    title: 'attendance.title',
    loading: 'attendance.loading',
    loadFailed: 'attendance.loadFailed',
    empty: 'attendance.empty',
  }),
  { explain: () => t('attendance.explain', { hours: LATE_DROP_HOURS }) },
);

/** A sortable column: the member's name or one of the counts. */
export type AttendanceColumn = 'name' | Exclude<keyof AttendanceRow, 'user_id' | 'name' | 'surname'>;

/** The count columns in the order they are shown, with their headers' catalogue keys. */
export const ATTENDANCE_COUNTS = [
  ['games', 'attendance.games'],
  ['played', 'attendance.played'],
  ['reserve', 'attendance.reserve'],
  ['out', 'attendance.out'],
  ['no_answer', 'attendance.noAnswer'],
  ['no_shows', 'attendance.noShows'],
  ['late_drops', 'attendance.lateDrops'],
] as const satisfies readonly (readonly [AttendanceColumn, string])[];

export type SortOrder = { column: AttendanceColumn; direction: 'ascending' | 'descending' };

const fullName = (r: AttendanceRow) => `${r.name} ${r.surname}`;

/** The rows in `order`; equal counts by name A–Z. Pure: returns a new array. */
export function sortAttendance(rows: readonly AttendanceRow[], order: SortOrder): AttendanceRow[] {
  const byName = (a: AttendanceRow, b: AttendanceRow) => fullName(a).localeCompare(fullName(b));
  const sign = order.direction === 'ascending' ? 1 : -1;
  const { column } = order;
  return [...rows].sort((a, b) => {
    if (column === 'name') return sign * byName(a, b);
    return sign * (a[column] - b[column]) || byName(a, b);
  });
}

/** A tap on `column`'s header: the same column flips; another starts most first (names: A–Z). */
export function nextSort(current: SortOrder, column: AttendanceColumn): SortOrder {
  if (current.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: column === 'name' ? 'ascending' : 'descending' };
}

type Props = { groupId: number; isAdmin: boolean; userId?: number };

export function GroupAttendancePanel({ groupId, isAdmin, userId }: Props) {
  groupScreenTexts.useT(); // re-renders in a new language
  const attendance = useAttendance(groupId);
  const [order, setOrder] = useState<SortOrder>({ column: 'name', direction: 'ascending' });
  const rows = useMemo(
    () => (attendance.data ? sortAttendance(attendance.data, order) : []),
    [attendance.data, order],
  );

  const header = (column: AttendanceColumn, label: string) => {
    const sorted = order.column === column ? order.direction : undefined;
    const Icon =
      sorted === 'ascending' ? IconArrowUp : sorted === 'descending' ? IconArrowDown : IconSelector;
    const numeric = column !== 'name';
    return (
      <Table.Th
        key={column}
        scope="col"
        aria-sort={sorted ?? 'none'}
        className={`${classes.sortHeader} ${numeric ? '' : classes.sticky}`}
      >
        <UnstyledButton
          className={classes.sortButton}
          data-align={numeric ? 'right' : 'left'}
          onClick={() => setOrder((o) => nextSort(o, column))}
        >
          {label}
          <Icon size={14} aria-hidden />
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <GroupTableCard
      titleId="attendance-title"
      title={attendanceTexts.title}
      csv={isAdmin ? { groupId, kind: 'attendance' } : null}
      query={attendance}
      isEmpty={(data) => data.length === 0}
      texts={attendanceTexts}
      minWidth={720}
      note={attendanceTexts.explain()}
      renderCards={() => (
        <Stack gap="xs">
          <NativeSelect
            label={t('attendance.sortBy')}
            value={`${order.column} ${order.direction}`}
            onChange={(e) => {
              const [column, direction] = e.currentTarget.value.split(' ') as [
                AttendanceColumn,
                SortOrder['direction'],
              ];
              setOrder({ column, direction });
            }}
            data={[
              { value: 'name ascending', label: t('attendance.nameAZ') },
              ...ATTENDANCE_COUNTS.map(([column, label]) => ({
                value: `${column} descending`,
                label: t('attendance.mostFirst', { column: t(label) }),
              })),
            ]}
          />
          <RowCards
            label={attendanceTexts.title}
            cards={rows.map((row) => ({
              key: row.user_id,
              title: <MemberName row={row} isSelf={row.user_id === userId} />,
              values: ATTENDANCE_COUNTS.map(([column, label]) => [t(label), formatNumber(row[column])]),
            }))}
          />
        </Stack>
      )}
      renderTable={() => (
        <>
          <Table.Thead>
            <Table.Tr>
              {header('name', t('common.member'))}
              {ATTENDANCE_COUNTS.map(([column, label]) => header(column, t(label)))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.user_id}>
                <Table.Th scope="row" className={classes.sticky} fw={600}>
                  <MemberName row={row} isSelf={row.user_id === userId} />
                </Table.Th>
                {ATTENDANCE_COUNTS.map(([column]) => (
                  <Table.Td key={column} className={classes.number}>
                    {formatNumber(row[column])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </>
      )}
    />
  );
}
