/**
 * What an email change does beyond the profile write (decision record 006-email-change-and-sessions):
 * the old address is told, with a password-reset link of its own, so that an owner whose password was
 * stolen and whose email was changed by someone else can still take the account back.
 *
 * - The link is an ordinary password reset (password-reset.ts; stored hashed in password_resets) for the
 *   account as it now is (its new email in the link), valid EMAIL_CHANGE_RESET_LIFETIME_MS: a security
 *   notice is often read hours later, so longer than a requested reset's hour.
 * - The subject carries no user-chosen text; the new address appears only in the body.
 */
import { translatorFor } from '@turnout/shared/i18n/all';
import { isLanguage } from '@turnout/shared/i18n/languages';
import { renderMail, type Mail } from '../../plugins/mailer.ts';

/** The reset link mailed to the old address works this long (24 hours). */
export const EMAIL_CHANGE_RESET_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * The mail to the OLD address after an email change, in the user's language (README "Languages"): "Your Turnout email address was changed to {new}."
 * and a link to APP_URL/reset-password?token=…&email={new} (the account's email now).
 */
export function emailChangedMail(
  appUrl: string,
  change: { name: string; language: string | null; oldEmail: string; newEmail: string; resetToken: string },
): Mail {
  const query = new URLSearchParams({ token: change.resetToken, email: change.newEmail });
  const language = isLanguage(change.language) ? change.language : 'en';
  const { t } = translatorFor(language);
  return renderMail({
    to: change.oldEmail,
    language,
    subject: t('accounts:emailChangedMailSubject'),
    paragraphs: [
      t('mail:greeting', { name: change.name }),
      t('accounts:emailChangedMailBody', { newEmail: change.newEmail }),
      t('mail:emailChangedSignedOut'),
      t('mail:emailChangedNotYou'),
    ],
    action: { label: t('mail:resetAction'), url: `${appUrl}/reset-password?${query.toString()}` },
    after: [t('mail:emailChangedExpiry')],
  });
}
