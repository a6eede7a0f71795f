/**
 * Delivery of notifications and chat messages beyond the open page (README "Notifications"): by Web
 * Push to each of the person's subscribed browsers and by email, as their settings say (settings.ts
 * `wants`).
 *
 * `queueDeliveries(app, deliveries, tx)` writes one job of the queue `notifications.deliver` per batch
 * of up to DELIVERY_BATCH inside the transaction that made the notifications (`notify` calls it), so a
 * crash after the commit loses nothing. Its handler reads the settings of everyone in the batch (one
 * query), then writes, in one transaction, the pushes (push module: one `push.send` job per
 * subscription, retried there) and the emails (./mails.ts builds them; mailer: `mail.send` jobs), each
 * with an id derived from its own: a run repeated after a crash sends nothing twice.
 *
 * Chat messages are delivered too: chat/deliveries.ts writes their job in the message's transaction,
 * kind 'chat' to everyone it reaches but its sender, never for a muted group (settings.ts `wants`).
 */
import type { FastifyInstance } from 'fastify';
import {
  PRODUCT_NAME,
  renderNotice,
  type MailSubjectWhat,
  type NoticeText,
  type NotificationKind,
  type PushPayload,
} from '@turnout/shared';
import type { Language } from '@turnout/shared/i18n';
import { translatorFor } from '@turnout/shared/i18n/all';
import type { Executor } from '../../db/client.ts';
import { childJobId } from '../../plugins/jobs.ts';
import type { MailQuote } from '../../plugins/mailer.ts';
import { pushJobsOf, queuePushJobs } from '../push/index.ts';
import { offerLinkUrls, rsvpLinkUrls, type OfferLinkUrls, type OfferRef } from './answer-links.ts';
import { capEmails, type CappedMail } from './email-cap.ts';
import { loadMailContext, notificationMail } from './mails.ts';
import { languagesOf } from './repository.ts';
import { settingsOf, wants } from './settings.ts';
import type { NotificationItem } from './service.ts';

/** One thing to tell one person outside the page. */
export type Delivery = {
  userId: number;
  kind: NotificationKind;
  /**
   * The notification's notice (shared `notices`, said in the recipient's language), an English sentence
   * outside the catalogue, or a chat message's text.
   */
  message: NoticeText | string;
  /** The client route it opens (`/games/12`), or null (the notifications screen). */
  link: string | null;
  /** Reminders and new games: the game, for the one-tap answer links. */
  gameId?: number;
  /** 'payment': a reminder to pay for a game that kicked off (no answer links; its own email). */
  topic?: 'payment';
  /**
   * The group it comes from: a group chat message's (muting), or a notification's (the hourly email cap,
   * ./email-cap.ts); absent for a direct message.
   */
  groupId?: number;
  /** By push only: a coalesced team change, whose email the digest sweep sends (./coalesce.ts). */
  pushOnly?: boolean;
  /** The notice as emails say it, without user text (default `message`). */
  mailMessage?: NoticeText | string;
  /** The user text the notification carries, quoted under its author's name in the email. */
  quote?: MailQuote;
  /** Push title (default the product name), e.g. the sender of a chat message. */
  title?: string;
  /** A coalesced window's number of changes (> 1): the push title says how many (./coalesce.ts). */
  changes?: number;
  /** Push tag: a later push with the same tag replaces the earlier one (a chat's conversation). */
  tag?: string;
  /** Chat: the sender's full name (the email names them). */
  senderName?: string;
  /** A timed offer of a place (README "Reserves"): Accept / Decline by push action and email link. */
  offer?: OfferRef;
  /** What the email's subject says happened (a shared mailSubjectWhat key); the mail adds which game or group. */
  subject?: MailSubjectWhat;
};

export const DELIVERY_QUEUE = 'notifications.deliver';
export const DELIVERY_BATCH = 200;

type App = Pick<FastifyInstance, 'db' | 'log' | 'jobs' | 'mailer' | 'signedTokens' | 'now'>;

