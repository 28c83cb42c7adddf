/** Where the signed-in user's own screens live (docs/product.md, "Addresses"); the account menu links to them. */
export const PROFILE_PATH = '/profile';
export const PASSWORD_PATH = '/profile/password';
