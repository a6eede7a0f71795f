/**
 * The groups module's face (docs/decisions/016-module-faces-and-events.md): what app.ts and other modules
 * may use. Everything else in this folder is private to it (eslint.config.js).
 */
export { default as groupsRoutes, type GroupsOptions } from './routes.ts';
export {
  getMembership,
  requireGameEditor,
  requireGroupAdmin,
  requireGroupMember,
  requireGroupMemberForWrite,
} from './access.ts';
export { addMember, findMember, isGroupAdminAnywhere, lockGroup, memberIds } from './members.ts';
export { removeMembership, type InvitationRequest, type Invitations } from './service.ts';
export { groupReminderHours, reminderTime } from './reminder-schedule.ts';
export { groupPricing } from './repository.ts';
