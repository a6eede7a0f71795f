/**
 * Accounts' user-facing texts and the plain constants they quote (docs/product.md#s1, #s2-home, #s2-login,
 * #s2-signup, #s2-profile, #s2-change-password, #s5, #s8): no zod here, so screens that only show sentences
 * can import them from '@turnout/shared/texts' without the schemas. accounts.ts builds its schemas from
 * these.
 */
/** The product's name and tagline as the home screen shows them (docs/product.md#s1, #s2-home). */
export const PRODUCT_NAME = 'Turnout';
export const TAGLINE = 'Get Organized, Get Playing!';

/** Password length bounds: at least 8 characters; long ones are accepted whole up to this cap. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;
/** Signup mobile numbers are exactly this many digits (docs/product.md#s5, #s9). */
export const MOBILE_LENGTH = 10;

export const accountTexts = {
  // docs/product.md#s2-home
  welcome: `Welcome to ${PRODUCT_NAME}`,
  tagline: TAGLINE,
  // docs/product.md#s5 validation
  nameRequired: 'Name is required.',
  surnameRequired: 'Surname is required.',
  nameTooLong: 'Name must be at most 100 characters.',
  surnameTooLong: 'Surname must be at most 100 characters.',
  mobileDigits: 'Mobile number must be exactly 10 digits.',
  /** A number written with + that is not a valid international number (README "Mobile numbers"). */
  mobileInternational:
    'Please enter a valid international number: + and the country code, e.g. +44 7911 123456.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  currentPasswordRequired: 'Current password is required.',
  newPasswordRequired: 'New password is required.',
  newPasswordTooShort: `New password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  newPasswordTooLong: `New password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  confirmPasswordRequired: 'Please confirm your password.',
  confirmNewPasswordRequired: 'Please confirm your new password.',
  passwordsDoNotMatch: 'Passwords do not match.',
  newPasswordsDoNotMatch: 'New passwords do not match.',
  bodyNotObject: 'The request body must be a JSON object.',
  // Server answers
  emailTaken: 'An account with this email already exists.',
  mobileTaken: 'An account with this mobile number already exists.',
  invalidCredentials: 'Invalid email or password.',
  currentPasswordWrong: 'Current password is incorrect.',
  signedUp: 'Account created successfully. Please log in.',
  tooManyLoginAttempts: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
  tooManyPasswordChecks: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `Too many wrong current passwords. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
  tooManyProfileUpdates: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `Too many profile changes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
  // docs/product.md#s8-login
  loginFailedPrefix: 'Invalid email or password, or ',
  loginFailedLink: 'sign up here',
  loginFailed: 'Invalid email or password, or sign up here.',
  loginNetworkError: 'An error occurred, please try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  // docs/product.md#s8-signup
  signupFailed: 'An unexpected error occurred.',
  // docs/product.md#s8-profile
  profileUpdated: 'Profile updated successfully.',
  profileUpdateFailed: 'Failed to update profile.',
  profileUpdateError: 'An error occurred while updating profile.',
  // Profile: an email change needs the current password, revokes every sign-in and tells the old address
  emailChangeNeedsPassword: 'Enter your current password to change your email.',
  currentPasswordLabel: 'Current password',
  emailChangePasswordHint: 'Changing your email signs you out on every other device.',
  emailChangedMailSubject: `Your ${PRODUCT_NAME} email address was changed`,
  emailChangedMailBody: (newEmail: string) =>
    `Your ${PRODUCT_NAME} email address was changed to ${newEmail}.`,
  requireInviteLabel: 'Ask me before adding me to a group',
  requireInviteInvalid: '"Ask me before adding me to a group" must be true or false.',
  requireInviteDescription:
    'Group admins who add you by mobile number send you an invitation to accept instead.',
  // User menu: Sign out everywhere (every earlier sign-in token is revoked; this device gets a fresh one)
  signOutEverywhere: 'Sign out everywhere',
  signedOutEverywhere: 'You are signed out on every other device.',
  signOutEverywhereFailed: 'Could not sign out everywhere. Please try again.',
  // docs/product.md#s8-change-password
  passwordUpdated: 'Password updated successfully!',
  passwordUpdateFailed: 'Failed to update password.',
  passwordServerError: 'Server error. Please try again.',
  // docs/product.md#s8-account-deletion
  deleteConfirm: 'Are you sure you want to delete your account? This action cannot be undone.',
  deleteConfirmShort: 'This cannot be undone.',
  accountDeleted: 'Your account has been deleted.',
  deleteFailed: (reason: string) => `Account deletion failed: ${reason}`,
  deleteNetworkError: 'An error occurred while deleting your account.',
  profileDeleteFailed: 'Failed to delete account.',
  // docs/product.md#s2-forgot-password, #s2-reset-password, #s5-reset-link, #s8-forgot-password, #s8-reset
  resetRequested: 'If an account exists for that address, a reset link has been sent.',
  resetLinkSent: 'Password reset link sent. Check your email.',
  resetRequestFailed: 'Failed to send reset email.',
  resetRequestServerError: 'Server error. Please try again later.',
  resetLinkMissing: 'Invalid or missing reset link.',
  passwordResetDone: 'Password reset successfully',
  resetFailed: 'Something went wrong',
  resetLinkInvalid: 'This reset link is not valid. Request a new one.',
  resetLinkExpired: 'This reset link has expired. Request a new one.',
  resetLinkUsed: 'This reset link has already been used. Request a new one.',
  resetMailSubject: `Reset your ${PRODUCT_NAME} password`,
  tooManyResetRequests: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `Too many password reset requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
} as const;
