import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { dictionarySections } from './scripts/dictionary-sections.ts';
import { precacheScope } from './scripts/precache-scope.ts';

// The production build is served by the sandbox (mocks/server.ts) or any CDN in front of the
// operator's /api and /cms. `npm run dev` runs Vite in middleware mode inside the sandbox (mocks/dev.ts).

/**
 * One id per build (issue 4 part 6): compiled into the bundle and published as builds/latest.json, so a
 * running app sees when a newer build is deployed. OMAD_BUILD_ID pins it (CI, reproducible builds).
 */
const buildId = process.env.OMAD_BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const THEME = '#0d1330';

const ICONS: ManifestOptions['icons'] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The manifest in Uzbek (default) with Russian names; the Russian manifest is emitted beside it. */
const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Omad — kazino va sport tikishlari',
  short_name: 'Omad',
  description: "Kazino o'yinlari, sport tikishlari, aksiyalar va bonuslar",
  lang: 'uz-Latn',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME,
  background_color: THEME,
  categories: ['entertainment', 'games'],
  icons: ICONS,
};

const manifestRu = {
  ...manifest,
  id: '/',
  name: 'Omad — казино и ставки на спорт',
  description: 'Казино, ставки на спорт, акции и бонусы',
  lang: 'ru',
  start_url: '/ru',
};

/** The release notes of this build (release-notes.json: `uz` and `ru` lists of short lines); none when absent. */
function releaseNotes(): { changes: { uz: string[]; ru: string[] } } {
  const lines = (value: unknown) => (Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string' && line.trim() !== '').slice(0, 5) : []);
  try {
    const notes = JSON.parse(readFileSync(fileURLToPath(new URL('./release-notes.json', import.meta.url)), 'utf8')) as Record<string, unknown>;
    return { changes: { uz: lines(notes.uz), ru: lines(notes.ru) } };
  } catch {
    return { changes: { uz: [], ru: [] } };
  }
}

/** builds/latest.json, builds/meta/<id>.json, the Russian manifest and the iOS home-screen icon link. */
function omadBuildFiles(): Plugin {
  return {
    name: 'omad-build-files',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' }, injectTo: 'head' }],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify({ id: buildId, timestamp: Date.now() })}\n` });
      // SPEC §7 builds/meta: what this build changed (release-notes.json), for the new-version prompt of running apps.
      this.emitFile({ type: 'asset', fileName: `builds/meta/${buildId}.json`, source: `${JSON.stringify({ id: buildId, ...releaseNotes() })}\n` });
      this.emitFile({ type: 'asset', fileName: 'manifest.ru.webmanifest', source: `${JSON.stringify(manifestRu)}\n` });
    },
  };
}

/**
 * Navigations the service worker (platform/pwa/sw.ts) never answers with the shell: the API, the CMS, builds/latest.json,
 * the hit beacon, robots.txt, and the pages this deployment serves beside the app: the sandbox's stand-ins for vendors
 * (its in-house games, opened in a frame; its payment provider's pages, which a deposit navigates to; the social sign-in
 * provider's pages; the identity-verification frame Sumsub's WebSDK loads from the host its token names).
 */
const NOT_THE_APP = ['^/api/', '^/cms/', '^/oauth/', '^/__sandbox/', '^/sandbox-games/', '^/sandbox-media/', '^/sandbox-pay/', '^/sandbox-sportsbook/', '^/websdk/', '^/builds/', '^/hit', '^/robots\\.txt$'];

/** Decision 030: the worker precaches the shell and the next screens, not every file (scripts/precache-scope.ts). */
const precache = precacheScope();

export default defineConfig({
  plugins: [
    precache.plugin,
    react(),
    omadBuildFiles(),
    // The default dictionary in sections: a screen's texts come with its chunk (src/i18n/texts/).
    dictionarySections(),
    VitePWA({
      // platform/pwa/service-worker.ts registers /sw.js itself: an injected inline script would break the CSP.
      injectRegister: false,
      registerType: 'prompt',
      manifest,
      includeManifestIcons: true,
      // The worker is platform/pwa/sw.ts (decision 030 point 17): it keeps home's served page for the next start.
      strategies: 'injectManifest',
      srcDir: 'platform/pwa',
      filename: 'sw.ts',
      injectManifest: {
        // The shell and every hashed asset; never builds/latest.json (it must always come from the network).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['builds/**', '.vite/**'],
        // Of the scripts and style sheets, only the shell's and the next screens' (decision 030).
        manifestTransforms: [precache.transform],
      },
      devOptions: { enabled: false },
    }),
  ],
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
    // Read by the service worker's build only (vite-plugin-pwa builds it with this config's define).
    __OMAD_NOT_THE_APP__: JSON.stringify(NOT_THE_APP),
  },
  resolve: {
    // React 18 has useSyncExternalStore: the shim wouter imports would only add its React 17 fallback.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./scripts/use-sync-external-store.ts', import.meta.url)) }],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // scripts/first-load.ts reads the manifest to measure what each route ships.
    manifest: true,
    // Decision 019: no modulepreload lists in the entry. A lazy page's shared chunks are fetched when its chunk asks
    // for them (CSS still before the page shows); the first screen's chunks come with the shell's Link preload headers
    // (mocks/http/first-screen.ts) and later pages from the service worker's precache. The lists cost 2.5 KB gzip of
    // every first load, for one round trip saved on a page's first visit only.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Names are content hashes alone: the entry lists every lazy chunk's file, and the module names cost 1 KB gzip.
        // The build manifest (.vite/manifest.json) maps each source module to its file.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: {
          // Everything the entry imports statically loads at boot anyway: one chunk instead of the seven that automatic
          // splitting made of it (react, valtio, superstruct, the API client, the CMS schemas…), which compresses better
          // and is one request. Lazy chunks still import what they share with it from it.
          groups: [
            { name: 'index', tags: ['$initial'] },
            // Decision 030: Telegram's boot steps and the SDK-free launch readers they share with the host's SDK chunk
            // are one chunk, so the sign-in (which starts before the SDK is set up) waits for no second request.
            { name: 'telegram-start', test: /(platform\/telegram\/launch-data|src\/app\/boot\/telegram-sign-in)\.ts$/ },
          ],
        },
      },
    },
  },
});
