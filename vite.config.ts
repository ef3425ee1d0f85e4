import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The production build is served by the sandbox (mocks/server.ts) or any CDN in front of the
// operator's /api and /cms. `npm run dev` runs Vite in middleware mode inside the sandbox (mocks/dev.ts).
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // scripts/first-load.ts reads the manifest to measure what each route ships.
    manifest: true,
  },
});