/** A notification made by `notify` as a Delivery. */
export function deliveryOf(item: NotificationItem): Delivery {
  return {
    userId: item.userId,
    kind: item.kind,
    message: item.message,
    link: item.link,
    ...(item.gameId !== undefined ? { gameId: item.gameId } : {}),
    ...(item.topic !== undefined ? { topic: item.topic } : {}),
    ...(item.groupId !== undefined ? { groupId: item.groupId } : {}),
    ...(item.mailMessage !== undefined ? { mailMessage: item.mailMessage } : {}),
    ...(item.quote !== undefined ? { quote: item.quote } : {}),
    ...(item.offer !== undefined ? { offer: item.offer } : {}),
    ...(item.subject !== undefined ? { subject: item.subject } : {}),
  };
}

/**
 * Queues `deliveries`: one `notifications.deliver` job per batch of DELIVERY_BATCH.
 *
 * With `tx` the jobs are written inside that transaction (the one that made the notifications), so they
 * exist if and only if it commits; the returned promise rejects when they cannot be written (rolling the
 * change back). Without `tx` (after a commit) the enqueue runs in the background, never throws, and a
 * failure is logged. The mailer hears of each enqueue (`mailer.idle()` waits for the emails it leads to).
 */
export function queueDeliveries(
  app: Pick<FastifyInstance, 'jobs' | 'log' | 'mailer'>,
  deliveries: Delivery[],
  tx?: Executor,
): Promise<void> {
  const batches: { deliveries: Delivery[] }[] = [];
  for (let i = 0; i < deliveries.length; i += DELIVERY_BATCH) {
    batches.push({ deliveries: deliveries.slice(i, i + DELIVERY_BATCH) });
  }
  if (tx) {
    const written = app.jobs.sendMany(
      DELIVERY_QUEUE,
      batches.map((data) => ({ data })),
      { tx },
    );
    app.mailer.feeding(DELIVERY_QUEUE, written);
    return written;
  }
  for (const batch of batches) {
    const enqueue = app.jobs.send(DELIVERY_QUEUE, batch).catch((err: unknown) => {
      app.log.error({ err, count: batch.deliveries.length }, 'notification deliveries could not be queued');
    });
    app.mailer.feeding(DELIVERY_QUEUE, enqueue);
  }
  return Promise.resolve();
}

/** Texts of a chat delivery longer than this many characters are cut (with "…"). */
export const CHAT_DELIVERY_MAX_CHARS = 200;

/** `text` cut to at most `max` characters (whole code points), "…" marking a cut. */
export function cutText(text: string, max = CHAT_DELIVERY_MAX_CHARS): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * The push of one delivery in the recipient's `language` (README "Languages"; default English): absolute
 * URL; reminders carry "I'm in" / "I'm out" one-tap actions, a timed offer "Accept" / "Decline"
 * (`offerLinks`) and its own title; a coalesced window of several changes says how many in its title.
 */
export function pushPayloadOf(
  appUrl: string,
  delivery: Delivery,
  answerLinks?: { in: string; out: string },
  offerLinks?: OfferLinkUrls,
  language: Language = 'en',
): PushPayload {
  const translator = translatorFor(language);
  const { t } = translator;
  const payload: PushPayload = {
    title:
      delivery.changes !== undefined && delivery.changes > 1
        ? t('notifications:push.changes', { count: delivery.changes })
        : (delivery.title ?? PRODUCT_NAME),
    body: renderNotice(translator, delivery.message),
    url: `${appUrl}${delivery.link ?? '/notifications'}`,
    // One notification per kind and thing on the device: a second promotion for the same game replaces the
    // first, a promotion for another game does not.
    tag: delivery.tag ?? `${delivery.kind}:${delivery.link ?? '/notifications'}`,
  };
  if (delivery.kind === 'reminders' && answerLinks) {
    payload.actions = [
      { action: 'in', title: t('notifications:push.answerIn'), url: answerLinks.in },
      { action: 'out', title: t('notifications:push.answerOut'), url: answerLinks.out },
    ];
  }
  if (delivery.offer && offerLinks) {
    payload.title = t('notifications:push.offerTitle');
    payload.actions = [
      { action: 'accept', title: t('notifications:push.accept'), url: offerLinks.accept },
      { action: 'decline', title: t('notifications:push.decline'), url: offerLinks.decline },
    ];
  }
  return payload;
}

