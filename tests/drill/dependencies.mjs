// The drill's own PostgreSQL cluster, which it may stop and start at will without touching the
// machine's shared one (its redis-server is tests/support/redis-server.mjs). Postgres refuses to run as root, so a root drill runs
// initdb, pg_ctl and the server as the `postgres` OS user, in a temp dir that user owns.
import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

/** Runs a Postgres binary, as the postgres OS user when this process is root. */
function pgTool(tool, args) {
  const bin = path.join(PG_BIN, tool);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', bin, ...args]) : run(bin, args);
}

/**
 * A throwaway cluster on `port` (trust auth, user postgres, socket in its own dir). `stop()` is a
 * fast shutdown by default; `{ mode: 'immediate' }` is a crash (recovery runs at the next start).
 */
export async function startPrivatePostgres(port) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nestkeep-drill-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout), Number(gid));
  }
  const data = path.join(dir, 'data');
  await pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () =>
    pgTool('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  const stop = (mode = 'fast') => pgTool('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  await start();
  let removed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    /** Stops the cluster (if running) and removes its files. */
    async destroy() {
      if (removed) return;
      removed = true;
      await stop('immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
