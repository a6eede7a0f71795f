/**
 * Chat's user-facing texts and the limits they quote (docs/product.md#s2-chat-screen, #s5-chat, #s8-chat),
 * without zod: the English 'chat' catalogue namespace (README "Languages").
 */
import { englishT, englishTexts } from '../i18n/english.ts';

/** Longest message content, in characters after trimming. */
export { CHAT_MESSAGE_MAX } from './limits.ts';
/** Messages a conversation endpoint returns by default and at most per call. */
export const CHAT_PAGE_DEFAULT = 200;
/** Shown as the sender of a message whose account was deleted. */
export const DELETED_USER_NAME = 'Deleted user';

export const chatTexts = {
  ...englishTexts('chat'),
  eligibleError: (message: string) => englishT('chat:eligibleError', { message }),
  /** 429 past the messages one may send in a window; `wait` says when ("5 seconds"). */
  tooManyMessages: (wait: string) => englishT('chat:tooManyMessages', { wait }),
} as const;
