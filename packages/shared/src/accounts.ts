/**
 * Accounts: request/response schemas, types and user-facing texts of sign-up, login, the current user,
 * the profile, password change and account deletion (docs/product.md#s2-home, #s2-login, #s2-signup,
 * #s2-profile, #s2-change-password, #s3-sign-in-token and #s3-user, #s5-login, #s5-signup,
 * #s5-change-password, #s7-account, #s8-login, #s8-signup, #s8-profile, #s8-change-password,
 * #s8-account-deletion).
 *
 * The server validates with these schemas; a failed check answers 400 with the first issue's message,
 * so every message here is a sentence a user can read. The web forms use the same texts.
 */
import { z } from 'zod';
import { mobileText, nameText, oneLineCharacters } from './common.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { accountTexts, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './texts/accounts.ts';
export * from './texts/accounts.ts';

/** A person as the product names them: "Name Surname" (no stray space when one part is blank). */
export function fullName(person: { name: string; surname: string }): string {
  return `${person.name} ${person.surname}`.trim();
}

/**
 * True when two emails are the same address: trimmed and compared case-insensitively, as the unique
 * index on lower(email) compares them.
 */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

const bodyObject = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape, { error: accountTexts.bodyNotObject });

/** A name or surname: one line, not blank, at most 100 characters, no web addresses (common.ts nameText). */
const personName = (label: string, required: string, tooLong: string) =>
  nameText({ label, required, max: 100, tooLong });

/** An email: trimmed, required, of valid format, at most 254 characters. Stored as typed (trimmed). */
export const emailSchema = z
  .string({ error: accountTexts.emailRequired })
  .trim()
  .check(oneLineCharacters('Email'))
  .min(1, { error: accountTexts.emailRequired })
  .max(254, { error: accountTexts.emailInvalid })
  .pipe(z.email({ error: accountTexts.emailInvalid }));

/**
 * A signup/profile mobile number: exactly 10 digits (docs/product.md#s5: "Mobile number must be exactly 10
 * digits."), or an international number written with + and its country code (README "Mobile numbers"),
 * given with separators dropped; the server checks it fully and stores it as E.164.
 */
export const mobileSchema = mobileText(
  /^\d{10}$/,
  accountTexts.mobileDigits,
  accountTexts.mobileInternational,
);

/** A new password: 8 to 1024 characters, never trimmed, on one line and without control characters. */
export const newPasswordSchema = z
  .string({ error: accountTexts.passwordRequired })
  .check(oneLineCharacters('Password'))
  .min(1, { error: accountTexts.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: accountTexts.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: accountTexts.passwordTooLong });

/**
 * POST /signup (docs/product.md#s3-signup-payload). With inviteToken the account joins the invitation's group
 * in the same transaction; the email must be the one the invitation was sent to.
 */
export const signupBodySchema = bodyObject({
  name: personName('Name', accountTexts.nameRequired, accountTexts.nameTooLong),
  surname: personName('Surname', accountTexts.surnameRequired, accountTexts.surnameTooLong),
  mobile: mobileSchema,
  email: emailSchema,
  password: newPasswordSchema,
  inviteToken: z.string().max(512).nullish(),
});
export type SignupBody = z.input<typeof signupBodySchema>;

/**
 * The signup form (docs/product.md#s5-signup): the body's rules plus Confirm Password, required and equal to
 * the password ("Passwords do not match."). Web only: the API takes no confirmPassword.
 */
