// The vacancy as the api client hands it over (docs/matching-api.md, JSON:API flattened and
// camelCased), and the tag beside it.
import type { Commitment, TagKind, VacancyStatus } from '../../../common/matching';
import type { DayPart, Weekday } from '../../../common/schemas/volunteer-profile';

export type Schedule = Partial<Record<Weekday, DayPart[]>>;

export interface VacancyQuestion {
  id: string;
  text: string;
  required: boolean;
}

export interface VacancyTag {
  id: string;
  kind: TagKind;
  nameNl: string;
  nameEn: string;
  vacanciesCount?: number;
}

export interface VacancyAddress {
  id?: string;
  street: string | null;
  number: string | null;
  postcode: string | null;
  city: string | null;
}

export interface Vacancy {
  id: string;
  titleNl: string | null;
  titleEn: string | null;
  descriptionNl: string | null;
  descriptionEn: string | null;
  status: VacancyStatus;
  hoursPerWeek: number | null;
  commitment: Commitment | null;
  startsOn: string | null;
  endsOn: string | null;
  schedule: Schedule | null;
  remote: boolean;
  city: string | null;
  positions: number;
  questions: VacancyQuestion[] | null;
  sharedCenterIds: string[] | null;
  organizationId: string;
  centerId: string;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  applicationsCount?: number;
  canManage?: boolean;
  organization?: { id: string; name: string } | null;
  address?: VacancyAddress | null;
  tags?: VacancyTag[];
}
