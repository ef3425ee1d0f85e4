// STYLE.md: an unexpected console.error or console.warn fails a test. The app reports the failures it survives with
// console.warn (src/lib and src/cms log and keep going, SPEC §8); a test that provokes one on purpose spies on
// console.warn itself and checks what was said.
import { afterEach, beforeEach, vi } from 'vitest';

let said: { level: 'error' | 'warn'; args: unknown[] }[] = [];
beforeEach(() => {
  said = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      said.push({ level, args });
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  const first = said[0];
  if (first) {
    const count = said.filter((entry) => entry.level === first.level).length;
    throw new Error(`console.${first.level} was called ${count} time(s): ${first.args.map(String).join(' ')}`);
  }
});
