// The activity calendar's demo data: per tenant with the activities feature, 47 activities over the
// eight weeks from the seed's today (so the calendar is never empty): five series (weekly and
// fortnightly), one-offs, shifts, an online one, a few full with a waitlist and one cancelled,
// with registrations of the tenant's demo volunteers (never two at the same time for one
// volunteer). Fixed ids and `on conflict do nothing`: a second run adds nothing (a later day's run
// keeps the first run's dates). One insert per table per tenant keeps the seed fast.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { addCalendarDays, fromAmsterdamParts, toAmsterdamParts } from '../../common/amsterdam-time';
import { TENANT_CONFIGS, TENANT_NAMES, type TenantName } from '../../common/tenants/tenant-configs';
import type { Db, Tx } from '../db/connection';
import {
  activities,
  activityRegistrations,
  activitySeries,
  activityShifts,
} from '../db/schema/activities';
import { addresses, organizations } from '../db/schema/organizations';
import { roles } from '../db/schema/users';
import { withTenant } from '../db/with-tenant';
import { buildDemoId } from './demo-ids';
import { getDemoTagId } from './demo-tags';
import { getDemoUserId } from './demo-users';

type IdKind = 'series' | 'activity' | 'shift' | 'registration';
const ID_KIND: Record<IdKind, string> = {
  series: '8a10',
  activity: '8a20',
  shift: '8a30',
  registration: '8a40',
};

/** Fixed ids in the style of demo-ids.ts (the tenant's digit first). */
export function buildActivityDemoId(tenant: TenantName, kind: IdKind, n: number): string {
  const digit = buildDemoId(tenant, 'center', 1).charAt(0);
  return `${digit}0000000-0000-4000-${ID_KIND[kind]}-${String(n).padStart(12, '0')}`;
}

interface Template {
  nl: string;
  en: string;
  descNl: string;
  descEn: string;
  tag: string;
  /** First day from the seed's today, local start hour and minute, length in minutes. */
  day: number;
  at: [number, number];
  minutes: number;
  capacity: number | null;
  /** Weekly (1) or fortnightly (2) occurrences. */
  every?: number;
  count?: number;
  shifts?: { nl: string; from: number; minutes: number; capacity: number }[];
  online?: boolean;
  /** Registrations per occurrence (more than capacity: the rest wait). */
  registrations: number;
  cancelled?: boolean;
  /** The center's own activity (no organization). */
  center?: boolean;
}

const p = (text: string) => `<p>${text}</p>`;

