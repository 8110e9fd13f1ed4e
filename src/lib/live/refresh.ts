// Which cached queries a live event makes stale: the event names what changed, the pages fetch it
// again through the API (only those on screen refetch at once; the rest when next shown).
import type { LiveEvent } from '../../../common/schemas/live';
import { QUERY_ROOTS } from '../query-keys';

export function listStaleKeys(event: LiveEvent, tenant: string): (readonly string[])[] {
  const notifications = [QUERY_ROOTS.notifications, tenant] as const;
  switch (event.topic) {
    case 'conversation':
      // The thread, the inbox, and the bell (a message comes with a notification).
      return [[QUERY_ROOTS.conversations, tenant], notifications];
    case 'notifications':
      return event.applicationId
        ? [notifications, [QUERY_ROOTS.applications, tenant], [QUERY_ROOTS.dashboard, tenant]]
        : [notifications];
    case 'resync':
      return [
        [QUERY_ROOTS.conversations, tenant],
        notifications,
        [QUERY_ROOTS.applications, tenant],
        [QUERY_ROOTS.dashboard, tenant],
      ];
  }
}
