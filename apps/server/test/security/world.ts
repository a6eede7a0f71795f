/**
 * A small, realistic world for the security suites (access matrix, fuzz): one group with an admin, a
 * plain member and a second member (the target of member/admin actions), a game with RSVPs and a
 * guest of the second member, a group chat message, a direct message, a notification, an open
 * invitation and a password-reset link; and an outsider who is the admin of another group with its own
 * game. Everything is inserted straight into the
 * test database (factories), so the suites exercise each endpoint, not the ones that build the fixtures.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  chatMessages,
  gameGuests,
  gameOffers,
  gameSeries,
  groupMembers,
  notifications,
} from '../../src/db/schema.ts';
import { createInvitation } from '../../src/modules/invites/service.ts';
import { createLink } from '../../src/modules/invites/links.ts';
import { requestPasswordReset } from '../../src/modules/accounts/password-reset.ts';
import { newBinding, requestEmailSignIn } from '../../src/modules/accounts/email-sign-in.ts';
import { feedSecret } from '../../src/modules/calendar/service.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../support/factories.ts';
import type { TestContext } from '../support/build.ts';
import { createPasskeyWorld, type PasskeyWorld } from './endpoints-passkeys.ts';

/**
 * The callers the suites act as: no token, a member of another group, a member, a group admin, and a
 * former member (was in the group, played a paid game and left owing for it).
 */
export const ROLES = ['visitor', 'outsider', 'member', 'admin', 'former'] as const;
export type Role = (typeof ROLES)[number];

export type World = {
  admin: TestUser;
  member: TestUser;
  /** A second plain member: removed, promoted, moved on the team sheet by the admin. */
  spare: TestUser;
  /** Admin of `otherGroup`, not in `group`. */
  outsider: TestUser;
  /**
   * A former member of `group`: in the main team of `formerGame` (kicked off, 12.00 each, unpaid),
   * then left the group, so they stay in its ledger owing 12.00 (README "Who pays what"). In no group.
   */
  former: TestUser;
  /** A game of `group` that kicked off three days ago, costing 12.00 a player, `former` its only player. */
  formerGame: { id: number };
  group: { id: number; name: string };
  otherGroup: { id: number; name: string };
  game: { id: number };
  otherGame: { id: number };
  /** A guest of `spare` in `game`'s main team (README "Guests"). */
  guestId: number;
  /** A game of `group` that kicked off two days ago, `member` and `spare` in its main team (attendance). */
  playedGame: { id: number };
  /** An upcoming game of `group` cancelled by `admin` (README "Cancelled games"), `member` in its main team. */
  cancelledGame: { id: number };
  /** A weekly series of `group` (README "Recurring games") with one upcoming game. */
  series: { id: number };
  /** A group message of `group`, sent by `member`. */
  groupMessageId: number;
  /** A direct message from `spare` to `member`, unread. */
  directMessageId: number;
  /** An unread notification of `member`. */
  notificationId: number;
  /** The plain token of an open invitation of the outsider's email to `group`, sent by `admin`. */
  inviteToken: string;
  /** That invitation's id. */
  inviteId: number;
  /** The plain token of a password-reset link for `spare`. */
  resetToken: string;
  /** An open sign-in by email of `spare` (README "Signing in"): its code and its link's token. */
  emailSignIn: { code: string; token: string };
  /** A one-tap answer link token of `member` for `game` (README "Notifications"). */
  rsvpLinkToken: string;
  /** A one-tap offer link token of `member`'s open timed offer of a place in `game` (README "Reserves"). */
  offerLinkToken: string;
  /** An unsubscribe token turning off `member`'s reminder emails. */
  unsubscribeToken: string;
  /** The file name of `member`'s calendar feed URL, "{secret}.ics" (GET /calendar/{file}). */
  calendarFile: string;
  /** An open invite link of `group`, made by `admin` (README "Invite links"): its id and URL secret. */
  inviteLinkId: number;
  joinToken: string;
  /** `member`'s passkey, an open sign-in challenge and each user's registration challenge (README "Signing in", Passkeys). */
  passkeys: PasskeyWorld;
  /** Sign-in headers of a role; none for the visitor. */
  headers(role: Role): Record<string, string>;
  user(role: Role): TestUser | null;
};

