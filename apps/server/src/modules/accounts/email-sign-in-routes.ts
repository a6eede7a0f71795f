/**
 * Sign-in by email routes (README "Signing in"; docs/decisions/023-email-sign-in.md; rules in
 * email-sign-in.ts). Public; every error is `{ error, message, code }`.
 *
 * - POST /api/login/email { email }         → always 200 { message: "If an account exists for that
 *                                             address, we have emailed it a sign-in code and link." } and a
 *                                             fresh `turnout_email_sign_in` cookie (the browser binding),
 *                                             whether or not the account exists; the lookup and the mail
 *                                             run after the reply. 429 past 5 an hour per email, 20 per IP.
 * - POST /api/login/email/code { email, code } → { token, user } as POST /api/login, and the device
 *                                             cookie; 401 EMAIL_CODE_INVALID; 429 past the login limits
 *                                             (every attempt counts, per device token when the request
 *                                             carries one of this account: plugins/device-token.ts).
 * - GET  /api/login/email/link/{token}      → { email, sameBrowser }: what the POST would do; uses nothing.
 * - POST /api/login/email/link/{token} { confirm? } → { token, user } and the device cookie; 409
 *                                             EMAIL_LINK_CONFIRM from another browser without confirm;
 *                                             400 unknown, 410 used / expired / dead link.
 *
 * The binding cookie: 32 random bytes (only their SHA-256 is stored), HttpOnly, SameSite=Lax,
 * Path=/api/login/email (only these routes see it), Max-Age 10 minutes, Secure over HTTPS. The code does
 * not need it (it works where the link would open another browser); the link signs in at once only with
 * it. A sign-in clears it.
 */
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountTexts,
  emailCodeBodySchema,
  emailLinkBodySchema,
  emailLinkParamsSchema,
  emailLinkReplySchema,
  emailSignInBodySchema,
  emailSignInReplySchema,
  loginReplySchema,
} from '@turnout/shared';
import {
  EMAIL_SIGN_IN_LIFETIME_MS,
  bindingHashOf,
  describeLink,
  emailSignInMail,
  newBinding,
  requestEmailSignIn,
  signInWithCode,
  signInWithLink,
  type EmailSignInDeps,
} from './email-sign-in.ts';
import type { UserRow } from './repository.ts';
import { countedAttempt } from './login-attempts.ts';
import { sessionUser } from './session-user.ts';

export const BINDING_COOKIE = 'turnout_email_sign_in';
export const BINDING_COOKIE_PATH = '/api/login/email';

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps: EmailSignInDeps = {
    db: app.db,
    now: () => app.now(),
    codeHash: app.signedTokens.emailCodeHash,
  };

  const setBinding = (request: FastifyRequest, reply: FastifyReply, secret: string, maxAge: number) => {
    reply.header(
      'set-cookie',
      serializeCookie(BINDING_COOKIE, secret, {
        maxAge,
        path: BINDING_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      }),
    );
  };
  const bindingOf = (request: FastifyRequest) =>
    bindingHashOf(request.headers.cookie ? parseCookies(request.headers.cookie)[BINDING_COOKIE] : undefined);

  /** The reply of a sign-in: the session token, the user, a device token; the binding is spent. */
  const signedIn = (request: FastifyRequest, reply: FastifyReply, user: UserRow) => {
    app.deviceTokens.give(request, reply, user.id);
    setBinding(request, reply, '', 0);
    return { token: app.signToken(user), user: sessionUser(user) };
  };

  app.post(
    '/api/login/email',
    { schema: { body: emailSignInBodySchema, response: { 200: emailSignInReplySchema } } },
    async (request, reply) => {
      const { email } = request.body;
      await app.emailSignInLimiter.take(email, request.ip);
      const binding = newBinding();
      setBinding(request, reply, binding.secret, EMAIL_SIGN_IN_LIFETIME_MS / 1000);
      // As the reset request: both answers leave before the account is looked up (plugins/background.ts).
      app.background.afterReply(reply, 'email sign-in request', async () => {
        await requestEmailSignIn(deps, email, binding.hash, (tx, signIn) =>
          app.mailer.sendIn(tx, emailSignInMail(app.mailer.appUrl, signIn)),
        );
      });
      return { message: accountTexts.emailSignInRequested };
    },
  );

  app.post(
    '/api/login/email/code',
    { schema: { body: emailCodeBodySchema, response: { 200: loginReplySchema } } },
    async (request, reply) => {
      const { email, code } = request.body;
      // Counted as POST /api/login counts a password (a device token of this account: its own count).
      const user = await countedAttempt(app, request, email, () => signInWithCode(deps, email, code));
      return signedIn(request, reply, user);
    },
  );

  app.get(
    '/api/login/email/link/:token',
    { schema: { params: emailLinkParamsSchema, response: { 200: emailLinkReplySchema } } },
    async (request) => describeLink(deps, request.params.token, bindingOf(request)),
  );

  app.post(
    '/api/login/email/link/:token',
    {
      schema: {
        params: emailLinkParamsSchema,
        body: emailLinkBodySchema,
        response: { 200: loginReplySchema },
      },
    },
    async (request, reply) => {
      const user = await signInWithLink(
        deps,
        request.params.token,
        bindingOf(request),
        request.body.confirm === true,
      );
      return signedIn(request, reply, user);
    },
  );
};

export default routes;
