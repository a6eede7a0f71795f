/**
 * Delivery of notifications and chat messages beyond the open page (README "Notifications"): by Web
 * Push to each of the person's subscribed browsers and by email, as their settings say (settings.ts
 * `wants`).
 *
 * `queueDeliveries(app, deliveries)` runs after the commit that made them and returns at once: one job
 * of the queue `notifications.deliver` per batch of up to DELIVERY_BATCH. Its handler reads the
 * settings of everyone in the batch (one query), then for each delivery queues the pushes (push module:
 * one `push.send` job per subscription, retried there) and the email (./mails.ts builds it; mailer: a
 * `mail.send` job). The fan-out itself is not retried (a retry would push and mail twice); a failure is
 * logged.
 *
 * Chat messages are delivered too (`chatDeliveries`, called by the chat routes once a message is newly
 * stored): kind 'chat' to everyone it reaches but its sender, never for a muted group (settings.ts
 * `wants`).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  fullName,
  PRODUCT_NAME,
  type ChatMessage,
  type NotificationKind,
  type PushPayload,
} from '@turnout/shared';
import { groups } from '../../db/schema.ts';
import { memberIds } from '../groups/members.ts';
import { queuePushes } from '../push/service.ts';
import { rsvpLinkUrls } from '../rsvp-links/tokens.ts';
import { loadMailContext, notificationMail } from './mails.ts';
import { settingsOf, wants } from './settings.ts';
import type { NotificationItem } from './service.ts';

/** One thing to tell one person outside the page. */
export type Delivery = {
  userId: number;
  kind: NotificationKind;
  /** The notification's sentence, or a chat message's text. */
  message: string;
  /** The client route it opens (`/games/12`), or null (the notifications screen). */
  link: string | null;
  /** Reminders and new games: the game, for the one-tap answer links. */
  gameId?: number;
  /** Chat: the group of a group message (muting), or absent for a direct message. */
  groupId?: number;
  /** Push title (default the product name), e.g. the sender of a chat message. */
  title?: string;
  /** Push tag: a later push with the same tag replaces the earlier one (a chat's conversation). */
  tag?: string;
  /** Chat: the sender's full name (the email names them). */
  senderName?: string;
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
  };
}

/**
 * Queues `deliveries` (after the commit that made them). Returns at once, never throws: a failure to
 * queue is logged. The mailer hears of each enqueue (`mailer.idle()` waits for the emails it leads to).
 */
export function queueDeliveries(
  app: Pick<FastifyInstance, 'jobs' | 'log' | 'mailer'>,
  deliveries: Delivery[],
): void {
  for (let i = 0; i < deliveries.length; i += DELIVERY_BATCH) {
    const batch = deliveries.slice(i, i + DELIVERY_BATCH);
    const enqueue = app.jobs.send(DELIVERY_QUEUE, { deliveries: batch }).catch((err: unknown) => {
      app.log.error({ err, count: batch.length }, 'notification deliveries could not be queued');
    });
    app.mailer.feeding(DELIVERY_QUEUE, enqueue);
  }
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
 * The deliveries of one newly stored chat message (README "Notifications": every chat message to a
 * person, not from them): to `recipientIds` (a direct message's recipient, or the group's members)
 * except the sender. Title: the sender's name, and the group's for a group message; body: the text
 * (cut to CHAT_DELIVERY_MAX_CHARS); link: the chat's client route (/chat/group/{id}, or
 * /chat/direct/{senderId} as the recipient sees it); tag: one per conversation.
 */
export function chatDeliveries(
  message: { senderId: number; senderName: string; content: string } & (
    { groupId: number; groupName: string } | { groupId?: undefined; groupName?: undefined }
  ),
  recipientIds: number[],
): Delivery[] {
  const { senderId, senderName, content } = message;
  const group = message.groupId !== undefined;
  return [...new Set(recipientIds)]
    .filter((userId) => userId !== senderId)
    .map((userId) => ({
      userId,
      kind: 'chat' as const,
      message: cutText(content),
      link: group ? `/chat/group/${message.groupId}` : `/chat/direct/${senderId}`,
      title: group ? `${senderName} · ${message.groupName}` : senderName,
      senderName,
      tag: group ? `chat-group-${message.groupId}` : `chat-direct-${senderId}`,
      ...(group ? { groupId: message.groupId } : {}),
    }));
}