/** A unique email / 10-digit mobile for people the suites sign up or invite. */
export const freshEmail = () => `s${randomBytes(5).toString('hex')}@example.test`;
export const freshMobile = () =>
  `08${String(parseInt(randomBytes(4).toString('hex'), 16) % 1e8).padStart(8, '0')}`;

/** Builds a new world in `t`'s database (a few dozen inserts). */
export async function createWorld(t: TestContext): Promise<World> {
  const unique = () => ({ email: freshEmail(), mobile: freshMobile() });
  const admin = await createUser(t, { name: 'Ada', ...unique() });
  const member = await createUser(t, { name: 'Mo', ...unique() });
  const spare = await createUser(t, { name: 'Sam', ...unique() });
  const outsider = await createUser(t, { name: 'Olu', ...unique() });
  const former = await createUser(t, { name: 'Fay', ...unique() });
  const group = await createGroup(t, admin, { members: [member, spare, former] });
  const otherGroup = await createGroup(t, outsider);
  const game = await createGame(t, group.id, admin, { maxPlayers: 5 });
  const otherGame = await createGame(t, otherGroup.id, outsider);
  const seriesStart = new Date(Date.now() + 3 * 24 * 3600_000);
  const [series] = await t.app.db
    .insert(gameSeries)
    .values({
      groupId: group.id,
      description: 'Weekly five',
      maxPlayers: 10,
      startDate: seriesStart.toISOString().slice(0, 10),
      time: '19:00',
      rrule: 'FREQ=WEEKLY',
      generatedUntil: seriesStart,
      createdBy: admin.id,
    })
    .returning();
  await createGame(t, group.id, admin, {
    gameDatetime: seriesStart,
    seriesId: series!.id,
    seriesDate: series!.startDate,
  });
  await setRsvp(t, game.id, member.id, 'in');
  await setRsvp(t, game.id, spare.id, 'in');
  const playedGame = await createGame(t, group.id, admin, {
    gameDatetime: new Date(Date.now() - 2 * 24 * 3600_000),
  });
  await setRsvp(t, playedGame.id, member.id, 'in');
  await setRsvp(t, playedGame.id, spare.id, 'in');
  const formerGame = await createGame(t, group.id, admin, {
    gameDatetime: new Date(Date.now() - 3 * 24 * 3600_000),
    cost: '12.00',
    costMode: 'per_player',
  });
  await setRsvp(t, formerGame.id, former.id, 'in');
  await t.app.db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, former.id)));
  const cancelledGame = await createGame(t, group.id, admin, {
    status: 'cancelled',
    cancelMessage: 'Pitch flooded',
    cancelledAt: new Date(),
    cancelledBy: admin.id,
  });
  await setRsvp(t, cancelledGame.id, member.id, 'in');
  const [guest] = await t.app.db
    .insert(gameGuests)
    .values({ gameId: game.id, hostUserId: spare.id, name: 'Kim', status: 'in' })
    .returning();
  const [groupMessage] = await t.app.db
    .insert(chatMessages)
    .values({ type: 'group', senderId: member.id, groupId: group.id, content: 'Who brings the bibs?' })
    .returning();
  const [directMessage] = await t.app.db
    .insert(chatMessages)
    .values({ type: 'direct', senderId: spare.id, recipientId: member.id, content: 'Lift on Thursday?' })
    .returning();
  const [notification] = await t.app.db
    .insert(notifications)
    .values({ userId: member.id, message: `You were added to ${group.name}.`, link: `/groups/${group.id}` })
    .returning();
  const invitation = await t.app.db.transaction((tx) =>
    createInvitation(tx, {
      groupId: group.id,
      groupName: group.name,
      email: outsider.email,
      mobile: null,
      invitedBy: admin,
    }),
  );
  const inviteLink = await createLink(t.app, 'http://localhost', group.id, admin.id, {});
  let resetToken = '';
  await requestPasswordReset(t.app.db, spare.email, async (_tx, reset) => {
    resetToken = reset.token;
  });
  let emailSignIn = { code: '', token: '' };
  const deps = { db: t.app.db, now: () => t.app.now(), codeHash: t.app.signedTokens.emailCodeHash };
  await requestEmailSignIn(deps, spare.email, newBinding().hash, async (_tx, signIn) => {
    emailSignIn = { code: signIn.code, token: signIn.token };
  });
  const [offer] = await t.app.db
    .insert(gameOffers)
    .values({
      gameId: game.id,
      userId: member.id,
      place: sql`nextval('game_offer_place_seq')`,
      offeredAt: new Date(),
      expiresAt: game.gameDatetime,
    })
    .returning();
  const passkeyWorld = await createPasskeyWorld(t, member, [admin, member, spare, outsider, former]);
  const users: Record<Role, TestUser | null> = { visitor: null, outsider, member, admin, former };
  return {
    admin,
    member,
    spare,
    outsider,
    former,
    formerGame,
    group,
    otherGroup,
    game,
    otherGame,
    guestId: guest!.id,
    playedGame,
    cancelledGame,
    series: { id: series!.id },
    groupMessageId: groupMessage!.id,
    directMessageId: directMessage!.id,
    notificationId: notification!.id,
    inviteToken: invitation.token,
    inviteId: invitation.id,
    resetToken,
    emailSignIn,
    rsvpLinkToken: t.app.signedTokens.rsvpLink.sign({ u: member.id, g: game.id }, game.gameDatetime),
    offerLinkToken: t.app.signedTokens.offerLink.sign(
      { u: member.id, g: game.id, o: offer!.id },
      game.gameDatetime,
    ),
    unsubscribeToken: t.app.signedTokens.unsubscribe.sign({ u: member.id, k: 'reminders' }),
    calendarFile: `${await feedSecret(t.app, member.id)}.ics`,
    inviteLinkId: inviteLink.id,
    joinToken: t.app.signedTokens.joinLinkSecret(inviteLink.id),
    passkeys: passkeyWorld,
    user: (role) => users[role],
    headers: (role) => (users[role] ? t.auth(users[role]) : {}),
  };
}

