/**
 * The emails of notifications and chat messages (README "Notifications", email): one template per kind,
 * built by the delivery job (./delivery.ts) for each delivery whose recipient wants it by email.
 *
 * - reminders: the reminder sentence, the three one-tap answer buttons ("I'm in", "Reserves", "I'm out":
 *   ./answer-links.ts) and a link to the game; a reminder to pay (topic 'payment', README "Past games"):
 *   its sentence and "Open the game", no buttons;
 * - new_games: the new game (when, in the group's time zone, and the venue), the same three buttons;
 * - team_changes with a timed offer of a place (README "Reserves"): the offer's sentence, one-tap
 *   "Accept" / "Decline" buttons (./answer-links.ts offerLinkUrls) while it is open, and the game;
 * - team_changes: the notification's sentence and "Open in Turnout" (not for an invitation to a group:
 *   the invitation has its own email); a team change about a game is coalesced
 *   (docs/decisions/012-coalescing-game-changes.md) and mailed once its window closes (`digestMail`:
 *   every change of the window);
 * - chat: in which group or directly, the text quoted under its sender's name, and "Open the chat";
 * - past the hourly cap of a group (./email-cap.ts): one `moreChangesMail`.
 *
 * Text a user wrote (a game's description and venue, a chat message) is never part of our sentences:
 * it stays plain text in a quoted block under its author's name ("{name} {surname} wrote:"; renderMail's
 * MailQuote), never a link (README "Notifications", "What a member can cause others to receive").
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
  mailSubject,
  noticeWhen,
  PRODUCT_NAME,
  renderNotice,
  type MailSubjectWhat,
  type NotificationKind,
} from '@turnout/shared';
import { DEFAULT_LANGUAGE, isLanguage, type Language, type Translator } from '@turnout/shared/i18n';
import { translatorFor } from '@turnout/shared/i18n/all';
import type { Executor } from '../../db/client.ts';
import { games, groups, users, type WindowChange } from '../../db/schema.ts';
import { renderMail, type Mail, type MailAction, type MailQuote } from '../../plugins/mailer.ts';
import { offerLinkUrls, rsvpLinkUrlsFor } from './answer-links.ts';
import type { ListedChange } from './coalesce.ts';
import type { Delivery } from './delivery.ts';

/**
 * The words of notification emails in `translator`'s language (the catalogue's mail namespace; README
 * "Languages"): times of a game in its group's zone, through shared noticeWhen.
 */
export function notificationMailTexts(translator: Translator) {
  const { t, language } = translator;
  const when = (g: MailGame) => noticeWhen(g.gameDatetime, g.timeZone, language);
  return {
    greeting: (name: string) => t('mail:greeting', { name }),
    reminderSubject: (g: MailGame) =>
      t('mail:notices.reminderSubject', { group: g.groupName, when: when(g) }),
    reminderWhy: (groupName: string) => t('mail:notices.reminderWhy', { group: groupName }),
    paymentSubject: (g: MailGame) => t('mail:notices.paymentSubject', { group: g.groupName, when: when(g) }),
    paymentWhy: (groupName: string) => t('mail:notices.paymentWhy', { group: groupName }),
    newGameSubject: (g: MailGame) => t('mail:notices.newGameSubject', { group: g.groupName, when: when(g) }),
    newGameWhen: (g: MailGame) => t('mail:notices.newGameWhen', { when: when(g), zone: g.timeZone }),
    newGameWhy: (groupName: string) => t('mail:notices.newGameWhy', { group: groupName }),
    /**
     * A team change's subject: what happened (`what`, a shared mailSubjectWhat key, or a number of
     * changes) and which game, by its group's name and kick-off, or which group ("You're in — Thursday
     * Footy, Thu 19:00").
     */
    teamChangeSubject: (
      what: MailSubjectWhat | { changes: number } | undefined,
      game?: MailGame,
      groupName?: string,
    ) =>
      mailSubject(
        translator,
        what ?? 'fallback',
        game
          ? { groupName: game.groupName, at: game.gameDatetime, timeZone: game.timeZone }
          : groupName !== undefined
            ? { groupName }
            : undefined,
      ),
    chatGroupSubject: (groupName: string) => t('mail:notices.chatGroupSubject', { group: groupName }),
    chatDirectSubject: t('mail:notices.chatDirectSubject'),
    chatGroupFrom: (groupName: string) => t('mail:notices.chatGroupFrom', { group: groupName }),
    chatDirectFrom: t('mail:notices.chatDirectFrom'),
    digestIntro: (n: number) => t('mail:notices.digestIntro', { count: n }),
    moreChangesSubject: (groupName: string) => t('mail:notices.moreChangesSubject', { group: groupName }),
    moreChanges: (groupName: string) => t('mail:notices.moreChanges', { group: groupName }),
    moreChangesWhy: (groupName: string) => t('mail:notices.moreChangesWhy', { group: groupName }),
    accept: t('notifications:push.accept'),
    decline: t('notifications:push.decline'),
    answerIn: t('mail:notices.answerIn'),
    answerReserves: t('mail:notices.answerReserves'),
    answerOut: t('mail:notices.answerOut'),
    answerNow: t('mail:notices.answerNow'),
    openGame: t('mail:notices.openGame'),
    openInApp: t('mail:notices.openInApp'),
    openChat: t('mail:notices.openChat'),
    stop: t('mail:notices.stop'),
  };
}

