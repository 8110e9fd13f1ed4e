// Demo content pages and menus: every demo center gets the eight pages a Dutch volunteer center's
// site has (about us, for organizations, contact, a free certificate of conduct, questions, and the
// privacy, cookie and accessibility statements, the last in the Dutch government's model), filled
// with its own name, place and contact data; a header menu (about us with contact and questions
// under it, for organizations, the free certificate) and a footer menu (the statements). Each
// tenant's default center also has the Gelderse Handen campaign page (the landing layout).
// Bodies go through the sanitizer the editor's saves go through, so they are what an edit keeps.
import type { MenuLocation, MenuTargetKind } from '../../common/schemas/content';
import { LANDING_SLUG } from '../../common/schemas/pages';
import { TENANT_NAMES, type TenantName } from '../../common/tenants/tenant-configs';
import type { Db, Tx } from '../db/connection';
import { menuItems, pages } from '../db/schema/content';
import { withTenant } from '../db/with-tenant';
import { sanitizeContentHtml } from '../lib/sanitize-html';
import { DEMO_CENTER_SITES } from './demo-center-site';
import { DEMO_CENTERS, type DemoCenter } from './demo-centers';
import { buildDemoId } from './demo-ids';

interface PageText {
  slug: string;
  titleNl: string;
  titleEn: string;
  descriptionNl: string;
  descriptionEn: string;
  bodyNl: string;
  bodyEn: string;
  layout?: 'default' | 'landing';
}

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');
const h2 = (text: string) => `<h2>${text}</h2>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** The center's facts the pages name. */
interface Facts {
  name: string;
  city: string;
  address: string;
  phone: string;
  email: string;
  kvk: string;
  contact: string;
}

function factsOf(center: DemoCenter): Facts {
  const site = DEMO_CENTER_SITES[center.slug]!;
  return {
    name: center.name,
    city: site.city,
    address: `${site.street} ${site.houseNumber}, ${site.postcode} ${site.city}`,
    phone: site.phone,
    email: site.email,
    kvk: site.kvkNumber,
    contact: center.profile.contact.name,
  };
}

function buildPages(f: Facts): PageText[] {
  const mail = `<a href="mailto:${f.email}">${f.email}</a>`;
  return [
    {
      slug: 'over-ons',
      titleNl: 'Over ons',
      titleEn: 'About us',
      descriptionNl: `${f.name} brengt vrijwilligers en organisaties in ${f.city} bij elkaar.`,
      descriptionEn: `${f.name} brings volunteers and organizations in ${f.city} together.`,
      bodyNl:
        p(
          `${f.name} is er voor iedereen in ${f.city} en omgeving die iets voor een ander wil doen, en voor de organisaties die daar blij van worden.`,
        ) +
        h2('Wat we doen') +
        ul(
          'We helpen je een vacature te vinden die past bij wat je kunt en wilt.',
          'We ondersteunen verenigingen, stichtingen en zorginstellingen bij het vinden en houden van vrijwilligers.',
          'We organiseren trainingen, een vrijwilligersavond en de uitreiking van de vrijwilligersprijs.',
        ) +
        h2('Ons team') +
        p(
          `Je kunt altijd binnenlopen of bellen. ${f.contact} en de collega's denken graag met je mee.`,
        ),
      bodyEn:
        p(
          `${f.name} is here for everyone in and around ${f.city} who wants to do something for someone else, and for the organizations that are glad of it.`,
        ) +
        h2('What we do') +
        ul(
          'We help you find a vacancy that fits what you can do and want to do.',
          'We support clubs, foundations and care institutions in finding and keeping volunteers.',
          'We organize training, a volunteers’ evening and the volunteer award.',
        ) +
        h2('Our team') +
        p(`Feel free to drop in or call. ${f.contact} and colleagues are glad to help.`),
    },
    {
      slug: 'voor-organisaties',
      titleNl: 'Voor organisaties',
      titleEn: 'For organizations',
      descriptionNl: 'Zo vind je vrijwilligers voor je vereniging, stichting of instelling.',
      descriptionEn: 'How to find volunteers for your club, foundation or institution.',
      bodyNl:
        p(
          'Zoekt je organisatie vrijwilligers? Meld je organisatie gratis aan en plaats je vacatures zelf. Wij kijken ze na en zetten ze online.',
        ) +
        h2('Zo werkt het') +
        `<ol><li>Meld je organisatie aan via <a href="/organizations/signup">Organisatie aanmelden</a>.</li><li>Na goedkeuring plaats je vacatures en activiteiten.</li><li>Reacties komen binnen in je overzicht; je antwoordt met een bericht.</li></ol>` +
        h2('Advies nodig?') +
        p(
          `We helpen je met een goede vacaturetekst, vrijwilligersbeleid en de gratis VOG. Mail ${mail} of bel ${f.phone}.`,
        ),
      bodyEn:
        p(
          'Is your organization looking for volunteers? Register your organization for free and post your vacancies yourself. We check them and put them online.',
        ) +
        h2('How it works') +
        `<ol><li>Register via <a href="/organizations/signup">Register an organization</a>.</li><li>Once approved, you post vacancies and activities.</li><li>Applications arrive in your overview; you reply with a message.</li></ol>` +
        h2('Need advice?') +
        p(
          `We help with a good vacancy text, a volunteer policy and the free certificate of conduct. E-mail ${mail} or call ${f.phone}.`,
        ),
    },
    {
      slug: 'contact',
      titleNl: 'Contact',
      titleEn: 'Contact',
      descriptionNl: `Adres, telefoon en e-mail van ${f.name}.`,
      descriptionEn: `Address, phone and e-mail of ${f.name}.`,
      bodyNl:
        p(`Je vindt ons op ${f.address}.`) +
        `<table><tbody><tr><th scope="row">Telefoon</th><td>${f.phone}</td></tr><tr><th scope="row">E-mail</th><td>${mail}</td></tr><tr><th scope="row">Inloopspreekuur</th><td>dinsdag en donderdag, 10.00-12.00 uur</td></tr><tr><th scope="row">KvK-nummer</th><td>${f.kvk}</td></tr></tbody></table>` +
        p('Liever eerst iets lezen? Kijk bij de veelgestelde vragen.'),
      bodyEn:
        p(`You find us at ${f.address}.`) +
        `<table><tbody><tr><th scope="row">Phone</th><td>${f.phone}</td></tr><tr><th scope="row">E-mail</th><td>${mail}</td></tr><tr><th scope="row">Walk-in hours</th><td>Tuesday and Thursday, 10 am-12 noon</td></tr><tr><th scope="row">Chamber of Commerce</th><td>${f.kvk}</td></tr></tbody></table>` +
        p('Rather read first? See the frequently asked questions.'),
    },
    {
      slug: 'veelgestelde-vragen',
      titleNl: 'Veelgestelde vragen',
      titleEn: 'Frequently asked questions',
      descriptionNl: 'Antwoorden op de vragen die vrijwilligers ons het vaakst stellen.',
      descriptionEn: 'Answers to the questions volunteers ask us most.',
      bodyNl:
        h2('Kost vrijwilligerswerk geld?') +
        p(
          'Nee. Maak je kosten, zoals reiskosten, dan vergoeden veel organisaties die. Vraag ernaar bij je reactie.',
        ) +
        h2('Ben ik verzekerd?') +
        p(
          `De gemeente heeft een vrijwilligersverzekering voor iedereen die in ${f.city} vrijwilligerswerk doet. Je hoeft je niet aan te melden.`,
        ) +
        h2('Hoeveel tijd kost het?') +
        p(
          'Dat kies je zelf: er zijn eenmalige klussen, vaste taken van een uur per week en langdurige rollen.',
        ),
      bodyEn:
        h2('Does volunteering cost money?') +
        p(
          'No. If you have costs, such as travel, many organizations pay them back. Ask when you apply.',
        ) +
        h2('Am I insured?') +
        p(
          `The municipality insures everyone who volunteers in ${f.city}. You do not need to sign up for it.`,
        ) +
        h2('How much time does it take?') +
        p(
          'You choose: there are one-off jobs, regular tasks of an hour a week and long-term roles.',
        ),
    },
    {
      slug: 'gratis-vog',
      titleNl: 'Gratis VOG voor vrijwilligers',
      titleEn: 'Free certificate of conduct for volunteers',
      descriptionNl: 'Werk je met kinderen of mensen met een beperking? Je VOG is gratis.',
      descriptionEn: 'Working with children or people with a disability? Your certificate is free.',
      bodyNl:
        p(
          'Werk je als vrijwilliger met kinderen, ouderen of mensen met een beperking, dan vraagt de organisatie vaak een Verklaring Omtrent het Gedrag (VOG). Via de regeling Gratis VOG betaal je daar niets voor.',
        ) +
        h2('Zo vraag je hem aan') +
        ul(
          'De organisatie vraagt de VOG voor je aan via Justis.',
          'Je krijgt een e-mail met een link en rondt de aanvraag af met DigiD.',
          'De VOG komt binnen een paar weken per post.',
        ),
      bodyEn:
        p(
          'If you volunteer with children, older people or people with a disability, the organization often asks for a certificate of conduct (VOG). Through the Free VOG scheme it costs you nothing.',
        ) +
        h2('How to apply') +
        ul(
          'The organization requests the certificate for you through Justis.',
          'You receive an e-mail with a link and complete the request with DigiD.',
          'The certificate arrives by post within a few weeks.',
        ),
    },
    {
      slug: 'privacyverklaring',
      titleNl: 'Privacyverklaring',
      titleEn: 'Privacy statement',
      descriptionNl: `Welke gegevens ${f.name} bewaart, waarom en hoe lang.`,
      descriptionEn: `Which data ${f.name} keeps, why and for how long.`,
      bodyNl:
        p(
          `${f.name} (KvK ${f.kvk}, ${f.address}) is verantwoordelijk voor de gegevens die je hier achterlaat. We houden ons aan de Algemene verordening gegevensbescherming (AVG).`,
        ) +
        h2('Welke gegevens') +
        ul(
          'Je naam, e-mailadres en telefoonnummer, zodat organisaties je kunnen bereiken.',
          'Je profiel (interesses, beschikbaarheid, postcode) als je dat invult, om passende vacatures te tonen.',
          'Je reacties en berichten, zodat jij en de organisatie weten wat er is afgesproken.',
        ) +
        h2('Hoe lang') +
        p(
          'We bewaren je gegevens zolang je account bestaat. Verwijder je je account, dan wissen we je gegevens binnen 30 dagen.',
        ) +
        h2('Je rechten') +
        p(`Je mag je gegevens inzien, laten verbeteren of laten verwijderen. Mail ${mail}.`),
      bodyEn:
        p(
          `${f.name} (Chamber of Commerce ${f.kvk}, ${f.address}) is responsible for the data you leave here. We follow the General Data Protection Regulation (GDPR).`,
        ) +
        h2('Which data') +
        ul(
          'Your name, e-mail address and phone number, so organizations can reach you.',
          'Your profile (interests, availability, postcode) if you fill it in, to show matching vacancies.',
          'Your applications and messages, so you and the organization know what was agreed.',
        ) +
        h2('How long') +
        p(
          'We keep your data as long as your account exists. If you delete your account, we erase your data within 30 days.',
        ) +
        h2('Your rights') +
        p(`You may see, correct or delete your data. E-mail ${mail}.`),
    },
    {
      slug: 'cookieverklaring',
      titleNl: 'Cookieverklaring',
      titleEn: 'Cookie statement',
      descriptionNl: 'Welke cookies deze website gebruikt en waarvoor.',
      descriptionEn: 'Which cookies this website uses and what for.',
      bodyNl:
        p(
          'Deze website gebruikt alleen de cookies die nodig zijn om hem te laten werken, en statistiekcookies als je daar toestemming voor geeft.',
        ) +
        `<table><thead><tr><th scope="col">Cookie</th><th scope="col">Waarvoor</th><th scope="col">Hoe lang</th></tr></thead><tbody><tr><td>Sessie</td><td>Je blijft ingelogd</td><td>Tot je uitlogt</td></tr><tr><td>Taal en partner</td><td>De site onthoudt je keuze</td><td>1 jaar</td></tr><tr><td>Statistiek (alleen met toestemming)</td><td>Bezoek meten, zonder je te volgen</td><td>14 maanden</td></tr></tbody></table>`,
      bodyEn:
        p(
          'This website only uses the cookies it needs to work, and statistics cookies if you allow them.',
        ) +
        `<table><thead><tr><th scope="col">Cookie</th><th scope="col">What for</th><th scope="col">How long</th></tr></thead><tbody><tr><td>Session</td><td>You stay signed in</td><td>Until you sign out</td></tr><tr><td>Language and partner</td><td>The site remembers your choice</td><td>1 year</td></tr><tr><td>Statistics (only with consent)</td><td>Measuring visits, without tracking you</td><td>14 months</td></tr></tbody></table>`,
    },
    {
      slug: 'toegankelijkheidsverklaring',
      titleNl: 'Toegankelijkheidsverklaring',
      titleEn: 'Accessibility statement',
      descriptionNl: `Hoe toegankelijk de website van ${f.name} is.`,
      descriptionEn: `How accessible the website of ${f.name} is.`,
      bodyNl:
        p(
          `${f.name} wil dat iedereen deze website kan gebruiken. Daarom houden we ons aan de toegankelijkheidseisen van de Europese norm EN 301 549, gelijk aan WCAG 2.1 niveau AA.`,
        ) +
        h2('Status') +
        p(
          `De website van ${f.name} voldoet gedeeltelijk aan de eisen. Bij elke nieuwe versie controleren we de pagina's automatisch en met de hand.`,
        ) +
        h2('Bekende problemen') +
        ul(
          'Kaarten van de sociale kaart zijn niet met een schermlezer te verkennen. Dezelfde gegevens staan in de lijst naast de kaart.',
          'Oudere pdf-documenten zijn niet altijd toegankelijk. Vraag ons om een andere vorm.',
        ) +
        h2('Contact') +
        p(
          `Loop je tegen iets aan? Mail ${mail} of bel ${f.phone}. We antwoorden binnen vijf werkdagen. Ben je niet tevreden met ons antwoord, dan kun je contact opnemen met de Nationale ombudsman.`,
        ) +
        p('Deze verklaring is opgesteld op 1 november 2026.'),
      bodyEn:
        p(
          `${f.name} wants everyone to be able to use this website. That is why we follow the accessibility requirements of the European standard EN 301 549, equal to WCAG 2.1 level AA.`,
        ) +
        h2('Status') +
        p(
          `The website of ${f.name} partially meets the requirements. With every new version we check the pages automatically and by hand.`,
        ) +
        h2('Known issues') +
        ul(
          'The maps of the social map cannot be explored with a screen reader. The same data is in the list beside the map.',
          'Older PDF documents are not always accessible. Ask us for another format.',
        ) +
        h2('Contact') +
        p(
          `Run into something? E-mail ${mail} or call ${f.phone}. We answer within five working days. If you are not satisfied with our answer, you can contact the National Ombudsman.`,
        ) +
        p('This statement was drawn up on 1 November 2026.'),
    },
  ];
}

