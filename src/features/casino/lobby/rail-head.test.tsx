// @vitest-environment jsdom
// CMS "clickable title" (issue 18 part 4, decision 020): the rail titles link to their full list only when it is on.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { mountTestRoot, unmountTestRoot } from '../../../test-support/react-root.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { applyCommon } from '../../../cms/boot-settings.ts';
import { cmsDefaults, cmsState, reset } from '../../../stores/cms-store.ts';
import { RailHead } from './rail-head.tsx';

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  ({ root, container } = mountTestRoot());
});

afterEach(() => {
  unmountTestRoot({ root, container });
  reset();
});

function heading(): HTMLHeadingElement {
  act(() =>
    root.render(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <RailHead title="Slotlar" more="/gamehall?category=3" id="rail-3" />
      </Router>,
    ),
  );
  const h2 = container.querySelector('h2');
  if (!h2) throw new Error('no heading');
  return h2;
}

describe('clickable title (CMS feature setting)', () => {
  it('is off by default and when the CMS leaves it out', () => {
    expect(cmsDefaults().settings.clickableTitle.isEnabled).toBe(false);
    applyCommon(cmsState, { clickableTitle: null });
    expect(cmsState.settings.clickableTitle.isEnabled).toBe(false);
  });

  it('off: the rail title is a plain heading; the "all" link stays beside it', () => {
    const h2 = heading();
    expect(h2.textContent).toBe('Slotlar');
    expect(h2.querySelector('a')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(1);
  });

  it('on: the rail title links to the category\'s full list in the game hall', () => {
    applyCommon(cmsState, { clickableTitle: { isEnabled: true } });
    expect(cmsState.settings.clickableTitle.isEnabled).toBe(true);
    const link = heading().querySelector('a');
    expect(link?.textContent).toBe('Slotlar');
    expect(link?.getAttribute('href')).toBe('/gamehall?category=3');
  });
});
