// After a save: 'Saved', or, when it waits for the network, that it is kept on this device and
// goes by itself later (what the user needs to know, in their language).
import type { IntlShape } from 'react-intl';
import { toast } from '../toasts/toast';

export function toastSaved(intl: IntlShape, queued: boolean): void {
  if (queued) toast.info(intl.formatMessage({ id: 'offline.savedOnDevice' }));
  else toast.success(intl.formatMessage({ id: 'profile.saved' }));
}
