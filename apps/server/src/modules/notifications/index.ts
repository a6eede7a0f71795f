/**
 * The notifications module's face (docs/decisions/016-module-faces-and-events.md): what app.ts and other modules
 * may use. Everything else in this folder is private to it (eslint.config.js).
 */
export { default as notificationsRoutes } from './routes.ts';
export { default as notificationSettingsRoutes } from './settings-routes.ts';
export { default as unsubscribeRoutes } from './unsubscribe-routes.ts';
export {
  alertAdminsOfDropout,
  announce,
  gameMailParts,
  gameRef,
  notify,
  Notified,
  notifyAdminsOfInvitedMember,
  withUnreadPush,
  type NotificationItem,
} from './service.ts';
export { cutText, queueDeliveries, type Delivery } from './delivery.ts';
