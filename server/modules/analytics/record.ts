// What the writers of other modules call to keep analytics' counters in their own transaction:
// views, applications and matches, an application's first answer, who was active, sign-ups.
export {
  countActive,
  countApplicantMessage,
  countSignup,
  countVacancyDay,
  markFirstAnswer,
  type VacancyDayCount,
} from './counters-repo';
