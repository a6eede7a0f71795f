/**
 * The rsvps module's face (docs/decisions/016-module-faces-and-events.md): what app.ts and other modules
 * may use. Everything else in this folder is private to it (eslint.config.js).
 */
export { default as rsvpsRoutes } from './routes.ts';
export { applyMaxPlayersChange, recordRsvp } from './service.ts';
export { getTeam } from './sheet-read.ts';
export { announceTeamChanged } from './live.ts';
export { historyJsonOfGame, historyOfGames, historyRowsFromJson, type HistoryRow } from './sheet-writes.ts';
export { answerOwnOffer } from './offer-answers.ts';
export { offerOf } from './offers.ts';
