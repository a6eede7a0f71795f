/**
 * The plain constants the sentences quote (product name, length limits), in one module without texts so
 * both the catalogues' default variables (i18n/variables.ts) and the text modules can import them.
 */
/** The product's name and tagline as the home screen shows them (docs/product.md#s1, #s2-home). */
export const PRODUCT_NAME = 'Turnout';
export const TAGLINE = 'Get Organized, Get Playing!';

/** Password length bounds: at least 8 characters; long ones are accepted whole up to this cap. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;
/** The digits of an emailed sign-in code (README "Signing in"). */
export const EMAIL_CODE_LENGTH = 6;
/** Signup mobile numbers are exactly this many digits (docs/product.md#s5, #s9). */
export const MOBILE_LENGTH = 10;
/** Longest message content, in characters after trimming. */
export const CHAT_MESSAGE_MAX = 4000;
/** Longest group name, in characters. */
export const GROUP_NAME_MAX = 100;
/** How far ahead a game may be scheduled, in years (creation and edit). */
export const GAME_HORIZON_YEARS = 2;
