// The status changes an organization allows from where it stands, with their button labels.
import { ORGANIZATION_TRANSITIONS } from '../schemas';
import type { OrganizationStatus } from '../../../../common/schemas/organizations';

const LABELS: Record<string, string> = {
  'pending>approved': 'organizations.action.approve',
  'pending>denied': 'organizations.action.deny',
  'approved>archived': 'organizations.action.archive',
  'denied>pending': 'organizations.action.reopen',
  'archived>approved': 'organizations.action.restore',
};

const DONE: Record<OrganizationStatus, string> = {
  approved: 'organizations.done.approved',
  denied: 'organizations.done.denied',
  archived: 'organizations.done.archived',
  pending: 'organizations.done.pending',
};

export function getStatusActions(
  from: OrganizationStatus,
): { to: OrganizationStatus; labelId: string }[] {
  return (ORGANIZATION_TRANSITIONS[from] ?? []).map((to) => ({
    to,
    labelId: LABELS[`${from}>${to}`] ?? `organizations.status.${to}`,
  }));
}

/** The message after a change: '{name} is approved.' */
export function getStatusDoneId(to: OrganizationStatus): string {
  return DONE[to];
}
