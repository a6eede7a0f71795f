/**
 * Passkeys (WebAuthn; README "Signing in", Passkeys; docs/decisions/024-passkeys.md): the request and
 * reply schemas of /api/passkeys and /api/login/passkey. The WebAuthn options and responses are the JSON
 * of @simplewebauthn (browser → server as `response`); the server checks them with @simplewebauthn/server,
 * so these schemas only bound their shape and size. Any shape the ceremony cannot use is refused with the
 * ceremony's one sentence (passkeyTexts.addFailed, passkeyTexts.signInFailed).
 */
import { z } from 'zod';
import { optionalSingleLineText } from './common.ts';
import { accountTexts, passkeyTexts, PASSWORD_MAX_LENGTH } from './texts/accounts.ts';

/** A base64url field of a WebAuthn response, at most `max` characters. */
const b64url = (max: number, error: string) =>
  z
    .string({ error })
    .max(max, { error })
    .regex(/^[A-Za-z0-9_-]*$/, { error });

/**
 * A credential as the browser hands it over (PublicKeyCredential.toJSON, the @simplewebauthn JSON):
 * `id`, `rawId`, `type: "public-key"` and the `response` fields of the ceremony. Extra fields pass.
 */
const credentialJson = <T extends z.ZodRawShape>(response: T, error: string) =>
  z.looseObject(
    {
      id: b64url(1366, error).min(1, { error }),
      rawId: b64url(1366, error).min(1, { error }),
      type: z.literal('public-key', { error }),
      clientExtensionResults: z.record(z.string(), z.unknown(), { error }).optional().default({}),
      authenticatorAttachment: z.enum(['platform', 'cross-platform'], { error }).optional(),
      response: z.looseObject(response, { error }),
    },
    { error },
  );

const registrationError = passkeyTexts.addFailed;
const signInError = passkeyTexts.signInFailed;

/** A current password given as the fresh check of adding or removing a passkey. */
const currentPassword = z
  .string({ error: accountTexts.currentPasswordRequired })
  .min(1, { error: accountTexts.currentPasswordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: accountTexts.currentPasswordWrong });

/**
 * POST /api/passkeys: the browser's registration response to the options of
 * POST /api/passkeys/registration-options, a name (trimmed; blank or absent → "Passkey") and the
 * current password.
 */
export const addPasskeyBodySchema = z.object(
  {
    response: credentialJson(
      {
        clientDataJSON: b64url(4096, registrationError).min(1, { error: registrationError }),
        attestationObject: b64url(16384, registrationError).min(1, { error: registrationError }),
        transports: z.array(z.string().max(32), { error: registrationError }).max(10).optional(),
      },
      registrationError,
    ),
    name: optionalSingleLineText({ label: 'Passkey name', max: 100, tooLong: passkeyTexts.nameTooLong }),
    current_password: currentPassword,
  },
  { error: accountTexts.bodyNotObject },
);
export type AddPasskeyBody = z.input<typeof addPasskeyBodySchema>;

/** DELETE /api/passkeys/{id}: the current password. */
export const removePasskeyBodySchema = z.object(
  { current_password: currentPassword },
  { error: accountTexts.currentPasswordRequired },
);
export type RemovePasskeyBody = z.input<typeof removePasskeyBodySchema>;

/** POST /api/login/passkey: the browser's authentication response to POST /api/login/passkey/options. */
export const passkeySignInBodySchema = z.object(
  {
    response: credentialJson(
      {
        clientDataJSON: b64url(4096, signInError).min(1, { error: signInError }),
        authenticatorData: b64url(4096, signInError).min(1, { error: signInError }),
        signature: b64url(2048, signInError).min(1, { error: signInError }),
        userHandle: b64url(128, signInError).optional(),
      },
      signInError,
    ),
  },
  { error: accountTexts.bodyNotObject },
);
export type PasskeySignInBody = z.input<typeof passkeySignInBodySchema>;

/** A passkey as GET /api/passkeys lists it: the name the user gave, when it was added and last used. */
export const passkeySchema = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.string(),
  /** When it last signed in; null when never. */
  last_used_at: z.string().nullable(),
  /** Whether the passkey is synced between the user's devices ('multiDevice') or bound to one. */
  device_type: z.string().nullable(),
  backed_up: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /api/passkeys: the caller's passkeys, oldest first. */
export const passkeysReplySchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeysReply = z.infer<typeof passkeysReplySchema>;

/** 201 reply to POST /api/passkeys. */
export const addPasskeyReplySchema = z.object({ message: z.string(), passkey: passkeySchema });
export type AddPasskeyReply = z.infer<typeof addPasskeyReplySchema>;

/** Reply to DELETE /api/passkeys/{id}. */
export const removePasskeyReplySchema = z.object({ message: z.string() });

/**
 * The options of a WebAuthn ceremony (@simplewebauthn's PublicKeyCredential*OptionsJSON): `challenge`
 * (base64url), `rpId`/`rp`, `timeout`, … passed to the browser as they are.
 */
export const passkeyOptionsReplySchema = z.looseObject({ challenge: z.string() });
