import type { Catalogue } from '../../catalogue.ts';
/**
 * The es catalogue, every namespace (README "Languages"), translated from English:
 * exactly English's keys, plural families per this language's CLDR categories.
 */
import accounts from './accounts.ts';
import chat from './chat.ts';
import games from './games.ts';
import groups from './groups.ts';
import input from './input.ts';
import invites from './invites.ts';
import notifications from './notifications.ts';

export default { accounts, chat, games, groups, input, invites, notifications } satisfies Catalogue;