const LANDING: PageText = {
  slug: LANDING_SLUG,
  layout: 'landing',
  titleNl: 'Gelderse Handen: samen sterk in Gelderland',
  titleEn: 'Gelderse Handen: stronger together in Gelderland',
  descriptionNl: 'Doe mee met Gelderse Handen en zet je in voor je dorp of wijk.',
  descriptionEn: 'Join Gelderse Handen and do your bit for your village or neighbourhood.',
  bodyNl:
    p(
      'Gelderse Handen is de campagne van de Gelderse vrijwilligerscentrales. Of je nu een uur per maand hebt of een vaste middag per week: er is altijd een plek waar jouw handen het verschil maken.',
    ) +
    h2('Zo doe je mee') +
    ul(
      '<a href="/vacancies/search">Zoek een vacature</a> bij jou in de buurt.',
      'Kom naar een van de <a href="/activiteitenkalender">activiteiten</a>.',
      'Vertel het door: elke nieuwe vrijwilliger telt.',
    ),
  bodyEn:
    p(
      'Gelderse Handen is the campaign of the volunteer centers of Gelderland. Whether you have an hour a month or a regular afternoon a week, there is always a place where your hands make the difference.',
    ) +
    h2('How to join') +
    ul(
      '<a href="/vacancies/search">Find a vacancy</a> near you.',
      'Come to one of the <a href="/activiteitenkalender">activities</a>.',
      'Spread the word: every new volunteer counts.',
    ),
};

