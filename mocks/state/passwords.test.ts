import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit, PASSWORD_HASHING_CONCURRENCY, hashPassword, hashingSlots, verifyPassword } from './passwords.ts';

describe('ConcurrencyLimit', () => {
  it('runs at most `limit` tasks at once, the rest in arrival order, and frees slots on failure', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (id: number, fail = false) => async () => {
      started.push(id);
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (fail) throw new Error(`task ${id} failed`);
      return id;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((id) => limit.run(task(id, id === 2))));
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(limit.active).toBe(0);
    expect(limit.queued).toBe(0);
  });
});

describe('password hashing (issue 19 defect 1)', () => {
  it('never hashes more than PASSWORD_HASHING_CONCURRENCY passwords at once', async () => {
    const stored = await hashPassword('Sandbox123');
    let peak = 0;
    const checks = Array.from({ length: 8 }, () => verifyPassword('Wrong1234', stored));
    const watch = setInterval(() => {
      peak = Math.max(peak, hashingSlots.active);
    }, 1);
    peak = Math.max(peak, hashingSlots.active);
    expect(hashingSlots.queued).toBe(8 - PASSWORD_HASHING_CONCURRENCY);
    await expect(Promise.all(checks)).resolves.toEqual(Array.from({ length: 8 }, () => false));
    clearInterval(watch);
    expect(peak).toBe(PASSWORD_HASHING_CONCURRENCY);
    await expect(verifyPassword('Sandbox123', stored)).resolves.toBe(true);
  });
});
