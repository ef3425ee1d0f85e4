// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountTestRoot, unmountTestRoot, type TestRoot } from '../test-support/react-root.ts';
import { firstScreenDrawn, QUIET_MS, resetStartForTests, START_CAP_MS } from '../services/quiet-start.ts';
import { OnceDrawn } from './when-idle.tsx';

describe('OnceDrawn (decision 030)', () => {
  let testRoot: TestRoot;
  const shown = () => testRoot.container.textContent;
  const draw = () => act(() => testRoot.root.render(<OnceDrawn>extras</OnceDrawn>));

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    resetStartForTests();
    testRoot = mountTestRoot();
  });
  afterEach(() => {
    unmountTestRoot(testRoot);
    vi.useRealTimers();
  });

  it('shows its children only once the first page is drawn', () => {
    draw();
    expect(shown()).toBe('');
    act(() => firstScreenDrawn());
    expect(shown()).toBe('extras');
  });

  it('shows them at once when the page was drawn before it mounted', () => {
    firstScreenDrawn();
    draw();
    expect(shown()).toBe('extras');
  });

  it('shows them once the start is over should no page ever count as drawn', () => {
    draw();
    act(() => void vi.advanceTimersByTime(QUIET_MS * 2));
    expect(shown()).toBe('');
    act(() => void vi.advanceTimersByTime(START_CAP_MS + QUIET_MS + 400));
    expect(shown()).toBe('extras');
  });
});
