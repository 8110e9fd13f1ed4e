// Demo news: ten items per tenant for its default center, in Dutch and English. Nine were
// published over the past weeks (09:00 in Amsterdam, every four days back from the seed's today),
// one is scheduled for tomorrow at 09:00 and appears by itself. The demo data holds no image files,
// so the cards show a category picture instead of a cover (docs/decisions.md).
import { addCalendarDays, fromAmsterdamParts, toAmsterdamParts } from '../../common/amsterdam-time';
import { TENANT_NAMES, type TenantName } from '../../common/tenants/tenant-configs';
import type { Db, Tx } from '../db/connection';
import { newsItems } from '../db/schema/content';
import { withTenant } from '../db/with-tenant';
import { DEMO_CENTERS } from './demo-centers';
import { buildDemoId } from './demo-ids';

const TENANT_DIGIT: Record<TenantName, number> = {
  public: 1,
  demo: 2,
  oldebroek: 3,
  roermond: 4,
  meedoen: 5,
  cordaad: 6,
};

export function buildNewsDemoId(tenant: TenantName, n: number): string {
  return `${TENANT_DIGIT[tenant]}0000000-0000-4000-a910-${String(n).padStart(12, '0')}`;
}

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

interface DemoNews {
  slug: string;
  nl: string;
  en: string;
  sumNl: string;
  sumEn: string;
  bodyNl: string;
  bodyEn: string;
}

