// An open-loop load generator: requests are sent at fixed times (a constant rate), whether or not
// earlier ones have been answered, and each latency is measured from the time the request was
// scheduled to go out, not from when it actually went. A server (or this process) that stalls
// therefore shows its stall in every request that should have gone out meanwhile, instead of
// quietly sending fewer requests (coordinated omission, which closed-loop tools like autocannon
// have by design).
//
//   import { openLoop, summarise } from './open-loop.mjs';
//   const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
//   const run = await openLoop({ rate: 500, seconds: 10, send: () => get(url, headers, agent) });
//   console.log(summarise(run)); // { sent, completed, rate, p50, p90, p99, max, non2xx, errors, lagP50, lagP99 }
//
// `send` starts one request and resolves with its HTTP status code (it rejects on a network error);
// `httpGet` below is such a sender over a keep-alive agent.
import http from 'node:http';
import { percentile } from './support.mjs';

/**
 * Sends `rate` requests per second for `seconds` (after `warmupSeconds` not counted), each at its
 * scheduled time. Resolves when every request has finished (or `drainMs` after the last send) with:
 * - latencies: ms from each counted request's scheduled time to its answer (completed ones only),
 * - statuses: a count per status code ('error' for a rejected send, 'timeout' for none by drainMs),
 * - sent, completed: counted requests,
 * - lags: ms from each counted request's scheduled time to the moment it was sent (this process's
 *   timer lag, or its falling behind; the latencies count from the scheduled time all the same),
 * - elapsedMs: from the first counted send to the last answer.
 */
export async function openLoop({ rate, seconds, send, warmupSeconds = 0, drainMs = 10_000 }) {
  const interval = 1000 / rate;
  const warmup = Math.round(warmupSeconds * rate);
  const total = warmup + Math.round(seconds * rate);
  const latencies = [];
  const statuses = {};
  const count = (key) => (statuses[key] = (statuses[key] ?? 0) + 1);
  let completed = 0;
  const lags = [];
  let sentCounted = 0;
  const pending = new Set();
  const start = performance.now() + 10;
  const measuredStart = start + warmup * interval;
  let lastAnswer = measuredStart;

  const fire = (i, scheduled) => {
    const counted = i >= warmup;
    if (counted) {
      sentCounted++;
      lags.push(performance.now() - scheduled);
    }
    const p = Promise.resolve()
      .then(send)
      .then(
        (status) => {
          if (!counted) return;
          const now = performance.now();
          latencies.push(now - scheduled);
          lastAnswer = Math.max(lastAnswer, now);
          completed++;
          count(status);
        },
        () => {
          if (counted) count('error');
        },
      )
      .finally(() => pending.delete(p));
    pending.add(p);
  };

  // Timers, not a busy loop (which would take a core from the server being measured): each wake-up
  // sends every request whose time has come, each stamped with its own scheduled time. Node's
  // timers fire up to about a millisecond late; that lag counts in the latencies (it is reported
  // as lag, and cancels out when two targets are compared).
  await new Promise((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        fire(next, start + next * interval);
        next++;
      }
      if (next >= total) return resolve();
      setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  const drained = await Promise.race([
    Promise.all(pending).then(() => true),
    new Promise((r) => setTimeout(() => r(false), drainMs).unref()),
  ]);
  if (!drained) statuses.timeout = sentCounted - completed - (statuses.error ?? 0);
  return {
    rate,
    seconds,
    latencies,
    statuses,
    sent: total - warmup,
    completed,
    lags,
    elapsedMs: lastAnswer - measuredStart,
  };
}

/** The figures of an openLoop run worth printing: percentiles in ms, counts, achieved rate, send lag. */
export function summarise(run) {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const non2xx = Object.entries(run.statuses)
    .filter(([s]) => !/^2\d\d$/.test(s) && s !== 'error' && s !== 'timeout')
    .reduce((n, [, c]) => n + c, 0);
  return {
    sent: run.sent,
    completed: run.completed,
    rate: run.elapsedMs > 0 ? (run.completed * 1000) / run.elapsedMs : NaN,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
    non2xx,
    errors: (run.statuses.error ?? 0) + (run.statuses.timeout ?? 0),
    lagP50: percentile(run.lags, 50),
    lagP99: percentile(run.lags, 99),
  };
}

/**
 * A `send` for openLoop: GET `url` with `headers` over `agent` (give it keepAlive and enough
 * sockets for rate × worst latency), resolving with the status once the body has been read.
 */
export function httpGet(url, headers, agent) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent }, (res) => {
      res.on('error', reject);
      res.on('end', () => resolve(res.statusCode));
      res.resume();
    });
    req.on('error', reject);
  });
}
