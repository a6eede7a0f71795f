/**
 * The English catalogue, every namespace (README "Languages"): the catalogue of record. Every other
 * language has exactly its keys (plural families per the language's CLDR categories).
 */
import accounts from './accounts.ts';
import chat from './chat.ts';
import games from './games.ts';
import groups from './groups.ts';
import input from './input.ts';
import invites from './invites.ts';
import notifications from './notifications.ts';

export default { accounts, chat, games, groups, input, invites, notifications } as const;
