// Placeholder build until the React app lands: publishes index.html to dist/ for the gateway.
import { copyFile, mkdir } from 'node:fs/promises';

await mkdir(new URL('./dist/', import.meta.url), { recursive: true });
await copyFile(new URL('./index.html', import.meta.url), new URL('./dist/index.html', import.meta.url));
