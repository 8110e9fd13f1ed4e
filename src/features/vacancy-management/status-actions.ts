// The status changes a manager may make from a vacancy's status (VACANCY_TRANSITIONS), each with
// the words for it: publishing a closed vacancy is 'reopen', an archived one goes 'back to draft'.
import { VACANCY_TRANSITIONS, type VacancyStatus } from '../../../common/matching';

export interface VacancyStatusAction {
  to: VacancyStatus;
  /** i18n key of the menu item. */
  labelId: string;
  /** i18n key of the toast after it worked ({title}). */
  doneId: string;
}

function describe(from: VacancyStatus, to: VacancyStatus): VacancyStatusAction {
  const verb =
    to === 'published'
      ? from === 'closed'
        ? 'reopen'
        : 'publish'
      : to === 'closed'
        ? 'close'
        : to === 'archived'
          ? 'archive'
          : 'toDraft';
  return { to, labelId: `vacancyManage.action.${verb}`, doneId: `vacancyManage.done.${verb}` };
}

export function getVacancyStatusActions(from: VacancyStatus): VacancyStatusAction[] {
  return VACANCY_TRANSITIONS[from].map((to) => describe(from, to));
}
