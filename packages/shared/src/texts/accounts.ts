/**
 * Accounts' user-facing texts and the plain constants they quote (docs/product.md#s1, #s2-home, #s2-login,
 * #s2-signup, #s2-profile, #s2-change-password, #s5, #s8): no zod here, so screens that only show sentences
 * can import them from '@turnout/shared/texts' without the schemas. accounts.ts builds its schemas from
 * these. The sentences are the English 'accounts' catalogue namespace (README "Languages").
 */
import { englishT, englishTexts } from '../i18n/english.ts';

export {
  EMAIL_CODE_LENGTH,
  MOBILE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRODUCT_NAME,
  TAGLINE,
} from './limits.ts';

/** Whole minutes to wait, at least 1, from a Retry-After in seconds (the plural `count` of the 429s). */
function minutesOf(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

export const accountTexts = {
  ...englishTexts('accounts'),
  tooManyLoginAttempts: (retryAfterSeconds: number) =>
    englishT('accounts:tooManyLoginAttempts', { count: minutesOf(retryAfterSeconds) }),
  tooManyPasswordChecks: (retryAfterSeconds: number) =>
    englishT('accounts:tooManyPasswordChecks', { count: minutesOf(retryAfterSeconds) }),
  tooManyProfileUpdates: (retryAfterSeconds: number) =>
    englishT('accounts:tooManyProfileUpdates', { count: minutesOf(retryAfterSeconds) }),
  emailChangedMailBody: (newEmail: string) => englishT('accounts:emailChangedMailBody', { newEmail }),
  deleteFailed: (reason: string) => englishT('accounts:deleteFailed', { reason }),
  /** 429 past the sign-ups allowed from one address (README "Security"); `wait`: "40 minutes". */
  tooManySignups: (wait: string) => englishT('accounts:tooManySignups', { wait }),
  /** 429 past the member export's limit (3 an hour); `wait` says when. */
  tooManyExports: (wait: string) => englishT('accounts:tooManyExports', { wait }),
  tooManyResetRequests: (retryAfterSeconds: number) =>
    englishT('accounts:tooManyResetRequests', { count: minutesOf(retryAfterSeconds) }),
} as const;

/** The passkeys' server sentences (README "Signing in", Passkeys; docs/decisions/024-passkeys.md). */
export const passkeyTexts = englishTexts('accounts', 'passkeys');
