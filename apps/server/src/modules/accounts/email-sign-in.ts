/**
 * Sign-in by email: a 6-digit code and a link (README "Signing in"; docs/decisions/023-email-sign-in.md;
 * OWASP ASVS 5 V6.6, NIST SP 800-63B: email is a recovery-grade factor).
 *
 * - A request for a known email stores a fresh request for its user, replacing any earlier one, and mails
 *   the code and the link in the same transaction; an unknown email draws the same secrets and stores
 *   nothing. The route answers both alike and runs this only after its reply has gone out.
 * - Stored: only hashes. The link's secret (32 random bytes, lib/tokens.ts) as SHA-256; the code as a
 *   keyed HMAC salted with the request's link hash (`codeHash`, plugins/signed-tokens.ts), so six digits
 *   cannot be looked up from a database leak; the browser binding (the `turnout_email_sign_in` cookie's
 *   32 random bytes) as SHA-256.
 * - Both work once (a conditional UPDATE on used_at), for EMAIL_SIGN_IN_LIFETIME_MS on the app clock
 *   (`now`), and not after MAX_WRONG_CODES wrong codes for the request (it is then dead, link too).
 * - The code: one answer (401 "This code is not valid or has expired…") for an unknown email, no
 *   request, a wrong, used, expired or dead code, after the same statements (findByEmail, then the
 *   wrong-code count), so it tells nobody which emails have accounts.
 * - The link: signs in the browser holding the request's binding at once; another browser only with
 *   `confirm: true` (409 EMAIL_LINK_CONFIRM otherwise, nothing used). 400 unknown, 410 expired, used or
 *   dead.
 * - Nothing here changes the email, password or passkeys: the session it gives is an ordinary one, and
 *   those changes ask for the current password whatever the session (service.ts).
 * - Revoked (the request deleted, `revokeEmailSignIns`) by sign out everywhere, a password change or
 *   reset, an email change and the account's deletion.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { accountTexts } from '@turnout/shared';
import { translatorFor } from '@turnout/shared/i18n/all';
import { isLanguage } from '@turnout/shared/i18n/languages';
import type { Database, Executor } from '../../db/client.ts';
import { HttpError, badRequest, conflict, unauthorized } from '../../lib/http-errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { renderMail, type Mail } from '../../plugins/mailer.ts';
import { findUserByEmail, type UserRow } from '../users/index.ts';
import * as queries from './email-sign-in-queries.ts';

/** A code and a link work this long (10 minutes). */
export const EMAIL_SIGN_IN_LIFETIME_MS = 10 * 60_000;
/** Wrong codes a request takes; the next check finds it dead. */
export const MAX_WRONG_CODES = 5;

/** What the rules need from the app: the database, its clock and the code's keyed hash. */
export type EmailSignInDeps = {
  db: Database;
  now: () => Date;
  codeHash: (salt: string, code: string) => string;
};

/** What a request mails: its user, the code and the link's secret. */
export type EmailSignIn = { user: UserRow; code: string; token: string };

/** Six random digits from the operating system's CSPRNG, leading zeros kept. */
function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A fresh browser binding: the secret for the cookie and the hash to store. */
export function newBinding(): { secret: string; hash: string } {
  const { token, tokenHash } = newToken();
  return { secret: token, hash: tokenHash };
}

/** The stored hash of a binding cookie's value, or null without one. */
export function bindingHashOf(secret: string | undefined): string | null {
  return secret ? hashToken(secret) : null;
}

/**
 * POST /api/login/email (after the reply): for a known email, a new request replacing the user's earlier
 * one, bound to `bindingHash`, handed to `mailIn` inside the transaction that stores it (sent if and only
 * if it is stored). Resolves to whether the email was known; never throws for an unknown one.
 */
export async function requestEmailSignIn(
  deps: EmailSignInDeps,
  email: string,
  bindingHash: string,
  mailIn: (tx: Executor, signIn: EmailSignIn) => Promise<void>,
): Promise<boolean> {
  const code = newCode();
  const { token, tokenHash: linkHash } = newToken();
  const codeHash = deps.codeHash(linkHash, code);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return false;
  const createdAt = deps.now();
  await deps.db.transaction(async (tx) => {
    await queries.replaceRequest(tx, {
      userId: user.id,
      codeHash,
      linkHash,
      bindingHash,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + EMAIL_SIGN_IN_LIFETIME_MS),
    });
    await mailIn(tx, { user, code, token });
  });
  return true;
}

/**
 * The sign-in mail, in the user's language (README "Languages"): the code, and a link to
 * APP_URL/login/email/{token}, whose page asks for a press of "Sign in" (a GET signs nobody in).
 */