// prettier-ignore
const TEMPLATES: Template[] = [
  { nl: 'Taalcafé', en: 'Language café', descNl: p('Oefen Nederlands in een ontspannen sfeer. Jij praat mee met nieuwkomers over het dagelijks leven.'), descEn: p('Practise Dutch in a relaxed setting: you chat with newcomers about daily life.'), tag: 'Taal', day: 1, at: [19, 30], minutes: 90, capacity: 12, every: 1, count: 8, registrations: 5 },
  { nl: 'Repair Café', en: 'Repair café', descNl: p('Samen kapotte spullen repareren: lampen, fietsen, kleding. Handig met gereedschap? Je bent welkom.'), descEn: p('Fixing broken things together: lamps, bikes, clothes. Handy with tools? You are welcome.'), tag: 'Verenigingen', day: 4, at: [10, 0], minutes: 180, capacity: 6, every: 2, count: 4, registrations: 4 },
  { nl: 'Wandelen met ouderen', en: 'Walking with older people', descNl: p('Een rondje door de wijk met bewoners van het verzorgingshuis. Rustig tempo, veel gezelligheid.'), descEn: p('A walk round the neighbourhood with residents of the care home. An easy pace and good company.'), tag: 'Zorg en welzijn', day: 2, at: [10, 0], minutes: 90, capacity: 4, every: 1, count: 8, registrations: 6 },
  { nl: 'Voedselbank: uitgifte', en: 'Food bank: distribution', descNl: p('Help bij het inpakken en uitdelen van de pakketten. Kies een dienst.'), descEn: p('Help pack and hand out the parcels. Choose a shift.'), tag: 'Voedselbank', day: 3, at: [9, 0], minutes: 360, capacity: null, every: 1, count: 6, registrations: 4, shifts: [{ nl: 'Inpakken', from: 0, minutes: 180, capacity: 3 }, { nl: 'Uitdelen', from: 180, minutes: 180, capacity: 3 }] },
  { nl: 'Digicafé', en: 'Digital café', descNl: p('Help buurtgenoten met hun telefoon, tablet of DigiD. Geduld is belangrijker dan kennis.'), descEn: p('Help neighbours with their phone, tablet or DigiD. Patience matters more than know-how.'), tag: 'Digicoach', day: 5, at: [14, 0], minutes: 120, capacity: 8, every: 1, count: 8, registrations: 3 },
  { nl: 'Natuurwerkdag', en: 'Nature work day', descNl: p('Knotten, snoeien en opruimen in het natuurgebied. Werkkleding en koffie staan klaar.'), descEn: p('Pollarding, pruning and clearing in the nature reserve. Work clothes and coffee provided.'), tag: 'Natuur', day: 11, at: [9, 30], minutes: 330, capacity: null, registrations: 5, shifts: [{ nl: 'Ochtend', from: 0, minutes: 150, capacity: 10 }, { nl: 'Middag', from: 180, minutes: 150, capacity: 10 }] },
  { nl: 'Braderie in het centrum', en: 'Street market in the centre', descNl: p('Kraampjes opbouwen, de infostand bemensen en na afloop samen opruimen.'), descEn: p('Setting up stalls, staffing the information stand and clearing up together afterwards.'), tag: 'Evenementen', day: 18, at: [8, 0], minutes: 600, capacity: null, registrations: 6, shifts: [{ nl: 'Opbouw', from: 0, minutes: 180, capacity: 4 }, { nl: 'Infostand', from: 180, minutes: 240, capacity: 2 }, { nl: 'Afbouw', from: 420, minutes: 180, capacity: 4 }] },
  { nl: 'Sportdag basisschool', en: 'Primary school sports day', descNl: p('Begeleid een groepje kinderen langs de spelletjes. Een sportieve dag vol energie.'), descEn: p('Take a group of children round the games. A sporty day full of energy.'), tag: 'Sport', day: 9, at: [9, 0], minutes: 240, capacity: 5, registrations: 8 },
  { nl: 'Online training: omgaan met dementie', en: 'Online training: dementia awareness', descNl: p('Een avond over dementie: wat gebeurt er, en hoe ga je er als vrijwilliger mee om?'), descEn: p('An evening about dementia: what happens, and how do you deal with it as a volunteer?'), tag: 'Zorg en welzijn', day: 7, at: [19, 0], minutes: 120, capacity: 40, online: true, registrations: 6 },
  { nl: 'Buurtbarbecue', en: 'Neighbourhood barbecue', descNl: p('Help mee met de barbecue voor de hele buurt: opbouwen, bakken en gezellig kletsen.'), descEn: p('Help with the barbecue for the whole neighbourhood: setting up, grilling and chatting.'), tag: 'Burenhulp', day: 25, at: [16, 0], minutes: 240, capacity: 8, registrations: 3 },
  { nl: 'Informatieavond vrijwilligerswerk', en: 'Volunteering information evening', descNl: p('Ontdek wat vrijwilligerswerk je kan brengen. Met verhalen van vrijwilligers en een hapje.'), descEn: p('Discover what volunteering can give you, with volunteers’ stories and a bite to eat.'), tag: 'Evenementen', day: 14, at: [19, 30], minutes: 90, capacity: 30, registrations: 4, center: true },
  { nl: 'Schoonmaakactie stadspark', en: 'Clean-up in the city park', descNl: p('Gaat niet door wegens de verwachte storm. We plannen een nieuwe datum.'), descEn: p('Cancelled because of the expected storm. We will plan a new date.'), tag: 'Natuur', day: 12, at: [10, 0], minutes: 180, capacity: 15, registrations: 3, cancelled: true },
  { nl: 'Voorleesfeest in de bibliotheek', en: 'Reading party at the library', descNl: p('Lees voor aan kinderen van 4 tot 8 jaar. Boeken liggen klaar.'), descEn: p('Read to children aged 4 to 8. The books are ready.'), tag: 'Onderwijs', day: 20, at: [14, 0], minutes: 120, capacity: 6, registrations: 2 },
  { nl: 'Kerstmarkt: opbouw en kraam', en: 'Christmas market: set-up and stall', descNl: p('Een warme kerstmarkt voor de buurt. Help mee met opbouwen of sta in de kraam.'), descEn: p('A warm Christmas market for the neighbourhood. Help set up or staff a stall.'), tag: 'Evenementen', day: 32, at: [10, 0], minutes: 420, capacity: null, registrations: 4, shifts: [{ nl: 'Opbouw', from: 0, minutes: 120, capacity: 3 }, { nl: 'Kraam', from: 120, minutes: 300, capacity: 6 }] },
  { nl: 'Vrijwilligersontbijt', en: 'Volunteers’ breakfast', descNl: p('Een bedankontbijt voor alle vrijwilligers. Kom je ook helpen met dekken en koken?'), descEn: p('A thank-you breakfast for all volunteers. Will you help lay the tables and cook?'), tag: 'Verenigingen', day: 40, at: [9, 0], minutes: 150, capacity: 3, registrations: 5 },
  { nl: 'Huiswerkbegeleiding', en: 'Homework support', descNl: p('Help leerlingen van groep 7 en 8 met rekenen en taal.'), descEn: p('Help pupils aged 10 to 12 with arithmetic and language.'), tag: 'Onderwijs', day: 8, at: [15, 30], minutes: 90, capacity: 4, registrations: 2 },
  { nl: 'Cultuurmiddag in het buurthuis', en: 'Culture afternoon at the community centre', descNl: p('Muziek, poëzie en thee. Help bij de ontvangst en de zaal.'), descEn: p('Music, poetry and tea. Help with welcoming guests and the room.'), tag: 'Cultuur', day: 47, at: [14, 0], minutes: 180, capacity: 5, registrations: 2 },
  { nl: 'Rijden voor de buurtbus', en: 'Driving the community bus', descNl: p('Een dagdeel chauffeur van de buurtbus. Rijbewijs B is genoeg.'), descEn: p('Drive the community bus for half a day. A car driving licence is enough.'), tag: 'Buurtbus', day: 53, at: [8, 30], minutes: 240, capacity: 2, registrations: 3 },
];

