/** The chat screens' own words: the 'chat' namespace (README "Languages"). */
import { namespace, sharedNamespace } from '../../i18n/index.ts';
import en from './locales/en.json';

export const chatScreenTexts = namespace('chat', en);

/** The shared 'chat' namespace (@turnout/shared/i18n: the chat sentences the server says too). */
export const sharedChatTexts = sharedNamespace('chat');
