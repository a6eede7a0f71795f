/**
 * The results module's face (docs/decisions/016-module-faces-and-events.md): what app.ts and other modules
 * may use. Everything else in this folder is private to it (eslint.config.js).
 */
export { default as resultsRoutes } from './routes.ts';
export { currentRatings } from './service.ts';
