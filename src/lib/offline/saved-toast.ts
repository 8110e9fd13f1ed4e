// After a save: 'Saved', or, when it waits for the network, that it is kept on this device and
// goes by itself later (what the user needs to know, in their language). The 'kept on this
// device' notes go once the queue has been sent: they would contradict 'sent'.
import type { IntlShape } from 'react-intl';
import { toast } from '../toasts/toast';

const queuedNotes = new Set<string>();

export function toastSaved(intl: IntlShape, queued: boolean): void {
  if (queued) queuedNotes.add(toast.info(intl.formatMessage({ id: 'offline.savedOnDevice' })));
  else toast.success(intl.formatMessage({ id: 'profile.saved' }));
}

/** Removes the 'saved on this device' notes still on screen. */
export function clearQueuedNotes(): void {
  for (const id of queuedNotes) toast.remove(id);
  queuedNotes.clear();
}
