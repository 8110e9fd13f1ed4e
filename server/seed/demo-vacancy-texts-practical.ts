// Demo vacancy texts for practical help, money matters, nature and events (see demo-vacancy-texts.ts).
import type { VacancyText } from './demo-vacancy-texts';

export const PRACTICAL_TEXTS: VacancyText[] = [
  {
    key: 'treasurer',
    nl: {
      title: 'Penningmeester voor het bestuur',
      intro:
        'Onze penningmeester stopt na tien jaar. Wie houdt de kas van {org} bij en denkt mee in het bestuur?',
      tasks: [
        'De boekhouding, contributies en giften bijhouden',
        'Een begroting en een jaarverslag maken',
        'Eens per maand de bestuursvergadering bijwonen',
      ],
      offer:
        'Een hecht bestuur, een overdracht met de vorige penningmeester en een boekhoudpakket.',
    },
    en: {
      title: 'Treasurer for the board',
      intro:
        'Our treasurer is stepping down after ten years. Who will keep the books of {org} and join the board?',
      tasks: [
        'Keep the accounts, membership fees and donations up to date',
        'Draw up a budget and an annual report',
        'Attend the board meeting once a month',
      ],
      offer: 'A close-knit board, a handover from the previous treasurer and accounting software.',
    },
    tags: ['Financiën', 'Verenigingen', 'Administratie', 'Excel'],
    commitment: 'long_term',
    hours: 3,
    schedule: { thu: ['evening'] },
    remote: 'sometimes',
    positions: 1,
    types: ['Association', 'Foundation'],
  },
  {
    key: 'tax-help',
    nl: {
      title: 'Hulp bij belastingaangifte',
      intro:
        'Voor veel mensen is de aangifte inkomstenbelasting een jaarlijkse zorg. Jij helpt inwoners van {city} met een laag inkomen hun aangifte goed in te vullen.',
      tasks: [
        'Afspraken met inwoners thuis of op het spreekuur',
        'De aangifte samen invullen en controleren',
        'Toeslagen nakijken en zo nodig aanpassen',
      ],
      offer: 'Een belastingcursus, een vast aanspreekpunt bij {org} en een onkostenvergoeding.',
    },
    en: {
      title: 'Helping with tax returns',
      intro:
        'For many people the income tax return is a yearly worry. You help residents of {city} on a low income fill in their return correctly.',
      tasks: [
        'Meet residents at home or at the walk-in hour',
        'Fill in and check the tax return together',
        'Check benefits and allowances and adjust them when needed',
      ],
      offer: 'A tax course, a fixed contact at {org} and an expense allowance.',
    },
    tags: ['Financiën', 'Belastingaangifte', 'Administratie'],
    commitment: 'recurring',
    hours: 4,
    schedule: { tue: ['morning', 'afternoon'] },
    positions: 4,
    types: ['VolunteerCenter', 'Municipality'],
    question: { text: 'Heb je ervaring met de aangifte inkomstenbelasting?', required: true },
  },
  {
    key: 'odd-jobs',
    nl: {
      title: 'Klussenhulp voor buurtbewoners',
      intro:
        'Een lamp ophangen, een lekkende kraan, een klemmende deur: voor sommige buurtbewoners in {city} is het onoverkomelijk. Voor jou een kleine moeite.',
      tasks: [
        'Kleine klussen in huis bij ouderen en mensen met een beperking',
        'Inschatten wat wel en niet kan (geen grote verbouwingen)',
        'Afspraken maken via de klussencoördinator',
      ],
      offer:
        'Gereedschap van {org}, vergoeding van materiaal en een klussenteam om mee te overleggen.',
    },
    en: {
      title: 'Handyperson for neighbours',
      intro:
        'Hanging a lamp, a dripping tap, a sticking door: for some residents of {city} it is too much. For you it is a small thing.',
      tasks: [
        'Small jobs around the house for older people and people with a disability',
        'Judge what can and cannot be done (no big renovations)',
        'Arrange visits through the odd-jobs coordinator',
      ],
      offer:
        'Tools from {org}, materials paid for and a team of handypeople to talk things over with.',
    },
    tags: ['Burenhulp', 'Klussen', 'Ouderen', 'Mensen met een beperking'],
    commitment: 'recurring',
    hours: 3,
    schedule: { mon: ['afternoon'], fri: ['morning'] },
    positions: 4,
    types: ['VolunteerCenter', 'Association'],
  },
  {
    key: 'gardening',
    nl: {
      title: 'Tuinonderhoud bij ouderen thuis',
      intro:
        'Een verwilderde tuin zorgt voor zorgen en soms voor overlast. Jij helpt ouderen in {city} die hun tuin niet meer zelf kunnen bijhouden.',
      tasks: [
        'Gras maaien, snoeien en onkruid wieden',
        'Samen met de bewoner bedenken wat er moet gebeuren',
        'Groenafval netjes afvoeren',
      ],
      offer: 'Je werkt in je eigen tempo; {org} zorgt voor gereedschap en een verzekering.',
    },
    en: {
      title: 'Garden maintenance for older residents',
      intro:
        'An overgrown garden causes worry and sometimes trouble with the neighbours. You help older people in {city} who can no longer keep up their garden.',
      tasks: [
        'Mow the lawn, prune and weed',
        'Decide together with the resident what needs doing',
        'Take the garden waste away neatly',
      ],
      offer: 'You work at your own pace; {org} provides tools and insurance.',
    },
    tags: ['Burenhulp', 'Tuinonderhoud', 'Ouderen', 'Natuur'],
    commitment: 'recurring',
    hours: 2,
    schedule: { fri: ['morning', 'afternoon'] },
    positions: 3,
    types: ['VolunteerCenter', 'CareInstitution'],
  },
  {
    key: 'nature',
    nl: {
      title: 'Natuurbeheer: handen uit de mouwen',
      intro:
        'Rond {city} onderhouden we poelen, houtwallen en bloemrijke bermen. Elke zaterdag gaan we met een groep de natuur in.',
      tasks: [
        'Knotten, zagen en maaien onder begeleiding',
        'Nestkasten bouwen en controleren',
        'Meehelpen bij inventarisaties van planten en vogels',
      ],
      offer: 'Werkkleding, gereedschap, soep bij de lunch en een groep natuurliefhebbers.',
    },
    en: {
      title: 'Nature conservation: roll up your sleeves',
      intro:
        'Around {city} we look after ponds, hedgerows and flowering verges. Every Saturday a group of us heads out into nature.',
      tasks: [
        'Pollard, saw and mow under guidance',
        'Build and check nest boxes',
        'Help count plants and birds',
      ],
      offer: 'Work clothes, tools, soup at lunch and a group of nature lovers.',
    },
    tags: ['Natuur', 'Tuinonderhoud'],
    commitment: 'recurring',
    hours: 4,
    schedule: { sat: ['morning'] },
    positions: 8,
    types: ['Foundation', 'Association', 'Municipality', 'VolunteerCenter'],
  },
  {
    key: 'event',
    nl: {
      title: 'Evenementenvrijwilliger voor het dorpsfeest',
      intro:
        'Het jaarlijkse feest in {city} trekt duizenden bezoekers. Zonder vrijwilligers geen feest: help jij een dag mee?',
      tasks: [
        'Opbouwen en afbreken van tenten en podia',
        'Bezoekers de weg wijzen en de bar bemannen',
        'Helpen bij de EHBO-post als je een diploma hebt',
      ],
      offer: 'Eten en drinken, een vrijwilligersshirt en een bedankfeest na afloop.',
    },
    en: {
      title: 'Event volunteer for the village festival',
      intro:
        'The yearly festival in {city} draws thousands of visitors. No volunteers, no party: will you help out for a day?',
      tasks: [
        'Put up and take down tents and stages',
        'Show visitors the way and staff the bar',
        'Help at the first aid post if you hold a certificate',
      ],
      offer: 'Food and drinks, a volunteer T-shirt and a thank-you party afterwards.',
    },
    tags: ['Evenementen', 'Organiseren', 'EHBO', 'Cultuur'],
    commitment: 'one_off',
    hours: 8,
    schedule: { sat: ['morning', 'afternoon', 'evening'] },
    positions: 20,
    types: ['Association', 'Municipality', 'VolunteerCenter'],
  },
  {
    key: 'social-media',
    nl: {
      title: 'Website en sociale media bijhouden',
      intro:
        'Wij doen mooi werk, maar bijna niemand weet het. Help jij {org} zichtbaar te maken, vanuit huis en op je eigen tijd?',
      tasks: [
        'Nieuwsberichten en foto’s op de website zetten',
        'Twee keer per week iets plaatsen op sociale media',
        'Een nieuwsbrief maken, in het Nederlands en soms in het Engels',
      ],
      offer: 'Vrijheid in hoe je het aanpakt en een team dat blij is met je ideeën.',
    },
    en: {
      title: 'Keeping our website and social media up to date',
      intro:
        'We do good work, but hardly anyone knows about it. Will you help {org} get noticed, from home and in your own time?',
      tasks: [
        'Put news items and photos on the website',
        'Post on social media twice a week',
        'Write a newsletter, in Dutch and sometimes in English',
      ],
      offer: 'Freedom in how you go about it and a team that welcomes your ideas.',
    },
    tags: ['Digitale vaardigheden', 'Engels', 'Organiseren', 'Cultuur'],
    commitment: 'long_term',
    hours: 3,
    schedule: {},
    remote: 'always',
    positions: 1,
  },
  {
    key: 'repair-cafe',
    nl: {
      title: 'Reparateur bij het Repair Café',
      intro:
        'Eén zaterdag per maand repareren we in {city} kapotte spullen in plaats van ze weg te gooien: van broodrooster tot fietsbel.',
      tasks: [
        'Samen met de eigenaar uitzoeken wat er kapot is',
        'Repareren, of uitleggen waarom het niet lukt',
        'Bezoekers wegwijs maken aan de koffietafel',
      ],
      offer: 'Gereedschap, onderdelen en een ploeg handige mensen die graag kennis delen.',
    },
    en: {
      title: 'Repairer at the Repair Café',
      intro:
        'One Saturday a month in {city} we fix broken things instead of throwing them away: from toasters to bicycle bells.',
      tasks: [
        'Work out with the owner what is broken',
        'Repair it, or explain why it cannot be done',
        'Help visitors find their way at the coffee table',
      ],
      offer: 'Tools, spare parts and a crew of handy people who love to share what they know.',
    },
    tags: ['Klussen', 'Evenementen', 'Natuur'],
    commitment: 'recurring',
    hours: 4,
    schedule: { sat: ['afternoon'] },
    positions: 6,
    types: ['Association', 'VolunteerCenter'],
  },
];
