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
import { accountTexts } from '@turnout/shared';
import { renderMail, type Mail } from '../../plugins/mailer.ts';

/** The reset link mailed to the old address works this long (24 hours). */
export const EMAIL_CHANGE_RESET_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * The mail to the OLD address after an email change: "Your Turnout email address was changed to {new}."
 * and a link to APP_URL/reset-password?token=…&email={new} (the account's email now).
 */
export function emailChangedMail(
  appUrl: string,
  change: { name: string; oldEmail: string; newEmail: string; resetToken: string },
): Mail {
  const query = new URLSearchParams({ token: change.resetToken, email: change.newEmail });
  return renderMail({
    to: change.oldEmail,
    subject: accountTexts.emailChangedMailSubject,
    paragraphs: [
      `Hi ${change.name},`,
      accountTexts.emailChangedMailBody(change.newEmail),
      'Every other device signed in to your account was signed out. If you made this change, there is nothing more to do.',
      'If you did not, someone else knows your password: open the link below to choose a new one. It signs everyone out again, and you can then sign in with the new address and your new password and put your own email back on your profile.',
    ],
    action: { label: 'Reset password', url: `${appUrl}/reset-password?${query.toString()}` },
    after: ['The link works once and expires in 24 hours.'],
  });
}
