import fc from 'fast-check';
import { create, number, string, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { ImageKeyMapping } from '../api/cms/collections.ts';
import { listItems, listOf, remapDescription, remapItem, remapItems } from './images.ts';

const mapping: ImageKeyMapping = { image_735_240: 'desktop_image', image_360_520: 'mobile_image' };

describe('image-key remapping (SPEC §3)', () => {
  it('renames mapped keys and keeps the rest', () => {
    expect(remapDescription({ position: 2, title: 'Bonus', image_735_240: '/d.webp', image_360_520: '/m.webp' }, mapping)).toEqual({
      position: 2,
      title: 'Bonus',
      desktop_image: '/d.webp',
      mobile_image: '/m.webp',
    });
  });

  it('does not let an empty source overwrite a filled target', () => {
    expect(remapDescription({ image_735_240: '', desktop_image: '/kept.webp' }, mapping)).toEqual({ desktop_image: '/kept.webp' });
    expect(remapDescription({ image_735_240: null }, mapping)).toEqual({ desktop_image: null });
  });

  it('remaps items with a description and passes others through', () => {
    const banner = { id: 1, finished_at: 0, description: { position: 1, image_735_240: '/x.webp' } };
    expect(remapItem(banner, mapping)).toEqual({ id: 1, finished_at: 0, description: { position: 1, desktop_image: '/x.webp' } });
    const plain = { id: 2 };
    expect(remapItem(plain, mapping)).toBe(plain);
    expect(remapItems([banner, plain], mapping)).toHaveLength(2);
    // The input is not mutated.
    expect(banner.description).toHaveProperty('image_735_240');
  });

  it('never leaves a mapped source key and keeps every unmapped key (property)', () => {
    const keys = fc.constantFrom('image_735_240', 'image_360_520', 'desktop_image', 'title', 'position');
    fc.assert(
      fc.property(fc.dictionary(keys, fc.oneof(fc.string(), fc.constant(null))), (description) => {
        const result = remapDescription(description, mapping);
        for (const from of Object.keys(mapping)) expect(result).not.toHaveProperty(from);
        for (const [name, value] of Object.entries(description)) {
          if (!(name in mapping) && !Object.values(mapping).includes(name)) expect(result[name]).toBe(value);
        }
      }),
    );
  });
});

describe('list shapes (SPEC §3)', () => {
  const Item = type({ id: number(), name: string() });
  it('reads data.items and plain arrays alike', () => {
    const items = [{ id: 1, name: 'a' }];
    expect(listItems({ items })).toEqual(items);
    expect(listItems(items)).toEqual(items);
    expect(create({ items, count: 1 }, listOf(Item))).toEqual(items);
    expect(create(items, listOf(Item))).toEqual(items);
    expect(() => create({ items: [{ id: 'x' }] }, listOf(Item))).toThrow();
  });
});
