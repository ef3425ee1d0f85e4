/**
 * A React root in the jsdom page, for the unit tests that render components (`// @vitest-environment jsdom`):
 * `mountTestRoot()` in `beforeEach`, `unmountTestRoot(…)` in `afterEach`. Renders go through React's `act`, which this
 * module switches on for the test environment. Test code only: nothing of the app imports it.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface TestRoot {
  root: Root;
  container: HTMLElement;
}

/** A fresh container in the page's body with a root on it. */
export function mountTestRoot(): TestRoot {
  const container = document.createElement('div');
  document.body.append(container);
  return { root: createRoot(container), container };
}

/** Unmounts what the root rendered and takes its container out of the page. */
export function unmountTestRoot({ root, container }: TestRoot): void {
  act(() => root.unmount());
  container.remove();
}
