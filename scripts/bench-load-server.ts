/**
 * The sandbox as `npm run bench:load` runs it (scripts/bench-load.ts): mocks/server.ts in test mode, in its own
 * process (so the load tool never shares its event loop), with an IPC channel that answers the server's memory
 * after a full garbage collection (node --expose-gc). Env: PORT, DIST_DIR, BENCH_HEAP_SNAPSHOTS (a directory: a heap
 * snapshot at each memory reading).
 */
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import { createSandbox } from '../mocks/app.ts';
import { startSandboxServer } from '../mocks/http/node-server.ts';

interface MemoryAnswer {
  type: 'memory';
  heapUsed: number;
  rss: number;
}

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !process.send) throw new Error('run through scripts/bench-load.ts (node --expose-gc with an IPC channel)');

const { app } = createSandbox({ distDir: process.env.DIST_DIR ?? 'dist', testMode: true });
await startSandboxServer(app, Number(process.env.PORT ?? 8226));

let snapshots = 0;
process.on('message', (message: unknown) => {
  if (typeof message !== 'object' || message === null || (message as { type?: unknown }).type !== 'memory') return;
  // Twice: the first pass may only finalise what the second frees.
  gc();
  gc();
  const usage = process.memoryUsage();
  const answer: MemoryAnswer = { type: 'memory', heapUsed: usage.heapUsed, rss: usage.rss };
  // BENCH_HEAP_SNAPSHOTS: a snapshot at each reading, taken after it (the snapshot itself allocates).
  if (process.env.BENCH_HEAP_SNAPSHOTS) writeHeapSnapshot(join(process.env.BENCH_HEAP_SNAPSHOTS, `heap-${++snapshots}.heapsnapshot`));
  process.send?.(answer);
});
process.send({ type: 'ready' });
