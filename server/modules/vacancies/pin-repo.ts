// The light columns of a page of vacancies (a map's pins: `fields[vacancies]` of the light set),
// one small query for up to 1000 ids, none of the relations a full page loads.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { vacancies } from '../../db/schema/vacancies';

export interface VacancyPin {
  id: string;
  titleNl: string | null;
  titleEn: string | null;
  lat: number | null;
  lng: number | null;
  city: string | null;
  remote: boolean;
  organizationId: string;
}

export async function listVacancyPins(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<VacancyPin[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: vacancies.id,
      titleNl: vacancies.titleNl,
      titleEn: vacancies.titleEn,
      lat: vacancies.lat,
      lng: vacancies.lng,
      city: vacancies.city,
      remote: vacancies.remote,
      organizationId: vacancies.organizationId,
    })
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenantId), inArray(vacancies.id, ids)));
}
