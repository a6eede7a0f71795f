/**
 * Single-purpose signed tokens (README "Notifications"; docs/design.md#growing: one-tap
 * answer links, unsubscribe links; docs/product.md#beyond-one-tap): HS256 JWTs made and checked by fast-jwt,
 * each purpose with its own key, HMAC-SHA256(server secret, "turnout:<purpose>"), and its purpose as the
 * `aud` claim. So a token of one purpose is refused by every other (wrong key and audience), and none of them
 * is a sign-in token (plugins/auth.ts verifies with the server secret itself): an RSVP link grants nothing
 * but its answer.
 *
 * `purposeTokens(secret, purpose)` → { sign(claims, expiresAt?), verify(token, now) }:
 * - sign: claims (small JSON: short keys keep the token short; a link's path parameter stays under
 *   512 characters) and an optional expiry (a Date; `exp` in whole seconds, rounded down);
 * - verify: the claims, or throws SignedTokenError with reason 'invalid' (malformed, tampered, another
 *   purpose's or a session token) or 'expired' (a good signature past `exp` at `now`, the app clock).
 *   The signature is checked before the expiry, so 'expired' is only ever said of a genuine token.
 */
import { createHmac } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

/** The purposes tokens are made for; each one's tokens are refused by all the others. */
export type TokenPurpose = 'rsvp-link' | 'offer-link' | 'unsubscribe';

export class SignedTokenError extends Error {
  constructor(readonly reason: 'invalid' | 'expired') {
    super(reason === 'expired' ? 'The token has expired.' : 'The token is not valid.');
  }
}

/** The key of one purpose: never the server secret itself (that one signs sessions). */
export function purposeKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`turnout:${purpose}`).digest();
}

export function purposeTokens<Claims extends Record<string, string | number>>(
  secret: string,
  purpose: TokenPurpose,
) {
  const key = purposeKey(secret, purpose);
  const signer = createSigner({ key, algorithm: 'HS256', aud: purpose, noTimestamp: true });
  return {
    /** A token carrying `claims`, valid until `expiresAt` (or forever when omitted). */
    sign(claims: Claims, expiresAt?: Date): string {
      const payload: Record<string, unknown> = { ...claims };
      if (expiresAt) payload.exp = Math.floor(expiresAt.getTime() / 1000);
      return signer(payload);
    },
    /** The claims of a genuine token of this purpose at `now`; throws SignedTokenError otherwise. */
    verify(token: string, now: Date): Claims {
      const verifier = createVerifier({
        key,
        algorithms: ['HS256'],
        allowedAud: purpose,
        requiredClaims: ['aud'],
        clockTimestamp: now.getTime(),
        cache: false,
      });
      try {
        return verifier(token) as Claims;
      } catch (err) {
        if (err instanceof TokenError && err.code === TokenError.codes.expired) {
          throw new SignedTokenError('expired');
        }
        throw new SignedTokenError('invalid');
      }
    },
  };
}
