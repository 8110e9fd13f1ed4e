// Demo vacancy texts for the neighbourhood: newcomers, getting around, papers and second-hand
// goods (see demo-vacancy-texts.ts).
import type { VacancyText } from './demo-vacancy-texts';

export const NEIGHBOURHOOD_TEXTS: VacancyText[] = [
  {
    key: 'newcomer-buddy',
    nl: {
      title: 'Maatje voor een nieuwkomer',
      intro:
        'Een statushouder heeft net een huis in {city} gekregen. Alles is nieuw: de buurt, de gemeente, de huisarts. Jij helpt een jaar lang de weg te vinden.',
      tasks: [
        'Twee uur per week samen op pad of aan de keukentafel',
        'Meegaan naar een afspraak bij de gemeente of de school',
        'Laten zien waar de markt, de bibliotheek en de sportclub zijn',
      ],
      offer:
        'Een training over werken met nieuwkomers, intervisie met andere maatjes en een vast aanspreekpunt bij {org}.',
    },
    en: {
      title: 'Buddy for a newcomer',
      intro:
        'A refugee with a residence permit has just been given a home in {city}. Everything is new: the neighbourhood, the council, the GP. For a year you help them find their way.',
      tasks: [
        'Two hours a week together, out and about or at the kitchen table',
        'Go along to an appointment at the council or the school',
        'Show where the market, the library and the sports club are',
      ],
      offer:
        'A training on working with newcomers, peer meetings with other buddies and a steady contact at {org}.',
    },
    tags: ['Nieuwkomers', 'Luisteren', 'Geduld', 'Taal'],
    commitment: 'long_term',
    hours: 2,
    schedule: { mon: ['afternoon'], sat: ['morning'] },
    positions: 4,
    types: ['Foundation', 'VolunteerCenter', 'Municipality', 'Church'],
    question: { text: 'Spreek je naast Nederlands nog een andere taal?', required: false },
  },
  {
    key: 'shopping-bus',
    nl: {
      title: 'Chauffeur voor de boodschappenbus',
      intro:
        'Elke dinsdag- en donderdagochtend haalt de boodschappenbus ouderen thuis op en brengt ze naar de supermarkt in {city}. Voor veel passagiers is het het uitje van de week.',
      tasks: [
        'Met de bus van {org} een vaste route rijden',
        'Passagiers helpen met instappen, rollators en tassen',
        'Een praatje maken onderweg',
      ],
      offer:
        'Rijden op een personenbusje met je gewone rijbewijs B, een rijvaardigheidstraining en een hecht team chauffeurs.',
    },
    en: {
      title: 'Driver for the shopping bus',
      intro:
        'Every Tuesday and Thursday morning the shopping bus picks up older residents at home and takes them to the supermarket in {city}. For many passengers it is the outing of the week.',
      tasks: [
        'Drive a fixed route in the minibus of {org}',
        'Help passengers with getting in, walkers and bags',
        'Have a chat along the way',
      ],
      offer:
        'You drive a minibus with your ordinary driving licence B, get a driving skills training and join a close team of drivers.',
    },
    tags: ['Vervoer', 'Rijbewijs B', 'Ouderen', 'Burenhulp'],
    commitment: 'recurring',
    hours: 3,
    schedule: { tue: ['morning'], thu: ['morning'] },
    positions: 4,
    types: ['VolunteerCenter', 'CareInstitution', 'Municipality'],
    question: { text: 'Heb je al minstens drie jaar je rijbewijs B?', required: true },
  },
  {
    key: 'repair-helper',
    nl: {
      title: 'Helpende hand bij het repaircafé',
      intro:
        'Je hoeft geen reparateur te zijn om mee te doen. Het repaircafé in {city} zoekt ook mensen die bezoekers ontvangen en de middag in goede banen leiden.',
      tasks: [
        'Bezoekers welkom heten en een volgnummer geven',
        'Koffie en thee schenken terwijl mensen wachten',
        'Bijhouden wat er gerepareerd is',
      ],
      offer:
        'Een gezellige middag per maand, handige buren om van te leren en een bedankje van {org}.',
    },
    en: {
      title: 'Helping hand at the repair café',
      intro:
        'You do not need to be a repairer to join in. The repair café in {city} also needs people who welcome visitors and keep the afternoon running smoothly.',
      tasks: [
        'Welcome visitors and give them a queue number',
        'Serve coffee and tea while people wait',
        'Keep track of what has been repaired',
      ],
      offer:
        'A friendly afternoon a month, handy neighbours to learn from and a thank-you from {org}.',
    },
    tags: ['Klussen', 'Evenementen', 'Organiseren', 'Burenhulp'],
    commitment: 'recurring',
    hours: 1,
    schedule: { sat: ['afternoon'] },
    positions: 3,
    types: ['Association', 'VolunteerCenter', 'Church', 'Foundation'],
  },
  {
    key: 'language-cafe',
    nl: {
      title: 'Gespreksleider bij het taalcafé',
      intro:
        'In het taalcafé in {city} oefenen nieuwkomers Nederlands in kleine groepjes, met een kop koffie erbij. Jij houdt het gesprek aan de gang.',
      tasks: [
        'Een tafel met vier of vijf deelnemers begeleiden',
        'Een onderwerp kiezen: het weer, het nieuws, de feestdagen',
        'Moeilijke woorden uitleggen met gebaren en voorbeelden',
      ],
      offer:
        'Geen voorbereiding nodig: {org} zorgt voor gespreksonderwerpen, koffie en een warme groep vrijwilligers.',
    },
    en: {
      title: 'Conversation host at the language café',
      intro:
        'At the language café in {city} newcomers practise Dutch in small groups over a cup of coffee. You keep the conversation going.',
      tasks: [
        'Lead a table of four or five participants',
        'Choose a topic: the weather, the news, the holidays',
        'Explain difficult words with gestures and examples',
      ],
      offer: 'No preparation needed: {org} provides topics, coffee and a warm group of volunteers.',
    },
    tags: ['Taal', 'Nieuwkomers', 'Luisteren', 'Geduld'],
    commitment: 'recurring',
    hours: 2,
    schedule: { wed: ['morning'], thu: ['evening'] },
    positions: 6,
    types: ['Foundation', 'Church', 'VolunteerCenter', 'School'],
  },
  {
    key: 'meal-delivery',
    nl: {
      title: 'Maaltijden rondbrengen bij ouderen',
      intro:
        'Ouderen in {city} die niet meer zelf koken, krijgen tussen de middag een warme maaltijd aan huis. Jij brengt ze rond en kijkt meteen even hoe het gaat.',
      tasks: [
        'De maaltijden ophalen bij de keuken van {org}',
        'Een vaste ronde rijden langs acht tot tien adressen',
        'Melden als iemand niet opendoet of er slecht uitziet',
      ],
      offer: 'Een kilometervergoeding, een vaste ronde en een team dat op elkaar let.',
    },
    en: {
      title: 'Delivering meals to older residents',
      intro:
        'Older residents of {city} who no longer cook get a hot meal at home at lunchtime. You deliver them and check how everyone is doing.',
      tasks: [
        'Collect the meals from the kitchen of {org}',
        'Drive a fixed round past eight to ten addresses',
        'Report when someone does not answer the door or seems unwell',
      ],
      offer: 'A mileage allowance, a fixed round and a team that looks out for each other.',
    },
    tags: ['Ouderen', 'Vervoer', 'Rijbewijs B', 'Zorg en welzijn'],
    commitment: 'recurring',
    hours: 2,
    schedule: { mon: ['morning'], fri: ['morning'] },
    positions: 5,
    types: ['CareInstitution', 'VolunteerCenter', 'Municipality'],
  },
  {
    key: 'paperwork',
    nl: {
      title: 'Thuisadministratie: hulp bij post en papieren',
      intro:
        'Blauwe enveloppen, toeslagen, een stapel ongeopende post: sommige inwoners van {city} zien door de papieren de weg niet meer. Jij brengt samen met hen orde aan.',
      tasks: [
        'Twee uur per week bij iemand thuis de post doornemen',
        'Samen een overzicht maken van inkomsten en vaste lasten',
        'Doorverwijzen naar schuldhulp als dat nodig is',
      ],
      offer:
        'Een training thuisadministratie, een vaste begeleider bij {org} en geheimhouding die goed geregeld is.',
    },
    en: {
      title: 'Household paperwork: help with post and papers',
      intro:
        'Tax letters, benefits, a pile of unopened post: some residents of {city} can no longer see the wood for the trees. You help them bring order to it.',
      tasks: [
        'Go through the post at someone’s home two hours a week',
        'Make an overview of income and fixed costs together',
        'Refer people to debt counselling when needed',
      ],
      offer:
        'A household paperwork training, a steady supervisor at {org} and properly arranged confidentiality.',
    },
    tags: ['Administratie', 'Financiën', 'Geduld', 'Gezinnen'],
    commitment: 'long_term',
    hours: 2,
    schedule: { tue: ['afternoon'], wed: ['evening'] },
    positions: 3,
    types: ['VolunteerCenter', 'Municipality', 'Foundation'],
    question: { text: 'Heb je ervaring met geldzaken of administratie?', required: false },
  },
  {
    key: 'thrift-shop',
    nl: {
      title: 'Medewerker in de kringloopwinkel',
      intro:
        'Onze kringloopwinkel in {city} geeft spullen een tweede leven. De opbrengst gaat naar goede doelen in de buurt.',
      tasks: [
        'Spullen aannemen, sorteren en prijzen',
        'De winkel netjes houden en klanten helpen',
        'Af en toe achter de kassa staan',
      ],
      offer: 'Een vaste ochtend of middag, gezellige collega’s en koffie met iets lekkers.',
    },
    en: {
      title: 'Assistant in the charity shop',
      intro:
        'Our charity shop in {city} gives things a second life. The proceeds go to good causes in the neighbourhood.',
      tasks: [
        'Take in, sort and price donated goods',
        'Keep the shop tidy and help customers',
        'Work the till now and then',
      ],
      offer: 'A fixed morning or afternoon, friendly colleagues and coffee with a treat.',
    },
    tags: ['Logistiek', 'Organiseren', 'Klussen'],
    commitment: 'recurring',
    hours: 4,
    schedule: { fri: ['morning', 'afternoon'], sat: ['morning'] },
    positions: 4,
    types: ['Foundation', 'Church', 'VolunteerCenter'],
  },
];
