/** Laravel's default minimum for passwords; the server has the last word either way. */
export const PASSWORD_MIN = 8;
export const TEXT_MAX = 255;