/**
 * Registers the delivery job; the notifications plugin calls it before the app is ready.
 *
 * A run reads what it needs (settings, mail context, one-tap links, push subscriptions), then writes every
 * email and push job of its batch in one transaction, each with an id derived from the run's job id
 * (plugins/jobs.ts `childJobId`): a run repeated after a crash writes nothing twice, so each person gets
 * each delivery once (docs/decisions/011-jobs-in-the-transaction.md). A failed run is retried.
 */
export function defineDeliveryJob(app: App & Pick<FastifyInstance, 'jobs'>): void {
  app.jobs.define<{ deliveries: Delivery[] }>({
    name: DELIVERY_QUEUE,
    retryLimit: 3,
    // A run takes well under a second: one cut off by a crash is taken again after 30 s (plugins/jobs.ts
    // checks for those every 30 s), and a failed one is retried after about a second, not half a minute.
    expireInSeconds: 30,
    retryDelaySeconds: 1,
    handler: async ({ deliveries }, job) => {
      const [settings, languages] = await Promise.all([
        settingsOf(
          app.db,
          deliveries.map((d) => d.userId),
        ),
        languagesOf(
          app.db,
          deliveries.map((d) => d.userId),
        ),
      ]);
      const emailed = new Set(
        deliveries.filter((d) => !d.pushOnly && wants(settings.get(d.userId)!, 'email', d.kind, d.groupId)),
      );
      const mailContext = emailed.size > 0 ? await loadMailContext(app.db, [...emailed]) : null;
      const mails: CappedMail[] = [];
      // The pushes of the whole batch are read together: one subscription query for all, not one per
      // person (a chat message to a 500-member group was 500 queries; bench/README.md "Chat fan-out").
      const pushes: { userId: number; payload: PushPayload }[] = [];
      for (const [index, delivery] of deliveries.entries()) {
        // One person's failure (a mail that cannot be built) leaves the others' deliveries going.
        try {
          if (mailContext && emailed.has(delivery)) {
            const mail = notificationMail(app, delivery, mailContext);
            if (mail) {
              const groupId =
                delivery.groupId ??
                (delivery.gameId === undefined ? undefined : mailContext.games.get(delivery.gameId)?.groupId);
              mails.push({
                key: childJobId(job.id, `mail:${index}`),
                userId: delivery.userId,
                groupId: groupId ?? null,
                kind: delivery.kind,
                language: languages.get(delivery.userId) ?? 'en',
                mail,
              });
            }
          }
          const mine = settings.get(delivery.userId)!;
          if (wants(mine, 'push', delivery.kind, delivery.groupId)) {
            const links =
              delivery.kind === 'reminders' && delivery.topic === undefined && delivery.gameId !== undefined
                ? await rsvpLinkUrls(app, delivery.userId, delivery.gameId)
                : undefined;
            const offerLinks =
              delivery.offer && delivery.gameId !== undefined
                ? offerLinkUrls(app, delivery.userId, delivery.gameId, delivery.offer)
                : undefined;
            pushes.push({
              userId: delivery.userId,
              payload: pushPayloadOf(
                app.mailer.appUrl,
                delivery,
                links ?? undefined,
                offerLinks,
                languages.get(delivery.userId),
              ),
            });
          }
        } catch (err) {
          app.log.error({ err, kind: delivery.kind }, 'a notification could not be delivered');
        }
      }
      const pushJobs = await pushJobsOf(app.db, pushes);
      if (mails.length === 0 && pushJobs.length === 0) return;
      await app.db.transaction(async (tx) => {
        // The hourly cap per recipient and group (./email-cap.ts), decided with the mails' own writes.
        for (const { key, mail } of await capEmails(app, tx, app.now(), mails))
          await app.mailer.sendIn(tx, mail, key);
        await queuePushJobs(app, tx, pushJobs, (n) => childJobId(job.id, `push:${n}`));
      });
    },
  });
}