export const signupFormSchema = signupBodySchema
  .extend({
    confirmPassword: z
      .string({ error: accountTexts.confirmPasswordRequired })
      .min(1, { error: accountTexts.confirmPasswordRequired }),
  })
  .refine((v) => v.confirmPassword === v.password, {
    error: accountTexts.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** POST /api/login. */
export const loginBodySchema = bodyObject({
  email: emailSchema,
  password: z
    .string({ error: accountTexts.passwordRequired })
    .min(1, { error: accountTexts.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: accountTexts.passwordTooLong }),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/**
 * PUT /api/users/profile: the whole profile form. `currentPassword` is needed only when the email
 * changes (another address, not just another letter case); the server answers 403 when it is missing
 * or wrong. `require_invite` ("Ask me before adding me to a group") is left as it is when absent.
 */
export const updateProfileBodySchema = bodyObject({
  name: personName('Name', accountTexts.nameRequired, accountTexts.nameTooLong),
  surname: personName('Surname', accountTexts.surnameRequired, accountTexts.surnameTooLong),
  email: emailSchema,
  mobile: mobileSchema,
  currentPassword: z
    .string({ error: accountTexts.emailChangeNeedsPassword })
    .max(PASSWORD_MAX_LENGTH, { error: accountTexts.currentPasswordWrong })
    .nullish(),
  require_invite: z.boolean({ error: accountTexts.requireInviteInvalid }).optional(),
  /** The user's language (README "Languages"): one of LANGUAGES, null to follow the browser; absent keeps it. */
  language: z.enum(LANGUAGES, { error: accountTexts.languageInvalid }).nullable().optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/**
 * The profile form: the body's rules plus, when the email differs from the saved one (sameEmail), a
 * current password (the server answers 403 without it). Web only; `savedEmail` is the profile's email.
 */
export const profileFormSchema = (savedEmail: string) =>
  updateProfileBodySchema.refine((v) => sameEmail(v.email, savedEmail) || !!v.currentPassword, {
    error: accountTexts.emailChangeNeedsPassword,
    path: ['currentPassword'],
  });

/** POST /api/users/change-password. */
export const changePasswordBodySchema = bodyObject({
  currentPassword: z
    .string({ error: accountTexts.currentPasswordRequired })
    .min(1, { error: accountTexts.currentPasswordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: accountTexts.currentPasswordWrong }),
  newPassword: z
    .string({ error: accountTexts.newPasswordRequired })
    .check(oneLineCharacters('New password'))
    .min(1, { error: accountTexts.newPasswordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: accountTexts.newPasswordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: accountTexts.newPasswordTooLong }),
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/**
 * The change-password form (docs/product.md#s5-change-password): the body's rules plus Confirm New Password,
 * required and equal to the new password ("New passwords do not match."). Web only.
 */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({
    confirmPassword: z
      .string({ error: accountTexts.confirmNewPasswordRequired })
      .min(1, { error: accountTexts.confirmNewPasswordRequired }),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    error: accountTexts.newPasswordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** A user as sign-up returns it. */
export const publicUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * The signed-in user: the token's fields (docs/product.md#s3-sign-in-token), read fresh from the database.
 */
export const sessionUserSchema = publicUserSchema.extend({ is_admin: z.boolean() });
export type SessionUserReply = z.infer<typeof sessionUserSchema>;

/**
 * The user's own profile (docs/product.md#s3-user, without the password), with `require_invite`: true when
 * group admins must invite the user instead of adding them by mobile number (default false), and the
 * `language` chosen.
 */
export const profileSchema = publicUserSchema.extend({
  mobile: z.string(),
  require_invite: z.boolean(),
  /** The chosen language (README "Languages"), null when the user follows the browser's. */
  language: z.enum(LANGUAGES).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * 201 reply to POST /signup. After a signup through an invitation it also carries the group joined and
 * a sign-in token (the mailed link proved the address), so the new member lands in the group at once.
 */
export const signupReplySchema = z.object({
  message: z.string(),
  user: publicUserSchema,
  group: z.object({ id: z.number(), name: z.string() }).optional(),
  token: z.string().optional(),
});
export type SignupReply = z.infer<typeof signupReplySchema>;

/** Reply to POST /api/login. */
export const loginReplySchema = z.object({ token: z.string(), user: sessionUserSchema });
export type LoginReply = z.infer<typeof loginReplySchema>;

/** Reply to GET /api/auth/me: the current user, flat. */
export const meReplySchema = sessionUserSchema.extend({ mobile: z.string() });
export type MeReply = z.infer<typeof meReplySchema>;

/**
 * Reply to PUT /api/users/profile. `token` is present when name, surname or email changed, so the
 * client can store a token that carries the new values (the user badge shows the name). After an email
 * change every earlier token is revoked and this one replaces them.
 */
export const updateProfileReplySchema = z.object({
  message: z.string(),
  user: profileSchema,
  token: z.string().optional(),
});
export type UpdateProfileReply = z.infer<typeof updateProfileReplySchema>;

/** Reply to POST /api/users/change-password: every earlier token is revoked; this one replaces them. */
export const changePasswordReplySchema = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordReply = z.infer<typeof changePasswordReplySchema>;

/** Reply to POST /api/users/sign-out-everywhere: every earlier token is revoked; this one replaces them. */
export const signOutEverywhereReplySchema = z.object({ message: z.string(), token: z.string() });
export type SignOutEverywhereReply = z.infer<typeof signOutEverywhereReplySchema>;

/** Reply to DELETE /api/users/delete-account. */
export const deleteAccountReplySchema = z.object({ message: z.string() });
export type DeleteAccountReply = z.infer<typeof deleteAccountReplySchema>;

/** POST /api/login/request-password-reset (docs/product.md#s7). */
export const requestPasswordResetBodySchema = bodyObject({ email: emailSchema });
export type RequestPasswordResetBody = z.input<typeof requestPasswordResetBodySchema>;

/** POST /api/login/reset-password (docs/product.md#s7): the token and email come from the mailed link. */
export const resetPasswordBodySchema = bodyObject({
  token: z
    .string({ error: accountTexts.resetLinkMissing })
    .min(1, { error: accountTexts.resetLinkMissing })
    .max(512, { error: accountTexts.resetLinkInvalid }),
  email: z
    .string({ error: accountTexts.resetLinkMissing })
    .trim()
    .check(oneLineCharacters('Email'))
    .min(1, { error: accountTexts.resetLinkMissing })
    .max(254, { error: accountTexts.resetLinkInvalid }),
  newPassword: z
    .string({ error: accountTexts.newPasswordRequired })
    .check(oneLineCharacters('New password'))
    .min(1, { error: accountTexts.newPasswordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: accountTexts.newPasswordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: accountTexts.newPasswordTooLong }),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** Replies of both password-reset calls: `{ message }`. */
export const passwordResetReplySchema = z.object({ message: z.string() });
export type PasswordResetReply = z.infer<typeof passwordResetReplySchema>;

/**
 * Sign-in by email (README "Signing in"; docs/decisions/023-email-sign-in.md).
 * POST /api/login/email { email } → always the same `{ message }` (emailSignInReplySchema), whether the
 * account exists or not; the mail holds a 6-digit code and a link.
 */
export const emailSignInBodySchema = bodyObject({ email: emailSchema });
export type EmailSignInBody = z.input<typeof emailSignInBodySchema>;
export const emailSignInReplySchema = z.object({ message: z.string() });
export type EmailSignInReply = z.infer<typeof emailSignInReplySchema>;

/** POST /api/login/email/code { email, code } → { token, user } as POST /api/login answers. */
export const emailCodeBodySchema = bodyObject({
  email: emailSchema,
  code: z
    .string({ error: accountTexts.emailCodeFormat })
    .trim()
    .regex(/^\d{6}$/, { error: accountTexts.emailCodeFormat }),
});
export type EmailCodeBody = z.input<typeof emailCodeBodySchema>;

/** The secret in /login/email/{token} and /api/login/email/link/{token}: base64url, at most 512 characters. */
export const emailLinkParamsSchema = z.object({
  token: z
    .string()
    .min(1, { error: accountTexts.emailLinkInvalid })
    .max(512, { error: accountTexts.emailLinkInvalid }),
});

/**
 * GET /api/login/email/link/{token}: what a POST would do. `sameBrowser`: this browser asked for the link
 * (it signs in at once); otherwise the POST needs `confirm: true`. `email`: the account it signs in to.
 */
export const emailLinkReplySchema = z.object({ email: z.string(), sameBrowser: z.boolean() });
export type EmailLinkReply = z.infer<typeof emailLinkReplySchema>;

/** POST /api/login/email/link/{token}: `confirm: true` signs in a browser other than the one that asked. */
export const emailLinkBodySchema = bodyObject({ confirm: z.boolean().optional() });
export type EmailLinkBody = z.input<typeof emailLinkBodySchema>;
