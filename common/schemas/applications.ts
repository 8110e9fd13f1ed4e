// yup schemas for applications (docs/matching-api.md): applying to a vacancy, status
// changes (one or many) and the inbox query. Keys are camelCase; the wire is snake_case.
import { array, mixed, object, string, type InferType } from 'yup';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../matching';
import { createIncludeParamSchema, splitInclude } from './include-param';
import {
  readBooleanParam,
  readPageParams,
  readSortParam,
  splitParamList,
  type ListSort,
} from './list-query';
import { pageNumberSchema, pageSizeSchema, sortSchema } from './users';
import type { FormAnswers, FormField } from './forms';
import { UUID_PATTERN, uuidSchema } from './uuid';

export const MOTIVATION_MIN_LENGTH = 10;
export const MOTIVATION_MAX_LENGTH = 5000;
export const ANSWER_MAX_LENGTH = 5000;
export const STATUS_NOTE_MAX_LENGTH = 2000;
/** At most this many applications change in one bulk edit. */
export const MAX_BULK_APPLICATIONS = 200;

/** An applicant's answer to one of the vacancy's questions (by question id). */
export interface ApplicationAnswer {
  questionId: string;
  answer: string;
}

/** An application's attributes on the wire, with the titles and names the inbox shows. */
export interface ApplicationAttributes {
  status: ApplicationStatus;
  motivation: string;
  answers: ApplicationAnswer[];
  /** The answers to the vacancy's form (docs/forms-api.md), by field key; null without a form. */
  formAnswers: FormAnswers | null;
  /** The questions of the form version answered, to show the answers under their labels. */
  formFields: FormField[] | null;
  escalatedAt: string | null;
  vacancyId: string;
  organizationId: string;
  centerId: string;
  volunteerId: string;
  conversationId: string | null;
  vacancyTitleNl: string | null;
  vacancyTitleEn: string | null;
  organizationName: string | null;
  volunteerName: string | null;
  /** For the organization side only. */
  volunteerEmail?: string | null;
  /** For the organization side only. */
  volunteerPhone?: string | null;
  /** The statuses the reader may choose next. */
  allowedStatuses: ApplicationStatus[];
  createdAt: string;
  updatedAt: string;
}

/** One step of an application's status history on the wire. */
export interface ApplicationEventAttributes {
  applicationId: string;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  note: string | null;
  actorId: string | null;
  actorName: string | null;
  createdAt: string;
}

export const applicationAnswerSchema = object({
  questionId: string().trim().max(100).required(),
  answer: string().max(ANSWER_MAX_LENGTH).default(''),
});

/** POST /api/v1/applications. */
export const applicationCreateSchema = object({
  vacancyId: uuidSchema.required(),
  motivation: string().trim().min(MOTIVATION_MIN_LENGTH).max(MOTIVATION_MAX_LENGTH).required(),
  answers: array(applicationAnswerSchema).max(50).default([]),
  /** When the vacancy asks a form: checked against its rules like a public submission. */
  formAnswers: mixed<Record<string, unknown>>()
    .optional()
    .test(
      'form-answers',
      'form_answers must be an object of answers by field key',
      (v) => v === undefined || (typeof v === 'object' && v !== null && !Array.isArray(v)),
    ),
});
export type ApplicationCreateInput = InferType<typeof applicationCreateSchema>;

/** PATCH /api/v1/applications/{id}. */
export const applicationStatusSchema = object({
  status: string().oneOf(APPLICATION_STATUSES).required(),
  note: string().trim().max(STATUS_NOTE_MAX_LENGTH).nullable().optional(),
});
export type ApplicationStatusInput = InferType<typeof applicationStatusSchema>;

/** PATCH /api/v1/applications/bulk (type application_bulk_edits). */
export const applicationBulkSchema = object({
  ids: array(uuidSchema.required()).min(1).max(MAX_BULK_APPLICATIONS).required(),
  status: string().oneOf(APPLICATION_STATUSES).required(),
  note: string().trim().max(STATUS_NOTE_MAX_LENGTH).nullable().optional(),
});
export type ApplicationBulkInput = InferType<typeof applicationBulkSchema>;

export const APPLICATION_INCLUDES = ['vacancy', 'volunteer', 'events', 'conversation'] as const;
export const APPLICATION_SORTS = ['created_at', 'status'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

const booleanParam = () => string().oneOf(['true', 'false']).optional();

export const applicationQuerySchema = object({
  include: createIncludeParamSchema(APPLICATION_INCLUDES),
});

/** Query of GET /api/v1/applications (the inbox). */
export const applicationListQuerySchema = object({
  include: createIncludeParamSchema(APPLICATION_INCLUDES),
  'filter[mine]': booleanParam(),
  'filter[status_eq]': string().oneOf(APPLICATION_STATUSES).optional(),
  'filter[status_in]': string()
    .optional()
    .test(
      'statuses',
      `filter[status_in] must be a comma-separated list of ${APPLICATION_STATUSES.join(', ')}`,
      (value) =>
        value === undefined ||
        value
          .split(',')
          .every((s) => (APPLICATION_STATUSES as readonly string[]).includes(s.trim())),
    ),
  'filter[vacancy_id_eq]': string()
    .matches(UUID_PATTERN, 'filter[vacancy_id_eq] must be a UUID')
    .optional(),
  'filter[escalated]': booleanParam(),
  'page[number]': pageNumberSchema(),
  'page[size]': pageSizeSchema(),
  sort: sortSchema(APPLICATION_SORTS),
});
export type ApplicationListQueryParams = InferType<typeof applicationListQuerySchema>;

/** GET /api/v1/applications's query, typed: each parameter the camelCase form of its wire name. */
export interface ApplicationListQuery {
  include: Set<string>;
  /** The reader's own applications (as a volunteer) instead of the inbox. */
  mine: boolean;
  statusEq?: ApplicationStatus;
  statusIn?: ApplicationStatus[];
  vacancyIdEq?: string;
  escalated?: boolean;
  /** Newest first when absent. */
  sort: ListSort<ApplicationSort>;
  pageNumber: number;
  pageSize: number;
}

export function readApplicationListQuery(params: ApplicationListQueryParams): ApplicationListQuery {
  return {
    include: splitInclude(params.include),
    mine: params['filter[mine]'] === 'true',
    statusEq: params['filter[status_eq]'],
    statusIn: splitParamList(params['filter[status_in]']) as ApplicationStatus[] | undefined,
    vacancyIdEq: params['filter[vacancy_id_eq]']?.toLowerCase(),
    escalated: readBooleanParam(params['filter[escalated]']),
    sort: readSortParam<ApplicationSort>(params.sort ?? '-created_at', 'created_at'),
    ...readPageParams(params),
  };
}
