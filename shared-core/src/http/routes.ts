/** Where a non-200 status sends the user (docs/product.md, "Errors"). 401 is handled by the session. */
export const ERROR_ROUTES = {
  unauthorized: '/login',
  forbidden: '/not-allowed',
  notFound: '/not-found',
  error: '/error',
} as const;
