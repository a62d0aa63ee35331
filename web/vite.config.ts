import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/** Every file under a folder, as paths relative to it with '/'. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join('/'));
}

/**
 * The service worker (src/sw.ts) built as /sw.js next to the app, with the app shell's file list
 * (index.html, every JS/CSS file of this build, the public files: icons, manifest) and a version
 * hashed from them written in. No dependency and nothing fetched at build time.
 */
function serviceWorker(): Plugin {
  const entry = fileURLToPath(new URL('./src/sw.ts', import.meta.url));
  const publicDir = fileURLToPath(new URL('./public', import.meta.url));
  return {
    name: 'nestkeep-service-worker',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      this.emitFile({ type: 'chunk', id: entry, fileName: 'sw.js' });
    },
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter((f) => f !== 'sw.js' && !f.endsWith('.map'));
      const files = [...new Set([...built, ...filesUnder(publicDir)])].sort().map((f) => `/${f}`);
      const hash = createHash('sha256');
      for (const name of built.sort()) {
        const out = bundle[name]!;
        hash.update(name).update(out.type === 'chunk' ? out.code : out.source);
      }
      hash.update(files.join('\n'));
      const sw = bundle['sw.js'];
      if (!sw || sw.type !== 'chunk') throw new Error('sw.js was not built');
      sw.code = sw.code
        .replaceAll('__NK_PRECACHE__', JSON.stringify(files))
        .replaceAll('__NK_VERSION__', JSON.stringify(hash.digest('hex').slice(0, 16)));
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorker()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The browser-safe part of the shared package, from source (no build step needed).
      '@nestkeep/common/web': fileURLToPath(new URL('../packages/common/src/web.ts', import.meta.url)),
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 400 },
  server: { port: 5173, proxy: { '/api': 'http://localhost:5000', '/auth': 'http://localhost:5000' } },
});
