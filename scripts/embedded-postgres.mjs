// An embedded Postgres for `npm start` without DATABASE_URL: PGlite (Postgres compiled to WASM,
// one single-user session) served over the wire protocol by pglite-socket, so the services use it
// through `pg` like any Postgres.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * Opens (or creates) the database in `dataDir` and serves it on host:port.
 * Returns its URL and `stop()`, which closes the connections and then the database cleanly.
 */
export async function startEmbeddedPostgres({ dataDir, host = '127.0.0.1', port, maxConnections = 100 }) {
  mkdirSync(dataDir, { recursive: true });
  // pg_trgm, btree_gin and fuzzystrmatch: content's search needs them (CREATE EXTENSION in its migrations).
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm, btree_gin, fuzzystrmatch } });
  // maxConnections counts sockets, not parallelism: every query runs on the one PGlite session.
  // It must exceed the sum of all services' pools, with headroom: a pool replacing a dropped
  // client can connect before the server has seen the old socket close, and a full server drops
  // the new socket ("Connection terminated unexpectedly").
  const server = new PGLiteSocketServer({ db, host, port, maxConnections });
  useSessionQueue(server);
  try {
    await server.start();
  } catch (err) {
    await db.close();
    throw err;
  }

  let stopped = false;
  return {
    url: `postgres://postgres@${host}:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close(); // checkpoints the data dir; without it the next start runs recovery
    },
  };
}

// Message types that end what a connection started: Sync ends an extended-protocol batch
// (Parse/Bind/Describe/Execute/Flush...), a simple Query, FunctionCall or Terminate stands alone,
// CopyDone/CopyFail end a COPY; 0 is the first byte of a StartupMessage (a length, no type).
const ENDS_EXCHANGE = new Set([...'SQFXcf'].map((c) => c.charCodeAt(0)).concat(0));
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/**
 * pglite-socket 0.2.17 multiplexes connections onto PGlite's single session one protocol message
 * at a time, and keeps a connection to itself only while an explicit transaction is open. So one
 * connection's Parse/Bind/Execute can land between another's, and a BEGIN from a third in the
 * middle of a batch: with a pg Pool running transactions next to plain queries this answers
 * "portal does not exist" / "unnamed prepared statement does not exist" or hangs for good.
 * This queue (same interface as the package's internal one, which the server reads from its
 * `queryQueue` field) gives the session to one connection until its batch and its transaction
 * are both finished.
 */
function useSessionQueue(server) {
  if (!('queryQueue' in server)) {
    throw new Error('@electric-sql/pglite-socket changed its internals; check scripts/embedded-postgres.mjs');
  }
  server.queryQueue = new SessionQueue(server.db);
}

class SessionQueue {
  #db;
  #waiting = []; // { handlerId, message, onData, resolve, reject }
  #owner = null; // the connection whose batch or transaction is open
  #draining = false;

  constructor(db) {
    this.#db = db;
  }

  /** Runs one protocol message for a connection; resolves with the number of bytes answered. */
  enqueue(handlerId, message, onData) {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ handlerId, message, onData, resolve, reject });
      void this.#drain();
    });
  }

  getQueueLength() {
    return this.#waiting.length;
  }

  /** The connection closed: drop what it still had queued. */
  clearQueueForHandler(handlerId) {
    this.#waiting = this.#waiting.filter((item) => {
      if (item.handlerId !== handlerId) return true;
      item.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  /** The connection closed while it owned the session: finish its batch, roll back its transaction. */
  async clearTransactionIfNeeded(handlerId) {
    if (this.#owner !== handlerId) return;
    try {
      await this.#db.runExclusive(() => this.#db.execProtocolRawStream(SYNC, { onRawData: () => undefined }));
      if (this.#db.isInTransaction()) await this.#db.exec('ROLLBACK');
    } finally {
      this.#owner = null;
      void this.#drain();
    }
  }

  async #drain() {
    if (this.#draining) return;
    this.#draining = true;
    try {
      while (this.#waiting.length > 0) {
        const index = this.#owner === null ? 0 : this.#waiting.findIndex((i) => i.handlerId === this.#owner);
        if (index < 0) break; // the owner's next message has not arrived yet; enqueue() resumes
        const [item] = this.#waiting.splice(index, 1);
        await this.#run(item);
      }
    } finally {
      this.#draining = false;
    }
  }

  async #run(item) {
    let bytes = 0;
    try {
      await this.#db.runExclusive(() =>
        this.#db.execProtocolRawStream(item.message, {
          onRawData: (data) => {
            bytes += data.length;
            item.onData(data);
          },
        }),
      );
    } catch (err) {
      this.#owner = this.#db.isInTransaction() ? item.handlerId : null;
      item.reject(err);
      return;
    }
    const open = !ENDS_EXCHANGE.has(item.message[0]) || this.#db.isInTransaction();
    this.#owner = open ? item.handlerId : null;
    item.resolve(bytes);
  }
}
