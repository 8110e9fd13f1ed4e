// The demo tags, the same list in every tenant (tags are tenant-wide): categories, skills and
// target groups in Dutch and English. The demo volunteers' profile skills and interests
// (demo-volunteer-profiles.ts) are among the names, so recommendations find matches.
import type { CategoryIllustration } from '../../common/illustrations';
import type { TagKind } from '../../common/matching';
import type { TenantName } from '../../common/tenants/tenant-configs';
import type { Tx } from '../db/connection';
import { tags } from '../db/schema/tags';
import { buildDemoId } from './demo-ids';

export interface DemoTag {
  kind: TagKind;
  nl: string;
  en: string;
  /** Categories: their picture. */
  illustration?: CategoryIllustration;
}

// prettier-ignore
export const DEMO_TAGS: DemoTag[] = [
  { kind: 'category', nl: 'Zorg en welzijn', en: 'Care and welfare', illustration: 'care' },
  { kind: 'category', nl: 'Onderwijs', en: 'Education', illustration: 'education' },
  { kind: 'category', nl: 'Taal', en: 'Language', illustration: 'language' },
  { kind: 'category', nl: 'Taalmaatje', en: 'Language buddy', illustration: 'language' },
  { kind: 'category', nl: 'Sport', en: 'Sport', illustration: 'sport' },
  { kind: 'category', nl: 'Natuur', en: 'Nature', illustration: 'nature' },
  { kind: 'category', nl: 'Evenementen', en: 'Events', illustration: 'events' },
  { kind: 'category', nl: 'Voedselbank', en: 'Food bank', illustration: 'food' },
  { kind: 'category', nl: 'Buurtbus', en: 'Community bus', illustration: 'neighbourhood' },
  { kind: 'category', nl: 'Vervoer', en: 'Transport', illustration: 'elderly' },
  { kind: 'category', nl: 'Burenhulp', en: 'Neighbour help', illustration: 'neighbourhood' },
  { kind: 'category', nl: 'Digicoach', en: 'Digital coach', illustration: 'administration' },
  { kind: 'category', nl: 'Financiën', en: 'Finance', illustration: 'administration' },
  { kind: 'category', nl: 'Verenigingen', en: 'Clubs and associations', illustration: 'culture' },
  { kind: 'category', nl: 'Cultuur', en: 'Culture', illustration: 'culture' },
  { kind: 'skill', nl: 'Lesgeven', en: 'Teaching' },
  { kind: 'skill', nl: 'Voorlezen', en: 'Reading aloud' },
  { kind: 'skill', nl: 'Geduld', en: 'Patience' },
  { kind: 'skill', nl: 'Luisteren', en: 'Listening' },
  { kind: 'skill', nl: 'Digitale vaardigheden', en: 'Digital skills' },
  { kind: 'skill', nl: 'Engels', en: 'English' },
  { kind: 'skill', nl: 'Rijbewijs B', en: 'Driving licence B' },
  { kind: 'skill', nl: 'Rijbewijs D', en: 'Driving licence D (bus)' },
  { kind: 'skill', nl: 'Klussen', en: 'Odd jobs and repairs' },
  { kind: 'skill', nl: 'Tuinonderhoud', en: 'Gardening' },
  { kind: 'skill', nl: 'Sportbegeleiding', en: 'Sports coaching' },
  { kind: 'skill', nl: 'EHBO', en: 'First aid' },
  { kind: 'skill', nl: 'Organiseren', en: 'Organising' },
  { kind: 'skill', nl: 'Koken', en: 'Cooking' },
  { kind: 'skill', nl: 'Logistiek', en: 'Logistics' },
  { kind: 'skill', nl: 'Administratie', en: 'Administration' },
  { kind: 'skill', nl: 'Belastingaangifte', en: 'Tax returns' },
  { kind: 'skill', nl: 'Excel', en: 'Excel' },
  { kind: 'target_group', nl: 'Ouderen', en: 'Older people' },
  { kind: 'target_group', nl: 'Jongeren', en: 'Young people' },
  { kind: 'target_group', nl: 'Kinderen', en: 'Children' },
  { kind: 'target_group', nl: 'Nieuwkomers', en: 'Newcomers' },
  { kind: 'target_group', nl: 'Gezinnen', en: 'Families' },
  { kind: 'target_group', nl: 'Mensen met een beperking', en: 'People with a disability' },
];

/** The fixed id of a demo tag by its Dutch name; throws on a name that is not in the list. */
export function getDemoTagId(tenant: TenantName, nameNl: string): string {
  const index = DEMO_TAGS.findIndex((t) => t.nl === nameNl);
  if (index < 0) throw new Error(`no demo tag named '${nameNl}'`);
  return buildDemoId(tenant, 'tag', index + 1);
}

export async function seedDemoTags(tx: Tx, tenant: TenantName): Promise<number> {
  const rows = await tx
    .insert(tags)
    .values(
      DEMO_TAGS.map((t, i) => ({
        tenantId: tenant,
        id: buildDemoId(tenant, 'tag', i + 1),
        kind: t.kind,
        nameNl: t.nl,
        nameEn: t.en,
        illustration: t.illustration ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: tags.id });
  return rows.length;
}