const NEWS: DemoNews[] = [
  {
    slug: 'vrijwilligersavond-in-december',
    nl: 'Vrijwilligersavond in december',
    en: 'Volunteers’ evening in December',
    sumNl:
      'We zetten alle vrijwilligers in het zonnetje met muziek, een buffet en de uitreiking van de vrijwilligersprijs.',
    sumEn: 'We celebrate every volunteer with music, a buffet and the volunteer award.',
    bodyNl: p(
      'Op vrijdag 12 december zetten we alle vrijwilligers in het zonnetje. Vanaf 19.00 uur ben je welkom in het buurthuis voor muziek, een warm buffet en de uitreiking van de vrijwilligersprijs.',
      'Aanmelden kan tot 5 december via de balie of per mail. Neem gerust iemand mee!',
    ),
    bodyEn: p(
      'On Friday 12 December we celebrate every volunteer. From 7 pm you are welcome at the community centre for music, a warm buffet and the volunteer award.',
      'Sign up until 5 December at the desk or by e-mail. Feel free to bring someone along!',
    ),
  },
  {
    slug: 'nieuwe-taalmaatjes-gezocht',
    nl: 'Nieuwe taalmaatjes gezocht',
    en: 'New language buddies wanted',
    sumNl: 'Steeds meer nieuwkomers willen Nederlands oefenen. Heb jij een uur per week?',
    sumEn: 'More and more newcomers want to practise Dutch. Do you have an hour a week?',
    bodyNl: p(
      'Als taalmaatje spreek je een uur per week af met iemand die Nederlands leert. Samen boodschappen doen, een wandeling maken of gewoon kletsen: alles helpt.',
      'Je krijgt een korte training en we zoeken samen een maatje dat bij je past.',
    ),
    bodyEn: p(
      'As a language buddy you meet someone learning Dutch for an hour a week. Shopping together, a walk or just a chat: it all helps.',
      'You get a short training and we find a buddy who suits you.',
    ),
  },
  {
    slug: 'buurtbus-rijdt-ook-op-zaterdag',
    nl: 'Buurtbus rijdt nu ook op zaterdag',
    en: 'The neighbourhood bus now runs on Saturdays',
    sumNl:
      'Dankzij vier nieuwe chauffeurs rijdt de buurtbus vanaf deze maand ook op zaterdagochtend.',
    sumEn: 'Thanks to four new drivers, the neighbourhood bus now also runs on Saturday mornings.',
    bodyNl: p(
      'Vier nieuwe vrijwillige chauffeurs maken het mogelijk: de buurtbus rijdt vanaf deze maand ook op zaterdagochtend tussen 9.00 en 13.00 uur.',
      'Wil je ook rijden? Je hebt alleen een rijbewijs B nodig; de rest leren we je.',
    ),
    bodyEn: p(
      'Four new volunteer drivers make it possible: from this month the bus also runs on Saturday mornings from 9 am to 1 pm.',
      'Would you like to drive too? You only need a regular driving licence; we teach you the rest.',
    ),
  },
  {
    slug: 'hulp-bij-belastingaangifte',
    nl: 'Hulp bij je belastingaangifte',
    en: 'Help with your tax return',
    sumNl: 'Vrijwilligers helpen inwoners met een klein inkomen gratis bij hun aangifte.',
    sumEn: 'Volunteers help residents on a small income with their tax return, free of charge.',
    bodyNl: p(
      'Van maart tot mei helpen getrainde vrijwilligers je gratis bij je belastingaangifte en toeslagen. Maak een afspraak via het steunpunt.',
      'Neem je DigiD, je jaaropgaven en je bankafschriften mee.',
    ),
    bodyEn: p(
      'From March to May, trained volunteers help you with your tax return and allowances, free of charge. Make an appointment at the center.',
      'Bring your DigiD, your annual statements and your bank statements.',
    ),
  },
  {
    slug: 'natuurwerkdag-groot-succes',
    nl: 'Natuurwerkdag was een groot succes',
    en: 'Nature work day was a great success',
    sumNl: 'Ruim zestig vrijwilligers knotten wilgen en ruimden zwerfafval op.',
    sumEn: 'More than sixty volunteers pollarded willows and picked up litter.',
    bodyNl: p(
      'Zaterdag trokken ruim zestig vrijwilligers de laarzen aan. Ze knotten wilgen, snoeiden bramen en haalden twaalf zakken zwerfafval op.',
      'Dank aan iedereen die meedeed, en aan de bakker voor de krentenbollen!',
    ),
    bodyEn: p(
      'On Saturday more than sixty volunteers put on their boots. They pollarded willows, cut back brambles and collected twelve bags of litter.',
      'Thanks to everyone who joined, and to the baker for the currant buns!',
    ),
  },
  {
    slug: 'digicoaches-helpen-ouderen-online',
    nl: 'Digicoaches helpen ouderen online',
    en: 'Digital coaches help older people online',
    sumNl: 'Elke dinsdag kun je in de bibliotheek terecht met vragen over je telefoon of tablet.',
    sumEn: 'Every Tuesday you can bring questions about your phone or tablet to the library.',
    bodyNl: p(
      'Hoe maak je een videobelletje? Hoe werkt de app van de huisarts? Elke dinsdagmiddag helpen digicoaches je in de bibliotheek, zonder afspraak.',
      'Wil je zelf digicoach worden? Geduld is belangrijker dan technische kennis.',
    ),
    bodyEn: p(
      'How do you make a video call? How does the GP’s app work? Every Tuesday afternoon digital coaches help you at the library, no appointment needed.',
      'Want to become a digital coach? Patience matters more than technical knowledge.',
    ),
  },
  {
    slug: 'voedselbank-zoekt-sorteerders',
    nl: 'Voedselbank zoekt sorteerders',
    en: 'Food bank looks for sorters',
    sumNl: 'Op donderdagochtend is extra hulp nodig bij het sorteren en inpakken.',
    sumEn: 'Extra help is needed on Thursday mornings to sort and pack.',
    bodyNl: p(
      'Het aantal klanten van de voedselbank groeit. Daarom zoeken we vrijwilligers die op donderdagochtend willen helpen sorteren en pakketten inpakken.',
      'Je werkt in een gezellig team en er is altijd koffie.',
    ),
    bodyEn: p(
      'The number of food bank clients is growing. We are looking for volunteers to help sort and pack parcels on Thursday mornings.',
      'You work in a friendly team and there is always coffee.',
    ),
  },
  {
    slug: 'training-omgaan-met-dementie',
    nl: 'Training: omgaan met dementie',
    en: 'Training: dealing with dementia',
    sumNl: 'Een gratis avondtraining voor vrijwilligers die met ouderen werken.',
    sumEn: 'A free evening training for volunteers who work with older people.',
    bodyNl: p(
      'Werk je als vrijwilliger met ouderen? In deze training leer je hoe je contact maakt met iemand met dementie en wat je kunt doen als het lastig wordt.',
      'De training is gratis en duurt twee avonden.',
    ),
    bodyEn: p(
      'Do you volunteer with older people? This training shows how to connect with someone with dementia and what to do when it gets difficult.',
      'The training is free and takes two evenings.',
    ),
  },
  {
    slug: 'maatschappelijke-stage-voor-scholieren',
    nl: 'Maatschappelijke stage voor scholieren',
    en: 'Community placements for pupils',
    sumNl:
      'Organisaties kunnen weer plekken aanmelden voor scholieren die een maatschappelijke stage zoeken.',
    sumEn: 'Organizations can again offer places to pupils looking for a community placement.',
    bodyNl: p(
      'Scholieren uit de regio zoeken een plek voor hun maatschappelijke stage. Heeft jouw organisatie een klus voor een paar middagen? Zet een vacature op het platform.',
      'Wij helpen je graag met een goede beschrijving.',
    ),
    bodyEn: p(
      'Pupils from the region are looking for a community placement. Does your organization have a job for a few afternoons? Post a vacancy on the platform.',
      'We are happy to help you write a good description.',
    ),
  },
  {
    slug: 'spreekuur-vrijwilligerswerk-verhuist',
    nl: 'Spreekuur vrijwilligerswerk verhuist',
    en: 'Volunteering advice hour moves',
    sumNl: 'Vanaf morgen vind je ons spreekuur in het nieuwe wijkcentrum.',
    sumEn: 'From tomorrow our advice hour is at the new community centre.',
    bodyNl: p(
      'Ons wekelijkse spreekuur over vrijwilligerswerk verhuist naar het nieuwe wijkcentrum. Je bent er elke woensdag van 10.00 tot 12.00 uur welkom.',
      'Kom langs met je vragen, of gewoon voor een kop koffie.',
    ),
    bodyEn: p(
      'Our weekly volunteering advice hour moves to the new community centre. You are welcome every Wednesday from 10 am to noon.',
      'Drop in with your questions, or just for a cup of coffee.',
    ),
  },
];

