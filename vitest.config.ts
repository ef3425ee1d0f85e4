import { defineConfig } from 'vitest/config';

// Three suites: unit (pure logic next to the code, jsdom where it touches the DOM), contract (the sandbox's answers
// checked against the app's own schemas) and strapi (the same reads against the project's real Strapi).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'platform/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['mocks/**/*.contract.test.ts'],
          environment: 'node',
          setupFiles: ['./scripts/vitest-setup.ts'],
        },
      },
      {
        test: {
          name: 'contract',
          include: ['mocks/**/*.contract.test.ts'],
          environment: 'node',
          setupFiles: ['./scripts/vitest-setup.ts'],
        },
      },
      {
        // The app's CMS reads against the project's own Strapi 5 (cms/), which the global setup starts on a throw-away
        // SQLite database and stops after (docs/decisions/028-strapi-cms.md). Needs `npm ci --prefix cms`.
        test: {
          name: 'strapi',
          include: ['cms/tests/**/*.contract.test.ts'],
          environment: 'node',
          setupFiles: ['./scripts/vitest-setup.ts'],
          globalSetup: ['./cms/tests/strapi-server.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
