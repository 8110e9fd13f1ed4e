// Live updates (GET /api/v1/stream, server-sent events): what changed, for the page to load
// again. An event carries ids only; the content comes through the API with the reader's rights.
import { object, string } from 'yup';

export type LiveEvent =
  /** Notifications changed (the bell, the list); an application's id when one is about one. */
  | { topic: 'notifications'; applicationId?: string }
  /** A conversation has a new message: the thread and the inbox. */
  | { topic: 'conversation'; id: string }
  /** Announcements were missed (a lost connection): load everything shown again. */
  | { topic: 'resync' };

/** The SSE event name every live event is sent under (its data is the LiveEvent as JSON). */
export const LIVE_EVENT_NAME = 'live';

/** How long a stream ticket is valid: long enough to open the stream, too short to reuse. */
export const STREAM_TICKET_LIFESPAN_MS = 30_000;

/** A comment line this often keeps proxies from closing a quiet stream. */
export const STREAM_HEARTBEAT_MS = 25_000;

/** GET /api/v1/stream?ticket=... */
export const streamQuerySchema = object({
  ticket: string().required().max(100),
}).noUnknown();

/** POST /api/v1/stream_tickets answers this resource. */
export interface StreamTicketAttributes {
  ticket: string;
  expires_at: string;
}
