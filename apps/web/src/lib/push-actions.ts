/**
 * The service worker's answer to a pushed reminder's "I'm in" / "I'm out" button (src/sw.ts; README
 * "Notifications", one-tap links): the button carries the one-tap link APP_URL/rsvp/{token}?status=…,
 * and the worker posts that answer to POST /api/rsvp-links/{token} `{ status }` (no session: the
 * token is the authority), then shows a short notification with the server's sentence. Pure functions,
 * so they are tested without a worker.
 */
import type { PushAction, RsvpLinkBody } from '@turnout/shared';

/** What answering needs from the worker: show a notification (replacing `tag`'s), or open a url. */
export type AnswerEffects = {
  show: (
    title: string,
    options: { body: string; tag: string; data: { url: string; actions: [] } },
  ) => Promise<void>;
  open: (url: string) => Promise<void>;
};

/** The request that answers `action`: POST `path` with `body`; null when its url is no one-tap link. */
export function rsvpLinkAnswer(action: PushAction): { path: string; body: RsvpLinkBody } | null {
  let url: URL;
  try {
    url = new URL(action.url);
  } catch {
    return null;
  }
  const token = /^\/rsvp\/([^/]+)$/.exec(url.pathname)?.[1];
  if (!token) return null;
  return { path: `/api/rsvp-links/${token}`, body: { status: action.action } };
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
