// A stand-in for identity in bench:gateway's added-latency phase: a bare node:http server that
// answers GET /api/auth/user with a fixed JSON body (the one the real identity gave the bench's
// user) and GET /healthz, so a proxy in front of it is measured without Prisma's ~1.7 ms of CPU per
// request crowding the machine. Nothing else: with a session cookie the gateway asks identity for
// nothing per request (only bearer tokens are verified with identity). Its own process, so it does
// not share an event loop with the load generator.
// Usage: node tests/bench/stub-upstream.mjs <port> '<json body>'
import http from 'node:http';

const [port, body = '{}'] = process.argv.slice(2);
const user = Buffer.from(body);
const ok = Buffer.from('{"status":"ok"}');
const server = http.createServer((req, res) => {
  const payload =
    req.method === 'GET' && req.url === '/api/auth/user' ? user : req.url === '/healthz' ? ok : null;
  if (!payload) {
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end('{"error":"not_found"}');
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': payload.length });
  res.end(payload);
});
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