interface MenuText {
  labelNl: string;
  labelEn: string;
  kind: MenuTargetKind;
  /** A page's slug (kind page) or the route. */
  to: string;
  children?: MenuText[];
}

const HEADER: MenuText[] = [
  {
    labelNl: 'Over ons',
    labelEn: 'About us',
    kind: 'page',
    to: 'over-ons',
    children: [
      { labelNl: 'Contact', labelEn: 'Contact', kind: 'page', to: 'contact' },
      { labelNl: 'Veelgestelde vragen', labelEn: 'FAQ', kind: 'page', to: 'veelgestelde-vragen' },
    ],
  },
  {
    labelNl: 'Voor organisaties',
    labelEn: 'For organizations',
    kind: 'page',
    to: 'voor-organisaties',
  },
  { labelNl: 'Gratis VOG', labelEn: 'Free VOG', kind: 'page', to: 'gratis-vog' },
];

const FOOTER: MenuText[] = [
  {
    labelNl: 'Privacyverklaring',
    labelEn: 'Privacy statement',
    kind: 'page',
    to: 'privacyverklaring',
  },
  {
    labelNl: 'Cookieverklaring',
    labelEn: 'Cookie statement',
    kind: 'page',
    to: 'cookieverklaring',
  },
  {
    labelNl: 'Toegankelijkheidsverklaring',
    labelEn: 'Accessibility statement',
    kind: 'page',
    to: 'toegankelijkheidsverklaring',
  },
  { labelNl: 'Contact', labelEn: 'Contact', kind: 'page', to: 'contact' },
];

