/**
 * Passkey rules (README "Signing in", Passkeys; docs/decisions/024-passkeys.md). No request or reply
 * objects here: routes pass validated input and get rows back or an HttpError.
 *
 * - The relying party is APP_URL's: its host name is the RP id, its origin the only origin accepted.
 * - A challenge is stored for 5 minutes by the app clock and completes at most one ceremony: it is
 *   deleted in the transaction that stores the passkey or records the sign-in. A refused attempt changes
 *   nothing (the challenge stays for a retry until it expires; the failure is counted by the route).
 * - Every refusal of a sign-in is one 401 sentence (passkeyTexts.signInFailed), whatever went wrong:
 *   unknown or removed passkey, wrong origin or RP, replayed or expired challenge, bad signature,
 *   counter gone backwards. A registration's refusals are one 400 sentence (passkeyTexts.addFailed), a
 *   passkey already registered 409.
 * - The counter: the authenticator's signature counter is stored after each sign-in; one that does not
 *   go up (when either side is above zero) is refused as a cloned authenticator (@simplewebauthn/server).
 *   Synced passkeys always say 0, which is accepted.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { accountTexts, fullName, passkeyTexts, PRODUCT_NAME, type Passkey } from '@turnout/shared';
import type { Database } from '../../db/client.ts';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  unauthorized,
  type HttpError,
} from '../../lib/http-errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { findUserById, type UserRow } from '../users/index.ts';
import * as repo from './repository.ts';
import type { PasskeyRow } from './repository.ts';

export type { PasskeyRow };

/** How long a ceremony's challenge stays valid, by the app clock. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** The relying party: APP_URL's host name (RP id) and origin. */
export type RelyingParty = { rpId: string; origin: string };

/** The relying party of the deployment at `appUrl` (APP_URL). */
export function relyingParty(appUrl: string): RelyingParty {
  const url = new URL(appUrl);
  return { rpId: url.hostname, origin: url.origin };
}

const signInFailed = (): HttpError => unauthorized(passkeyTexts.signInFailed, 'PASSKEY_SIGN_IN_FAILED');
const addFailed = (): HttpError => badRequest(passkeyTexts.addFailed, 'PASSKEY_NOT_ADDED');

/** The user handle a passkey of `userId` carries: the id's digits, as bytes (no personal data). */
const userHandleOf = (userId: number) => new TextEncoder().encode(String(userId));

/** The challenge a response's clientDataJSON names (base64url), or null when it cannot be read. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 1024
      ? challenge
      : null;
  } catch {
    return null;
  }
}

/**
 * Stores the challenge of ceremony `options` for `purpose` (and `userId`), valid CHALLENGE_LIFETIME_MS
 * from `now`; returns the options.
 */
async function withStoredChallenge<T extends { challenge: string }>(
  db: Database,
  options: T,
  purpose: repo.ChallengePurpose,
  userId: number | null,
  now: Date,
): Promise<T> {
  const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_MS);
  await repo.storeChallenge(db, { challenge: options.challenge, purpose, userId, expiresAt }, now);
  return options;
}

/** A passkey as GET /api/passkeys lists it. */
export function passkeyReply(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    device_type: row.deviceType,
    backed_up: row.backedUp,
  };
}

/**
 * POST /api/passkeys/registration-options: options for the browser's navigator.credentials.create — a
 * discoverable credential (`residentKey: 'required'`), user verification preferred, no attestation, the
 * user's passkeys excluded (an authenticator holding one says so instead of making another). Stores the
 * challenge for 5 minutes (replacing the user's earlier registration challenge).
 */
export async function registrationOptions(
  db: Database,
  rp: RelyingParty,
  user: UserRow,
  now: Date,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await repo.passkeysOf(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: PRODUCT_NAME,
    rpID: rp.rpId,
    userName: user.email,
    userDisplayName: fullName(user),
    userID: userHandleOf(user.id),
    timeout: CHALLENGE_LIFETIME_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.credentialId,
      transports: (p.transports ?? undefined) as AuthenticatorTransportFuture[] | undefined,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  return withStoredChallenge(db, options, 'registration', user.id, now);
}

/**
 * POST /api/passkeys (after the route's fresh password check): verifies the browser's registration
 * response against the user's open registration challenge, APP_URL's origin and RP id, and stores the
 * passkey named `name` (blank → "Passkey"), deleting the challenge in the same transaction. Throws 400
 * passkeyTexts.addFailed for anything the ceremony cannot accept (no, another's, an expired or a used
 * challenge included), 409 passkeyTexts.alreadyAdded for a credential already registered.
 */
export async function addPasskey(
  db: Database,
  rp: RelyingParty,
  userId: number,
  input: { response: RegistrationResponseJSON; name?: string | null },
  now: Date,
): Promise<PasskeyRow> {
  const challenge = challengeOf(input.response.response.clientDataJSON);
  if (!challenge) throw addFailed();
  const expiresAt = await repo.findChallenge(db, challenge, 'registration', userId);
  if (!expiresAt || expiresAt.getTime() <= now.getTime()) throw addFailed();
  let info;
  try {
    const verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: false,
    });
    if (!verification.verified) throw addFailed();
    info = verification.registrationInfo;
  } catch {
    throw addFailed();
  }
  const credentialId = info.credential.id;
  if (await repo.findByCredentialId(db, credentialId)) {
    throw conflict(passkeyTexts.alreadyAdded, 'PASSKEY_EXISTS');
  }
  return db.transaction(async (tx) => {
    if (!(await repo.useChallenge(tx, challenge, 'registration', userId))) throw addFailed();
    return repo.insertPasskey(tx, {
      userId,
      credentialId,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: info.credential.transports ?? input.response.response.transports ?? null,
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name: input.name?.trim() || 'Passkey',
      createdAt: now,
    });
  });
}

