/**
 * What the two exports hold (README "Your data", "Export a group"): the files of a member's export and
 * of a group's export, as `{ name, text }` in the ZIP's order (shared MEMBER_EXPORT_FILES and
 * GROUP_EXPORT_FILES). JSON files are pretty-printed with ISO 8601 UTC times; CSV files are written by
 * the ledger's writer (payments tableCsv: header row, formula escaping, CRLF) with the group's local
 * times ("2027-03-04 19:00"), as the ledger has them.
 *
 * A member's export holds only data about them or sent to them: their account, their memberships,
 * their answers, guests and the sheet history rows about them, what they sent and the direct messages
 * sent to them, their payments and their notifications. Other people appear by name only (a direct
 * message's other person, a guest's host): never another member's email or mobile.
 * A group's export names members by name only: Turnout has no setting by which a member shares their
 * email or mobile with a group, so neither is exported.
 */
import {
  exportTexts,
  formatInZone,
  fullName,
  GROUP_EXPORT_FILES,
  groupTexts,
  MEMBER_EXPORT_FILES,
  type SheetChangeBy,
  type SheetPlace,
} from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { requireGroupAdmin } from '../groups/index.ts';
import {
  getLedgerForCsv,
  ledgerCsv,
  memberPaymentsCsv,
  memberPaymentsForCsv,
  tableCsv,
} from '../payments/index.ts';
import { historyOfGames } from '../rsvps/index.ts';
import * as repo from './repository.ts';
import { GROUP_README, MEMBER_README } from './readme.ts';

/** One file of an export: its name in the ZIP and its UTF-8 text. */
export type ExportFile = {
  name: (typeof MEMBER_EXPORT_FILES)[number] | (typeof GROUP_EXPORT_FILES)[number];
  text: string;
};

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const iso = (d: Date | null) => (d === null ? null : d.toISOString());
/** A time in the group's zone as the ledger writes it ("2027-03-04 19:00"). */
const local = (d: Date, timeZone: string) => formatInZone(d, 'yyyy-MM-dd HH:mm', timeZone);

/** A sheet_history row as the member's games.json lists it. */
type HistoryEntry = { at: string; from: SheetPlace; to: SheetPlace; by: SheetChangeBy; by_you: boolean };

/**
 * The files of `userId`'s own export at `now` (README "Your data"): README.txt, profile.json,
 * groups.json, games.json, messages.json, payments.csv, notifications.json. Throws 404 when the
 * account is gone.
 */
