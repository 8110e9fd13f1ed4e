// Vacancies and tags as the api client hands them over (JSON:API flattened, camelCase; the
// contract is docs/matching-api.md). Per-resource `meta` is kept by vacancy-api-client.ts.
import type { Commitment, TagKind } from '../../../common/matching';
import type { ApplicationStatus } from '../../../common/matching';

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export type DayPart = 'morning' | 'afternoon' | 'evening';
export type Schedule = Partial<Record<Weekday, DayPart[]>>;

export interface Tag {
  id: string;
  type?: string;
  kind: TagKind;
  nameNl: string;
  nameEn: string;
  vacanciesCount?: number;
}

export interface VacancyQuestion {
  id: string;
  text: string;
  required: boolean;
}

export interface VacancyAddress {
  id: string;
  street: string | null;
  number: string | null;
  postcode: string | null;
  city: string | null;
  lat: number | null;
  lng: number | null;
}

export type MatchReasonCode = 'skills' | 'distance' | 'availability' | 'remote';

export interface MatchReason {
  code: MatchReasonCode | string;
  params?: {
    count?: number;
    names?: string[];
    km?: number;
    day?: Weekday;
    part?: DayPart;
  };
}

export interface VacancyMeta {
  distanceKm?: number;
  rank?: number;
  match?: { score: number; reasons: MatchReason[] };
  myApplication?: { id: string; status: ApplicationStatus } | null;
}

export interface Vacancy {
  id: string;
  type: string;
  titleNl: string | null;
  titleEn: string | null;
  descriptionNl: string | null;
  descriptionEn: string | null;
  status: string;
  hoursPerWeek: number | null;
  commitment: Commitment;
  startsOn: string | null;
  endsOn: string | null;
  schedule: Schedule | null;
  remote: boolean;
  city: string | null;
  lat: number | null;
  lng: number | null;
  positions: number;
  questions: VacancyQuestion[] | null;
  organizationId: string;
  centerId: string;
  publishedAt: string | null;
  canManage?: boolean;
  organization?: { id: string; type: string; name?: string } | null;
  address?: VacancyAddress | null;
  tags?: Tag[];
  /** The resource's own meta (distance, rank, match reasons, the reader's application). */
  meta?: VacancyMeta;
}