/**
 * POST /api/login/passkey/options: options for navigator.credentials.get with no allowed list (any
 * passkey of this site: the browser offers the user's), user verification preferred; the challenge is
 * stored for 5 minutes, bound to nobody.
 */
export async function signInOptions(
  db: Database,
  rp: RelyingParty,
  now: Date,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: 'preferred',
    timeout: CHALLENGE_LIFETIME_MS,
  });
  return withStoredChallenge(db, options, 'authentication', null, now);
}

/** POST /api/login/passkey, first step: the passkey the response names (its account), or null. */
export async function passkeyOfResponse(
  db: Database,
  response: AuthenticationResponseJSON,
): Promise<PasskeyRow | null> {
  return repo.findByCredentialId(db, response.id);
}

/**
 * POST /api/login/passkey: checks the browser's authentication response with `passkey` (the one it
 * names, null when unknown: removed, or its account deleted) against an open sign-in challenge, APP_URL's
 * origin and RP id and the stored counter; then, in one transaction, deletes the challenge and stores
 * the new counter and the time of use. Returns the id of the passkey's account. Throws 401
 * passkeyTexts.signInFailed for every refusal; nothing changes then.
 */
export async function signIn(
  db: Database,
  rp: RelyingParty,
  passkey: PasskeyRow | null,
  response: AuthenticationResponseJSON,
  now: Date,
): Promise<number> {
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge || !passkey) throw signInFailed();
  const expiresAt = await repo.findChallenge(db, challenge, 'authentication', null);
  if (!expiresAt || expiresAt.getTime() <= now.getTime()) throw signInFailed();
  const handle = response.response.userHandle;
  if (handle && handle !== Buffer.from(userHandleOf(passkey.userId)).toString('base64url')) {
    throw signInFailed();
  }
  let newCounter: number;
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: (passkey.transports ?? undefined) as AuthenticatorTransportFuture[] | undefined,
      },
      requireUserVerification: false,
    });
    if (!verification.verified) throw signInFailed();
    newCounter = verification.authenticationInfo.newCounter;
  } catch {
    throw signInFailed();
  }
  await db.transaction(async (tx) => {
    if (!(await repo.useChallenge(tx, challenge, 'authentication', null))) throw signInFailed();
    if (!(await repo.recordUse(tx, passkey.id, passkey.counter, newCounter, now))) throw signInFailed();
  });
  return passkey.userId;
}

/** GET /api/passkeys: the user's passkeys, oldest first. */
export async function listPasskeys(db: Database, userId: number): Promise<PasskeyRow[]> {
  return repo.passkeysOf(db, userId);
}

/**
 * DELETE /api/passkeys/{id} (after the route's fresh password check): deletes the user's passkey; it can
 * sign nobody in from then on. Throws 404 passkeyTexts.notFound when the user has no passkey `id`.
 */
export async function removePasskey(db: Database, userId: number, id: number): Promise<void> {
  if (!(await repo.deletePasskey(db, userId, id))) throw notFound(passkeyTexts.notFound, 'PASSKEY_NOT_FOUND');
}

/**
 * The fresh check of adding or removing a passkey (docs/decisions/024-passkeys.md): the user's current
 * password, braked like change-password's checks (`checks`: begin throws 429 past the limit, succeeded
 * clears the count). Throws 403 accountTexts.currentPasswordWrong when wrong, 401 when the user is gone.
 */
export async function checkCurrentPassword(
  db: Database,
  userId: number,
  password: string,
  checks: { begin(userId: number): Promise<void>; succeeded(userId: number): Promise<void> },
): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized(accountTexts.sessionExpired, 'SESSION_EXPIRED');
  await checks.begin(userId);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw forbidden(accountTexts.currentPasswordWrong, 'WRONG_PASSWORD');
  }
  await checks.succeeded(userId);
  return user;
}