export async function memberExport(db: Executor, userId: number, now: Date): Promise<ExportFile[]> {
  const profile = await repo.profileOf(db, userId);
  if (!profile) throw notFound('Account not found.');
  const [{ settings, mutedGroupIds }, groupRows, gameRows, messages, notes, payments] = await Promise.all([
    repo.settingsOf(db, userId),
    repo.groupsOf(db, userId),
    repo.gamesOf(db, userId),
    repo.messagesOf(db, userId),
    repo.notificationsOf(db, userId),
    memberPaymentsForCsv(db, userId, now),
  ]);
  const gameIds = gameRows.map((g) => g.id);
  const [answers, guests, history] = await Promise.all([
    repo.answersOf(db, gameIds, userId),
    repo.guestsOf(db, gameIds, userId),
    historyOfGames(db, gameIds),
  ]);

  const profileJson = {
    id: profile.id,
    name: profile.name,
    surname: profile.surname,
    email: profile.email,
    mobile: profile.mobile,
    require_invite: profile.requireInvite,
    created_at: iso(profile.createdAt),
    notification_settings: settings && {
      email_reminders: settings.emailReminders,
      email_team_changes: settings.emailTeamChanges,
      email_new_games: settings.emailNewGames,
      email_chat: settings.emailChat,
      push_reminders: settings.pushReminders,
      push_team_changes: settings.pushTeamChanges,
      push_new_games: settings.pushNewGames,
      push_chat: settings.pushChat,
    },
    muted_group_ids: mutedGroupIds,
  };
  const groupsJson = groupRows.map((g) => ({
    id: g.id,
    name: g.name,
    time_zone: g.timeZone,
    currency: g.currency,
    is_admin: g.isAdmin,
    joined_at: iso(g.joinedAt),
  }));
  const gamesJson = gameRows.map((g) => {
    const answer = answers.find((a) => a.gameId === g.id);
    return {
      id: g.id,
      group_id: g.groupId,
      group_name: g.groupName,
      description: g.description,
      game_datetime: iso(g.gameDatetime),
      venue: g.venue,
      opponent: g.opponent,
      cost: g.cost,
      currency: g.currency,
      status: g.status,
      cancel_message: g.cancelMessage,
      answer: answer
        ? {
            status: answer.status,
            by_choice: answer.byChoice,
            responded_at: iso(answer.respondedAt),
            updated_at: iso(answer.updatedAt),
          }
        : null,
      guests: guests
        .filter((x) => x.gameId === g.id)
        .map((x) => ({ name: x.name, status: x.status, added_at: iso(x.createdAt) })),
      history: history
        .filter((h) => h.gameId === g.id && h.userId === userId)
        .map((h): HistoryEntry => ({
          at: h.at.toISOString(),
          from: h.from,
          to: h.to,
          by: h.by,
          by_you: h.actorId === userId,
        })),
    };
  });
  const messagesJson = {
    sent: messages
      .filter((m) => m.senderId === userId)
      .map((m) => ({
        id: m.id,
        type: m.type,
        group_id: m.groupId,
        group_name: m.groupName,
        to: m.type === 'direct' ? m.otherName : null,
        content: m.content,
        sent_at: iso(m.createdAt),
      })),
    received: messages
      .filter((m) => m.senderId !== userId)
      .map((m) => ({
        id: m.id,
        from: m.otherName,
        content: m.content,
        sent_at: iso(m.createdAt),
        read_at: iso(m.readAt),
      })),
  };
  const notificationsJson = notes.map((n) => ({
    id: n.id,
    message: n.message,
    link: n.link,
    created_at: iso(n.createdAt),
    is_read: n.isRead,
  }));
  const texts: Record<(typeof MEMBER_EXPORT_FILES)[number], string> = {
    'README.txt': MEMBER_README,
    'profile.json': json(profileJson),
    'groups.json': json(groupsJson),
    'games.json': json(gamesJson),
    'messages.json': json(messagesJson),
    'payments.csv': memberPaymentsCsv(payments),
    'notifications.json': json(notificationsJson),
  };
  return MEMBER_EXPORT_FILES.map((name) => ({ name, text: texts[name] }));
}

/**
 * The files of group `groupId`'s export at `now` (README "Export a group"), for group admin `userId`:
 * README.txt, members.csv, games.csv, sheets.csv, sheet-history.csv, results.csv, payments.csv,
 * ledger.csv. Throws 404 groupTexts.notFound for a non-member (or no such group), 403
 * exportTexts.groupExportAdminOnly for a member who is not a group admin.
 */
