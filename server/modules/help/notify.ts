// Who hears about one-to-one help and what they are told: the resident gets the confirmation link
// and, once matched, a mail in the request's language (they have no account, so mail only); the
// volunteer a notification (help_matched) and a mail in their own language. Mails name the feature
// as the tenant does ('burenhulp' in Oldebroek).
import { pickLocalized } from '../../../common/matching';
import type { TenantConfig } from '../../../common/tenants/tenant-configs';
import type { Tx } from '../../db/connection';
import type { HelpMatchRow, HelpRequestRow } from '../../db/schema/help';
import { enqueueEmail } from '../email/enqueue-email';
import { notifyRecipients } from '../notifications/notify';

const HELP_NAMES: Record<
  TenantConfig['features']['oneToOneHelpName'],
  Record<'nl' | 'en', string>
> = {
  one_to_one_help: { nl: 'een-op-een-hulp', en: 'one-to-one help' },
  neighbour_help: { nl: 'burenhulp', en: 'neighbour help' },
};

function localeOf(request: HelpRequestRow): 'nl' | 'en' {
  return request.locale === 'en' ? 'en' : 'nl';
}

export interface CategoryNames {
  nameNl: string | null;
  nameEn: string | null;
}

export async function mailConfirmationLink(
  tx: Tx,
  input: { request: HelpRequestRow; category: CategoryNames; link: string },
): Promise<void> {
  const { request } = input;
  const locale = localeOf(request);
  await enqueueEmail(tx, {
    tenantId: request.tenantId,
    centerId: request.centerId,
    to: request.contactEmail!,
    locale,
    eventKey: 'help_request.confirm',
    variables: {
      name: request.contactName ?? '',
      category: pickLocalized(input.category.nameNl, input.category.nameEn, locale),
      link: input.link,
    },
  });
}

export async function notifyMatched(
  tx: Tx,
  input: {
    config: TenantConfig;
    request: HelpRequestRow;
    match: HelpMatchRow;
    category: CategoryNames;
    volunteerFirstName: string;
    vogMissing: boolean;
    origin: string;
    actorId: string;
  },
): Promise<void> {
  const { request, match, category } = input;
  const names = HELP_NAMES[input.config.features.oneToOneHelpName];
  await notifyRecipients(tx, {
    tenantId: request.tenantId,
    centerId: request.centerId,
    audience: [{ users: [match.volunteerId] }],
    actorId: input.actorId,
    kind: 'help_matched',
    payload: {
      help_match_id: match.id,
      help_request_id: request.id,
      category_name_nl: category.nameNl,
      category_name_en: category.nameEn,
      vog_missing: input.vogMissing,
    },
    mail: {
      eventKey: 'help_match.volunteer',
      variables: (r) => ({
        category: pickLocalized(category.nameNl, category.nameEn, r.locale),
        help: names[r.locale],
        link: `${input.origin}/een-op-een-hulp?match=${match.id}`,
        vog: input.vogMissing
          ? r.locale === 'nl'
            ? '\nLet op: voor deze hulp is een Verklaring Omtrent het Gedrag (VOG) nodig. Die hebben we nog niet van je gezien; de coördinator neemt contact met je op.'
            : '\nPlease note: this help needs a certificate of conduct (VOG). We have not seen yours yet; the coordinator will be in touch.'
          : '',
      }),
    },
  });
  if (!request.contactEmail) return;
  const locale = localeOf(request);
  await enqueueEmail(tx, {
    tenantId: request.tenantId,
    centerId: request.centerId,
    to: request.contactEmail,
    locale,
    eventKey: 'help_match.resident',
    variables: {
      name: request.contactName ?? '',
      volunteer: input.volunteerFirstName,
      category: pickLocalized(category.nameNl, category.nameEn, locale),
    },
  });
}
