import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
