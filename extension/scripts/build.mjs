// Builds the browser extension: one code base (src/), two packages (dist/chromium, dist/firefox),
// each with its own manifest.json and icons, zipped to dist/nestkeep-extension-<browser>.zip
// (the gateway serves those at /downloads/<file>). Run with `npm run build -w extension`.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { zipSync } from 'fflate';
import sharp from 'sharp';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = path.join(ROOT, 'src');
// `--out <dir>` builds elsewhere (tests build their own copy, so no run removes another's files).
const outFlag = process.argv.indexOf('--out');
const DIST = outFlag > 0 ? path.resolve(process.argv[outFlag + 1]) : path.join(ROOT, 'dist');
const VERSION = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
const ICON_SIZES = [16, 32, 48, 128];
const icons = Object.fromEntries(ICON_SIZES.map((s) => [String(s), `icons/icon-${s}.png`]));

/** What both browsers share. */
const common = {
  manifest_version: 3,
  name: 'NestKeep',
  short_name: 'NestKeep',
  version: VERSION,
  description: 'Save pages, links and images to your NestKeep in one click.',
  icons,
  action: { default_title: 'Save to NestKeep', default_popup: 'popup.html', default_icon: icons },
  options_ui: { page: 'options.html', open_in_tab: true },
  permissions: ['storage', 'contextMenus', 'notifications', 'activeTab'],
  // No site access at install (issue 22 point 8). A page is reached only when the parent uses the
  // extension on it: the toolbar button, the keyboard shortcut or the context menu grant access to
  // that tab alone (activeTab). The NestKeep address set in the options (any http or https origin,
  // self-hosted included) is asked for once, when the parent presses Connect; it lets the extension
  // call NestKeep and read the connect tab's address to collect the token.
  optional_host_permissions: ['http://*/*', 'https://*/*'],
  commands: {
    'save-page': {
      suggested_key: { default: 'Ctrl+Shift+S', mac: 'Command+Shift+S' },
      description: 'Save the current page to NestKeep',
    },
  },
};

const targets = {
  chromium: { ...common, background: { service_worker: 'background.js' }, minimum_chrome_version: '116' },
  firefox: {
    ...common,
    // Firefox runs Manifest V3 backgrounds as (non-persistent) background scripts.
    background: { scripts: ['background.js'] },
    // Ctrl+Shift+S is Firefox's own "Take Screenshot", which would win over a suggested key.
    commands: {
      'save-page': {
        ...common.commands['save-page'],
        suggested_key: { default: 'Alt+Shift+S', mac: 'Alt+Shift+S' },
      },
    },
    browser_specific_settings: { gecko: { id: 'extension@nestkeep.app', strict_min_version: '128.0' } },
  },
};

function listFiles(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

// Only what this script writes is replaced (never the whole --out folder).
for (const browser of Object.keys(targets)) {
  rmSync(path.join(DIST, browser), { recursive: true, force: true });
  rmSync(path.join(DIST, `nestkeep-extension-${browser}.zip`), { force: true });
}
const svg = readFileSync(path.join(SRC, 'icon.svg'));
const pngs = Object.fromEntries(
  await Promise.all(
    ICON_SIZES.map(async (s) => [s, await sharp(svg, { density: 384 }).resize(s, s).png().toBuffer()]),
  ),
);

for (const [browser, manifest] of Object.entries(targets)) {
  const out = path.join(DIST, browser);
  mkdirSync(path.join(out, 'icons'), { recursive: true });
  await build({
    entryPoints: ['background', 'popup', 'options'].map((n) => path.join(SRC, `${n}.ts`)),
    outdir: out,
    bundle: true,
    format: 'iife',
    target: browser === 'firefox' ? 'firefox128' : 'chrome116',
    minify: false,
    sourcemap: false,
    logLevel: 'warning',
  });
  for (const file of ['popup.html', 'options.html', 'style.css'])
    copyFileSync(path.join(SRC, file), path.join(out, file));
  for (const s of ICON_SIZES) writeFileSync(path.join(out, `icons/icon-${s}.png`), pngs[s]);
  writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const files = Object.fromEntries(
    listFiles(out).map((f) => [f.split(path.sep).join('/'), readFileSync(path.join(out, f))]),
  );
  // A fixed date, so the same sources give the same zip.
  const zip = zipSync(files, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') });
  writeFileSync(path.join(DIST, `nestkeep-extension-${browser}.zip`), zip);
  console.log(
    `extension: ${path.relative(process.cwd(), out) || '.'} and nestkeep-extension-${browser}.zip (${zip.length} bytes)`,
  );
}
