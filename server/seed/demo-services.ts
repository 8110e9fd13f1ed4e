// The social map's demo services: what each organization offers residents, by its type, with
// opening hours, categories and target groups from the demo tags. Approved organizations get two;
// the pending one gets one too (filled in before its approval), which the public must not see.
// Idempotent: fixed ids and `on conflict do nothing`.
import { TENANT_NAMES, type TenantName } from '../../common/tenants/tenant-configs';
import type { OrganizationType } from '../../common/schemas/organizations';
import type { OpeningPeriod } from '../../common/schemas/social-map';
import type { Db } from '../db/connection';
import { organizationServices } from '../db/schema/organization-services';
import { withTenant } from '../db/with-tenant';
import { DEMO_CENTERS } from './demo-centers';
import { buildDemoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-organizations';
import { getDemoTagId } from './demo-tags';

export function buildServiceDemoId(tenant: TenantName, n: number): string {
  const digit = buildDemoId(tenant, 'center', 1).charAt(0);
  return `${digit}0000000-0000-4000-a810-${String(n).padStart(12, '0')}`;
}

interface DemoService {
  nl: string;
  en: string;
  descriptionNl: string;
  descriptionEn: string;
  category: string;
  targetGroups: string[];
  hours: OpeningPeriod[];
  noteNl?: string;
  noteEn?: string;
}

const on = (days: OpeningPeriod['day'][], opens: string, closes: string): OpeningPeriod[] =>
  days.map((day) => ({ day, opens, closes }));

const WEEKDAYS: OpeningPeriod['day'][] = [1, 2, 3, 4, 5];

// prettier-ignore
const SERVICES: Record<OrganizationType, DemoService[]> = {
  VolunteerCenter: [
    { nl: 'Inloopspreekuur schuldhulp', en: 'Debt advice walk-in', descriptionNl: 'Zorgen over geld of rekeningen? Loop binnen. Een getrainde vrijwilliger kijkt met je naar je post en helpt je op weg.', descriptionEn: 'Worried about money or bills? Walk in. A trained volunteer looks at your post with you and helps you on your way.', category: 'Financiën', targetGroups: ['Gezinnen', 'Ouderen'], hours: [...on([2], '09:30', '12:00'), ...on([4], '13:30', '16:00')], noteNl: 'Zonder afspraak. Neem je post mee.', noteEn: 'No appointment needed. Bring your post.' },
    { nl: 'Digicafé', en: 'Digital café', descriptionNl: 'Hulp bij je telefoon, tablet of laptop: DigiD, mail, videobellen en online bankieren.', descriptionEn: 'Help with your phone, tablet or laptop: DigiD, e-mail, video calls and online banking.', category: 'Digicoach', targetGroups: ['Ouderen'], hours: on([3], '10:00', '12:00') },
  ],
  School: [
    { nl: 'Huiswerkbegeleiding', en: 'Homework support', descriptionNl: 'Na schooltijd helpen vrijwilligers kinderen met lezen, rekenen en huiswerk.', descriptionEn: 'After school, volunteers help children with reading, arithmetic and homework.', category: 'Onderwijs', targetGroups: ['Kinderen'], hours: on([1, 2, 4], '15:00', '17:00') },
    { nl: 'Voorleesochtend', en: 'Story morning', descriptionNl: 'Voorlezen voor peuters en kleuters, met koffie voor de ouders.', descriptionEn: 'Reading aloud for toddlers and young children, with coffee for the parents.', category: 'Taal', targetGroups: ['Kinderen', 'Gezinnen'], hours: on([5], '09:00', '10:00') },
  ],
  Foundation: [
    { nl: 'Taalcafé', en: 'Language café', descriptionNl: 'Oefen Nederlands praten in een ontspannen sfeer, met vrijwilligers en andere nieuwkomers.', descriptionEn: 'Practise speaking Dutch in a relaxed setting, with volunteers and other newcomers.', category: 'Taal', targetGroups: ['Nieuwkomers'], hours: [...on([3], '19:00', '21:00'), ...on([6], '10:00', '12:00')] },
    { nl: 'Uitgifte voedselpakketten', en: 'Food parcel distribution', descriptionNl: 'Wekelijkse uitgifte van voedselpakketten. Aanmelden gaat via de wijkteams of het Wmo-loket.', descriptionEn: 'Weekly distribution of food parcels. Sign up through the neighbourhood teams or the social support desk.', category: 'Voedselbank', targetGroups: ['Gezinnen'], hours: on([5], '13:00', '16:00'), noteNl: 'Alleen met een verwijzing.', noteEn: 'Only with a referral.' },
  ],
  CareInstitution: [
    { nl: 'Maaltijd aan huis', en: 'Meals at home', descriptionNl: 'Een warme maaltijd thuisbezorgd door vrijwilligers, op werkdagen tussen de middag.', descriptionEn: 'A hot meal delivered to your home by volunteers, on weekdays around lunchtime.', category: 'Zorg en welzijn', targetGroups: ['Ouderen', 'Mensen met een beperking'], hours: on(WEEKDAYS, '11:30', '13:00'), noteNl: 'Bestel een dag van tevoren.', noteEn: 'Order a day in advance.' },
    { nl: 'Wandelgroep', en: 'Walking group', descriptionNl: 'Samen een uur wandelen in de buurt, in je eigen tempo. Daarna koffie.', descriptionEn: 'An hour’s walk in the neighbourhood together, at your own pace. Coffee afterwards.', category: 'Sport', targetGroups: ['Ouderen'], hours: on([2, 4], '10:00', '11:30') },
  ],
  Municipality: [
    { nl: 'Wmo-loket', en: 'Social support desk', descriptionNl: 'Vragen over hulp thuis, vervoer of een hulpmiddel? Het Wmo-loket denkt met je mee.', descriptionEn: 'Questions about help at home, transport or an aid? The social support desk helps you find the way.', category: 'Zorg en welzijn', targetGroups: ['Ouderen', 'Mensen met een beperking'], hours: on(WEEKDAYS, '09:00', '12:30') },
    { nl: 'Buurtbus', en: 'Community bus', descriptionNl: 'De buurtbus rijdt op werkdagen door de kernen; vrijwillige chauffeurs brengen je naar de winkel of de dokter.', descriptionEn: 'The community bus runs through the villages on weekdays; volunteer drivers take you to the shops or the doctor.', category: 'Buurtbus', targetGroups: ['Ouderen'], hours: on(WEEKDAYS, '08:00', '18:00') },
  ],
  Association: [
    { nl: 'Repair Café', en: 'Repair Café', descriptionNl: 'Neem je kapotte lamp, broek of fiets mee; vrijwilligers repareren hem samen met jou.', descriptionEn: 'Bring your broken lamp, trousers or bike; volunteers repair it together with you.', category: 'Burenhulp', targetGroups: ['Ouderen', 'Gezinnen'], hours: on([6], '10:00', '14:00') },
  ],
  Company: [
    { nl: 'Klusdienst', en: 'Handyman service', descriptionNl: 'Kleine klussen in huis.', descriptionEn: 'Small jobs around the house.', category: 'Burenhulp', targetGroups: ['Ouderen'], hours: on(WEEKDAYS, '08:00', '17:00') },
  ],
  Church: [
    { nl: 'Inloophuis', en: 'Drop-in house', descriptionNl: 'Een kop koffie, een praatje en een luisterend oor. Iedereen is welkom.', descriptionEn: 'A cup of coffee, a chat and a listening ear. Everyone is welcome.', category: 'Zorg en welzijn', targetGroups: ['Ouderen', 'Nieuwkomers'], hours: on([2, 3, 4], '10:00', '16:00') },
    { nl: 'Buurtmaaltijd', en: 'Neighbourhood meal', descriptionNl: 'Elke vrijdag samen eten voor een kleine bijdrage. Aanschuiven kan tot woensdag.', descriptionEn: 'A shared meal every Friday for a small contribution. Sign up until Wednesday.', category: 'Zorg en welzijn', targetGroups: ['Ouderen', 'Gezinnen'], hours: on([5], '17:30', '19:30') },
  ],
};

function buildServiceRows(tenant: TenantName) {
  const centers = DEMO_CENTERS.filter((c) => c.tenant === tenant);
  // The same order as the organizations' ids (seed-demo.ts).
  const list = DEMO_ORGANIZATIONS.filter((o) => centers.some((c) => c.slug === o.center));
  const rows: (typeof organizationServices.$inferInsert)[] = [];
  list.forEach((o, i) => {
    if (o.status === 'denied') return;
    const center = centers.find((c) => c.slug === o.center)!;
    const templates = SERVICES[o.type] ?? [];
    const chosen = o.status === 'approved' ? templates : templates.slice(0, 1);
    chosen.forEach((s, j) => {
      rows.push({
        tenantId: tenant,
        id: buildServiceDemoId(tenant, (i + 1) * 10 + j + 1),
        organizationId: buildDemoId(tenant, 'organization', i + 1),
        centerId: buildDemoId(tenant, 'center', center.n),
        nameNl: s.nl,
        nameEn: s.en,
        descriptionNl: s.descriptionNl,
        descriptionEn: s.descriptionEn,
        categoryId: getDemoTagId(tenant, s.category),
        targetGroupIds: s.targetGroups.map((g) => getDemoTagId(tenant, g)),
        contactEmail: `info@${o.handle}.voorbeeld.nl`,
        openingHours: s.hours,
        openingNoteNl: s.noteNl ?? null,
        openingNoteEn: s.noteEn ?? null,
      });
    });
  });
  return rows;
}

export async function seedDemoServices(db: Db): Promise<number> {
  let inserted = 0;
  for (const tenant of TENANT_NAMES) {
    const rows = buildServiceRows(tenant);
    if (rows.length === 0) continue;
    inserted += await withTenant(
      db,
      tenant,
      async (tx) =>
        (
          await tx
            .insert(organizationServices)
            .values(rows)
            .onConflictDoNothing()
            .returning({ id: organizationServices.id })
        ).length,
    );
  }
  return inserted;
}