export async function groupExport(
  db: Executor,
  groupId: number,
  userId: number,
  now: Date,
): Promise<{ groupId: number; files: ExportFile[] }> {
  await requireGroupAdmin(db, groupId, userId, {
    notFound: groupTexts.notFound,
    forbidden: exportTexts.groupExportAdminOnly,
  });
  const ledger = await getLedgerForCsv(db, groupId, userId, now);
  const { timeZone } = ledger.group;
  const [members, gameRows] = await Promise.all([
    repo.membersOfGroup(db, groupId),
    repo.gamesOfGroup(db, groupId),
  ]);
  const ids = gameRows.map((g) => g.id);
  const [answers, guests, history, payments, results] = await Promise.all([
    repo.answersOf(db, ids),
    repo.guestsOf(db, ids),
    historyOfGames(db, ids),
    repo.paymentRowsOf(db, ids),
    repo.resultsOf(db, ids),
  ]);
  const game = new Map(gameRows.map((g) => [g.id, g]));
  const when = (gameId: number) => {
    const g = game.get(gameId)!;
    return { game_id: String(gameId), date: local(g.gameDatetime, timeZone), game: g.description };
  };

  const membersCsv = tableCsv(
    ['user_id', 'name', 'surname', 'group_admin', 'joined'],
    members.map((m) => ({
      user_id: String(m.userId),
      name: m.name,
      surname: m.surname,
      group_admin: m.isAdmin ? 'true' : 'false',
      joined: local(m.joinedAt, timeZone),
    })),
  );
  const gamesCsv = tableCsv(
    [
      'game_id',
      'date',
      'game',
      'venue',
      'opponent',
      'colour',
      'notes',
      'cost',
      'currency',
      'cost_mode',
      'max_players',
      'rsvp_cutoff_hours',
      'status',
      'cancel_message',
      'series_id',
    ],
    gameRows.map((g) => ({
      ...when(g.id),
      venue: g.venue ?? '',
      opponent: g.opponent ?? '',
      colour: g.colour ?? '',
      notes: g.notes ?? '',
      cost: g.cost ?? '',
      currency: g.currency,
      cost_mode: g.costMode,
      max_players: String(g.maxPlayers),
      rsvp_cutoff_hours: String(g.rsvpCutoff),
      status: g.status,
      cancel_message: g.cancelMessage ?? '',
      series_id: g.seriesId === null ? '' : String(g.seriesId),
    })),
  );
  // Members and guests together in each list's order, as the team sheet shows them.
  const entries = [
    ...answers.map((a) => ({
      gameId: a.gameId,
      position: a.position,
      list: a.status === 'in' ? 'main' : a.status,
      user_id: String(a.userId),
      name: a.name,
      surname: a.surname,
      guest_of: '',
      answered: local(a.updatedAt, timeZone),
    })),
    ...guests.map((x) => ({
      gameId: x.gameId,
      position: x.position,
      list: x.status === 'in' ? 'main' : x.status,
      user_id: '',
      name: x.name,
      surname: '',
      guest_of: fullName({ name: x.hostName, surname: x.hostSurname }),
      answered: local(x.createdAt, timeZone),
    })),
  ].sort((a, b) => a.gameId - b.gameId || a.position - b.position);
  const sheetsCsv = tableCsv(
    ['game_id', 'date', 'game', 'list', 'user_id', 'name', 'surname', 'guest_of', 'answered'],
    entries.map(({ gameId, position: _position, ...e }) => ({ ...when(gameId), ...e })),
  );
  const historyCsv = tableCsv(
    ['game_id', 'date', 'game', 'at', 'user_id', 'name', 'guest', 'from', 'to', 'by'],
    history.map((h) => ({
      ...when(h.gameId),
      at: local(h.at, timeZone),
      user_id: h.userId === null ? '' : String(h.userId),
      name: h.userId === null ? '' : fullName({ name: h.name ?? '', surname: h.surname ?? '' }),
      guest: h.guestName ?? '',
      from: h.from,
      to: h.to,
      by: h.by,
    })),
  );
  const sideIds = results.flatMap((r) => (r.sides ?? []).flatMap((s) => s.user_ids));
  const names = await repo.namesOf(db, [...new Set(sideIds)]);
  const guestNames = new Map<number, string>([
    ...history
      .filter((h) => h.guestId !== null)
      .map((h): [number, string] => [h.guestId!, h.guestName ?? '']),
    ...guests.map((x): [number, string] => [x.id, x.name]),
  ]);
  const resultsCsv = tableCsv(
    ['game_id', 'date', 'game', 'sides', 'scores', 'not_played'],
    results.map((r) => ({
      ...when(r.gameId),
      sides: (r.sides ?? [])
        .map((s) => {
          const players = [
            ...s.user_ids.map((id) => {
              const n = names.get(id);
              return n ? fullName(n) : 'Deleted user';
            }),
            ...s.guest_ids.map((id) => guestNames.get(id) ?? 'Guest'),
          ];
          return `${s.name}: ${players.join(', ')}`;
        })
        .join(' | '),
      scores: r.notPlayed || r.scores === null ? '' : r.scores.join('-'),
      not_played: r.notPlayed ? 'true' : 'false',
    })),
  );
  const paymentsCsv = tableCsv(
    ['game_id', 'date', 'game', 'user_id', 'name', 'surname', 'status', 'amount_paid', 'currency', 'updated'],
    payments.map((p) => ({
      ...when(p.gameId),
      user_id: String(p.userId),
      name: p.name,
      surname: p.surname,
      status: p.status,
      amount_paid: p.amountPaid ?? '',
      currency: game.get(p.gameId)!.currency,
      updated: local(p.updatedAt, timeZone),
    })),
  );
  const texts: Record<(typeof GROUP_EXPORT_FILES)[number], string> = {
    'README.txt': GROUP_README,
    'members.csv': membersCsv,
    'games.csv': gamesCsv,
    'sheets.csv': sheetsCsv,
    'sheet-history.csv': historyCsv,
    'results.csv': resultsCsv,
    'payments.csv': paymentsCsv,
    'ledger.csv': ledgerCsv({ ...ledger, currency: ledger.group.currency }, ledger.names, timeZone),
  };
  return { groupId, files: GROUP_EXPORT_FILES.map((name) => ({ name, text: texts[name] })) };
}
