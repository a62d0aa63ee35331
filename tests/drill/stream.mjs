// A steady stream of link saves through the gateway, each URL unique, each call recorded: when it
// started, how long it took, what it answered. A 401 (the session went with Redis) signs in again.

const REQUEST_TIMEOUT_MS = 30_000;

export class SaveStream {
  /** @param {{ gateway: string, linkFor: (n: number) => string, email: string }} opts */
  constructor(opts) {
    this.opts = opts;
    this.records = [];
    this.inFlight = new Set();
    this.phase = 'setup';
    this.cookie = undefined;
    this.userId = undefined;
    this.signingIn = undefined;
    this.n = 0;
  }

  /** Signs in (POST /auth/dev); one attempt at a time, retried until it works or `timeoutMs` passes. */
  signIn(timeoutMs = 60_000) {
    this.signingIn ??= (async () => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        try {
          const res = await fetch(`${this.opts.gateway}/auth/dev`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: this.opts.gateway },
            body: JSON.stringify({ email: this.opts.email }),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          if (res.ok) {
            this.cookie = res.headers.getSetCookie()[0].split(';')[0];
            this.userId = (await res.json()).id;
            return this.userId;
          }
        } catch {
          // the gateway or a dependency is down: try again shortly
        }
        if (Date.now() > until) throw new Error('sign-in did not succeed');
        await new Promise((r) => setTimeout(r, 250));
      }
    })().finally(() => (this.signingIn = undefined));
    return this.signingIn;
  }

  /** Starts `perSecond` saves a second, each on its own (a slow one never holds up the next). */
  start(perSecond) {
    this.timer = setInterval(() => this.saveOne(), 1000 / perSecond);
  }

  /** Stops starting saves and waits for those in flight to answer or time out. */
  async stop() {
    clearInterval(this.timer);
    await Promise.allSettled([...this.inFlight]);
  }

  saveOne() {
    const n = this.n++;
    const record = { n, phase: this.phase, startedAt: Date.now(), ms: 0, status: 0, id: null, message: '' };
    this.records.push(record);
    const call = (async () => {
      try {
        const res = await fetch(`${this.opts.gateway}/api/content`, {
          method: 'POST',
          headers: {
            cookie: this.cookie ?? '',
            origin: this.opts.gateway,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ originalUrl: this.opts.linkFor(n) }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        record.status = res.status;
        const text = await res.text();
        let body;
        try {
          body = JSON.parse(text);
        } catch {
          body = { message: text.slice(0, 80) };
        }
        if (res.ok) record.id = body.id;
        else record.message = `${body.error ?? ''}: ${body.message ?? ''}`;
        if (res.status === 401) this.signIn().catch(() => undefined);
      } catch (err) {
        record.message = err.name === 'TimeoutError' ? `no answer in ${REQUEST_TIMEOUT_MS} ms` : err.message;
      }
      record.ms = Date.now() - record.startedAt;
    })();
    this.inFlight.add(call);
    call.finally(() => this.inFlight.delete(call));
  }
}
