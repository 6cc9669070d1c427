/**
 * The namespaces the sign-in page and the signed-in shell use: their strings load before the first
 * render; the others right after it (bundle-backend.ts). Keep in step with the globs of
 * bundles/<lng>-core.ts and <lng>.ts (bundle-backend.test.ts checks it).
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