/** The rows of a raw `db.execute` result (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type DbProbe = {
  /**
   * A cheap fingerprint of the whole database: for every table its row count and the sum of a hash of
   * each row (order-free, so no sort), as one string. Two equal fingerprints mean no row was added,
   * removed or changed (short of a hash collision).
   */
  fingerprint(): Promise<string>;
  /** Whether any row of any table contains `text` (letters, digits, spaces, - and _ only). */
  contains(text: string): Promise<boolean>;
};

/**
 * Columns a refusal is meant to change, left out of the fingerprint: a wrong sign-in code counts against
 * its request (README "Signing in"), as a wrong password counts in the rate limits outside the database.
 */
const REFUSAL_COUNTERS: Record<string, string> = { login_email_requests: 'wrong_codes' };

/** Queries over every table of the schema (public), listed once. */
export async function dbProbe(t: TestContext): Promise<DbProbe> {
  const tables = rowsOf<{ table_name: string }>(
    await t.app.db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((r) => r.table_name);
  const fingerprintQuery = sql.raw(
    tables
      .map(
        (name) =>
          `select '${name}' as t, count(*)::text as n, coalesce(sum(hashtext(${
            REFUSAL_COUNTERS[name] ? `(to_jsonb(x) - '${REFUSAL_COUNTERS[name]}')::text` : 'x::text'
          })::bigint), 0)::text as h from "${name}" x`,
      )
      .join(' union all '),
  );
  return {
    async fingerprint() {
      // Work an earlier request left running after its reply (a password-reset request's token,
      // plugins/background.ts) lands first, so that it never shows as this request's change.
      await t.app.background.idle();
      // So do the deliveries an earlier request queued (the email cap's log, notification_emails, is
      // written by the delivery job, README "Notifications").
      await t.app.mailer.idle();
      const rows = rowsOf<{ t: string; n: string; h: string }>(await t.app.db.execute(fingerprintQuery));
      return rows.map((r) => `${r.t}:${r.n}:${r.h}`).join('\n');
    },
    async contains(text) {
      if (!/^[\w -]+$/.test(text)) throw new Error(`contains(): plain text only, not ${text}`);
      const query = tables.map(
        (n) => `select count(*)::int as n from "${n}" x where strpos(x::text, '${text}') > 0`,
      );
      const rows = rowsOf<{ n: number }>(await t.app.db.execute(sql.raw(query.join(' union all '))));
      return rows.some((r) => Number(r.n) > 0);
    },
  };
}
