// Precompresses the build (brotli and gzip siblings) so the sandbox serves assets the way a good CDN would
// (ARCHITECTURE.md "The sandbox platform"). Only text assets above 1 KB; images that are already compressed are skipped.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? process.env.DIST_DIR ?? 'dist';
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) walk(path);
    else if (TEXT.test(name) && stat.size > 1024) {
      const bytes = readFileSync(path);
      const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      files++;
      before += bytes.length;
      after += br.length;
    }
  }
}

walk(dist);
console.log(`precompressed ${files} files in ${dist}: ${(before / 1024).toFixed(1)} KB -> ${(after / 1024).toFixed(1)} KB brotli`);
