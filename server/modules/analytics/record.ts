// What the writers of other modules call to keep analytics' counters in their own transaction:
// a vacancy's views, applications and matches per Dutch day, and an application's first answer.
export { countVacancyDay, markFirstAnswer, type VacancyDayCount } from './counters-repo';
