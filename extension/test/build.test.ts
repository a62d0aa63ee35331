import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `npm run build -w extension`: a package and a zip per browser, each with its own manifest. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// The build script with `--out`: this test's own copy, not extension/dist, which others may be using.
const DIST = mkdtempSync(path.join(tmpdir(), 'nestkeep-extension-build-'));
const zips: Record<string, Record<string, Uint8Array>> = {};

afterAll(() => rmSync(DIST, { recursive: true, force: true }));
beforeAll(() => {
  execFileSync(process.execPath, [path.join(ROOT, 'extension', 'scripts', 'build.mjs'), '--out', DIST], {
    cwd: ROOT,
    stdio: 'pipe',
  });
  for (const browser of ['chromium', 'firefox']) {
    zips[browser] = unzipSync(readFileSync(path.join(DIST, `nestkeep-extension-${browser}.zip`)));
  }
}, 120_000);

const manifestOf = (browser: string) => JSON.parse(new TextDecoder().decode(zips[browser]!['manifest.json']));

describe('the extension build', () => {
  it('zips the same files for both browsers, manifest at the root', () => {
    const expected = [
      'background.js',
      'icons/icon-128.png',
      'icons/icon-16.png',
      'icons/icon-32.png',
      'icons/icon-48.png',
      'manifest.json',
      'options.html',
      'options.js',
      'popup.html',
      'popup.js',
      'style.css',
    ];
    expect(Object.keys(zips.chromium!).sort()).toEqual(expected);
    expect(Object.keys(zips.firefox!).sort()).toEqual(expected);
    // The zip holds what dist/<browser> holds.
    expect(Buffer.from(zips.chromium!['popup.js']!)).toEqual(
      readFileSync(path.join(DIST, 'chromium', 'popup.js')),
    );
  });

  it('gives Chromium a service worker and Firefox background scripts with its add-on id', () => {
    const chromium = manifestOf('chromium');
    const firefox = manifestOf('firefox');
    for (const m of [chromium, firefox]) {
      expect(m.manifest_version).toBe(3);
      expect(m.action.default_popup).toBe('popup.html');
      expect(m.options_ui.page).toBe('options.html');
      expect(m.permissions).toEqual(
        expect.arrayContaining(['storage', 'contextMenus', 'notifications', 'activeTab']),
      );
      // No site at install (issue 22 point 8): a page when used (activeTab), the NestKeep
      // address when the parent connects (optional).
      expect(m.host_permissions).toBeUndefined();
      expect(m.permissions).not.toContain('tabs');
      expect(m.permissions).not.toContain('<all_urls>');
      expect(m.optional_host_permissions).toEqual(['http://*/*', 'https://*/*']);
      expect(m.commands['save-page'].description).toBe('Save the current page to NestKeep');
      expect(m.icons).toEqual({
        16: 'icons/icon-16.png',
        32: 'icons/icon-32.png',
        48: 'icons/icon-48.png',
        128: 'icons/icon-128.png',
      });
    }
    expect(chromium.background).toEqual({ service_worker: 'background.js' });
    expect(chromium.commands['save-page'].suggested_key).toEqual({
      default: 'Ctrl+Shift+S',
      mac: 'Command+Shift+S',
    });
    expect(chromium.browser_specific_settings).toBeUndefined();
    expect(firefox.background).toEqual({ scripts: ['background.js'] });
    expect(firefox.browser_specific_settings.gecko).toEqual({
      id: 'extension@nestkeep.app',
      strict_min_version: '128.0',
    });
  });

  it('draws PNG icons at their sizes', async () => {
    for (const size of [16, 32, 48, 128]) {
      const meta = await sharp(Buffer.from(zips.chromium![`icons/icon-${size}.png`]!)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
  });

  it('bundles each script into one file with no imports left (pages load them as classic scripts)', () => {
    for (const file of ['background.js', 'popup.js', 'options.js']) {
      const code = new TextDecoder().decode(zips.chromium![file]);
      expect(code).not.toMatch(/^\s*import\s/m);
      expect(code).not.toMatch(/\brequire\(/);
    }
    expect(new TextDecoder().decode(zips.chromium!['popup.js'])).toContain('Sleep & Routines');
  });
});
