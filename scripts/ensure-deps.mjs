// Installs dependencies when they are missing or older than the lockfile, so `npm start` and
// `npm test` work on a fresh clone. Uses only Node's built-ins (nothing is installed yet).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const installed = 'node_modules/.package-lock.json';
const stale = !existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
