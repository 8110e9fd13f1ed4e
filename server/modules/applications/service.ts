// Reading applications (docs/matching-api.md "Applications"): the reader's inbox and one
// application, with what the reader may do with it. Applying is create-application.ts, status
// changes status.ts, escalation escalation.ts.
import type { ApplicationListQuery } from '../../../common/schemas/applications';
import { isUuid } from '../../../common/schemas/uuid';
import type { Tx } from '../../db/connection';
import type { CurrentUser } from '../../lib/current-user';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { createMissingError } from '../../lib/unprocessable';
import {
  buildApplicationScope,
  canReadApplication,
  isOrganizationSide,
  listAllowedStatuses,
} from './access';
import {
  findApplicationViews,
  listApplicationEvents,
  listApplicationViews,
  type ApplicationView,
} from './repo';
import type { ApplicationReading } from './serializer';

export type { ApplicationReading };
import { findVacancy } from './vacancy-repo';
import { summarizeConversations } from '../conversations/service';

export function readApplication(user: CurrentUser, view: ApplicationView): ApplicationReading {
  return {
    view,
    allowedStatuses: listAllowedStatuses(user, view.application),
    organizationSide: isOrganizationSide(user, view.application),
  };
}

/** An application the user may read (else 404: it is invisible to them), with its details. */
export async function loadReading(
  tx: Tx,
  ctx: RequestCtx,
  user: CurrentUser,
  id: string,
  include: Set<string>,
): Promise<ApplicationReading> {
  const [view] = isUuid(id) ? await findApplicationViews(tx, ctx.tenantId, [id]) : [];
  if (!view || !canReadApplication(user, view.application)) {
    throw createMissingError('Application', id);
  }
  const reading = readApplication(user, view);
  if (include.has('events')) {
    reading.events = await listApplicationEvents(tx, ctx.tenantId, [id]);
  }
  if (include.has('vacancy')) {
    reading.vacancy = await findVacancy(tx, ctx.tenantId, view.application.vacancyId);
  }
  return reading;
}

/** GET /api/v1/applications/{id}. */
export async function getApplication(
  ctx: RequestCtx,
  id: string,
  include: Set<string>,
): Promise<ApplicationReading> {
  const user = requireSignedIn(ctx);
  return ctx.withTenant((tx) => loadReading(tx, ctx, user, id, include));
}

/** Who reads, beyond the query: the organization the reader works for narrows the inbox. */
export interface ApplicationInboxReader {
  currentOrganizationId: string | null;
}

/** GET /api/v1/applications: the reader's inbox. */
export async function getApplications(
  ctx: RequestCtx,
  query: ApplicationListQuery,
  reader: ApplicationInboxReader,
): Promise<{ readings: ApplicationReading[]; total: number; counts: Record<string, number> }> {
  const user = requireSignedIn(ctx);
  return ctx.withTenant(async (tx) => {
    const { items, total, counts } = await listApplicationViews(tx, ctx.tenantId, {
      scope: buildApplicationScope(user, {
        mine: query.mine,
        currentOrganizationId: reader.currentOrganizationId,
      }),
      statuses: query.statusEq ? [query.statusEq] : query.statusIn,
      vacancyId: query.vacancyIdEq,
      escalated: query.escalated,
      sort: query.sort,
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
    });
    const readings = items.map((view) => readApplication(user, view));
    const ids = items.map((v) => v.application.id);
    if (query.include.has('events')) {
      const events = await listApplicationEvents(tx, ctx.tenantId, ids);
      for (const r of readings) {
        r.events = events.filter((e) => e.event.applicationId === r.view.application.id);
      }
    }
    if (query.include.has('vacancy')) {
      const vacancyIds = [...new Set(items.map((v) => v.application.vacancyId))];
      const vacancies = await Promise.all(
        vacancyIds.map((id) => findVacancy(tx, ctx.tenantId, id)),
      );
      for (const r of readings) {
        r.vacancy = vacancies.find((v) => v?.id === r.view.application.vacancyId) ?? null;
      }
    }
    // The last message only for the volunteer's own list: the organization side's readers are
    // not all in the conversation (a coordinator does not read it).
    if (query.include.has('conversation') && query.mine) {
      const conversationIds = items.flatMap((v) => (v.conversationId ? [v.conversationId] : []));
      const summaries = await summarizeConversations(tx, ctx.tenantId, user.id, conversationIds);
      for (const r of readings) {
        r.conversation = r.view.conversationId
          ? (summaries.get(r.view.conversationId) ?? null)
          : null;
      }
    }
    return { readings, total, counts };
  });
}
