// What the bell and the list share: how often they ask again and the unread count the server
// puts in every list answer's meta.
export const BELL_POLL_MS = 30_000;

export function readUnreadCount(meta: Record<string, unknown>): number {
  return typeof meta.unreadCount === 'number' ? meta.unreadCount : 0;
}
