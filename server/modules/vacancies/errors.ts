// The 422s of vacancy writes: bad data with its pointer, a refused status change naming the
// statuses allowed from where the vacancy is, and publishing for an organization that is not
// approved (in the user's language: the sentence says what to do, and the form shows it as is).
import { ERROR_CODE } from '../../../common/errors';
import { VACANCY_TRANSITIONS, type VacancyStatus } from '../../../common/matching';
import { AppError } from '../../lib/app-error';

export function createInvalidError(
  detail: string,
  pointer: string,
  code: 'validationFailed' | 'invalidTransition' = 'validationFailed',
) {
  return new AppError({ status: 422, code: ERROR_CODE[code], detail, source: { pointer } });
}

export function createTransitionError(from: VacancyStatus, to: VacancyStatus, pointer: string) {
  const allowed = VACANCY_TRANSITIONS[from];
  return createInvalidError(
    `A vacancy cannot go from ${from} to ${to}. Allowed from ${from}: ${allowed.join(', ')}.`,
    pointer,
    'invalidTransition',
  );
}

type Locale = 'nl' | 'en';

const NOT_APPROVED: Record<
  'pending' | 'denied' | 'archived',
  Record<Locale, (name: string) => string>
> = {
  pending: {
    en: (name) =>
      `${name} has not been approved by the volunteer center yet, so its vacancies cannot be published. Save this vacancy as a draft; you can publish it as soon as the center has approved the organization.`,
    nl: (name) =>
      `${name} is nog niet goedgekeurd door het vrijwilligerscentrum, dus de vacatures kunnen nog niet gepubliceerd worden. Sla deze vacature op als concept; je kunt hem publiceren zodra het centrum de organisatie heeft goedgekeurd.`,
  },
  denied: {
    en: (name) =>
      `${name} was not approved by the volunteer center, so its vacancies cannot be published. Save this vacancy as a draft, and contact the center if you think this is a mistake.`,
    nl: (name) =>
      `${name} is niet goedgekeurd door het vrijwilligerscentrum, dus de vacatures kunnen niet gepubliceerd worden. Sla deze vacature op als concept en neem contact op met het centrum als je denkt dat dit niet klopt.`,
  },
  archived: {
    en: (name) =>
      `${name} is archived, so its vacancies cannot be published. Save this vacancy as a draft, and ask the volunteer center to restore the organization first.`,
    nl: (name) =>
      `${name} is gearchiveerd, dus de vacatures kunnen niet gepubliceerd worden. Sla deze vacature op als concept en vraag het vrijwilligerscentrum om de organisatie eerst terug te zetten.`,
  },
};

/**
 * Only an approved organization publishes (DESIGN.md section 6: the center approves an
 * organization before it reaches volunteers); a pending one prepares drafts. A 422 on the status.
 */
export function assertOrganizationMayPublish(
  organization: { name: string; status: string },
  locale: Locale,
): void {
  if (organization.status === 'approved') return;
  const texts =
    NOT_APPROVED[organization.status as keyof typeof NOT_APPROVED] ?? NOT_APPROVED.pending;
  throw createInvalidError(texts[locale](organization.name), '/data/attributes/status');
}

/** 403 on `featured`: the user manages the vacancy but may not choose what the center features. */
export function createFeaturedForbiddenError(pointer = '/data/attributes/featured') {
  return new AppError({
    status: 403,
    code: ERROR_CODE.forbidden,
    detail: "Only the center's coordinators and admins may mark a vacancy featured.",
    source: { pointer },
  });
}
