// Builds the web app's PNG icons (web/public/icons) from one SVG: the favicon's violet house.
// Run: node scripts/data/build-icons.mjs (the PNGs are committed; re-run after changing the art).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = fileURLToPath(new URL('../../web/public/icons/', import.meta.url));
const PRIMARY = '#7c3aed';
// The favicon's house, on a 32-unit grid.
const HOUSE = 'M8 17l8-7 8 7v7a1 1 0 0 1-1 1h-4v-5h-6v5H9a1 1 0 0 1-1-1z';

/** Rounded square, as the favicon: for 'any' purpose icons. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="${PRIMARY}"/><path d="${HOUSE}" fill="#fff"/></svg>`;

/**
 * Maskable: full-bleed background, the house scaled into the central safe zone (a circle of 80%
 * of the size), so any mask shape keeps it whole.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${PRIMARY}"/>
  <g transform="translate(16 17.5) scale(0.72) translate(-16 -17.5)"><path d="${HOUSE}" fill="#fff"/></g></svg>`;

/** iOS rounds the corners itself: square, opaque. */
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${PRIMARY}"/><path d="${HOUSE}" fill="#fff"/></svg>`;

const ICONS = [
  { file: 'icon-192.png', svg: rounded, size: 192 },
  { file: 'icon-512.png', svg: rounded, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: square, size: 180 },
];

mkdirSync(OUT, { recursive: true });
for (const { file, svg, size } of ICONS) {
  const info = await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(`${OUT}${file}`);
  console.log(`${file}: ${info.width}x${info.height}, ${info.size} bytes`);
}
