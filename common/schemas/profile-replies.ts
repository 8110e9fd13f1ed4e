// Invitations from the volunteer pool ('profile replies'): an organization asks a volunteer who
// made themselves findable to respond to one of its vacancies.
import { object, string, type InferType } from 'yup';
import type { MatchReason as Reason } from './vacancies';
import { createIncludeParamSchema, splitInclude } from './include-param';
import { readPageParams, readSortParam, splitParamList, type ListSort } from './list-query';
import { refuseNul } from './tags';
import { pageNumberSchema, pageSizeSchema, sortSchema } from './users';
import { UUID_PATTERN, uuidSchema } from './uuid';

export const PROFILE_REPLY_STATUSES = ['open', 'accepted', 'declined', 'expired'] as const;
export type ProfileReplyStatus = (typeof PROFILE_REPLY_STATUSES)[number];

/** An open invitation gets one reminder after this many days... */
export const INVITATION_REMINDER_AFTER_DAYS = 14;
/** ...and is closed as 'no answer' (expired) after this many. */
export const INVITATION_EXPIRES_AFTER_DAYS = 28;

/** A match is explained as the recommendations explain it (one reason type for both ways). */
export type { MatchReason } from './vacancies';

export const PROFILE_REPLY_TYPE = 'profile_replies';
export const INVITATION_MESSAGE_MAX_LENGTH = 2000;
export const INVITATION_MESSAGE_MIN_LENGTH = 10;
export const ANSWER_MESSAGE_MAX_LENGTH = 2000;
/** What a volunteer may answer. */
export const PROFILE_REPLY_ANSWERS = ['accepted', 'declined'] as const;
export type ProfileReplyAnswer = (typeof PROFILE_REPLY_ANSWERS)[number];

/** An invitation on the wire, with the names and titles both sides show. */
export interface ProfileReplyAttributes {
  status: ProfileReplyStatus;
  message: string;
  matchScore: number | null;
  matchReasons: Reason[];
  answerMessage: string | null;
  answeredAt: string | null;
  remindedAt: string | null;
  /** When an open invitation closes as 'no answer'. */
  expiresAt: string | null;
  applicationId: string | null;
  vacancyId: string;
  organizationId: string;
  centerId: string;
  volunteerId: string;
  vacancyTitleNl: string | null;
  vacancyTitleEn: string | null;
  /** The vacancy asks for a certificate of conduct (VOG): the invitation says so. */
  vacancyRequiresVog: boolean;
  vacancyCity: string | null;
  organizationName: string;
  /** First name and initial until the volunteer says yes; the full name after. */
  volunteerName: string;
  /** The volunteer's contact details: for the organization side, and only after a yes. */
  volunteerEmail?: string | null;
  volunteerPhone?: string | null;
  /** The volunteer's VOG as the pool shows it. */
  volunteerVogIssuedOn: string | null;
  volunteerVogChecked: boolean;
  invitedByName: string | null;
  /** The reader may answer (the volunteer, while it is open). */
  canAnswer: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/v1/profile_replies (relationships vacancy and volunteer read as their ids). */
export const profileReplyCreateSchema = object({
  vacancyId: uuidSchema.required(),
  volunteerId: uuidSchema.required(),
  message: refuseNul(
    string()
      .trim()
      .min(INVITATION_MESSAGE_MIN_LENGTH)
      .max(INVITATION_MESSAGE_MAX_LENGTH)
      .required(),
  ),
});
export type ProfileReplyCreateInput = InferType<typeof profileReplyCreateSchema>;

/** PATCH /api/v1/profile_replies/{id}: the volunteer's answer. */
export const profileReplyAnswerSchema = object({
  status: string().oneOf(PROFILE_REPLY_ANSWERS).required(),
  answerMessage: refuseNul(string().trim().max(ANSWER_MESSAGE_MAX_LENGTH).nullable().optional()),
});
export type ProfileReplyAnswerInput = InferType<typeof profileReplyAnswerSchema>;

export const PROFILE_REPLY_INCLUDES = ['vacancy', 'volunteer'] as const;
export const PROFILE_REPLY_SORTS = ['created_at', 'status'] as const;
export type ProfileReplySort = (typeof PROFILE_REPLY_SORTS)[number];

export const profileReplyQuerySchema = object({
  include: createIncludeParamSchema(PROFILE_REPLY_INCLUDES),
});

export const profileReplyListQuerySchema = object({
  include: createIncludeParamSchema(PROFILE_REPLY_INCLUDES),
  'filter[mine]': string().oneOf(['true', 'false']).optional(),
  'filter[status_eq]': string().oneOf(PROFILE_REPLY_STATUSES).optional(),
  'filter[status_in]': string()
    .optional()
    .test(
      'statuses',
      `filter[status_in] must be a comma-separated list of ${PROFILE_REPLY_STATUSES.join(', ')}`,
      (value) =>
        value === undefined ||
        value
          .split(',')
          .every((s) => (PROFILE_REPLY_STATUSES as readonly string[]).includes(s.trim())),
    ),
  'filter[vacancy_id_eq]': string()
    .matches(UUID_PATTERN, 'filter[vacancy_id_eq] must be a UUID')
    .optional(),
  'filter[volunteer_id_eq]': string()
    .matches(UUID_PATTERN, 'filter[volunteer_id_eq] must be a UUID')
    .optional(),
  'page[number]': pageNumberSchema(),
  'page[size]': pageSizeSchema(),
  sort: sortSchema(PROFILE_REPLY_SORTS),
});
export type ProfileReplyListQueryParams = InferType<typeof profileReplyListQuerySchema>;

export interface ProfileReplyListQuery {
  include: Set<string>;
  /** The reader's own invitations (as a volunteer) instead of the organization's. */
  mine: boolean;
  statuses?: ProfileReplyStatus[];
  vacancyId?: string;
  volunteerId?: string;
  sort: ListSort<ProfileReplySort>;
  pageNumber: number;
  pageSize: number;
}

export function readProfileReplyListQuery(
  params: ProfileReplyListQueryParams,
): ProfileReplyListQuery {
  const eq = params['filter[status_eq]'];
  return {
    include: splitInclude(params.include),
    mine: params['filter[mine]'] === 'true',
    statuses: eq
      ? [eq]
      : (splitParamList(params['filter[status_in]']) as ProfileReplyStatus[] | undefined),
    vacancyId: params['filter[vacancy_id_eq]']?.toLowerCase(),
    volunteerId: params['filter[volunteer_id_eq]']?.toLowerCase(),
    sort: readSortParam<ProfileReplySort>(params.sort ?? '-created_at', 'created_at'),
    ...readPageParams(params),
  };
}
