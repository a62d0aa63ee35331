// What `npm start` runs and the environment each service gets from it (tests import this).

/**
 * Started in this order, each once the previous one answers GET /healthz. The gateway comes last:
 * it proxies to the others, and it is the only public one. A new service goes in one line before it.
 */
export const SERVICES = [
  { name: 'identity', port: 5101 },
  { name: 'content', port: 5102 },
  { name: 'billing', port: 5103 },
  { name: 'ai-worker', port: 5104 },
  { name: 'gateway', port: 5000, public: true },
];

/** Services behind the gateway listen on loopback only, whatever .env says: nothing reaches them but the gateway. */
export const LOOPBACK = '127.0.0.1';

/** The variables one service gets on top of the launcher's environment. */
export function serviceEnv(service) {
  return { PORT: String(service.port), ...(service.public ? {} : { LISTEN_HOST: LOOPBACK }) };
}

// The defaults of content's waits (IMAGE_ANALYSIS_TIMEOUT_MS, CHAT_REPLY_TIMEOUT_MS) and the
// gateway's PROXY_TIMEOUT_MS (their config.ts; a test keeps these in step).
export const IMAGE_ANALYSIS_TIMEOUT_DEFAULT_MS = 60_000;
export const CHAT_REPLY_TIMEOUT_DEFAULT_MS = 45_000;
export const PROXY_TIMEOUT_DEFAULT_MS = 75_000;
/** Headroom the gateway keeps over content's wait, for content to answer after giving up. */
const PROXY_HEADROOM_MS = 15_000;

/** Content's waits on the ai-worker while a request is open, and what the user waits for. */
const CONTENT_WAITS = [
  {
    name: 'IMAGE_ANALYSIS_TIMEOUT_MS',
    fallback: IMAGE_ANALYSIS_TIMEOUT_DEFAULT_MS,
    what: 'a screenshot analysis',
  },
  { name: 'CHAT_REPLY_TIMEOUT_MS', fallback: CHAT_REPLY_TIMEOUT_DEFAULT_MS, what: 'a chat reply' },
];

/**
 * The gateway must wait longer than content waits for a screenshot analysis or a chat reply, or it
 * answers 504 while content is still within its time. With only content's waits set, the gateway's
 * follows the longest; a PROXY_TIMEOUT_MS set too short is an error (its message), else undefined.
 * Changes `env`.
 */
export function alignProxyTimeout(env) {
  const waits = CONTENT_WAITS.map((w) => ({ ...w, ms: env[w.name] ? Number(env[w.name]) : w.fallback }));
  if (waits.some((w) => !Number.isFinite(w.ms))) return undefined; // content's own config check names it
  const longest = waits.reduce((a, b) => (b.ms > a.ms ? b : a));
  if (!env.PROXY_TIMEOUT_MS) {
    if (longest.ms + PROXY_HEADROOM_MS > PROXY_TIMEOUT_DEFAULT_MS) {
      env.PROXY_TIMEOUT_MS = String(longest.ms + PROXY_HEADROOM_MS);
    }
    return undefined;
  }
  const proxy = Number(env.PROXY_TIMEOUT_MS);
  if (Number.isFinite(proxy) && proxy <= longest.ms) {
    return (
      `PROXY_TIMEOUT_MS (${proxy}) must be longer than ${longest.name} (${longest.ms}): ` +
      `the gateway would give up on ${longest.what} that content is still waiting for.`
    );
  }
  return undefined;
}
