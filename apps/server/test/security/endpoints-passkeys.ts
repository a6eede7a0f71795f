/**
 * The rows of endpoints.ts for passkeys (README "Signing in", Passkeys), and the part of the World they
 * need (`createPasskeyWorld`, called by world.ts): a passkey of `member` held by a software
 * authenticator (test/support/webauthn.ts), an open sign-in challenge, and an open registration
 * challenge of every signed-in role. Same conventions as endpoints.ts: a passkey is the caller's own
 * (another's is 404); sign-in is public and answers every role.
 */
import { webauthnChallenges, passkeys } from '../../src/db/schema.ts';
import { FACTORY_PASSWORD, type TestUser } from '../support/factories.ts';
import type { TestContext } from '../support/build.ts';
import { SoftAuthenticator } from '../support/webauthn.ts';
import type { Endpoint } from './endpoints.ts';

const PUBLIC_OK = { visitor: 200, outsider: 200, member: 200, admin: 200 };
const SIGNED_IN = { visitor: 401, outsider: 200, member: 200, admin: 200 };

export type PasskeyWorld = {
  /** The authenticator holding `member`'s passkey. */
  key: SoftAuthenticator;
  /** The id of that passkey. */
  passkeyId: number;
  /** An open sign-in challenge (POST /api/login/passkey/options). */
  signInChallenge: string;
  /** Each user's open registration challenge, by user id. */
  registrationChallenges: Map<number, string>;
};

/** Inserts the passkey of `member` and the open challenges (5 minutes, real time: the suites' clock). */
export async function createPasskeyWorld(
  t: TestContext,
  member: TestUser,
  signedIn: TestUser[],
): Promise<PasskeyWorld> {
  const key = new SoftAuthenticator({ userId: member.id });
  const [row] = await t.app.db
    .insert(passkeys)
    .values({ userId: member.id, credentialId: key.id, publicKey: key.publicKey, name: 'Phone' })
    .returning();
  const expiresAt = new Date(Date.now() + 5 * 60_000);
  const challenge = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  const signInChallenge = challenge();
  const registrationChallenges = new Map(signedIn.map((u) => [u.id, challenge()]));
  await t.app.db.insert(webauthnChallenges).values([
    { challenge: signInChallenge, purpose: 'authentication', userId: null, expiresAt },
    ...[...registrationChallenges].map(([userId, c]) => ({
      challenge: c,
      purpose: 'registration',
      userId,
      expiresAt,
    })),
  ]);
  return { key, passkeyId: row!.id, signInChallenge, registrationChallenges };
}

export const endpoints: Record<string, Endpoint> = {
  'POST /api/passkeys/registration-options': {
    request: () => ({ url: '/api/passkeys/registration-options' }),
    expect: SIGNED_IN,
  },
  'POST /api/passkeys': {
    request: (w, as) => ({
      url: '/api/passkeys',
      body: {
        response: new SoftAuthenticator().register(
          (as && w.passkeys.registrationChallenges.get(as.id)) ?? w.passkeys.signInChallenge,
        ),
        name: 'Laptop',
        current_password: FACTORY_PASSWORD,
      },
    }),
    expect: { visitor: 401, outsider: 201, member: 201, admin: 201 },
  },
  'GET /api/passkeys': { request: () => ({ url: '/api/passkeys' }), expect: SIGNED_IN },
  'DELETE /api/passkeys/:id': {
    request: (w) => ({
      url: `/api/passkeys/${w.passkeys.passkeyId}`,
      body: { current_password: FACTORY_PASSWORD },
    }),
    // Only the owner's: anyone else never learns it exists.
    expect: { visitor: 401, outsider: 404, member: 200, admin: 404 },
    ids: ['id'],
  },
  'POST /api/login/passkey/options': {
    request: () => ({ url: '/api/login/passkey/options' }),
    expect: PUBLIC_OK,
  },
  'POST /api/login/passkey': {
    request: (w) => ({
      url: '/api/login/passkey',
      body: { response: w.passkeys.key.assert(w.passkeys.signInChallenge) },
    }),
    expect: PUBLIC_OK,
  },
};
