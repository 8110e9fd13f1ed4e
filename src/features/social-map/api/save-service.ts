// Saving and deleting a service through the offline queue (./outbox-actions.ts).
import { useOutbox } from '../../../lib/offline/use-outbox';
import {
  SERVICE_DELETE,
  SERVICE_SAVE,
  type ServiceDelete,
  type ServiceWrite,
} from './outbox-actions';
import type { OrganizationService } from '../types';

export function useSaveService() {
  return useOutbox<ServiceWrite, OrganizationService>(SERVICE_SAVE);
}

export function useDeleteService() {
  return useOutbox<ServiceDelete, null>(SERVICE_DELETE);
}
