/**
 * The namespaces the sign-in page and the signed-in shell use: their strings load before the first
 * render; every other namespace is a chunk of its own (bundle-backend.ts). Keep in step with the globs of
 * bundles/<lng>-core.ts and the exclusion in bundle-backend.ts.
 */
export const coreNamespaces = new Set([
  'auth',
  'common',
  'errors',
  'landing',
  'layout',
  'passwordReset',
  'pwa',
  'verifyLater',
]);
