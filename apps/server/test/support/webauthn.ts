/**
 * A software authenticator for the API tests of passkeys (README "Signing in", Passkeys): it makes real
 * WebAuthn responses — a "none" attestation at registration, signed assertions at sign-in — with an
 * ES256 (P-256) key pair from node:crypto and CBOR from @levischuck/tiny-cbor (the CBOR
 * @simplewebauthn/server itself reads), so the server's real verification runs on them. Nothing of ours
 * is mocked; each response is built the way an authenticator and a browser together build it
 * (W3C WebAuthn Level 3: "Authenticator Data", "Attestation", "CollectedClientData").
 *
 *   const key = new SoftAuthenticator({ origin: 'http://localhost:3000', userId: 7 });
 *   const response = key.register(options.challenge);           // → POST /api/passkeys { response }
 *   const assertion = key.assert(loginOptions.challenge);        // → POST /api/login/passkey { response }
 *
 * `origin` and `rpId` default to the test app's APP_URL (http://localhost:3000); pass others to play a
 * phishing site. The signature counter starts at 0 and goes up by one per assertion unless `counter`
 * says otherwise.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';

/** The test app's APP_URL (loadConfig's default: PORT 3000). */
export const TEST_ORIGIN = 'http://localhost:3000';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

/** Authenticator data flags: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export class SoftAuthenticator {
  readonly credentialId: Buffer = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private signCount: number;
  readonly origin: string;
  readonly rpId: string;
  /** The user handle stored with the credential (the server's user id as text), when known. */
  userId?: number;

  constructor(opts: { origin?: string; rpId?: string; userId?: number; counter?: number } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    this.publicJwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
    this.origin = opts.origin ?? TEST_ORIGIN;
    this.rpId = opts.rpId ?? new URL(this.origin).hostname;
    this.userId = opts.userId;
    this.signCount = opts.counter ?? 0;
  }

  /** The credential id as the server stores it (base64url). */
  get id(): string {
    return b64url(this.credentialId);
  }

  /** The COSE_Key of the public key (EC2, ES256, P-256), base64url: the passkeys row's `public_key`. */
  get publicKey(): string {
    return b64url(this.coseKey());
  }

  /** The COSE_Key of the public key (EC2, ES256, P-256). */
  private coseKey(): Uint8Array {
    return encodeCBOR(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
  }

  /** The credential JSON a browser hands the page (PublicKeyCredential.toJSON) around `response`. */
  private credentialJson<R>(response: R) {
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response,
    };
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /**
   * A registration response (RegistrationResponseJSON) to creation options with `challenge`: a new
   * discoverable credential, attestation "none". `origin`/`rpId` override the authenticator's own.
   */
  register(challenge: string, over: { origin?: string; rpId?: string } = {}) {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      Buffer.from(this.coseKey()),
    ]);
    const authData = this.authData(over.rpId ?? this.rpId, UP | UV | AT, this.signCount, attested);
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CBORType>()],
        ['authData', authData],
      ]),
    );
    return this.credentialJson({
      clientDataJSON: b64url(this.clientData('webauthn.create', challenge, over.origin ?? this.origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    });
  }

  /**
   * An authentication response (AuthenticationResponseJSON) to request options with `challenge`, signed
   * with the credential's private key; the counter goes up by one first (or is set to `counter`).
   */
  assert(challenge: string, over: { origin?: string; rpId?: string; counter?: number } = {}) {
    this.signCount = over.counter ?? this.signCount + 1;
    const authData = this.authData(over.rpId ?? this.rpId, UP | UV, this.signCount);
    const clientData = this.clientData('webauthn.get', challenge, over.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return this.credentialJson({
      clientDataJSON: b64url(clientData),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      ...(this.userId === undefined ? {} : { userHandle: b64url(Buffer.from(String(this.userId))) }),
    });
  }
}