/** A game as its emails show it. */
export type MailGame = {
  id: number;
  groupId: number;
  description: string;
  gameDatetime: Date;
  venue: string | null;
  groupName: string;
  timeZone: string;
};

/** What the emails of one batch of deliveries need, read once for the whole batch. */
export type MailContext = {
  users: Map<number, { name: string; email: string; language: Language }>;
  games: Map<number, MailGame>;
  groups: Map<number, string>;
};

/** Reads the recipients, games and chat groups of `deliveries` (three queries at most). */
export async function loadMailContext(
  db: Executor,
  deliveries: Pick<Delivery, 'userId' | 'gameId' | 'groupId'>[],
): Promise<MailContext> {
  const userIds = [...new Set(deliveries.map((d) => d.userId))];
  const gameIds = [...new Set(deliveries.flatMap((d) => (d.gameId === undefined ? [] : [d.gameId])))];
  const groupIds = [...new Set(deliveries.flatMap((d) => (d.groupId === undefined ? [] : [d.groupId])))];
  const [userRows, gameRows, groupRows] = await Promise.all([
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id, name: users.name, email: users.email, language: users.language })
          .from(users)
          .where(inArray(users.id, userIds)),
    gameIds.length === 0
      ? []
      : db
          .select({
            id: games.id,
            groupId: games.groupId,
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
    users: new Map(
      userRows.map((u) => [
        u.id,
        { name: u.name, email: u.email, language: isLanguage(u.language) ? u.language : DEFAULT_LANGUAGE },
      ]),
    ),
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

/**
 * The email of one delivery, or null when there is nothing to send: the recipient no longer exists, a
 * reminder's game is gone or has kicked off, a chat group is gone, or the notification is an invitation
 * (mailed already).
 */
export function notificationMail(app: App, delivery: Delivery, ctx: MailContext): Mail | null {
  const to = ctx.users.get(delivery.userId);
  if (!to) return null;
  const translator = translatorFor(to.language);
  const t = notificationMailTexts(translator);
  const appUrl = app.mailer.appUrl;
  const common = commonOf(app, to, delivery.userId, delivery.kind);
  const greeting = t.greeting(to.name);
  // Our sentence without user text, then the user text it carries, quoted under its author's name.
  const sentence = renderNotice(translator, delivery.mailMessage ?? delivery.message);
  const said = [sentence, ...(delivery.quote ? [delivery.quote] : [])];
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
      if (delivery.topic === 'payment') {
        // A reminder to pay (README "Past games"): the game has kicked off, so no answer buttons.
        if (!game) return null;
        return renderMail({
          ...common,
          subject: t.paymentSubject(game),
          paragraphs: [greeting, ...said],
          action: { label: t.openGame, url: `${appUrl}/games/${game.id}` },
          after: [t.paymentWhy(game.groupName)],
        });
      }
      if (!game || hasStarted(game.gameDatetime, app.now())) return null;
      return renderMail({
        ...common,
        subject: t.reminderSubject(game),
        paragraphs: [greeting, ...said],
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
          subject: t.teamChangeSubject(delivery.subject, undefined, groupNameOf(delivery, ctx)),
          paragraphs: [greeting, ...said],
          action: open(t.openInApp),
        });
      }
      return renderMail({
        ...common,
        subject: t.newGameSubject(game),
        paragraphs: [greeting, sentence, t.newGameWhen(game), ...said.slice(1)],
        actions: answers(game),
        links: [{ label: t.openGame, url: `${appUrl}/games/${game.id}` }],
        after: [t.newGameWhy(game.groupName)],
      });
    }
    case 'team_changes':
      if (delivery.offer && delivery.gameId !== undefined) {
        // A timed offer (README "Reserves"): Accept / Decline in one tap while it is open.
        const links = offerLinkUrls(app, delivery.userId, delivery.gameId, delivery.offer);
        const stillOpen = new Date(delivery.offer.expiresAt).getTime() > app.now().getTime();
        return renderMail({
          ...common,
          subject: t.teamChangeSubject('offer', game, groupNameOf(delivery, ctx)),
          paragraphs: [greeting, ...said],
          actions: stillOpen
            ? [
                { label: t.accept, url: links.accept },
                { label: t.decline, url: links.decline },
              ]
            : [],
          links: [{ label: t.openGame, url: `${appUrl}${delivery.link ?? '/notifications'}` }],
        });
      }
      // An invitation to a group (its link opens the invitation) was mailed already, as an account
      // email with its own words: no second email with the same link.
      if (delivery.link?.startsWith('/invite/')) return null;
      return renderMail({
        ...common,
        subject: t.teamChangeSubject(delivery.subject, game, groupNameOf(delivery, ctx)),
        paragraphs: [greeting, ...said],
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
          groupName === undefined ? t.chatDirectFrom : t.chatGroupFrom(groupName),
          { author: sender, text: sentence } satisfies MailQuote,
        ],
        action: open(t.openChat),
      });
    }
  }
}