/** 09:00 in Amsterdam, `days` from the seed's today. */
function at9(now: Date, days: number): Date {
  const today = toAmsterdamParts(now);
  const day = addCalendarDays({ ...today, hour: 9, minute: 0 }, days);
  return fromAmsterdamParts({ ...day, hour: 9, minute: 0 });
}

/** The rows of one tenant: the last is scheduled for tomorrow, the rest published before today. */
export function buildDemoNewsRows(tenant: TenantName, centerId: string, now: Date) {
  return NEWS.map((n, i) => {
    const scheduled = i === NEWS.length - 1;
    const publishedAt = scheduled ? at9(now, 1) : at9(now, -(1 + i * 4));
    return {
      tenantId: tenant,
      id: buildNewsDemoId(tenant, i + 1),
      centerId,
      slug: n.slug,
      titleNl: n.nl,
      titleEn: n.en,
      summaryNl: n.sumNl,
      summaryEn: n.sumEn,
      bodyNl: n.bodyNl,
      bodyEn: n.bodyEn,
      publishedAt,
      createdAt: scheduled ? now : publishedAt,
      updatedAt: scheduled ? now : publishedAt,
    };
  });
}

async function seedTenant(tx: Tx, tenant: TenantName, now: Date): Promise<number> {
  const center = DEMO_CENTERS.find((c) => c.tenant === tenant && c.isDefault);
  if (!center) return 0;
  const rows = buildDemoNewsRows(tenant, buildDemoId(tenant, 'center', center.n), now);
  const inserted = await tx
    .insert(newsItems)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: newsItems.id });
  return inserted.length;
}

export async function seedDemoNews(db: Db, now = new Date()): Promise<number> {
  let inserted = 0;
  for (const tenant of TENANT_NAMES) {
    inserted += await withTenant(db, tenant, (tx) => seedTenant(tx, tenant, now));
  }
  return inserted;
}
