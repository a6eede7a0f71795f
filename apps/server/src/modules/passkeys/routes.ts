/**
 * Passkey routes (README "Signing in", Passkeys; docs/decisions/024-passkeys.md). Thin: schema, who may
 * call, the service, the reply's shape. Every error is `{ error, message, code }` (plugins/errors.ts).
 *
 * Signed in (401 without a valid, unrevoked token):
 * - POST   /api/passkeys/registration-options → the WebAuthn creation options JSON (`challenge`, `rp`,
 *                                               `user`, …) for @simplewebauthn/browser startRegistration
 * - POST   /api/passkeys `{ response, name?, current_password }` → 201 { message, passkey }; 403 wrong
 *                                               current password; 400 passkeyTexts.addFailed; 409 already
 *                                               registered; 429 past the password-check limit
 * - GET    /api/passkeys                        → { passkeys: [{ id, name, created_at, last_used_at, … }] }
 * - DELETE /api/passkeys/{id} `{ current_password }` → { message }; 403 wrong password; 404 not the
 *                                               caller's passkey
 * Public:
 * - POST   /api/login/passkey/options           → the WebAuthn request options JSON (`challenge`, `rpId`,
 *                                               …); 429 past 100 a minute per address
 * - POST   /api/login/passkey `{ response }`    → { token, user } and the `turnout_device` cookie, as
 *                                               POST /api/login answers; 401 passkeyTexts.signInFailed for
 *                                               every refusal; 429 after too many failures (the login
 *                                               limiter: per device token when the request carries one of
 *                                               the passkey's account, else per address)
 *
 * Options: `appUrl` (APP_URL) names the relying party: its host name is the RP id, its origin the one
 * origin accepted.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addPasskeyBodySchema,
  addPasskeyReplySchema,
  idParamsSchema,
  loginReplySchema,
  passkeyOptionsReplySchema,
  passkeySignInBodySchema,
  passkeysReplySchema,
  passkeyTexts,
  removePasskeyBodySchema,
  removePasskeyReplySchema,
} from '@turnout/shared';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { unauthorized } from '../../lib/http-errors.ts';
import { countedAttemptOn, sessionUser } from '../accounts/index.ts';
import { findUserById } from '../users/index.ts';
import * as service from './service.ts';

/** A ceremony's options as the reply schema types them (JSON with a `challenge`). */
const optionsJson = (options: { challenge: string }) =>
  options as { challenge: string; [key: string]: unknown };

const routes: FastifyPluginAsyncZod<{ appUrl: string }> = async (app, opts) => {
  const rp = service.relyingParty(opts.appUrl);
  // onRequest, not preHandler: a caller without a valid token gets 401 before any 400 about the body.
  const signedIn = { onRequest: app.authenticate };

  app.post(
    '/api/passkeys/registration-options',
    { ...signedIn, schema: { response: { 200: passkeyOptionsReplySchema } } },
    async (request) => {
      const user = await findUserById(app.db, request.user.id);
      if (!user) throw unauthorized();
      return optionsJson(await service.registrationOptions(app.db, rp, user, app.now()));
    },
  );

  app.post(
    '/api/passkeys',
    { ...signedIn, schema: { body: addPasskeyBodySchema, response: { 201: addPasskeyReplySchema } } },
    async (request, reply) => {
      const { response, name, current_password: password } = request.body;
      const user = await service.checkCurrentPassword(
        app.db,
        request.user.id,
        password,
        app.passwordCheckLimiter,
      );
      const passkey = await service.addPasskey(
        app.db,
        rp,
        user.id,
        // Shape-checked by the schema; @simplewebauthn/server checks the rest.
        { response: response as unknown as RegistrationResponseJSON, name },
        app.now(),
      );
      return reply.status(201).send({ message: passkeyTexts.added, passkey: service.passkeyReply(passkey) });
    },
  );

  app.get(
    '/api/passkeys',
    { ...signedIn, schema: { response: { 200: passkeysReplySchema } } },
    async (request) => ({
      passkeys: (await service.listPasskeys(app.db, request.user.id)).map(service.passkeyReply),
    }),
  );

  app.delete(
    '/api/passkeys/:id',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: removePasskeyBodySchema,
        response: { 200: removePasskeyReplySchema },
      },
    },
    async (request) => {
      const user = await service.checkCurrentPassword(
        app.db,
        request.user.id,
        request.body.current_password,
        app.passwordCheckLimiter,
      );
      await service.removePasskey(app.db, user.id, request.params.id);
      return { message: passkeyTexts.removed };
    },
  );

  app.post(
    '/api/login/passkey/options',
    { schema: { response: { 200: passkeyOptionsReplySchema } } },
    async (request) => {
      await app.passkeyOptionsLimiter.take(request.ip);
      return optionsJson(await service.signInOptions(app.db, rp, app.now()));
    },
  );

  app.post(
    '/api/login/passkey',
    { schema: { body: passkeySignInBodySchema, response: { 200: loginReplySchema } } },
    async (request, reply) => {
      const response = request.body.response as unknown as AuthenticationResponseJSON;
      const passkey = await service.passkeyOfResponse(app.db, response);
      // As POST /api/login: a device token of the passkey's account counts the attempt on the device
      // token alone (the owner is never locked out of a known device); else the address's count.
      const user = await countedAttemptOn(
        app,
        request,
        { accountId: passkey?.userId ?? null, email: null },
        async () => {
          const userId = await service.signIn(app.db, rp, passkey, response, app.now());
          const found = await findUserById(app.db, userId);
          if (!found) throw unauthorized(passkeyTexts.signInFailed, 'PASSKEY_SIGN_IN_FAILED');
          return found;
        },
      );
      app.deviceTokens.give(request, reply, user.id);
      return { token: app.signToken(user), user: sessionUser(user) };
    },
  );
};

export default routes;
