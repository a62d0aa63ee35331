// The anchor of bench:gateway: a bare Express app with http-proxy-middleware in front of one
// service, as anyone with this stack starts: no sessions, CSRF checks, rate limits, security
// headers, logs or metrics. Request headers (the caller's internal token among them) pass through
// as they came. Run as its own process so its CPU can be read apart from the load generator's.
//
// One thing is added to `createProxyMiddleware({ target })`: a keep-alive agent, as the gateway
// has. Without it every proxied request opens a connection to the service and, as the service
// then answers `Connection: close`, the client's connection is closed too: the anchor would
// measure connection churn (about half the throughput), not proxying.
// Usage: node tests/bench/bare-proxy.mjs <port> <target> [--no-keep-alive]
import http from 'node:http';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

const [port, target, flag] = process.argv.slice(2);
const app = express();
app.use(
  createProxyMiddleware(
    flag === '--no-keep-alive' ? { target } : { target, agent: new http.Agent({ keepAlive: true }) },
  ),
);
const server = app.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
