/**
 * Generates the app icons (SPEC §1: the installable web app) into public/icons/ with no network and no native dependency:
 * the Omad mark (a gold ring with a centre dot on deep navy, as public/favicon.svg) is described once as
 * shapes, written as SVG, and rasterised here with 4x4 supersampling into PNG (zlib from Node).
 *
 *   node --import tsx scripts/make-icons.ts
 *
 * "any" icons have rounded corners; "maskable" icons are full-bleed with the mark inside the 80 % safe
 * circle, so launchers can crop them to any shape.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

const NAVY: Rgb = [0x0d, 0x13, 0x30];
const GOLD: Rgb = [0xff, 0xb0, 0x20];

/** The mark in a 64-unit box (as the favicon): ring radius 20 (stroke 6), dot radius 6. */
interface Mark {
  cornerRadius: number;
  /** Scale of the ring and dot around the centre (maskable icons shrink them into the safe zone). */
  scale: number;
}

const ANY: Mark = { cornerRadius: 14, scale: 1 };
const MASKABLE: Mark = { cornerRadius: 0, scale: 0.8 };

export function svgFor(mark: Mark): string {
  const ring = 20 * mark.scale;
  const stroke = 6 * mark.scale;
  const dot = 6 * mark.scale;
  const hex = (rgb: Rgb) => `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${mark.cornerRadius}" fill="${hex(NAVY)}"/><circle cx="32" cy="32" r="${ring}" fill="none" stroke="${hex(GOLD)}" stroke-width="${stroke}"/><circle cx="32" cy="32" r="${dot}" fill="${hex(GOLD)}"/></svg>\n`;
}

/** Coverage of the unit-box point (x, y) by the background and by the gold mark. */
function sample(mark: Mark, x: number, y: number): { background: boolean; gold: boolean } {
  const r = mark.cornerRadius;
  // Rounded rectangle: outside only near the corners.
  const cx = x < r ? r : x > 64 - r ? 64 - r : x;
  const cy = y < r ? r : y > 64 - r ? 64 - r : y;
  const background = r === 0 || (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  const distance = Math.hypot(x - 32, y - 32);
  const ring = 20 * mark.scale;
  const half = 3 * mark.scale;
  const gold = background && (Math.abs(distance - ring) <= half || distance <= 6 * mark.scale);
  return { background, gold };
}

/** RGBA pixels of the mark at `size` px, 16 samples per pixel for smooth edges. */
export function rasterise(mark: Mark, size: number): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const steps = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let covered = 0;
      let gold = 0;
      for (let sy = 0; sy < steps; sy++) {
        for (let sx = 0; sx < steps; sx++) {
          const x = ((px + (sx + 0.5) / steps) / size) * 64;
          const y = ((py + (sy + 0.5) / steps) / size) * 64;
          const hit = sample(mark, x, y);
          if (hit.background) covered++;
          if (hit.gold) gold++;
        }
      }
      const total = steps * steps;
      const alpha = covered / total;
      const mix = covered === 0 ? 0 : gold / covered;
      const offset = (py * size + px) * 4;
      NAVY.forEach((navy, channel) => {
        pixels[offset + channel] = Math.round(navy * (1 - mix) + GOLD[channel as 0 | 1 | 2] * mix);
      });
      pixels[offset + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (8-bit RGBA, no interlace, filter 0 on every row) of `size` x `size` pixels. */
export function encodePng(pixels: Uint8Array, size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0;
    rows.set(pixels.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', new Uint8Array())]);
}

export const ICONS = [
  { file: 'icon-192.png', size: 192, mark: ANY },
  { file: 'icon-512.png', size: 512, mark: ANY },
  { file: 'maskable-192.png', size: 192, mark: MASKABLE },
  { file: 'maskable-512.png', size: 512, mark: MASKABLE },
  // iOS draws its own rounded corners and ignores transparency: full-bleed like a maskable icon.
  { file: 'apple-touch-icon-180.png', size: 180, mark: { cornerRadius: 0, scale: 0.9 } },
] as const;

function main(): void {
  const dir = 'public/icons';
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/icon.svg`, svgFor(ANY));
  writeFileSync(`${dir}/maskable.svg`, svgFor(MASKABLE));
  for (const icon of ICONS) {
    writeFileSync(`${dir}/${icon.file}`, encodePng(rasterise(icon.mark, icon.size), icon.size));
    console.log(`${dir}/${icon.file} ${icon.size}x${icon.size}`);
  }
}

if (process.argv[1]?.endsWith('make-icons.ts')) main();
