// Demo vacancy texts for care, company, food and getting around (see demo-vacancy-texts.ts).
import type { VacancyText } from './demo-vacancy-texts';

export const CARE_TEXTS: VacancyText[] = [
  {
    key: 'buddy',
    nl: {
      title: 'Maatje voor een oudere in {city}',
      intro:
        'Veel ouderen in {city} zien op een gewone dag bijna niemand. Als maatje kom je één keer per week langs voor koffie, een wandeling of een spelletje.',
      tasks: [
        'Elke week op bezoek bij dezelfde oudere',
        'Samen wandelen, boodschappen doen of gewoon kletsen',
        'Aan de bel trekken bij de coördinator als het niet goed gaat',
      ],
      offer:
        'Je krijgt een kennismakingsgesprek, een korte training en vaste begeleiding van {org}.',
    },
    en: {
      title: 'Buddy for an older person in {city}',
      intro:
        'Many older people in {city} hardly see anyone on an ordinary day. As a buddy you visit once a week for a coffee, a walk or a game.',
      tasks: [
        'Visit the same older person every week',
        'Go for walks, do the shopping together or just chat',
        'Let the coordinator know when something is wrong',
      ],
      offer: 'You get an introductory talk, a short training and steady support from {org}.',
    },
    tags: ['Zorg en welzijn', 'Ouderen', 'Luisteren', 'Geduld'],
    commitment: 'long_term',
    hours: 2,
    schedule: { wed: ['afternoon'] },
    positions: 3,
    types: ['CareInstitution', 'VolunteerCenter'],
    question: { text: 'Hoe lang wil je een vaste oudere bezoeken?', required: false },
  },
  {
    key: 'language-buddy',
    nl: {
      title: 'Taalmaatje voor een nieuwkomer',
      intro:
        'Je oefent elke week Nederlands met iemand die net in {city} woont. Geen les uit een boek, maar praten over wat je tegenkomt: de dokter, school, de supermarkt.',
      tasks: [
        'Een uur per week samen praten en oefenen',
        'Helpen met brieven en formulieren',
        'Samen de buurt en de stad verkennen',
      ],
      offer:
        'Je hoeft geen docent te zijn. {org} zorgt voor een training en tips voor de gesprekken.',
    },
    en: {
      title: 'Language buddy for a newcomer',
      intro:
        'Every week you practise Dutch with someone who has just moved to {city}. Not lessons from a book, but talking about everyday things: the doctor, school, the supermarket.',
      tasks: [
        'Talk and practise together for an hour a week',
        'Help with letters and forms',
        'Explore the neighbourhood and the town together',
      ],
      offer: 'You do not need to be a teacher. {org} offers a training and tips for the talks.',
    },
    tags: ['Taal', 'Taalmaatje', 'Nieuwkomers', 'Geduld', 'Engels'],
    commitment: 'long_term',
    hours: 1,
    schedule: { tue: ['evening'], thu: ['evening'] },
    remote: 'sometimes',
    positions: 5,
    types: ['Foundation', 'VolunteerCenter', 'School'],
  },
  {
    key: 'community-bus',
    nl: {
      title: 'Chauffeur voor de buurtbus',
      intro:
        'De buurtbus rijdt waar de gewone bus niet meer komt. Zonder vrijwillige chauffeurs staan mensen in en rond {city} stil.',
      tasks: [
        'Een of twee diensten per week op een vaste lijn',
        'Reizigers helpen met in- en uitstappen',
        'De bus na je dienst netjes achterlaten',
      ],
      offer:
        'Rijbewijs B is genoeg. Je krijgt een rijvaardigheidstraining en een gezellig team van {org}.',
    },
    en: {
      title: 'Driver for the community bus',
      intro:
        'The community bus goes where the regular bus no longer does. Without volunteer drivers, people in and around {city} are stuck at home.',
      tasks: [
        'One or two shifts a week on a fixed route',
        'Help passengers get on and off',
        'Leave the bus tidy after your shift',
      ],
      offer:
        'A driving licence B is enough. You get a driving course and a friendly team at {org}.',
    },
    tags: ['Buurtbus', 'Vervoer', 'Rijbewijs B', 'Rijbewijs D', 'Ouderen'],
    commitment: 'recurring',
    hours: 4,
    schedule: { mon: ['morning'], fri: ['afternoon'] },
    positions: 4,
    types: ['Municipality', 'VolunteerCenter'],
    question: { text: 'Sinds wanneer heb je je rijbewijs?', required: true },
  },
  {
    key: 'food-bank',
    nl: {
      title: 'Hulp bij de voedselbank in {city}',
      intro:
        'Elke week halen gezinnen uit {city} hun pakket op. Wij zoeken handen om te sorteren, in te pakken en mensen gastvrij te ontvangen.',
      tasks: [
        'Binnengekomen producten sorteren en controleren',
        'Pakketten samenstellen',
        'Klanten ontvangen met een kop koffie',
      ],
      offer: 'Een vaste ploeg, duidelijke afspraken en een hoop gezelligheid bij {org}.',
    },
    en: {
      title: 'Helping at the food bank in {city}',
      intro:
        'Every week families from {city} collect their food parcel. We need hands to sort, pack and welcome people warmly.',
      tasks: [
        'Sort and check the donated products',
        'Put the parcels together',
        'Welcome the clients with a cup of coffee',
      ],
      offer: 'A steady team, clear agreements and lots of good company at {org}.',
    },
    tags: ['Voedselbank', 'Logistiek', 'Gezinnen', 'Koken'],
    commitment: 'recurring',
    hours: 3,
    schedule: { thu: ['afternoon'], sat: ['morning'] },
    positions: 6,
    types: ['Foundation', 'Church'],
  },
  {
    key: 'host',
    nl: {
      title: 'Gastvrouw of gastheer in het buurthuis',
      intro:
        'In het buurthuis in {city} komen jong en oud samen. Jij zorgt dat iedereen zich welkom voelt.',
      tasks: [
        'Bezoekers ontvangen en koffie en thee schenken',
        'Een praatje maken en mensen met elkaar in contact brengen',
        'Helpen bij activiteiten zoals de spelletjesmiddag',
      ],
      offer: 'Flexibele diensten, een leuk team en een vrijwilligersverzekering via {org}.',
    },
    en: {
      title: 'Host at the community centre',
      intro:
        'At the community centre in {city} young and old come together. You make sure everyone feels welcome.',
      tasks: [
        'Welcome visitors and serve coffee and tea',
        'Chat with people and help them meet each other',
        'Help out with activities such as the games afternoon',
      ],
      offer: 'Flexible shifts, a nice team and volunteer insurance through {org}.',
    },
    tags: ['Zorg en welzijn', 'Ouderen', 'Organiseren'],
    commitment: 'recurring',
    hours: 3,
    schedule: { tue: ['afternoon'], thu: ['evening'] },
    positions: 4,
    types: ['Association', 'Church', 'VolunteerCenter'],
  },
  {
    key: 'walks',
    nl: {
      title: 'Wandelvrijwilliger in het zorgcentrum',
      intro:
        'Bewoners van ons zorgcentrum in {city} komen graag buiten, maar kunnen dat niet alleen. Ga jij met ze op pad?',
      tasks: [
        'Met een bewoner wandelen, met of zonder rolstoel',
        'Samen een terrasje pakken of naar de markt gaan',
        'Vertellen aan de verzorging hoe het ging',
      ],
      offer: 'Een rolstoeltraining, een vaste contactpersoon en een kerstattentie van {org}.',
    },
    en: {
      title: 'Walking companion at the care home',
      intro:
        'Residents of our care home in {city} love to get outside but cannot do so on their own. Will you take them out?',
      tasks: [
        'Go for a walk with a resident, with or without a wheelchair',
        'Visit a café terrace or the market together',
        'Tell the care staff how it went',
      ],
      offer: 'A wheelchair training, a fixed contact person and a Christmas gift from {org}.',
    },
    tags: ['Zorg en welzijn', 'Ouderen', 'Mensen met een beperking'],
    commitment: 'recurring',
    hours: 2,
    schedule: { sun: ['afternoon'], wed: ['morning'] },
    positions: 5,
    types: ['CareInstitution'],
  },
  {
    key: 'phone-circle',
    nl: {
      title: 'Belvrijwilliger voor de telefooncirkel',
      intro:
        'Elke ochtend bellen we ouderen die alleen wonen even op. Een kort gesprek geeft houvast, en we weten dat alles goed is.',
      tasks: [
        'Een vaste lijst van vijf tot acht mensen bellen',
        'Luisteren en doorvragen',
        'Aan de bel trekken als iemand niet opneemt',
      ],
      offer: 'Je belt gewoon vanuit huis. {org} zorgt voor een belrooster en een terugkomavond.',
    },
    en: {
      title: 'Phone volunteer for the call circle',
      intro:
        'Every morning we call older people who live alone. A short talk gives them something to hold on to, and we know that all is well.',
      tasks: [
        'Call a fixed list of five to eight people',
        'Listen and ask how they are doing',
        'Raise the alarm when someone does not answer',
      ],
      offer: 'You simply call from home. {org} provides a schedule and a get-together evening.',
    },
    tags: ['Burenhulp', 'Ouderen', 'Luisteren'],
    commitment: 'recurring',
    hours: 2,
    schedule: { mon: ['morning'], wed: ['morning'] },
    remote: 'always',
    positions: 3,
    types: ['VolunteerCenter', 'CareInstitution'],
  },
  {
    key: 'hospital-driver',
    nl: {
      title: 'Vrijwillige chauffeur voor ziekenhuisritten',
      intro:
        'Niet iedereen in {city} kan zelf naar het ziekenhuis of de huisarts. Met je eigen auto breng je mensen naar hun afspraak en weer terug.',
      tasks: [
        'Mensen thuis ophalen en naar hun afspraak brengen',
        'Wachten of later terugkomen voor de terugrit',
        'Ritten doorgeven via de planning',
      ],
      offer: 'Je krijgt een kilometervergoeding en bent verzekerd via {org}.',
    },
    en: {
      title: 'Volunteer driver for hospital trips',
      intro:
        'Not everyone in {city} can get to the hospital or the GP on their own. With your own car you take people to their appointment and back.',
      tasks: [
        'Pick people up at home and drive them to their appointment',
        'Wait, or come back later for the return trip',
        'Report your trips to the planner',
      ],
      offer: 'You get a mileage allowance and are insured through {org}.',
    },
    tags: ['Vervoer', 'Rijbewijs B', 'Ouderen', 'Burenhulp'],
    commitment: 'recurring',
    hours: 3,
    schedule: { tue: ['morning'], thu: ['morning'] },
    positions: 5,
    types: ['VolunteerCenter', 'Municipality', 'CareInstitution'],
    question: { text: 'Heb je een eigen auto?', required: true },
  },
  {
    key: 'meal',
    nl: {
      title: 'Kok voor de buurtmaaltijd',
      intro:
        'Eén keer per week eten we met zo’n dertig buurtbewoners samen in {city}. Kook jij mee?',
      tasks: [
        'Samen met een tweede kok het menu bedenken',
        'Boodschappen doen en koken voor dertig mensen',
        'Mee-eten en daarna samen opruimen',
      ],
      offer: 'Een goed ingerichte keuken, een budget voor de boodschappen en dankbare gasten.',
    },
    en: {
      title: 'Cook for the neighbourhood meal',
      intro: 'Once a week around thirty neighbours in {city} have dinner together. Will you cook?',
      tasks: [
        'Plan the menu together with a second cook',
        'Do the shopping and cook for thirty people',
        'Eat with the guests and clean up together afterwards',
      ],
      offer: 'A well-equipped kitchen, a shopping budget and grateful guests.',
    },
    tags: ['Koken', 'Zorg en welzijn', 'Ouderen', 'Gezinnen'],
    commitment: 'recurring',
    hours: 4,
    schedule: { fri: ['afternoon', 'evening'] },
    positions: 2,
    types: ['Church', 'Association', 'VolunteerCenter', 'CareInstitution'],
  },
];
