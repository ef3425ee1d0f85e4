/**
 * Game artwork as raster WebP at the tile's size (decision 022): the app's tiles show `img_288_192` art, and an
 * SVG there is painted by the browser on the main thread for every tile scrolled into view; a WebP is decoded off it.
 * The generated SVG (mocks/fixtures/games/artwork.ts) is rasterised once per game with sharp and kept in a bounded
 * cache (the sandbox's memory stays bounded, decision 023): 1,000 tiles of a few KB each.
 */
import sharp from 'sharp';

const KEPT = 1000;
const cache = new Map<string, Promise<Buffer>>();

/** WebP of `svg` at `width` x `height` CSS pixels, twice that in device pixels (phones are 2x and more). */
export function webpOf(key: string, svg: string, width: number, height: number): Promise<Buffer> {
  const kept = cache.get(key);
  if (kept) {
    // Most recently used last: the oldest is dropped first.
    cache.delete(key);
    cache.set(key, kept);
    return kept;
  }
  const made = sharp(Buffer.from(svg), { density: 144 })
    .resize(width * 2, height * 2, { fit: 'cover' })
    .webp({ quality: 72, effort: 2 })
    .toBuffer();
  cache.set(key, made);
  made.catch(() => cache.delete(key));
  if (cache.size > KEPT) cache.delete(cache.keys().next().value ?? '');
  return made;
}