/** The push of one delivery: absolute URL; reminders carry "I'm in" / "I'm out" one-tap actions. */
export function pushPayloadOf(
  appUrl: string,
  delivery: Delivery,
  answerLinks?: { in: string; out: string },
): PushPayload {
  const payload: PushPayload = {
    title: delivery.title ?? PRODUCT_NAME,
    body: delivery.message,
    url: `${appUrl}${delivery.link ?? '/notifications'}`,
    // One notification per kind and thing on the device: a second promotion for the same game replaces the
    // first, a promotion for another game does not.
    tag: delivery.tag ?? `${delivery.kind}:${delivery.link ?? '/notifications'}`,
  };
  if (delivery.kind === 'reminders' && answerLinks) {
    payload.actions = [
      { action: 'in', title: "I'm in", url: answerLinks.in },
      { action: 'out', title: "I'm out", url: answerLinks.out },
    ];
  }
  return payload;
}

/**
 * After `message` (newly stored, committed: never a retry of a client_msg_id) queues its deliveries
 * (`chatDeliveries`): to its recipient, or to the group's members; never to its sender. Returns at once,
 * never throws: the reads run in the background and a failure is logged.
 */
export function deliverChatMessage(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'log' | 'mailer'>,
  message: ChatMessage,
): void {
  if (message.sender_id === null) return;
  const sender = { senderId: message.sender_id, senderName: fullName(message), content: message.content };
  const queued = (async () => {
    if (message.type === 'group' && message.group_id !== undefined) {
      const groupId = message.group_id;
      const [group] = await app.db.select({ name: groups.name }).from(groups).where(eq(groups.id, groupId));
      if (!group) return;
      const members = await memberIds(app.db, groupId);
      queueDeliveries(app, chatDeliveries({ ...sender, groupId, groupName: group.name }, members));
    } else if (typeof message.recipient_id === 'number') {
      queueDeliveries(app, chatDeliveries(sender, [message.recipient_id]));
    }
  })().catch((err: unknown) => {
    app.log.error({ err }, 'chat message deliveries could not be queued');
  });
  app.mailer.feeding(DELIVERY_QUEUE, queued);
}

/** Registers the delivery job; the notifications plugin calls it before the app is ready. */
export function defineDeliveryJob(app: App & Pick<FastifyInstance, 'jobs'>): void {
  app.jobs.define<{ deliveries: Delivery[] }>({
    name: DELIVERY_QUEUE,
    retryLimit: 0,
    handler: async ({ deliveries }) => {
      const settings = await settingsOf(
        app.db,
        deliveries.map((d) => d.userId),
      );
      const emailed = new Set(
        deliveries.filter((d) => wants(settings.get(d.userId)!, 'email', d.kind, d.groupId)),
      );
      const mailContext = emailed.size > 0 ? await loadMailContext(app.db, [...emailed]) : null;
      // The pushes of the whole batch are queued together: one subscription query for all, not one per
      // person (a chat message to a 500-member group was 500 queries; bench/README.md "Chat fan-out").
      const pushes: { userId: number; payload: PushPayload }[] = [];
      for (const delivery of deliveries) {
        // One person's failure (a push that cannot be queued) leaves the others' deliveries going.
        try {
          if (mailContext && emailed.has(delivery)) {
            const mail = notificationMail(app, delivery, mailContext);
            if (mail) app.mailer.send(mail);
          }
          const mine = settings.get(delivery.userId)!;
          if (wants(mine, 'push', delivery.kind, delivery.groupId)) {
            const links =
              delivery.kind === 'reminders' && delivery.gameId !== undefined
                ? await rsvpLinkUrls(app, delivery.userId, delivery.gameId)
                : undefined;
            pushes.push({
              userId: delivery.userId,
              payload: pushPayloadOf(app.mailer.appUrl, delivery, links ?? undefined),
            });
          }
        } catch (err) {
          app.log.error({ err, kind: delivery.kind }, 'a notification could not be delivered');
        }
      }
      // Queued after the emails: a failure here is logged, not retried with the whole job (which would
      // send the emails again).
      await queuePushes(app, pushes).catch((err: unknown) => {
        app.log.error({ err }, 'the pushes of a notification batch could not be queued');
      });
    },
  });
}
