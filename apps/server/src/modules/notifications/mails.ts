/**
 * The emails of notifications and chat messages (README "Notifications", email): one template per kind,
 * built by the delivery job (./delivery.ts) for each delivery whose recipient wants it by email.
 *
 * - reminders: the reminder sentence, the three one-tap answer buttons ("I'm in", "Reserves", "I'm out":
 *   modules/rsvp-links/tokens.ts) and a link to the game;
 * - new_games: the new game (when, in the group's time zone, and the venue), the same three buttons;
 * - team_changes: the notification's sentence and "Open in Turnout" (not for an invitation to a group:
 *   the invitation has its own email);
 * - chat: who wrote, in which group or directly, the text, and "Open the chat".
 *
 * Every one of them is multipart (plain text and HTML, plugins/mailer.ts renderMail) and carries
 * `List-Unsubscribe: <APP_URL/unsubscribe/{token}>` with `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click` (RFC 2369, RFC 8058) and a "Stop these emails" line with the same link:
 * the token (plugins/signed-tokens.ts `unsubscribe`, claims `{ u, k }`) turns that kind of email off
 * for that person (./unsubscribe-routes.ts). Subjects carry no user-chosen text beyond a group name
 * (test/security/mail-subjects.test.ts): descriptions, names and messages stay in the body.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  hasStarted,
  notificationWhen,
  PRODUCT_NAME,
  type GameRef,
  type NotificationKind,
} from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { games, groups, users } from '../../db/schema.ts';
import { renderMail, type Mail, type MailAction } from '../../plugins/mailer.ts';
import { rsvpLinkUrlsFor } from '../rsvp-links/tokens.ts';
import type { Delivery } from './delivery.ts';

/** The words of notification emails. */
export const notificationMailTexts = {
  greeting: (name: string) => `Hi ${name},`,
  reminderSubject: (groupName: string, g: GameRef) =>
    `${groupName}: are you playing on ${notificationWhen(g.at, g.timeZone)}?`,
  reminderWhy: (groupName: string) =>
    `You get this because you are in ${groupName} and have not answered yet.`,
  newGameSubject: (groupName: string, g: GameRef) =>
    `${groupName}: new game on ${notificationWhen(g.at, g.timeZone)}`,
  newGameWhen: (g: GameRef) => `When: ${notificationWhen(g.at, g.timeZone)} (${g.timeZone} time)`,
  newGameVenue: (venue: string) => `Where: ${venue}`,
  newGameWhy: (groupName: string) =>
    `You get this because you are in ${groupName} and asked for emails about new games.`,
  teamChangesSubject: `What changed for you on ${PRODUCT_NAME}`,
  chatGroupSubject: (groupName: string) => `${groupName}: a new chat message`,
  chatDirectSubject: `A new direct message on ${PRODUCT_NAME}`,
  chatGroupFrom: (sender: string, groupName: string) => `${sender} wrote in ${groupName}:`,
  chatDirectFrom: (sender: string) => `${sender} sent you a message:`,
  answerIn: "I'm in",
  answerReserves: 'Reserves',
  answerOut: "I'm out",
  answerNow: 'Answer now',
  openGame: 'Open the game',
  openInApp: `Open in ${PRODUCT_NAME}`,
  openChat: 'Open the chat',
  stop: 'Stop these emails',
} as const;

/** A game as its emails show it. */
export type MailGame = {
  id: number;
  description: string;
  gameDatetime: Date;
  venue: string | null;
  groupName: string;
  timeZone: string;
};

/** What the emails of one batch of deliveries need, read once for the whole batch. */
export type MailContext = {
  users: Map<number, { name: string; email: string }>;
  games: Map<number, MailGame>;
  groups: Map<number, string>;
};

/** Reads the recipients, games and chat groups of `deliveries` (three queries at most). */
export async function loadMailContext(db: Executor, deliveries: Delivery[]): Promise<MailContext> {
  const userIds = [...new Set(deliveries.map((d) => d.userId))];
  const gameIds = [...new Set(deliveries.flatMap((d) => (d.gameId === undefined ? [] : [d.gameId])))];
  const groupIds = [...new Set(deliveries.flatMap((d) => (d.groupId === undefined ? [] : [d.groupId])))];
  const [userRows, gameRows, groupRows] = await Promise.all([
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, userIds)),
    gameIds.length === 0
      ? []
      : db
          .select({
            id: games.id,
            description: games.description,
            gameDatetime: games.gameDatetime,
            venue: games.venue,
            groupName: groups.name,
            timeZone: groups.timeZone,
          })
          .from(games)
          .innerJoin(groups, eq(groups.id, games.groupId))
          .where(inArray(games.id, gameIds)),
    groupIds.length === 0
      ? []
      : db.select({ id: groups.id, name: groups.name }).from(groups).where(inArray(groups.id, groupIds)),
  ]);
  return {
    users: new Map(userRows.map((u) => [u.id, { name: u.name, email: u.email }])),
    games: new Map(gameRows.map((g) => [g.id, g])),
    groups: new Map(groupRows.map((g) => [g.id, g.name])),
  };
}

