// Runs `prisma generate` for the workspace it is called from, offline: Prisma would try to
// download its schema engine, so point it at a stand-in (generation never runs it).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: fileURLToPath(new URL('./no-schema-engine.sh', import.meta.url)),
  CHECKPOINT_DISABLE: '1',
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
};
const result = spawnSync('npx', ['--no-install', 'prisma', 'generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
