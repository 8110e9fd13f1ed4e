// GET /api/v1/dashboard: what waits for a staff member, as counts. Each count is the `meta.total`
// of a list the dashboard links to (with the same filter), so the number and the list agree.
// A count is null where the reader's roles do not reach that list (an organization admin does
// not approve organizations).

export const DASHBOARD_TYPE = 'dashboards';

/** The dashboard's attributes on the wire (snake_case there). */
export interface DashboardAttributes {
  /** Applications with status new in the reader's inbox (/applications?status=new). */
  applicationsNew: number;
  /** Of those, the ones waiting longer than the escalation period (/applications?status=escalated). */
  applicationsEscalated: number;
  /** Vacancies in draft the reader manages (/vacancies?status=draft). */
  vacanciesDraft: number;
  /** Published vacancies the reader manages (/vacancies?status=published). */
  vacanciesPublished: number;
  /** Organizations of the center waiting for approval (/organizations/approve); null: not theirs. */
  organizationsPending: number | null;
  /** Messages the reader has not read, over all their conversations (/conversations). */
  messagesUnread: number;
}
