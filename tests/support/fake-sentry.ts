// A local stand-in for a Sentry ingest host: it speaks the envelope protocol
// (POST /api/{project}/envelope/) so the real @sentry/react SDK can send to it in tests.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedEvent {
  type: string;
  exceptionValues: string[];
  raw: unknown;
}

export interface FakeSentry {
  dsn: string;
  events: ReceivedEvent[];
  close(): Promise<void>;
}

function parseEnvelope(body: string): ReceivedEvent[] {
  const lines = body.split('\n').filter((l) => l.trim() !== '');
  const events: ReceivedEvent[] = [];
  // Line 0 is the envelope header; then pairs of item header and payload.
  for (let i = 1; i + 1 < lines.length; i += 2) {
    try {
      const header = JSON.parse(lines[i]!) as { type?: string };
      const payload = JSON.parse(lines[i + 1]!) as {
        exception?: { values?: Array<{ value?: string }> };
      };
      events.push({
        type: header.type ?? 'unknown',
        exceptionValues: (payload.exception?.values ?? []).map((v) => v.value ?? ''),
        raw: payload,
      });
    } catch {
      // Binary attachments are not JSON; the tests do not need them.
    }
  }
  return events;
}

export async function startFakeSentry(port = 0): Promise<FakeSentry> {
  const events: ReceivedEvent[] = [];
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && /\/api\/\d+\/envelope\/?/.test(req.url ?? '')) {
        events.push(...parseEnvelope(Buffer.concat(chunks).toString('utf8')));
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    dsn: `http://e2epublickey@127.0.0.1:${actual}/1`,
    events,
    // The page under test may still hold a keep-alive connection: close those too, or close()
    // waits for the browser to let go.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
