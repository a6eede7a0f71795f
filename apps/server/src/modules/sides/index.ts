/**
 * The sides module's face (docs/decisions/016-module-faces-and-events.md): what app.ts and other modules
 * may use. Everything else in this folder is private to it (eslint.config.js).
 */
export { default as sidesRoutes } from './routes.ts';
export { ratingsForPicking, ratingSeeds, type RatingSeed } from './ratings.ts';
export { splitSides, type Split, type SplitConstraints, type SplitPlayer } from './split.ts';
