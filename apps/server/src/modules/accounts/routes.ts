/**
 * Accounts routes (docs/product.md#s7-account). Thin: schema, who may call, the service,
 * the reply's shape. Every error is `{ error, message, code }` (plugins/errors.ts).
 *
 * - POST /signup (no /api prefix)          → 201 { message, user: { id, name, surname, email } }; 409 taken.
 *                                            With inviteToken also { group: { id, name }, token }: the
 *                                            new member is in the group and signed in; 400/404/410 for
 *                                            a bad invitation (nothing is created); 429 past 50
 *                                            sign-ups an hour from one address
 * - POST /api/login                        → { token, user: { id, name, surname, email, is_admin } } and
 *                                            the `turnout_device` cookie (plugins/device-token.ts);
 *                                            401 "Invalid email or password."; 429 after too many failures
 *                                            (per device token when the request carries one of this
 *                                            account, else per email and address: plugins/rate-limit.ts)
 * - GET  /api/auth/me                      → { id, name, surname, email, mobile, is_admin }
 * - GET  /api/users/profile                → { id, name, surname, email, mobile, require_invite }
 * - PUT  /api/users/profile                → { message, user: profile, token? } (token when name, surname
 *                                            or email changed); 409 taken. Another email needs
 *                                            currentPassword (403 missing or wrong), revokes every
 *                                            earlier token and mails the old address (service);
 *                                            429 past 20 updates an hour per user
 * - POST /api/users/sign-out-everywhere    → { message, token }: every earlier token revoked
 * - POST /api/users/change-password        → { message, token }; 400 wrong current password; 429
 *                                            past 10 checks in 15 minutes per user (a success clears
 *                                            them); deletes the account's open reset links
 * - DELETE /api/users/delete-account       → { message }; the user's direct messages go with them and
 *                                            whoever had unread ones hears their new chat unread count
 * - POST /api/login/request-password-reset → always 200 { message: "If an account exists for that
 *                                            address, a reset link has been sent." }; 429 past the limits
 * - POST /api/login/reset-password         → { message: "Password reset successfully" }; 400/410 bad link
 * - POST /api/login/email, /api/login/email/code, GET and POST /api/login/email/link/{token}: sign-in by
 *   email, email-sign-in-routes.ts.
 * A password change, a reset, an email change, "Sign out everywhere" and an account deletion delete the
 * user's push subscriptions in their own transaction (service.ts) and disconnect the user's sockets
 * after the commit.
 * Signed-in routes answer 401 without a valid, unrevoked token.
 *
 * Options: `redisUrl` shares the login rate limits between instances (memory when absent);
 * `defaultTimeZone` (DEFAULT_TIME_ZONE) names the country bare mobile digits are read in when nothing
 * closer does (README "Mobile numbers").
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountTexts,
  changePasswordBodySchema,
  changePasswordReplySchema,
  deleteAccountReplySchema,
  loginBodySchema,
  loginReplySchema,
  meReplySchema,
  profileSchema,
  passwordResetReplySchema,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  signupBodySchema,
  signOutEverywhereReplySchema,
  signupReplySchema,
  updateProfileBodySchema,
  updateProfileReplySchema,
  type Profile,
} from '@turnout/shared';
import { FALLBACK_TIME_ZONE } from '@turnout/shared/zone-rules';
import { mobileRegion } from '@turnout/shared/phone';
import { isLanguage } from '@turnout/shared/i18n/languages';
import rateLimit from '../../plugins/rate-limit.ts';
import { disconnectUser } from '../../plugins/realtime.ts';
import { requestPasswordReset, resetMail, resetPassword } from './password-reset.ts';
import { emailChangedMail } from './email-change.ts';
import * as service from './service.ts';
import { withUnreadPush } from '../notifications/index.ts';
import type { UserRow } from './service.ts';
import emailSignInRoutes from './email-sign-in-routes.ts';
import { sessionUser } from './session-user.ts';
import { countedAttempt } from './login-attempts.ts';

const profile = (u: UserRow): Profile => ({
  id: u.id,
  name: u.name,
  surname: u.surname,
  email: u.email,
  mobile: u.mobile,
  require_invite: u.requireInvite,
  language: isLanguage(u.language) ? u.language : null,
});

const routes: FastifyPluginAsyncZod<{ redisUrl?: string; defaultTimeZone?: string }> = async (app, opts) => {
  await app.register(rateLimit, { redisUrl: opts.redisUrl });
  // Sign-in by email (README "Signing in"): its own file, the same limiters.
  await app.register(emailSignInRoutes);
  // Where bare mobile digits are read when nothing closer says (README "Mobile numbers").
  const region = mobileRegion([{ zone: opts.defaultTimeZone ?? FALLBACK_TIME_ZONE }]);
  // onRequest, not preHandler: a caller without a valid token gets 401 before any 400 about the body.
  const signedIn = { onRequest: app.authenticate };

  app.post(
    '/signup',
    { schema: { body: signupBodySchema, response: { 201: signupReplySchema } } },
    async (request, reply) => {
      await app.signupLimiter.take(request.ip);
      const { inviteToken, ...fields } = request.body;
      const { user, group } = await withUnreadPush(app, (notified) =>
        service.signup(app.db, fields, inviteToken, notified, region),
      );
      return reply.status(201).send({
        message: accountTexts.signedUp,
        user: { id: user.id, name: user.name, surname: user.surname, email: user.email },
        ...(group ? { group, token: app.signToken(user) } : {}),
      });
    },
  );

  app.post(
    '/api/login',
    { schema: { body: loginBodySchema, response: { 200: loginReplySchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      // A device token of this very account (plugins/device-token.ts) moves the attempt from the
      // account's and the address's counts to the device token's own.
      const user = await countedAttempt(app, request, email, () =>
        service.authenticate(app.db, email, password),
      );
      app.deviceTokens.give(request, reply, user.id);
      return { token: app.signToken(user), user: sessionUser(user) };
    },
  );

  app.get('/api/auth/me', { ...signedIn, schema: { response: { 200: meReplySchema } } }, async (request) => {
    const user = await service.requireUser(app.db, request.user.id);
    return { ...sessionUser(user), mobile: user.mobile };
  });

  app.get(
    '/api/users/profile',
    { ...signedIn, schema: { response: { 200: profileSchema } } },
    async (request) => profile(await service.requireUser(app.db, request.user.id)),
  );

  app.put(
    '/api/users/profile',
    { ...signedIn, schema: { body: updateProfileBodySchema, response: { 200: updateProfileReplySchema } } },
    async (request) => {
      await app.profileLimiter.take(request.user.id);
      const { require_invite: requireInvite, language, ...fields } = request.body;
      const userId = request.user.id;
      const { user, tokenChanged, emailChange } = await service.updateProfile(
        app.db,
        userId,
        {
          ...fields,
          ...(requireInvite === undefined ? {} : { requireInvite }),
          ...(language === undefined ? {} : { language }),
        },
        // An email change checks the password: braked together with change-password's checks.
        {
          begin: () => app.passwordCheckLimiter.begin(userId),
          succeeded: () => app.passwordCheckLimiter.succeeded(userId),
        },
        // The old address hears of it: the mail is queued in the change's own transaction.
        (tx, change) => app.mailer.sendIn(tx, emailChangedMail(app.mailer.appUrl, change)),
        region,
      );
      // Every earlier token is revoked: their sockets go too.
      if (emailChange) await disconnectUser(app.io, user.id);
      return {
        message: accountTexts.profileUpdated,
        user: profile(user),
        ...(tokenChanged ? { token: app.signToken(user) } : {}),
      };
    },
  );

  app.post(
    '/api/users/sign-out-everywhere',
    { ...signedIn, schema: { response: { 200: signOutEverywhereReplySchema } } },
    async (request) => {
      const user = await service.signOutEverywhere(app.db, request.user.id);
      await disconnectUser(app.io, user.id);
      return { message: accountTexts.signedOutEverywhere, token: app.signToken(user) };
    },
  );

  app.post(
    '/api/users/change-password',
    { ...signedIn, schema: { body: changePasswordBodySchema, response: { 200: changePasswordReplySchema } } },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await app.passwordCheckLimiter.begin(request.user.id);
      const user = await service.changePassword(app.db, request.user.id, currentPassword, newPassword);
      await app.passwordCheckLimiter.succeeded(request.user.id);
      await disconnectUser(app.io, user.id);
      return { message: accountTexts.passwordUpdated, token: app.signToken(user) };
    },
  );

  app.delete(
    '/api/users/delete-account',
    { ...signedIn, schema: { response: { 200: deleteAccountReplySchema } } },
    async (request) => {
      const chatUnreadChanged = new Set<number>();
      await withUnreadPush(app, (notified) =>
        service.deleteAccount(app.db, app.events, request.user.id, notified, chatUnreadChanged),
      );
      await app.events.emit('account.deleted', { userId: request.user.id, chatUnreadChanged });
      await disconnectUser(app.io, request.user.id);
      return { message: accountTexts.accountDeleted };
    },
  );

  app.post(
    '/api/login/request-password-reset',
    { schema: { body: requestPasswordResetBodySchema, response: { 200: passwordResetReplySchema } } },
    async (request, reply) => {
      const { email } = request.body;
      await app.resetLimiter.take(email, request.ip);
      // The lookup, the token and the mail run after the reply has gone out: both answers do the same
      // work first and look alike, whether or not the account exists; a failure there is only logged.
      app.background.afterReply(reply, 'password reset request', async () => {
        await requestPasswordReset(app.db, email, (tx, reset) =>
          app.mailer.sendIn(tx, resetMail(app.mailer.appUrl, reset)),
        );
      });
      return { message: accountTexts.resetRequested };
    },
  );

  app.post(
    '/api/login/reset-password',
    { schema: { body: resetPasswordBodySchema, response: { 200: passwordResetReplySchema } } },
    async (request) => {
      const user = await resetPassword(app.db, request.body);
      await disconnectUser(app.io, user.id);
      return { message: accountTexts.passwordResetDone };
    },
  );
};

export default routes;
