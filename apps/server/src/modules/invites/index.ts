/**
 * The invites module's face (docs/decisions/016-module-faces-and-events.md): what app.ts and other modules
 * may use. Everything else in this folder is private to it (eslint.config.js).
 */
export { default as invitesRoutes } from './routes.ts';
export { invitationsForGroups, redeemInvite, verifyInvite } from './service.ts';
export { default as inviteLinksRoutes } from './links-routes.ts';
