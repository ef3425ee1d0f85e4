/**
 * What the service worker precaches (decision 030): the shell and the screens a player reaches next from the first
 * one, not every file of the build. vite-plugin-pwa globs the whole build; this plugin reads the bundle as Rollup
 * writes it and answers, for workbox's `manifestTransforms`, which of the globbed files to keep:
 *
 * - the entry's static graph and its CSS (the shell), and its lazy parts that belong to the shell itself (the host's
 *   code, the Russian dictionary, the app's popups, offline notice, error pages, menu, the session's life);
 * - the pages of the bottom navigation, a game, sign-in and sign-up, and the deposit form, each with its static graph;
 *   home's own lazy sections (the ticker, the rails' leaderboard, the winners, the menu banner) as well;
 * - every file that is not a script or a style sheet (the page, the manifests, icons and images).
 *
 * Any other page's code is fetched from the network when first opened, as on a first visit.
 */
import type { Plugin } from 'vite';

/** Source modules (relative to the project) whose chunks, with their static imports, are precached. */
export const NEXT_SCREENS = [
  'src/features/home/home-page.tsx',
  'src/features/casino/lobby/lobby-rails.tsx',
  'src/features/casino/hall/game-hall-page.tsx',
  'src/features/casino/game/game-page.tsx',
  'src/features/betting/betting-page.tsx',
  'src/features/bonuses/offers/offers-page.tsx',
  'src/features/profile/menu/profile-page.tsx',
  'src/features/auth/sign-in/sign-in-page.tsx',
  'src/features/auth/registration/sign-up-page.tsx',
  'src/features/cashier/deposit/deposit-page.tsx',
] as const;

/** Of these, their own lazy parts too (one level): home's sections below the first screen. */
const WITH_LAZY_PARTS = new Set<string>(['src/features/home/home-page.tsx', 'src/features/casino/lobby/lobby-rails.tsx']);

/** The entry's lazy imports under these folders are the shell's own parts. */
const SHELL_FOLDERS = ['platform/', 'src/app/', 'src/i18n/', 'src/ui/', 'src/cms/', 'src/lib/', 'src/services/', 'src/stores/', 'src/server-data/', 'src/seo/', 'src/features/session/'];

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
  viteMetadata?: { importedCss?: Set<string> };
}

/** The files of a bundle to precache, from the bundle Rollup hands `generateBundle` (file name -> chunk). */
export function precacheFiles(bundle: Readonly<Record<string, ChunkLike>>, root: string): Set<string> {
  const keep = new Set<string>();
  const relative = (id: string | null | undefined) => (id ? id.replace(/\\/g, '/').replace(`${root.replace(/\\/g, '/')}/`, '') : '');
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || keep.has(fileName)) return;
    keep.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) keep.add(css);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  const byModule = new Map<string, ChunkLike>();
  for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.facadeModuleId) byModule.set(relative(chunk.facadeModuleId), chunk);
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
    add(chunk.fileName);
    for (const lazy of chunk.dynamicImports ?? []) {
      const module = relative(bundle[lazy]?.facadeModuleId);
      if (SHELL_FOLDERS.some((folder) => module.startsWith(folder))) add(lazy);
    }
  }
  for (const screen of NEXT_SCREENS) {
    const chunk = byModule.get(screen);
    if (!chunk) throw new Error(`precache: ${screen} is not a chunk of the build`);
    add(chunk.fileName);
    if (WITH_LAZY_PARTS.has(screen)) for (const lazy of chunk.dynamicImports ?? []) add(lazy);
  }
  return keep;
}

/**
 * The plugin and the filter workbox applies to its list: a script or style sheet is kept only when `precacheFiles`
 * named it. `transform` is handed to `workbox.manifestTransforms`.
 */
export function precacheScope(): { plugin: Plugin; transform: <T extends { url: string }>(entries: T[]) => Promise<{ manifest: T[]; warnings: string[] }> } {
  let files: Set<string> | undefined;
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'omad-precache-scope',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      files = precacheFiles(bundle, root);
    },
  };
  const transform = <T extends { url: string }>(entries: T[]) => {
    if (!files) return Promise.resolve({ manifest: entries, warnings: ['precache scope: no bundle seen, every file precached'] });
    const kept = files;
    const manifest = entries.filter((entry) => !/\.(js|css)$/.test(entry.url) || kept.has(entry.url.replace(/^\//, '')));
    return Promise.resolve({ manifest, warnings: [] });
  };
  return { plugin, transform };
}