export function emailSignInMail(appUrl: string, { user, code, token }: EmailSignIn): Mail {
  const language = isLanguage(user.language) ? user.language : 'en';
  const { t } = translatorFor(language);
  return renderMail({
    to: user.email,
    language,
    subject: t('accounts:emailSignInMailSubject'),
    paragraphs: [
      t('mail:greeting', { name: user.name }),
      t('mail:emailSignInIntro'),
      code,
      t('mail:emailSignInOrLink'),
    ],
    action: { label: t('mail:emailSignInAction'), url: `${appUrl}/login/email/${token}` },
    after: [t('mail:emailSignInExpiry')],
  });
}

/** Whether the request can still sign in at `now`: unused, unexpired, not dead of wrong codes. */
function isOpen(request: queries.LoginEmailRequestRow, now: Date): boolean {
  return (
    !request.usedAt && request.expiresAt.getTime() > now.getTime() && request.wrongCodes < MAX_WRONG_CODES
  );
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

const codeRefused = () => unauthorized(accountTexts.emailCodeInvalid, 'EMAIL_CODE_INVALID');

/**
 * POST /api/login/email/code: the user whose open request's code this is, its request now used. Throws
 * 401 EMAIL_CODE_INVALID for everything else (see the module docstring); a wrong code counts against
 * the request. The route counts every attempt against the login limits first.
 */
export async function signInWithCode(deps: EmailSignInDeps, email: string, code: string): Promise<UserRow> {
  const found = await queries.findByEmail(deps.db, email);
  const now = deps.now();
  // Hashed either way: an unknown email costs what a known one does.
  const salt = found?.request.linkHash ?? '0'.repeat(64);
  const matches = sameHash(deps.codeHash(salt, code), found?.request.codeHash ?? '0'.repeat(64));
  if (found && matches && isOpen(found.request, now)) {
    if (await queries.useRequest(deps.db, found.request.id, now, MAX_WRONG_CODES)) return found.user;
    throw codeRefused();
  }
  await queries.countWrongCode(deps.db, email);
  throw codeRefused();
}

/** The request of a link and its user, or why it cannot be used (400 / 410). */
async function openLink(
  deps: EmailSignInDeps,
  token: string,
): Promise<{ request: queries.LoginEmailRequestRow; user: UserRow }> {
  const found = await queries.findByLink(deps.db, hashToken(token));
  if (!found) throw badRequest(accountTexts.emailLinkInvalid, 'EMAIL_LINK_INVALID');
  const { request } = found;
  if (request.usedAt) throw new HttpError(410, accountTexts.emailLinkUsed, 'EMAIL_LINK_USED');
  if (!isOpen(request, deps.now())) {
    throw new HttpError(410, accountTexts.emailLinkExpired, 'EMAIL_LINK_EXPIRED');
  }
  return found;
}

/**
 * GET /api/login/email/link/{token}: what a POST would do, using nothing: the account's email and
 * whether this browser (`bindingHash` of its cookie, null without) is the one that asked. 400 / 410 as
 * the POST.
 */
export async function describeLink(
  deps: EmailSignInDeps,
  token: string,
  bindingHash: string | null,
): Promise<{ email: string; sameBrowser: boolean }> {
  const { request, user } = await openLink(deps, token);
  return { email: user.email, sameBrowser: bindingHash === request.bindingHash };
}

/**
 * POST /api/login/email/link/{token}: the link's user, its request now used. The browser that asked
 * (its binding) signs in at once; another one only with `confirm` (409 EMAIL_LINK_CONFIRM, nothing
 * used). 400 unknown link, 410 used, expired or dead.
 */
export async function signInWithLink(
  deps: EmailSignInDeps,
  token: string,
  bindingHash: string | null,
  confirm: boolean,
): Promise<UserRow> {
  const { request, user } = await openLink(deps, token);
  if (bindingHash !== request.bindingHash && !confirm) {
    throw conflict(accountTexts.emailLinkConfirm, 'EMAIL_LINK_CONFIRM');
  }
  if (!(await queries.useRequest(deps.db, request.id, deps.now(), MAX_WRONG_CODES))) {
    throw new HttpError(410, accountTexts.emailLinkUsed, 'EMAIL_LINK_USED');
  }
  return user;
}

/**
 * Revokes the user's sign-in by email: its code and link stop working. Called in the transaction of sign
 * out everywhere, a password change or reset, an email change (the request went to the old address)
 * and the account's deletion.
 */
export async function revokeEmailSignIns(tx: Executor, userId: number): Promise<void> {
  await queries.deleteRequestsOf(tx, userId);
}
