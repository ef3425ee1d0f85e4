/**
 * What `use-sync-external-store/shim` gives on React 18: React's own useSyncExternalStore (the shim only falls back to
 * its own implementation on React 17 and older). wouter imports the shim; vite.config.ts points it here so the build
 * does not carry the fallback (decision 007). Tests (vitest) use the package itself, which answers the same.
 */
export { useSyncExternalStore } from 'react';
