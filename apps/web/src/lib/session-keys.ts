/**
 * The local storage keys of the session (docs/product.md#s3, #s9), on their own so the entry can read them
 * without React.
 */
export const TOKEN_KEY = 'authToken';
export const CURRENT_USER_KEY = 'currentUser';
