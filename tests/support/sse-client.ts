// A client of the live-update stream for the API tests: opens GET /api/v1/stream over a real
// connection (inject waits for a response to end, and a stream does not), reads the server-sent
// events as they come and waits for one that matches.
import http from 'node:http';

export interface SseEvent {
  event: string;
  data: string;
  /** When it arrived (Date.now()). */
  at: number;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  /** The body of a refused request (not a stream). */
  body: string;
  /** Resolves with the first event (already received or still to come) that matches. */
  waitFor(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export function openStream(options: {
  port: number;
  host: string;
  path: string;
  headers?: Record<string, string>;
}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        path: options.path,
        agent: false,
        headers: { host: options.host, accept: 'text/event-stream', ...options.headers },
      },
      (res) => {
        const events: SseEvent[] = [];
        const waiters: { match: (e: SseEvent) => boolean; done: (e: SseEvent) => void }[] = [];
        let buffer = '';
        let body = '';
        res.setEncoding('utf8');
        const ended = new Promise<void>((done) => res.once('close', () => done()));
        res.on('data', (chunk: string) => {
          body += chunk.length < 10_000 ? chunk : '';
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (data.length === 0) continue;
            const received = { event, data: data.join('\n'), at: Date.now() };
            events.push(received);
            for (const waiter of [...waiters]) {
              if (waiter.match(received)) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.done(received);
              }
            }
          }
        });
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          get body() {
            return body;
          },
          waitFor(match, timeoutMs = 5_000) {
            const found = events.find(match);
            if (found) return Promise.resolve(found);
            return new Promise((done, fail) => {
              const timer = setTimeout(() => {
                waiters.splice(waiters.indexOf(waiter), 1);
                fail(
                  new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`),
                );
              }, timeoutMs);
              const waiter = {
                match,
                done: (e: SseEvent) => {
                  clearTimeout(timer);
                  done(e);
                },
              };
              waiters.push(waiter);
            });
          },
          ended,
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
