/**
 * @turnout/shared/texts — the user-facing sentences of docs/product.md and the plain constants they
 * quote, without zod or the schemas: a web screen that only shows sentences imports them
 * from here, so the first screens do not download and run every schema. The main index re-exports all
 * of it, so '@turnout/shared' keeps giving the same names.
 */
export * from './accounts.ts';
export * from './groups.ts';
export * from './invites.ts';
export * from './games.ts';
export * from './chat.ts';
export * from './notifications.ts';
export * from './input.ts';
export * from './exports.ts';
