// GET /api/v1/dashboard: what waits for a staff member, as counts. Each count is the `meta.total`
// of a list the dashboard links to (with the same filter), so the number and the list agree.
// A count is null where the reader's roles do not reach that list (an organization admin does
// not approve organizations).

export const DASHBOARD_TYPE = 'dashboards';

/** The dashboard's attributes on the wire (snake_case there). */
export interface DashboardAttributes extends DashboardListsAttributes {
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

/** An application on the dashboard: who, for what, since when. */
export interface DashboardApplication {
  id: string;
  status: string;
  vacancyId: string;
  vacancyTitleNl: string | null;
  vacancyTitleEn: string | null;
  organizationName: string;
  /** The volunteer's name: on the organization's list only. */
  volunteerName: string | null;
  createdAt: string;
}

export interface DashboardConversation {
  id: string;
  titleNl: string;
  titleEn: string;
  otherPartyName: string;
  preview: string | null;
  unreadCount: number;
  lastMessageAt: string | null;
}

export interface DashboardVacancy {
  id: string;
  titleNl: string | null;
  titleEn: string | null;
  applicationsCount: number;
}

/** How many of the staff dashboard's lists show. */
export const DASHBOARD_LIST_SIZE = 5;

/** What the staff dashboard lists beside its counts. */
export interface DashboardListsAttributes {
  /** Applications still waiting for a first answer, oldest first: the escalation's clock. */
  waiting: DashboardApplication[];
  /** The reader's latest conversations. */
  conversations: DashboardConversation[];
  /** Published vacancies the reader manages, with the applications each has had. */
  vacancies: DashboardVacancy[];
}

export const VOLUNTEER_DASHBOARD_TYPE = 'volunteer_dashboards';

export interface DashboardActivity {
  /** The registration's id. */
  id: string;
  activityId: string;
  titleNl: string | null;
  titleEn: string | null;
  startsAt: string;
  /** registered, waiting or offered (a place offered from the waiting list). */
  status: string;
}

export interface DashboardInvitation {
  id: string;
  vacancyId: string;
  vacancyTitleNl: string | null;
  vacancyTitleEn: string | null;
  organizationName: string;
  createdAt: string;
}

/**
 * GET /api/v1/dashboard/volunteer: the signed-in person's own side. A part is null where the
 * tenant has no such feature (no activity calendar, no volunteer pool).
 */
export interface VolunteerDashboardAttributes {
  /** The latest applications, newest first. */
  applications: DashboardApplication[];
  /** All of the reader's applications: every one, those still running (new or in progress), matches. */
  applicationCounts: { total: number; running: number; accepted: number };
  activities: DashboardActivity[] | null;
  messagesUnread: number;
  invitations: DashboardInvitation[] | null;
  invitationsOpen: number | null;
  /** Hours this calendar year: approved and waiting for approval. */
  hours: { year: string; approved: number; pending: number };
}
