/** Query keys of the accounts feature. */
export const accountKeys = {
  profile: () => ['accounts', 'profile'] as const,
};