/** Ids: the center's number, then the page's or item's number (fixed, so seeding twice is a no-op). */
function idOf(center: DemoCenter, kind: 'page' | 'menuItem', n: number): string {
  return buildDemoId(center.tenant, kind, center.n * 1000 + n);
}

export function buildDemoPageRows(center: DemoCenter, now: Date) {
  const centerId = buildDemoId(center.tenant, 'center', center.n);
  const texts = [...buildPages(factsOf(center)), ...(center.isDefault ? [LANDING] : [])];
  return texts.map((text, i) => ({
    id: idOf(center, 'page', i + 1),
    tenantId: center.tenant,
    centerId,
    slug: text.slug,
    titleNl: text.titleNl,
    titleEn: text.titleEn,
    bodyNl: sanitizeContentHtml(text.bodyNl),
    bodyEn: sanitizeContentHtml(text.bodyEn),
    seoDescriptionNl: text.descriptionNl,
    seoDescriptionEn: text.descriptionEn,
    status: 'published' as const,
    layout: text.layout ?? 'default',
    publishedAt: now,
  }));
}

export function buildDemoMenuRows(center: DemoCenter, pageIds: Map<string, string>) {
  const centerId = buildDemoId(center.tenant, 'center', center.n);
  const rows: (typeof menuItems.$inferInsert)[] = [];
  const add = (menu: MenuLocation, item: MenuText, position: number, parentId: string | null) => {
    const id = idOf(center, 'menuItem', rows.length + 1);
    rows.push({
      id,
      tenantId: center.tenant,
      centerId,
      menu,
      parentId,
      position,
      labelNl: item.labelNl,
      labelEn: item.labelEn,
      targetKind: item.kind,
      pageId: item.kind === 'page' ? pageIds.get(item.to)! : null,
      target: item.kind === 'page' ? null : item.to,
    });
    item.children?.forEach((child, i) => add(menu, child, i, id));
  };
  HEADER.forEach((item, i) => add('header', item, i, null));
  FOOTER.forEach((item, i) => add('footer', item, i, null));
  return rows;
}

async function seedCenter(tx: Tx, center: DemoCenter, now: Date): Promise<number> {
  const pageRows = buildDemoPageRows(center, now);
  const inserted = await tx
    .insert(pages)
    .values(pageRows)
    .onConflictDoNothing()
    .returning({ id: pages.id });
  const pageIds = new Map(pageRows.map((r) => [r.slug, r.id]));
  const menuRows = await tx
    .insert(menuItems)
    .values(buildDemoMenuRows(center, pageIds))
    .onConflictDoNothing()
    .returning({ id: menuItems.id });
  return inserted.length + menuRows.length;
}

export async function seedDemoPages(db: Db, now = new Date()): Promise<number> {
  let inserted = 0;
  for (const tenant of TENANT_NAMES) {
    const centers = DEMO_CENTERS.filter((c) => c.tenant === (tenant as TenantName));
    inserted += await withTenant(db, tenant, async (tx) => {
      let n = 0;
      for (const center of centers) n += await seedCenter(tx, center, now);
      return n;
    });
  }
  return inserted;
}
