// What the organizer reads of an activity's registrations: everyone registered, waiting, offered
// a place, cancelled or marked, by shift and arrival; and the same as a CSV file in the reader's
// language (server/lib/csv.ts keeps names that look like formulas as text).
import { AMSTERDAM_TIME_ZONE } from '../../../common/amsterdam-time';
import { isUuid } from '../../../common/schemas/uuid';
import { toCsv } from '../../../common/csv';
import { formatUserName } from '../../lib/current-user';
import type { RequestCtx } from '../../lib/request-ctx';
import { createMissingError } from '../../lib/unprocessable';
import { canManageActivity, requireActivityManager } from './access';
import { listActivityRegistrations, type RegistrationView } from './registration-repo';
import { findActivity } from './repo';

/** GET /api/v1/activities/{id}/registrations. */
export async function getActivityRegistrations(
  ctx: RequestCtx,
  id: string,
): Promise<RegistrationView[]> {
  const user = requireActivityManager(ctx);
  return ctx.withTenant(async (tx) => {
    const activity = isUuid(id) ? await findActivity(tx, ctx.tenantId, id) : null;
    if (!activity || !canManageActivity(user, activity)) throw createMissingError('Activity', id);
    return listActivityRegistrations(tx, ctx.tenantId, activity.id);
  });
}

const HEADERS = {
  nl: ['Nummer', 'Naam', 'E-mail', 'Dienst', 'Status', 'Aangemeld op', 'Opmerking'],
  en: ['Number', 'Name', 'E-mail', 'Shift', 'Status', 'Registered at', 'Note'],
};

const STATUS_LABELS: Record<'nl' | 'en', Record<string, string>> = {
  nl: {
    registered: 'Aangemeld',
    waitlisted: 'Wachtlijst',
    offered: 'Plek aangeboden',
    cancelled: 'Afgemeld',
    expired: 'Aanbod verlopen',
    attended: 'Aanwezig',
    no_show: 'Niet gekomen',
  },
  en: {
    registered: 'Registered',
    waitlisted: 'Waitlist',
    offered: 'Place offered',
    cancelled: 'Cancelled',
    expired: 'Offer expired',
    attended: 'Attended',
    no_show: 'No-show',
  },
};

/** GET /api/v1/activities/{id}/registrations.csv. */
export async function exportActivityRegistrations(ctx: RequestCtx, id: string): Promise<string> {
  const views = await getActivityRegistrations(ctx, id);
  const locale = ctx.locale;
  const when = new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: AMSTERDAM_TIME_ZONE,
  });
  return toCsv(
    HEADERS[locale],
    views.map((v) => [
      v.registration.seq,
      formatUserName({ firstName: v.firstName, lastName: v.lastName, email: v.email }),
      v.email,
      v.shiftName ?? '',
      STATUS_LABELS[locale][v.registration.status] ?? v.registration.status,
      when.format(v.registration.createdAt),
      v.registration.note ?? '',
    ]),
  );
}
