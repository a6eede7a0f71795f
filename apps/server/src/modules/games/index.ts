/**
 * The games module's face (docs/decisions/016-module-faces-and-events.md): what app.ts and other modules
 * may use. Everything else in this folder is private to it (eslint.config.js).
 */
export { default as gamesRoutes } from './routes.ts';
export { MAX_UPCOMING_GAMES_PER_GROUP, requireGameCreator, toGame } from './service.ts';
export { countUpcomingGames, listSeriesGameViews } from './repository.ts';
