/**
 * SPEC §3: banner, offer, tournament and jackpot descriptions have their image keys remapped from the CMS mappings.
 * Remapped where shown rather than inside the read, so every screen that shares one read (a list and its detail,
 * the lobby and a page) sees the same answer, and a later CMS answer re-renders them.
 */
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { ImageKind } from '../api/cms/collections.ts';
import { remapItems } from './images.ts';
import { cmsState } from '../stores/cms-store.ts';

export function useRemapped<T extends object>(kind: ImageKind, items: readonly T[] | undefined): T[] | undefined {
  const mapping = useSnapshot(cmsState).imageMappings[kind];
  return useMemo(() => (items ? remapItems(items, mapping) : undefined), [items, mapping]);
}