type App = Pick<FastifyInstance, 'mailer' | 'signedTokens' | 'now'>;

/** The unsubscribe link of `userId`'s emails of `kind`: APP_URL/unsubscribe/{token}. */
export function unsubscribeUrl(
  app: Pick<App, 'mailer' | 'signedTokens'>,
  userId: number,
  kind: NotificationKind,
) {
  return `${app.mailer.appUrl}/unsubscribe/${app.signedTokens.unsubscribe.sign({ u: userId, k: kind })}`;
}

const refOf = (g: MailGame): GameRef => ({
  description: g.description,
  at: g.gameDatetime,
  timeZone: g.timeZone,
});

/**
 * The email of one delivery, or null when there is nothing to send: the recipient no longer exists, a
 * reminder's game is gone or has kicked off, a chat group is gone, or the notification is an invitation
 * (mailed already).
 */
export function notificationMail(app: App, delivery: Delivery, ctx: MailContext): Mail | null {
  const to = ctx.users.get(delivery.userId);
  if (!to) return null;
  const t = notificationMailTexts;
  const appUrl = app.mailer.appUrl;
  const stop = unsubscribeUrl(app, delivery.userId, delivery.kind);
  const common = {
    to: to.email,
    footer: { label: t.stop, url: stop },
    headers: {
      'List-Unsubscribe': `<${stop}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
  const greeting = t.greeting(to.name);
  const game = delivery.gameId === undefined ? undefined : ctx.games.get(delivery.gameId);
  const open = (label: string): MailAction => ({
    label,
    url: `${appUrl}${delivery.link ?? '/notifications'}`,
  });
  const answers = (g: MailGame): MailAction[] => {
    if (hasStarted(g.gameDatetime, app.now())) return [];
    const links = rsvpLinkUrlsFor(app, delivery.userId, g);
    return [
      { label: t.answerIn, url: links.in },
      { label: t.answerReserves, url: links.reserves },
      { label: t.answerOut, url: links.out },
    ];
  };

  switch (delivery.kind) {
    case 'reminders': {
      if (!game || hasStarted(game.gameDatetime, app.now())) return null;
      return renderMail({
        ...common,
        subject: t.reminderSubject(game.groupName, refOf(game)),
        paragraphs: [greeting, delivery.message],
        actions: answers(game),
        links: [{ label: t.answerNow, url: `${appUrl}/games/${game.id}` }],
        after: [t.reminderWhy(game.groupName)],
      });
    }
    case 'new_games': {
      if (!game) {
        // A series' notification names no single game, or the game is gone: its words and a link.
        return renderMail({
          ...common,
          subject: t.teamChangesSubject,
          paragraphs: [greeting, delivery.message],
          action: open(t.openInApp),
        });
      }
      const ref = refOf(game);
      return renderMail({
        ...common,
        subject: t.newGameSubject(game.groupName, ref),
        paragraphs: [
          greeting,
          delivery.message,
          t.newGameWhen(ref),
          ...(game.venue ? [t.newGameVenue(game.venue)] : []),
        ],
        actions: answers(game),
        links: [{ label: t.openGame, url: `${appUrl}/games/${game.id}` }],
        after: [t.newGameWhy(game.groupName)],
      });
    }
    case 'team_changes':
      // An invitation to a group (its link opens the invitation) was mailed already, as an account
      // email with its own words: no second email with the same link.
      if (delivery.link?.startsWith('/invite/')) return null;
      return renderMail({
        ...common,
        subject: t.teamChangesSubject,
        paragraphs: [greeting, delivery.message],
        action: open(t.openInApp),
      });
    case 'chat': {
      const sender = delivery.senderName ?? delivery.title ?? PRODUCT_NAME;
      const groupName = delivery.groupId === undefined ? undefined : ctx.groups.get(delivery.groupId);
      if (delivery.groupId !== undefined && groupName === undefined) return null;
      return renderMail({
        ...common,
        subject: groupName === undefined ? t.chatDirectSubject : t.chatGroupSubject(groupName),
        paragraphs: [
          greeting,
          groupName === undefined ? t.chatDirectFrom(sender) : t.chatGroupFrom(sender, groupName),
          delivery.message,
        ],
        action: open(t.openChat),
      });
    }
  }
}
