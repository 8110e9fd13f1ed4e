// What the periodic mail says about each of its vacancies: title, organization, place, and the
// schedule and tag names its match reasons are built from.
import { sql } from 'drizzle-orm';
import type { Availability } from '../../../common/schemas/volunteer-profile';
import type { Tx } from '../../db/connection';
import type { TagNames } from '../../lib/match-reasons';

export interface DigestVacancyRow {
  id: string;
  title_nl: string | null;
  title_en: string | null;
  organization_name: string;
  city: string | null;
  remote: boolean;
  schedule: Availability;
  tags: TagNames[];
}

export async function findDigestVacancyRows(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<DigestVacancyRow[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    select v.id, v.title_nl, v.title_en, o.name as organization_name, v.city, v.remote, v.schedule,
      coalesce((
        select json_agg(json_build_object('nameNl', t.name_nl, 'nameEn', t.name_en))
        from vacancy_tags vt join tags t on t.tenant_id = vt.tenant_id and t.id = vt.tag_id
        where vt.tenant_id = v.tenant_id and vt.vacancy_id = v.id
      ), '[]'::json) as tags
    from vacancies v
    join organizations o on o.tenant_id = v.tenant_id and o.id = v.organization_id
    where v.tenant_id = ${tenantId}::text and v.id in (${list})`)) as unknown as {
    rows: DigestVacancyRow[];
  };
  return result.rows;
}
