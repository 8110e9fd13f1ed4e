// Demo vacancy texts that fill a seed slot whose own text has no organization left to post it
// (demo-vacancies.ts): more of what schools and care homes really ask volunteers for.
import type { VacancyText } from './demo-vacancy-texts';

export const EXTRA_TEXTS: VacancyText[] = [
  {
    key: 'lunch-break',
    nl: {
      title: 'Overblijfkracht in de middagpauze',
      intro:
        'Tussen de middag eten de kinderen van {org} op school. Jij zorgt voor rust aan tafel en een fijne pauze op het plein.',
      tasks: [
        'Samen met de kinderen in de klas eten',
        'Buiten een oogje in het zeil houden en ruzietjes sussen',
        'Spelletjes bedenken als het regent',
      ],
      offer: 'Een vergoeding voor je onkosten, een vaste groep en collega-overblijvers.',
    },
    en: {
      title: 'Lunchtime supervisor',
      intro:
        'At {org} the children have lunch at school. You keep the table calm and the break on the playground pleasant.',
      tasks: [
        'Have lunch with the children in the classroom',
        'Keep an eye on things outside and settle small quarrels',
        'Think of games when it rains',
      ],
      offer: 'An allowance for your expenses, a regular group and fellow supervisors.',
    },
    tags: ['Onderwijs', 'Kinderen', 'Geduld'],
    commitment: 'recurring',
    hours: 2,
    schedule: { tue: ['afternoon'], thu: ['afternoon'] },
    positions: 3,
    types: ['School'],
  },
  {
    key: 'school-library',
    nl: {
      title: 'Hulp in de schoolbibliotheek',
      intro:
        'De bibliotheek van {org} in {city} is het hart van de school. Help jij kinderen een boek te vinden dat ze echt willen lezen?',
      tasks: [
        'Boeken uitlenen en terugzetten',
        'Kinderen tips geven bij het kiezen',
        'Nieuwe boeken kaften en in het systeem zetten',
      ],
      offer: 'Een gezellige plek vol boeken en een team dat je graag ziet komen.',
    },
    en: {
      title: 'Help in the school library',
      intro:
        'The library of {org} in {city} is the heart of the school. Will you help children find a book they really want to read?',
      tasks: [
        'Lend books and put them back',
        'Give children tips when they choose',
        'Cover new books and enter them in the system',
      ],
      offer: 'A cosy place full of books and a team that is glad to see you.',
    },
    tags: ['Onderwijs', 'Voorlezen', 'Kinderen', 'Administratie'],
    commitment: 'recurring',
    hours: 2,
    schedule: { wed: ['morning'] },
    positions: 2,
    types: ['School'],
  },
  {
    key: 'crossing-guard',
    nl: {
      title: 'Verkeersbrigadier bij de school',
      intro:
        'Elke ochtend steken tientallen kinderen de drukke weg bij {org} over. Met jou erbij gaat dat veilig.',
      tasks: [
        'Kinderen en ouders veilig laten oversteken',
        'Het verkeer stilzetten met je stopbord',
        'Een vriendelijk woord voor iedereen die langskomt',
      ],
      offer: 'Een instructie door de politie, een hesje en een stopbord.',
    },
    en: {
      title: 'School crossing guard',
      intro:
        'Every morning dozens of children cross the busy road at {org}. With you there, they do so safely.',
      tasks: [
        'Help children and parents cross safely',
        'Stop the traffic with your stop sign',
        'A friendly word for everyone passing by',
      ],
      offer: 'Instruction by the police, a vest and a stop sign.',
    },
    tags: ['Kinderen', 'Vervoer', 'Gezinnen'],
    commitment: 'recurring',
    hours: 2,
    schedule: { mon: ['morning'], fri: ['morning'] },
    positions: 4,
    types: ['School', 'Municipality'],
  },
  {
    key: 'coffee-morning',
    nl: {
      title: 'Gastvrouw of gastheer bij de koffieochtend',
      intro:
        'Op vrijdagochtend drinken ouderen uit {city} samen koffie bij {org}. Jij zet de koffie en maakt een praatje.',
      tasks: [
        'Koffie en thee zetten en rondbrengen',
        'Nieuwe bezoekers welkom heten',
        'Na afloop samen opruimen',
      ],
      offer: 'Gezelligheid, een vaste ochtend en een bedankavond aan het eind van het jaar.',
    },
    en: {
      title: 'Host at the coffee morning',
      intro:
        'On Friday mornings older people from {city} have coffee together at {org}. You make the coffee and have a chat.',
      tasks: [
        'Make and serve coffee and tea',
        'Welcome new visitors',
        'Tidy up together afterwards',
      ],
      offer: 'Good company, a regular morning and a thank-you evening at the end of the year.',
    },
    tags: ['Zorg en welzijn', 'Ouderen', 'Luisteren'],
    commitment: 'recurring',
    hours: 3,
    schedule: { fri: ['morning'] },
    positions: 3,
    types: ['CareInstitution', 'Church', 'Association', 'VolunteerCenter'],
  },
];
