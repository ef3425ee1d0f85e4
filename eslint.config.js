// Type-aware lint with the import direction of ARCHITECTURE.md enforced.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import { readdirSync } from 'node:fs';

// One zone per feature folder, as bulletproof-react does: a feature may import only itself.
const featureNames = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Where each part may import from (ARCHITECTURE.md "Import direction"; issue 12 part 3).
const zones = [
  // Features do not import other features: the app layer composes them.
  ...featureNames.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature must not import another feature; compose them in src/app.',
  })),
  // Shared code never imports a feature, the app layer, or the route table (which lazy-imports every feature).
  // src/stores is in this list: app-wide state knows no feature.
  {
    target: ['./src/ui', './src/api', './src/cms', './src/i18n', './src/lib', './src/stores', './src/seo'],
    from: ['./src/features', './src/app', './src/routes.ts'],
    message: 'Shared code must not import features, the app layer or the route table.',
  },
  // The design system draws: it reads no CMS, store, API or host; the app hands it what it needs.
  { target: './src/ui', from: ['./src/cms', './src/stores', './src/api', './platform'], message: 'src/ui must not import CMS, store, API or platform code; take it as props or context from the app.' },
  { target: './platform', from: ['./src/features', './src/app'], message: 'platform/ must not import features or the app layer.' },
  // The edge's server module (decision 012) shares the app's pure head code, never the sandbox or the UI.
  { target: './server', from: ['./mocks', './src/features', './src/app', './src/routes.ts', './src/ui', './src/stores', './platform'], message: 'server/ runs at the edge: it imports only pure app code (src/seo, src/cms, src/lib, and the src/api declarations it reads the platform with).' },
  // src/ never imports the sandbox.
  { target: ['./src', './platform'], from: './mocks', message: 'The app must not import the sandbox (mocks/).' },
];

/** The sandbox itself (not its tests, which check the app against it) imports only the API declarations from src/. */
const sandboxZone = {
  target: './mocks',
  from: './src',
  except: ['./api'],
  message: 'Sandbox code imports only src/api (the declarations it must answer) from the app; a real platform shares nothing else with it.',
};

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
