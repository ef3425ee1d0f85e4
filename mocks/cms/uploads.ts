/**
 * The bytes of the fixtures' media (fixtures.ts UPLOADS): deterministic placeholders (SVG, and WebP for the raster
 * ones), the sandbox operator's logos and icons, a silent WAV and a tiny PDF. Served by the sandbox CMS (routes.ts) and uploaded into the project's Strapi by
 * its seed (cms/scripts/seed.mjs), so both serve the same files.
 */
import sharp from 'sharp';
import type { UploadFile } from './strapi.ts';

function placeholderSvg(name: string, width: number, height: number): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  const label = name.replace(/\.[^.]+$/, '').replace(/[<>&"]/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hash} 55% 38%)"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.max(8, Math.min(width, height) / 6)}" text-anchor="middle" dominant-baseline="middle">${label}</text>` +
    `</svg>`
  );
}

/**
 * The sandbox CMS's sound upload: a short two-tone chime (880 and 1320 Hz, fading over 0.35 s), 8 kHz 8-bit mono, so
 * the loyalty notice the CMS gives this sound to is heard in demos as it would be with an operator's file.
 */
function chimeWav(): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * 0.35);
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples, 40);
  for (let index = 0; index < samples; index++) {
    const time = index / rate;
    const fade = Math.exp(-time * 9);
    const second = time >= 0.09 ? Math.sin(2 * Math.PI * 1320 * time) : 0;
    const value = (Math.sin(2 * Math.PI * 880 * time) + second) * 0.4 * fade;
    buffer.writeUInt8(Math.max(0, Math.min(255, Math.round(128 + value * 127))), 44 + index);
  }
  return buffer;
}

const MINIMAL_PDF = '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/**
 * Icons drawn in currentColor, which the app fetches as text and inlines (src/cms/svg-icons.ts). `icon-hostile.svg` carries
 * a script, event handlers, a foreignObject and an external reference: the app must show it without any of them.
 */
const ICON_SVGS: Readonly<Record<string, string>> = {
  'icon-card.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2">' +
    '<rect x="2" y="5" width="20" height="14" rx="2"/><path d="M2 10h20"/></svg>',
  'icon-wallet.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="currentColor">' +
    '<path d="M4 6h14a2 2 0 0 1 2 2v1h-5a3 3 0 0 0 0 6h5v1a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zm11 5h6v2h-6a1 1 0 0 1 0-2z"/></svg>',
  'icon-hostile.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" width="24" height="24" onload="window.__hostileIcon=1">' +
    '<script>window.__hostileIcon=2</script>' +
    '<rect x="3" y="3" width="18" height="18" rx="3" fill="currentColor" onclick="window.__hostileIcon=3"/>' +
    '<use xlink:href="https://evil.example/sprite.svg#x"/>' +
    '<foreignObject width="24" height="24"><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="window.__hostileIcon=4"/></foreignObject></svg>',
};

/** The sandbox operator's mark (a gold coin, as public/favicon.svg) and wordmark, for the CMS logos and favicon. */
const MARK = '<circle cx="20" cy="20" r="13" fill="none" stroke="#ffb020" stroke-width="4"/><circle cx="20" cy="20" r="4" fill="#ffb020"/>';
const WORDMARK = '<text x="44" y="28" fill="#ffb020" font-family="system-ui, sans-serif" font-size="24" font-weight="800">Omad</text>';
const LOGO_SVGS: Readonly<Record<string, string>> = {
  'logo-header.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40" width="160" height="40" role="img" aria-label="Omad">${MARK}${WORDMARK}</svg>`,
  'logo-footer.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40" width="160" height="40" role="img" aria-label="Omad">${MARK}${WORDMARK}</svg>`,
  'logo-header-mobile.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40" role="img" aria-label="Omad">${MARK}</svg>`,
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="32" height="32"><rect width="40" height="40" rx="9" fill="#0d1330"/>${MARK}</svg>`,
  'organization-logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="512" height="512"><rect width="40" height="40" fill="#0d1330"/>${MARK}</svg>`,
};

const rasters = new Map<string, Promise<Buffer>>();

/** A raster placeholder (WebP) at the file's size, made once: the same bytes every time for the same sharp. */
function rasterOf(file: UploadFile): Promise<Buffer> {
  let made = rasters.get(file.name);
  if (!made) {
    const width = file.width ?? 100;
    const height = file.height ?? 100;
    made = sharp(Buffer.from(placeholderSvg(file.name, width, height))).resize(width, height).webp({ quality: 72, effort: 2 }).toBuffer();
    rasters.set(file.name, made);
  }
  return made;
}

/** The file's content: SVG text, or the bytes of a WebP, a WAV or a PDF. */
export async function uploadContent(file: UploadFile): Promise<string | Buffer> {
  if (file.mime === 'image/svg+xml') return ICON_SVGS[file.name] ?? LOGO_SVGS[file.name] ?? placeholderSvg(file.name, file.width ?? 100, file.height ?? 100);
  if (file.mime === 'image/webp') return rasterOf(file);
  if (file.mime === 'audio/wav') return chimeWav();
  return MINIMAL_PDF;
}
