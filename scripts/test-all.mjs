// `npm test`: every suite in order, each printing its own counts, then one summary line.
// Typecheck and lint are checks (1 each); unit, contract and e2e report their test counts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const suites = [
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'unit', cmd: 'npx', args: ['vitest', 'run', '--project', 'unit', '--reporter=default', '--reporter=json', '--outputFile=.cache/unit.json'], json: '.cache/unit.json' },
  { name: 'contract', cmd: 'npx', args: ['vitest', 'run', '--project', 'contract', '--reporter=default', '--reporter=json', '--outputFile=.cache/contract.json'], json: '.cache/contract.json' },
  // The app's CMS reads against the project's Strapi 5 (cms/; needs `npm ci --prefix cms`), started and stopped by the suite.
  { name: 'strapi', cmd: 'npx', args: ['vitest', 'run', '--project', 'strapi', '--reporter=default', '--reporter=json', '--outputFile=.cache/strapi.json'], json: '.cache/strapi.json' },
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
  { name: 'budget', cmd: 'node', args: ['--import', 'tsx', 'scripts/check-budget.ts'] },
  { name: 'secrets', cmd: 'node', args: ['--import', 'tsx', 'scripts/check-secrets.ts'] },
  { name: 'no-sdk', cmd: 'node', args: ['--import', 'tsx', 'scripts/check-no-sdk.ts'] },
  { name: 'e2e', cmd: 'npx', args: ['playwright', 'test'], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: '.cache/e2e.json' }, extraArgs: ['--reporter=list,json'], json: '.cache/e2e.json' },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];

for (const suite of suites) {
  if (only.length > 0 && !only.includes(suite.name)) continue;
  if (suite.name === 'budget' && !existsSync('scripts/check-budget.ts')) continue;
  if (suite.json) rmSync(suite.json, { force: true });
  console.log(`\n=== ${suite.name} ===`);
  const started = Date.now();
  const result = spawnSync(suite.cmd, [...suite.args, ...(suite.extraArgs ?? [])], {
    stdio: 'inherit',
    env: { ...process.env, ...(suite.env ?? {}) },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts = { passed: result.status === 0 ? 1 : 0, failed: result.status === 0 ? 0 : 1, skipped: 0 };
  if (suite.json && existsSync(suite.json)) {
    const report = JSON.parse(readFileSync(suite.json, 'utf8'));
    if (report.stats) {
      counts = { passed: report.stats.expected ?? 0, failed: (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0), skipped: report.stats.skipped ?? 0 };
    } else {
      counts = { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0) };
    }
    if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  }
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  rows.push(`${suite.name.padEnd(10)} ${String(counts.passed).padStart(5)} passed ${String(counts.failed).padStart(4)} failed ${String(counts.skipped).padStart(4)} skipped  ${seconds}s`);
}

console.log('\n=== summary ===');
for (const row of rows) console.log(row);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
