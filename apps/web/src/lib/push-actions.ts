/**
 * The service worker's answer to a pushed notification's buttons (src/sw.ts; README "Notifications",
 * one-tap links): a reminder's "I'm in" / "I'm out" carries the one-tap link
 * APP_URL/rsvp/{token}?status=…, which the worker answers with POST /api/rsvp-links/{token}
 * `{ status }`; an offer's "Accept" / "Decline" (README "Reserves", timed offers near kick-off) carries
 * APP_URL/offer/{token}?answer=…, answered with POST /api/offer-links/{token} `{ answer }`. No session:
 * the token is the authority. Then a short notification shows the server's sentence. Pure functions, so
 * they are tested without a worker.
 */
import type { OfferLinkBody, PushAction, RsvpLinkBody } from '@turnout/shared';

/** What answering needs from the worker: show a notification (replacing `tag`'s), or open a url. */
export type AnswerEffects = {
  show: (
    title: string,
    options: { body: string; tag: string; data: { url: string; actions: [] } },
  ) => Promise<void>;
  open: (url: string) => Promise<void>;
};

const OFFER_ANSWERS: readonly string[] = ['accept', 'decline'] satisfies OfferLinkBody['answer'][];

/**
 * The request that answers `action`: POST `path` with `body` (an RSVP link's `{ status }`, an offer
 * link's `{ answer }`); null when its url is no one-tap link, or an offer button names no answer.
 */
export function rsvpLinkAnswer(
  action: PushAction,
): { path: string; body: RsvpLinkBody | OfferLinkBody } | null {
  let url: URL;
  try {
    url = new URL(action.url);
  } catch {
    return null;
  }
  const [, kind, token] = /^\/(rsvp|offer)\/([^/]+)$/.exec(url.pathname) ?? [];
  if (!token) return null;
  if (kind === 'rsvp') {
    return { path: `/api/rsvp-links/${token}`, body: { status: action.action as RsvpLinkBody['status'] } };
  }
  const answer = OFFER_ANSWERS.includes(action.action) ? action.action : url.searchParams.get('answer');
  if (answer !== 'accept' && answer !== 'decline') return null;
  return { path: `/api/offer-links/${token}`, body: { answer } };
}

/** What the confirmation says: the reminder's title, and the server's sentence about where they are. */
export function notificationConfirmation(title: string, reply: unknown): { title: string; body: string } {
  const message = (reply as { message?: unknown } | null)?.message;
  return { title, body: typeof message === 'string' && message ? message : 'Your answer was sent.' };
}

/**
 * Answers a notification's button `action` (of the notification titled `title`, tagged `tag`): POSTs
 * the one-tap answer and shows the server's sentence under the same tag (so it replaces the reminder,
 * and a tap on it opens the link's page), or opens the link when it is no one-tap link or the answer
 * failed.
 */
export async function answerFromNotification(
  action: PushAction,
  title: string,
  tag: string,
  effects: AnswerEffects,
): Promise<void> {
  const request = rsvpLinkAnswer(action);
  if (!request) return effects.open(action.url);
  let reply: unknown;
  try {
    const res = await fetch(request.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request.body),
    });
    if (!res.ok) return effects.open(action.url);
    reply = await res.json().catch(() => null);
  } catch {
    return effects.open(action.url);
  }
  const confirmation = notificationConfirmation(title, reply);
  await effects.show(confirmation.title, {
    body: confirmation.body,
    tag,
    data: { url: action.url.split('?')[0] ?? action.url, actions: [] },
  });
}
