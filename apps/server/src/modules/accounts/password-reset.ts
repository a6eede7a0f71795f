/**
 * Password recovery rules (docs/product.md#s2-forgot-password, #s2-reset-password, #s7-account).
 *
 * - A request for a known email stores a new token hash (lib/tokens.ts) valid for one hour and deletes
 *   the user's earlier unused ones; an unknown email does the same token work and stores nothing. The
 *   route answers both the same and runs this only after its reply has gone out (plugins/background.ts),
 *   so neither the answer nor its timing tells which emails have accounts.
 * - A reset needs the token and the email of the link. It works once (conditional UPDATE on used_at),
 *   sets the password, bumps token_version (every sign-in token stops working), deletes the user's
 *   other open links, their open sign-in by email (email-sign-in.ts) and their push subscriptions (push/service.ts deleteSubscriptionsOf), in one
 *   transaction. It does not sign the user in.
 * - Refusals: 400 "This reset link is not valid. Request a new one." (unknown token, another email),
 *   410 "…has expired…" or "…has already been used…".
 */
import { accountTexts, sameEmail } from '@turnout/shared';
import { translatorFor } from '@turnout/shared/i18n/all';
import { isLanguage } from '@turnout/shared/i18n/languages';
import type { Database, Executor } from '../../db/client.ts';
import { HttpError, badRequest } from '../../lib/http-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { renderMail, type Mail } from '../../plugins/mailer.ts';
import { deleteSubscriptionsOf } from '../push/index.ts';
import { revokeEmailSignIns } from './email-sign-in.ts';
import { findUserByEmail } from '../users/index.ts';
import * as repo from './repository.ts';
import type { UserRow } from './repository.ts';

/** A reset link works this long. */
export const RESET_LIFETIME_MS = 60 * 60_000;

/**
 * POST /api/login/request-password-reset: for a known email, a fresh token for its user, handed to
 * `mailIn` inside the transaction that stores it (the route queues the mail there: sent if and only if
 * the token is stored); resolves to whether the email was known. Never throws for an unknown email.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  mailIn: (tx: Executor, reset: { user: UserRow; token: string }) => Promise<void>,
): Promise<boolean> {
  const { token, tokenHash } = newToken();
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  await db.transaction(async (tx) => {
    await repo.replaceReset(tx, {
      userId: user.id,
      tokenHash,
      expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
    });
    await mailIn(tx, { user, token });
  });
  return true;
}

/** The reset mail: a link to APP_URL/reset-password?token=…&email=…, in the user's language (README "Languages"). */
export function resetMail(appUrl: string, { user, token }: { user: UserRow; token: string }): Mail {
  const query = new URLSearchParams({ token, email: user.email });
  const language = isLanguage(user.language) ? user.language : 'en';
  const { t } = translatorFor(language);
  return renderMail({
    to: user.email,
    language,
    subject: t('accounts:resetMailSubject'),
    paragraphs: [t('mail:greeting', { name: user.name }), t('mail:resetIntro')],
    action: { label: t('mail:resetAction'), url: `${appUrl}/reset-password?${query.toString()}` },
    after: [t('mail:resetExpiry')],
  });
}

/** Throws why the reset row cannot be used (400 / 410), or returns when it can. */
function assertUsable(
  row: (repo.PasswordResetRow & { email: string }) | null,
  email: string,
): asserts row is repo.PasswordResetRow & { email: string } {
  if (!row || !sameEmail(row.email, email))
    throw badRequest(accountTexts.resetLinkInvalid, 'RESET_LINK_INVALID');
  if (row.usedAt) throw new HttpError(410, accountTexts.resetLinkUsed, 'RESET_LINK_USED');
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new HttpError(410, accountTexts.resetLinkExpired, 'RESET_LINK_EXPIRED');
  }
}

/**
 * POST /api/login/reset-password: sets the new password once (see the module docstring) and returns
 * the updated user (the route then disconnects their sockets). Throws 400 / 410 as described above.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; email: string; newPassword: string },
): Promise<UserRow> {
  const tokenHash = hashToken(input.token);
  // Checked before hashing, so a bad link costs no argon2 work.
  assertUsable(await repo.findReset(db, tokenHash), input.email);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const row = await repo.findReset(tx, tokenHash);
    assertUsable(row, input.email);
    if (!(await repo.useReset(tx, row.id))) {
      assertUsable(await repo.findReset(tx, tokenHash), input.email);
      throw new HttpError(410, accountTexts.resetLinkUsed, 'RESET_LINK_USED');
    }
    const user = await repo.setPassword(tx, row.userId, passwordHash);
    if (!user) throw badRequest(accountTexts.resetLinkInvalid, 'RESET_LINK_INVALID');
    await repo.deleteOpenResets(tx, row.userId);
    await revokeEmailSignIns(tx, row.userId);
    await deleteSubscriptionsOf(tx, row.userId);
    return user;
  });
}
