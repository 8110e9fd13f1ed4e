// Applications as the api client hands them over (JSON:API flattened, camelCase): the attributes
// of the wire contract (common/schemas/applications.ts) with the included vacancy, volunteer and
// history.
import type { Flat } from '../../../common/jsonapi';
import type {
  ApplicationAttributes,
  ApplicationEventAttributes,
} from '../../../common/schemas/applications';
import type { ConversationAttributes } from '../../../common/schemas/conversations';
import type { UserAttributes } from '../../../common/schemas/users';
import type { VacancyAttributes } from '../../../common/schemas/vacancies';

export type ApplicationEvent = Flat<ApplicationEventAttributes>;

/** The included vacancy: only what this feature reads. */
export type ApplicationVacancy = Flat<
  Partial<Pick<VacancyAttributes, 'titleNl' | 'titleEn' | 'questions' | 'status'>>
>;

/** The included volunteer (the e-mail address for the organization side only). */
export type ApplicationVolunteer = Flat<
  Partial<Pick<UserAttributes, 'firstName' | 'lastName' | 'email'>>
>;

/** The included conversation: on the volunteer's own list with its newest message and unread count. */
export type ApplicationConversation = Flat<
  Partial<Pick<ConversationAttributes, 'lastMessageAt' | 'lastMessagePreview' | 'unreadCount'>>
>;

export type Application = Flat<ApplicationAttributes> & {
  vacancy?: ApplicationVacancy;
  volunteer?: ApplicationVolunteer;
  events?: ApplicationEvent[];
  conversation?: ApplicationConversation | null;
};

/** `meta.counts` of the list, over every status (camelCase: `inProgress`). */
export interface ApplicationCounts {
  new: number;
  inProgress: number;
  accepted: number;
  rejected: number;
  withdrawn: number;
  escalated: number;
}
