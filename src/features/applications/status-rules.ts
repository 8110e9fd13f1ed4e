// What the reader may do with an application, from the statuses the server allows them
// (`allowed_statuses`): the buttons, their order, which ask for a note or a confirmation, and for
// several applications at once the changes every one of them allows. The server checks again.
import type { ApplicationStatus } from '../../../common/matching';
import type { RoleName } from '../../../common/schemas/users';

export interface StatusAction {
  to: ApplicationStatus;
  /** Button text (message id). */
  labelId: string;
  /** A dialog asks first: a note may go with it, or (withdrawing) the volunteer confirms. */
  asks: 'nothing' | 'note' | 'confirm';
  appearance: 'primary' | 'secondary';
}

const ACTIONS: Record<ApplicationStatus, Omit<StatusAction, 'to'> | null> = {
  new: null,
  in_progress: {
    labelId: 'applications.action.inProgress',
    asks: 'nothing',
    appearance: 'secondary',
  },
  accepted: { labelId: 'applications.action.accept', asks: 'note', appearance: 'primary' },
  rejected: { labelId: 'applications.action.reject', asks: 'note', appearance: 'secondary' },
  withdrawn: { labelId: 'applications.action.withdraw', asks: 'confirm', appearance: 'secondary' },
};

const ORDER: ApplicationStatus[] = ['in_progress', 'accepted', 'rejected', 'withdrawn'];

export function getStatusActions(
  allowed: readonly ApplicationStatus[] | undefined,
): StatusAction[] {
  const set = new Set(allowed ?? []);
  return ORDER.filter((s) => set.has(s) && ACTIONS[s]).map((to) => ({ to, ...ACTIONS[to]! }));
}

/** The changes every selected application allows (withdrawing is the volunteer's, never bulk). */
export function getBulkActions(
  rows: readonly { allowedStatuses?: readonly ApplicationStatus[] }[],
): StatusAction[] {
  if (rows.length === 0) return [];
  const common = ORDER.filter(
    (s) => s !== 'withdrawn' && rows.every((r) => (r.allowedStatuses ?? []).includes(s)),
  );
  return getStatusActions(common);
}

/** The organization side (inbox) versus the volunteer's own list. */
export function isApplicationManager(roles: readonly { name: RoleName }[]): boolean {
  return roles.some(
    (r) => r.name === 'admin' || r.name === 'center_admin' || r.name === 'organization_admin',
  );
}

/** Message id of a status name ('In behandeling'). */
export function statusLabelId(status: ApplicationStatus): string {
  return `applications.status.${status}`;
}
