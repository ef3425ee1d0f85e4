// Type-aware lint with the import direction of ARCHITECTURE.md enforced.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

import { readdirSync } from 'node:fs';

// One zone per feature folder, as bulletproof-react does: a feature may import only itself.
const featureNames = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Decision 031's floors, from the bottom up: a floor may import itself and the floors before it, never one after it
 * (ARCHITECTURE.md "Import direction"). Folders on one row are one floor.
 */
const FLOORS = [
  ['./src/api'],
  ['./src/lib'],
  ['./src/stores'],
  ['./src/i18n', './src/seo', './src/cms'],
  ['./src/server-data'],
  ['./src/services'],
  ['./src/ui'],
  ['./src/features'],
  ['./src/app', './src/routes.ts', './src/main.tsx'],
];

const zones = [
  // Nothing below imports upward.
  ...FLOORS.slice(0, -1).map((folders, index) => ({
    target: folders,
    from: FLOORS.slice(index + 1).flat(),
    message: 'Nothing below imports upward (decision 031): this floor may import only the floors beneath it.',
  })),
  // The contract floor imports nothing of the host, the edge or the sandbox either: they all import it.
  { target: './src/api', from: ['./platform', './server', './mocks'], message: 'The contract floor (src/api) imports nothing above it (decision 031).' },
  // Shared code below the features knows no host: the platform layer sits above it (it imports src/api and src/services).
  {
    target: ['./src/lib', './src/stores', './src/i18n', './src/seo', './src/cms', './src/server-data', './src/services'],
    from: './platform',
    message: 'Shared code must not import platform/ (decision 031: src/cms never does); take what the host knows as a value.',
  },
  // Features do not import other features: the app layer composes them.
  ...featureNames.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature must not import another feature; compose them in src/app.',
  })),
  // The design system draws: it reads no CMS, store, API or host; the app hands it what it needs.
  { target: './src/ui', from: ['./src/cms', './src/stores', './src/api', './platform'], message: 'src/ui must not import CMS, store, API or platform code; take it as props or context from the app.' },
  // The host layer imports the contract floor and the app-wide services only.
  { target: './platform', from: './src', except: ['./api', './services'], message: 'platform/ imports only src/api and src/services from the app (decision 031).' },
  // The edge's server module (decision 012) reads the contract floor and shares the app's pure code, never the browser's
  // state, services, UI or the sandbox.
  {
    target: './server',
    from: ['./mocks', './src/stores', './src/features', './src/app', './src/routes.ts', './src/main.tsx', './src/server-data', './src/services', './src/ui', './platform'],
    message: "server/ runs at the edge: it imports the contract floor (src/api) and pure app code (src/seo, src/cms, src/lib), never the browser's stores.",
  },
  // src/ never imports the sandbox.
  { target: ['./src', './platform'], from: './mocks', message: 'The app must not import the sandbox (mocks/).' },
];

/**
 * The sandbox itself (not its tests, which check the app against it) imports only the contract floor from src/: the
 * declarations it answers and the rules both sides apply; never the browser's stores, features, app or server data.
 */
const sandboxZone = {
  target: './mocks',
  from: './src',
  except: ['./api'],
  message: 'Sandbox code imports only src/api (the contract floor) from the app; a real platform shares nothing else with it.',
};

/** What the contract floor never imports (decision 031): it runs in the browser, at the edge and in the sandbox alike. */
const FLOOR_IMPORTS = {
  patterns: [
    { group: ['react', 'react-dom', 'react-dom/*', 'valtio', 'valtio/*', '@tanstack/*', 'wouter', 'wouter/*'], message: 'The contract floor (src/api) imports no React, valtio, TanStack or router (decision 031).' },
    { group: ['@tma.js/*', '@telegram-apps/sdk*'], message: 'Only platform/ may import the Telegram SDK.' },
  ],
};
const FLOOR_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage'].map((name) => ({
  name,
  message: `The contract floor (src/api) uses no DOM or storage (decision 031): ${name} belongs to the layers above it.`,
}));

/** File and folder names are kebab-case (STYLE.md "Names"); dotted parts too (`cashier.first-limit.ts`, `vite.config.ts`). */
const KEBAB_SEGMENT = '+([a-z0-9])*(-+([a-z0-9]))';
const KEBAB_NAME = `${KEBAB_SEGMENT}*(.${KEBAB_SEGMENT})`;

/**
 * A sandbox path or host in a string (`/sandbox-kyc/`, `/__sandbox/…`, `player@sandbox.test`, `http://sandbox.test`), not
 * the word in other senses (an iframe's `allow-popups-to-escape-sandbox`, a password like `Sandbox123`).
 */
const SANDBOX_NAME = '/[\\/.@:]_*sandbox|^_*sandbox[-.\\/_:]/i';
const SANDBOX_MESSAGE = 'The product names no sandbox path or host: what the sandbox needs is configuration it provides (CMS, platform answer, env). Comments may explain a difference.';

export default tseslint.config(
  // cms/ is its own npm project (Strapi's CommonJS server code); only its contract suite is the app's TypeScript.
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'dev-dist/**', '.cache/**', 'cms/*', '!cms/tests'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    ignores: ['mocks/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, sandboxZone] }] },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': KEBAB_NAME },
        { errorMessage: 'The file name "{{ target }}" is not kebab-case (STYLE.md "Names"; dotted parts too: cashier.first-limit.ts).' },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }, { errorMessage: 'The folder "{{ target }}" is not kebab-case (STYLE.md "Names").' }],
    },
  },
  {
    // ARCHITECTURE.md: nothing in src/ or platform/ names a sandbox path (decision 029), tests included: their
    // addresses and accounts are the product's own examples, not the sandbox's.
    files: ['src/**/*.{ts,tsx}', 'platform/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${SANDBOX_NAME}]`, message: SANDBOX_MESSAGE },
        { selector: `TemplateElement[value.raw=${SANDBOX_NAME}]`, message: SANDBOX_MESSAGE },
      ],
    },
  },
  {
    // Only platform/ touches the Telegram SDK.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@tma.js/*', '@telegram-apps/sdk*'], message: 'Only platform/ may import the Telegram SDK.' }] },
      ],
    },
  },
  {
    // The sandbox and the tests may sign init data server-side (@tma.js/init-data-node), never load the client SDK.
    files: ['mocks/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@tma.js/*', '!@tma.js/init-data-node', '@telegram-apps/sdk*'], message: 'Only platform/ may import the Telegram SDK.' }] },
      ],
    },
  },
  {
    // After the SDK rule for src/ (a later block replaces a rule's options): the floor keeps that ban and adds its own.
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', FLOOR_IMPORTS],
      'no-restricted-globals': ['error', ...FLOOR_GLOBALS],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