/** The name of the group a delivery comes from, when it names one still there. */
const groupNameOf = (delivery: Delivery, ctx: MailContext) =>
  delivery.groupId === undefined ? undefined : ctx.groups.get(delivery.groupId);

/**
 * The headers and footer of a notification email of `kind` to `userId` at `to.email`, in `to.language`
 * (the HTML's lang and dir, and the mail's own words).
 */
function commonOf(
  app: Pick<App, 'mailer' | 'signedTokens'>,
  to: { email: string; language: Language },
  userId: number,
  kind: NotificationKind,
) {
  const stop = unsubscribeUrl(app, userId, kind);
  return {
    to: to.email,
    language: to.language,
    footer: { label: notificationMailTexts(translatorFor(to.language)).stop, url: stop },
    headers: {
      'List-Unsubscribe': `<${stop}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The one email of a closed coalescing window (./coalesce.ts): every change of the window, newest last,
 * each as our sentence (no user text) followed by the user text it carried, quoted under its author's
 * name when it differs from the change before; "Open in Turnout" to the game. Null when the recipient
 * or the game is gone.
 */
export function digestMail(
  app: App,
  window: { userId: number; gameId: number; link: string | null; changes: WindowChange[] },
  ctx: MailContext,
): Mail | null {
  const to = ctx.users.get(window.userId);
  const game = ctx.games.get(window.gameId);
  if (!to || !game) return null;
  const translator = translatorFor(to.language);
  const t = notificationMailTexts(translator);
  const listed: (string | MailQuote)[] = [];
  let lastQuote: MailQuote | undefined;
  for (const change of window.changes) {
    listed.push(renderNotice(translator, change.mailMessage));
    const q = change.quote;
    if (q && (q.author !== lastQuote?.author || q.text !== lastQuote.text)) listed.push(q);
    lastQuote = q ?? lastQuote;
  }
  return renderMail({
    ...commonOf(app, to, window.userId, 'team_changes'),
    // One change: its own subject; several: how many ("3 changes — Thursday Footy, Thu 19:00").
    subject: t.teamChangeSubject(
      window.changes.length === 1
        ? (window.changes[0] as ListedChange).subject
        : { changes: window.changes.length },
      game,
    ),
    paragraphs: [t.greeting(to.name), t.digestIntro(window.changes.length), ...listed],
    action: { label: t.openInApp, url: `${app.mailer.appUrl}${window.link ?? '/notifications'}` },
  });
}

/**
 * The one email past the hourly cap of `groupName` (./email-cap.ts): "More changes in {group}: open
 * Turnout" with the app's link; its footer stops the kind of email that reached the cap.
 */
export function moreChangesMail(
  app: Pick<App, 'mailer' | 'signedTokens'>,
  capped: { userId: number; kind: NotificationKind; language: Language; mail: Mail },
  groupName: string,
): Mail {
  const t = notificationMailTexts(translatorFor(capped.language));
  return renderMail({
    ...commonOf(app, { email: capped.mail.to, language: capped.language }, capped.userId, capped.kind),
    subject: t.moreChangesSubject(groupName),
    paragraphs: [t.moreChanges(groupName)],
    action: { label: t.openInApp, url: `${app.mailer.appUrl}/notifications` },
    after: [t.moreChangesWhy(groupName)],
  });
}
