// A small round-robin HTTP balancer for the load benchmark: each request goes to the next
// instance, with X-Forwarded-For added (the instances trust it from loopback only), and a
// connection error answers 502. Keep-alive agents, as nginx or Caddy keep upstream connections.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  port: number;
  /** Requests sent to each instance, in the order given. */
  counts: number[];
  close(): Promise<void>;
}

export async function startBalancer(ports: number[]): Promise<Balancer> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const counts = ports.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % ports.length;
    counts[index]! += 1;
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: ports[index],
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwarded },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('upstream failed');
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    counts,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
