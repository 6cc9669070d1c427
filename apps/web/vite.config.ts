import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './build/chunk-groups.js';
import { routePreloads } from './build/route-preloads.js';

/** The brand colour of the app (styles.css `--color-brand`): the phone's status bar and splash. */
const brand = '#0f766e';

/**
 * The service worker (`/sw.js`, scope `/`): precaches every file of the build so the app opens
 * with no network after one online visit; a page navigation falls back to index.html, except
 * /api/* which always goes to the network (offline data lives in IndexedDB, apps/web/src/offline).
 * A new version waits until the user accepts the update prompt (registerType 'prompt'); the very
 * first worker claims the open page at once. No service worker on the dev server.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  scope: '/',
  // Icons and the manifest are in the precache once, through globPatterns and the plugin.
  includeManifestIcons: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'Assist',
    short_name: 'Assist',
    description: 'Assist: POS & Inventory Management',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: brand,
    background_color: '#f5f7f9',
    lang: 'en',
    // Arabic users get public/manifest.ar.webmanifest (its name, lang ar, dir rtl): i18n swaps the link.
    dir: 'ltr',
    categories: ['business', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2}'],
    // Lazy pages, the barcode decoder and the Arabic fonts belong to the shell: allow big chunks.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    sourcemap: false,
  },
  devOptions: { enabled: false },
});

/**
 * Every `import 'zod'` (the web's and the domain's) resolves to src/lib/zod-jitless.ts, which sets
 * zod's jitless mode and re-exports zod: the setting runs before any schema is built, in whichever
 * chunk first loads zod (the sign-in page loads none on its first visit: 2026-11-28-phone-speed.md).
 */
const zodShim = fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url));
const zodJitless: Plugin = {
  name: 'assist-zod-jitless',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'zod' && importer !== zodShim) return zodShim;
    return null;
  },
};

// `source` makes @assist/domain resolve to its TypeScript source, so the web build never
// depends on a prior build of the domain package.
export default defineConfig({
  plugins: [zodJitless, react(), tailwindcss(), routePreloads(), pwa],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:5000', changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://localhost:5000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Fewer, larger chunks for the signed-in pages (a phone pays a round trip per file); the
    // sign-in page's chunks and the language files are left as rolldown cuts them: build/chunk-groups.ts.
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
  },
});
