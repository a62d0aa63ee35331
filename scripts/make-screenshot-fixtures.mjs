#!/usr/bin/env node
// Renders the OCR fixtures of services/ai-worker/test/fixtures/screenshots: ten PNG "screenshots"
// of parenting tips, styled like Instagram and TikTok caption cards, and texts.json with the text
// each one shows. The PNGs are committed, so the OCR test does not need these fonts; run this again
// only to change them:
//
//   node scripts/make-screenshot-fixtures.mjs
//
// It needs sharp (from services/ai-worker) and the DejaVu fonts (fonts-dejavu-core; SVG text is
// drawn by librsvg through fontconfig).
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'services/ai-worker/package.json'));
const sharp = require('sharp');
const outDir = path.join(root, 'services/ai-worker/test/fixtures/screenshots');

/**
 * One card each: size, colours, font, and the text as header (optional, bold, capitals), body
 * paragraphs and a footer line (a handle or hashtags). Sizes are those of real posts and phone
 * screenshots, down to a small 540px-wide one; half are light text on a dark background.
 */
const cards = [
  {
    file: '01-bedtime-routine.png',
    width: 1080,
    height: 1350,
    background: '#fdf8f2',
    color: '#2b2b2b',
    font: 'DejaVu Sans',
    size: 40,
    header: 'BEDTIME ROUTINE TIP',
    body: [
      'Use the same three steps every night: bath, book, bed.',
      'Keep the lights low for the last thirty minutes and say the same goodnight phrase when you leave the room. Babies learn that the routine means sleep is coming.',
    ],
    footer: '@sleepy.nest.mama',
  },
  {
    file: '02-feeding-cues.png',
    width: 1080,
    height: 1080,
    background: '#1f2a44',
    color: '#ffffff',
    font: 'DejaVu Sans',
    size: 42,
    header: 'FEEDING 101',
    body: [
      'Early hunger cues to watch for: rooting, sucking on hands, lip smacking and turning toward the breast or bottle.',
      'Crying is a late cue, so offer a feed when you see the first signs.',
    ],
  },
  {
    file: '03-toddler-tantrums.png',
    width: 720,
    height: 1280,
    background: '#101010',
    color: '#f5f5f5',
    font: 'DejaVu Sans',
    weight: 'bold',
    size: 34,
    body: [
      'When your toddler melts down, get down to their eye level and name the feeling: you are angry because the tower fell.',
      'Stay close, keep your voice quiet and wait. Teaching happens after the storm, not during it.',
    ],
    footer: '#gentleparenting #toddlerlife',
  },
  {
    file: '04-hospital-bag.png',
    width: 1080,
    height: 1350,
    background: '#f4ecdf',
    color: '#3b2f2a',
    font: 'DejaVu Serif',
    size: 40,
    header: 'THIRD TRIMESTER CHECKLIST',
    body: [
      'Pack the hospital bag by week 36: phone charger with a long cable, snacks for your partner, a going home outfit, newborn diapers and a copy of your birth plan.',
    ],
  },
  {
    file: '05-tummy-time.png',
    width: 828,
    height: 1792,
    background: '#ffffff',
    color: '#333333',
    font: 'DejaVu Sans',
    size: 34,
    header: 'Tummy time basics',
    body: [
      'Tummy time builds the neck and shoulder strength your baby needs to roll and crawl.',
      'Begin with two or three minutes a few times a day, and lie down face to face so they have something to look at.',
    ],
    footer: 'Save this for later',
  },
  {
    file: '06-fever-under-three-months.png',
    width: 1080,
    height: 1080,
    background: '#5c1f2e',
    color: '#fff4f0',
    font: 'DejaVu Sans',
    size: 38,
    header: 'WHEN TO CALL THE DOCTOR',
    body: [
      'Call right away if a baby younger than three months has a temperature of 100.4 F or higher.',
      'Do not give any medicine before talking to them, and watch for fewer wet diapers, which can be a sign of dehydration.',
    ],
  },
  {
    file: '07-five-minute-play.png',
    width: 640,
    height: 800,
    background: '#fff3c4',
    color: '#4a3520',
    font: 'DejaVu Sans',
    size: 24,
    header: 'Five minute play ideas',
    body: [
      'Sort socks by colour, build a pillow fort, paint the fence with water, read a book in a silly voice, or put on music and freeze when it stops.',
    ],
    footer: '@playful.preschool',
  },
  {
    file: '08-picky-eaters.png',
    width: 540,
    height: 960,
    background: '#2e2e33',
    color: '#e8e8e8',
    font: 'DejaVu Sans',
    size: 21,
    body: [
      'Picky eater? Serve one safe food on every plate next to the new one.',
      'It can take ten or more tries before a child accepts a new taste, so keep offering it without pressure or bribes.',
    ],
  },
  {
    file: '09-preschool-readiness.png',
    width: 1080,
    height: 1350,
    background: '#0f5e5a',
    color: '#ffffff',
    font: 'DejaVu Sans Condensed',
    size: 44,
    header: 'READY FOR PRESCHOOL?',
    body: [
      'Readiness is less about letters and more about independence.',
      'Practise opening a lunch box, putting on shoes, asking a teacher for help and taking turns in a game.',
    ],
  },
  {
    file: '10-car-seat-check.png',
    width: 1080,
    height: 1080,
    background: '#dcecf7',
    color: '#0d1b2a',
    font: 'DejaVu Serif',
    weight: 'bold',
    size: 36,
    header: 'CAR SEAT CHECK',
    body: [
      'For a rear facing seat the harness straps sit at or below the shoulders, and you should not be able to pinch any slack at the collarbone.',
      'Take off puffy coats before buckling.',
    ],
  },
];

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Width in pixels of one line as librsvg draws it. */
async function measure(text, { font, weight = 'normal', size }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${text.length * size + 100}" height="${size * 2}">
    <rect width="100%" height="100%" fill="#fff"/>
    <text x="10" y="${size * 1.4}" font-family="${font}" font-weight="${weight}" font-size="${size}" fill="#000">${escape(text)}</text>
  </svg>`;
  const { info } = await sharp(Buffer.from(svg)).trim().toBuffer({ resolveWithObject: true });
  return info.width;
}

/** Greedy word wrap to `maxWidth` pixels, measured with the font itself. */
async function wrap(paragraph, style, maxWidth) {
  const lines = [];
  let line = '';
  for (const word of paragraph.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && (await measure(candidate, style)) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

async function render(card) {
  const margin = Math.round(card.width * 0.08);
  const textWidth = card.width - 2 * margin;
  const body = { font: card.font, weight: card.weight ?? 'normal', size: card.size };
  const header = { font: card.font, weight: 'bold', size: Math.round(card.size * 1.25) };
  const small = { font: card.font, weight: 'normal', size: Math.round(card.size * 0.8) };

  // Lines top to bottom: [text, style, space before].
  const rows = [];
  if (card.header) {
    for (const text of await wrap(card.header, header, textWidth)) rows.push([text, header, 0]);
  }
  for (const [i, paragraph] of card.body.entries()) {
    const gap = rows.length === 0 ? 0 : i === 0 ? card.size * 1.1 : card.size * 0.7;
    for (const [j, text] of (await wrap(paragraph, body, textWidth)).entries())
      rows.push([text, body, j === 0 ? gap : 0]);
  }
  if (card.footer) rows.push([card.footer, small, card.size * 1.3]);

  const height = rows.reduce((sum, [, style, gap]) => sum + gap + style.size * 1.4, 0);
  let y = Math.max(margin, (card.height - height) / 2);
  const texts = rows.map(([text, style, gap]) => {
    y += gap + style.size * 1.4;
    return `<text x="${margin}" y="${Math.round(y - style.size * 0.4)}" font-family="${style.font}" font-weight="${style.weight}" font-size="${style.size}" fill="${card.color}">${escape(text)}</text>`;
  });
  if (y > card.height - margin / 2) throw new Error(`${card.file}: text does not fit (${Math.round(y)}px)`);

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${card.width}" height="${card.height}">
  <rect width="100%" height="100%" fill="${card.background}"/>
  ${texts.join('\n  ')}
</svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
  await writeFile(path.join(outDir, card.file), png);
  return { file: card.file, text: [card.header, ...card.body, card.footer].filter(Boolean).join('\n') };
}

await mkdir(outDir, { recursive: true });
const texts = [];
for (const card of cards) {
  texts.push(await render(card));
  console.log(`wrote ${card.file}`);
}
await writeFile(path.join(outDir, 'texts.json'), `${JSON.stringify(texts, null, 2)}\n`);
console.log(`wrote texts.json (${texts.length} screenshots)`);