async function loadVolunteers(tx: Tx, tenant: TenantName): Promise<string[]> {
  const rows = await tx
    .select({ userId: roles.userId })
    .from(roles)
    .where(and(eq(roles.tenantId, tenant), eq(roles.name, 'volunteer')))
    .orderBy(asc(roles.userId))
    .limit(40);
  // The demo volunteer's own account stays free, so it can try registering itself.
  const own = getDemoUserId(tenant, 'volunteer');
  return [...new Set(rows.map((r) => r.userId))].filter((id) => id !== own);
}

async function loadOrganizations(tx: Tx, tenant: TenantName, centerId: string) {
  const orgs = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.tenantId, tenant),
        eq(organizations.centerId, centerId),
        eq(organizations.status, 'approved'),
      ),
    )
    .orderBy(asc(organizations.id))
    .limit(8);
  const places = orgs.length
    ? await tx
        .select()
        .from(addresses)
        .where(
          and(
            eq(addresses.tenantId, tenant),
            inArray(
              addresses.organizationId,
              orgs.map((o) => o.id),
            ),
          ),
        )
    : [];
  return orgs.map((o) => ({ id: o.id, place: places.find((a) => a.organizationId === o.id) }));
}

async function seedTenant(tx: Tx, tenant: TenantName, now: Date): Promise<number> {
  const centerId = buildDemoId(tenant, 'center', 1);
  const orgs = await loadOrganizations(tx, tenant, centerId);
  const volunteers = await loadVolunteers(tx, tenant);
  if (orgs.length === 0) return 0;
  const today = toAmsterdamParts(now);
  const series: (typeof activitySeries.$inferInsert)[] = [];
  const rows: (typeof activities.$inferInsert)[] = [];
  const shifts: (typeof activityShifts.$inferInsert)[] = [];
  const regs: (typeof activityRegistrations.$inferInsert)[] = [];
  const busy = new Map<string, [number, number][]>();
  const isFree = (user: string, from: Date, to: Date) =>
    !(busy.get(user) ?? []).some(([a, b]) => a < to.getTime() && b > from.getTime());
  const n = { series: 0, activity: 0, shift: 0, registration: 0, pick: 0 };
  const at = (day: number, hour: number, minute: number) =>
    fromAmsterdamParts({ ...addCalendarDays(today, day), hour, minute });

  TEMPLATES.forEach((t, index) => {
    const org = orgs[index % orgs.length]!;
    const seriesId = t.every ? buildActivityDemoId(tenant, 'series', ++n.series) : null;
    if (seriesId) {
      series.push({
        id: seriesId,
        tenantId: tenant,
        centerId,
        organizationId: t.center ? null : org.id,
        frequency: 'weekly',
        interval: t.every!,
        count: t.count!,
        createdAt: now,
        updatedAt: now,
      });
    }
    for (let i = 0; i < (t.count ?? 1); i++) {
      const day = t.day + i * 7 * (t.every ?? 1);
      const startsAt = at(day, t.at[0], t.at[1]);
      const endsAt = new Date(startsAt.getTime() + t.minutes * 60000);
      const id = buildActivityDemoId(tenant, 'activity', ++n.activity);
      const place = t.online ? null : org.place;
      rows.push({
        id,
        tenantId: tenant,
        centerId,
        organizationId: t.center ? null : org.id,
        seriesId,
        seriesIndex: seriesId ? i : null,
        titleNl: t.nl,
        titleEn: t.en,
        descriptionNl: t.descNl,
        descriptionEn: t.descEn,
        tagIds: [getDemoTagId(tenant, t.tag)],
        startsAt,
        endsAt,
        online: !!t.online,
        onlineUrl: t.online ? 'https://meet.jit.si/vrijwilligers-training' : null,
        street: place?.street ?? null,
        number: place?.number ?? null,
        postcode: place?.postcode ?? null,
        city: place?.city ?? null,
        lat: place?.lat ?? null,
        lng: place?.lng ?? null,
        capacity: t.shifts ? null : t.capacity,
        status: t.cancelled ? 'cancelled' : 'published',
        cancelledAt: t.cancelled ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      const targets = t.shifts
        ? t.shifts.map((s) => {
            const shiftId = buildActivityDemoId(tenant, 'shift', ++n.shift);
            const from = new Date(startsAt.getTime() + s.from * 60000);
            const to = new Date(from.getTime() + s.minutes * 60000);
            shifts.push({
              id: shiftId,
              tenantId: tenant,
              activityId: id,
              name: s.nl,
              startsAt: from,
              endsAt: to,
              capacity: s.capacity,
              position: t.shifts!.indexOf(s),
              createdAt: now,
              updatedAt: now,
            });
            return { shiftId, capacity: s.capacity, from, to };
          })
        : [{ shiftId: null, capacity: t.capacity, from: startsAt, to: endsAt }];
      // Later occurrences of a series fill up less.
      const wanted = Math.max(1, t.registrations - Math.floor(i / 3));
      for (let r = 0; r < wanted && volunteers.length > 0; r++) {
        const target = targets[r % targets.length]!;
        let user: string | null = null;
        for (let tries = 0; tries < volunteers.length && !user; tries++) {
          const candidate = volunteers[n.pick++ % volunteers.length]!;
          if (isFree(candidate, target.from, target.to)) user = candidate;
        }
        if (!user) break;
        const taken = regs.filter(
          (x) => x.activityId === id && x.shiftId === target.shiftId && x.status === 'registered',
        ).length;
        const status = t.cancelled
          ? 'cancelled'
          : target.capacity === null || taken < target.capacity
            ? 'registered'
            : 'waitlisted';
        if (status === 'registered') {
          busy.set(user, [...(busy.get(user) ?? []), [target.from.getTime(), target.to.getTime()]]);
        }
        regs.push({
          id: buildActivityDemoId(tenant, 'registration', ++n.registration),
          tenantId: tenant,
          activityId: id,
          shiftId: target.shiftId,
          userId: user,
          status,
          cancelledAt: t.cancelled ? now : null,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  });
  let inserted = 0;
  const count = async (q: Promise<unknown[]>) => (inserted += (await q).length);
  if (series.length)
    await count(
      tx
        .insert(activitySeries)
        .values(series)
        .onConflictDoNothing()
        .returning({ id: activitySeries.id }),
    );
  await count(
    tx.insert(activities).values(rows).onConflictDoNothing().returning({ id: activities.id }),
  );
  if (shifts.length)
    await count(
      tx
        .insert(activityShifts)
        .values(shifts)
        .onConflictDoNothing()
        .returning({ id: activityShifts.id }),
    );
  if (regs.length)
    await count(
      tx
        .insert(activityRegistrations)
        .values(regs)
        .onConflictDoNothing()
        .returning({ id: activityRegistrations.id }),
    );
  return inserted;
}

/** Seeds the calendar of every tenant with the activities feature. */
export async function seedDemoActivities(db: Db, now = new Date()): Promise<number> {
  let inserted = 0;
  for (const tenant of TENANT_NAMES) {
    if (!TENANT_CONFIGS[tenant].features.activities) continue;
    inserted += await withTenant(db, tenant, (tx) => seedTenant(tx, tenant, now));
  }
  return inserted;
}
