// Applications as the api client hands them over (docs/matching-api.md, camelCase, flattened).
import type { ApplicationStatus } from '../../../common/matching';

export interface ApplicationAnswer {
  questionId: string;
  answer: string;
}

export interface ApplicationEvent {
  id: string;
  type: string;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  note: string | null;
  actorName: string | null;
  createdAt: string;
}

export interface VacancyQuestion {
  id: string;
  text: string;
  required?: boolean;
}

/** The included vacancy: only what this feature reads. */
export interface ApplicationVacancy {
  id: string;
  type: string;
  titleNl?: string | null;
  titleEn?: string | null;
  questions?: VacancyQuestion[];
  status?: string;
}

export interface ApplicationVolunteer {
  id: string;
  type: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export interface Application {
  id: string;
  type: string;
  status: ApplicationStatus;
  motivation: string;
  answers: ApplicationAnswer[];
  escalatedAt: string | null;
  vacancyId: string;
  organizationId: string;
  volunteerId: string;
  conversationId: string | null;
  vacancyTitleNl: string | null;
  vacancyTitleEn: string | null;
  organizationName: string | null;
  volunteerName: string | null;
  volunteerEmail?: string | null;
  allowedStatuses: ApplicationStatus[];
  createdAt: string;
  updatedAt: string;
  vacancy?: ApplicationVacancy;
  volunteer?: ApplicationVolunteer;
  events?: ApplicationEvent[];
}

/** `meta.counts` of the list, over every status (camelCase: `inProgress`). */
export interface ApplicationCounts {
  new: number;
  inProgress: number;
  accepted: number;
  rejected: number;
  withdrawn: number;
  escalated: number;
}
