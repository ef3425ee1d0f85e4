import { defineConfig } from 'vitest/config';

// Two suites: unit (pure logic next to the code, jsdom where it touches the DOM) and
// contract (the sandbox's answers checked against the app's own schemas).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'platform/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'mocks/**/*.test.ts'],
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
    ],
  },
});
