/**
 * The passkeys module's face (docs/decisions/016-module-faces-and-events.md): what app.ts may use.
 * Everything else in this folder is private to it (eslint.config.js).
 */
export { default as passkeysRoutes } from './routes.ts';
