// Builds the app when its folder is missing, so `npm run test:e2e` works alone; `npm test` builds once before it.
// DIST_DIR lets several people run e2e at once, each against their own build.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const dist = process.env.DIST_DIR ?? 'dist';
if (!existsSync(`${dist}/index.html`)) {
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], { stdio: 'inherit' });
  execFileSync('node', ['scripts/compress-dist.mjs', dist], { stdio: 'inherit' });
}
