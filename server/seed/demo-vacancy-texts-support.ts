// Demo vacancy texts for care homes, the hospice, the food bank and the school day (see
// demo-vacancy-texts.ts).
import type { VacancyText } from './demo-vacancy-texts';

export const SUPPORT_TEXTS: VacancyText[] = [
  {
    key: 'hospice',
    nl: {
      title: 'Vrijwilliger in het hospice',
      intro:
        'In het hospice in {city} brengen mensen hun laatste levensfase door, zo thuis mogelijk. Vrijwilligers zorgen voor rust, aandacht en een goede kop koffie.',
      tasks: [
        'Eén dagdeel per week aanwezig zijn voor gasten en hun naasten',
        'Helpen bij de maaltijden en lichte verzorging',
        'Er gewoon zijn: luisteren, een hand vasthouden, stil zijn',
      ],
      offer:
        'Een basiscursus palliatieve zorg, begeleiding door de coördinator van {org} en steun na een zware dienst.',
    },
    en: {
      title: 'Volunteer at the hospice',
      intro:
        'At the hospice in {city} people spend the last stage of their life, as much at home as possible. Volunteers bring calm, attention and a good cup of coffee.',
      tasks: [
        'Be there for guests and their loved ones one morning, afternoon or evening a week',
        'Help with meals and light care',
        'Simply be there: listen, hold a hand, be quiet',
      ],
      offer:
        'A basic course in palliative care, guidance from the coordinator of {org} and support after a hard shift.',
    },
    tags: ['Zorg en welzijn', 'Luisteren', 'Geduld'],
    commitment: 'long_term',
    hours: 4,
    schedule: { mon: ['morning'], wed: ['afternoon'], sun: ['evening'] },
    positions: 4,
    types: ['CareInstitution', 'Foundation'],
    question: { text: 'Wat maakt dat je dit werk wilt doen?', required: true },
  },
  {
    key: 'food-bank-driver',
    nl: {
      title: 'Chauffeur voor de voedselbank',
      intro:
        'Supermarkten en boeren rond {city} geven ons hun overschotten. Jij haalt ze op met de bestelbus, zodat ze dezelfde week bij gezinnen op tafel staan.',
      tasks: [
        'Op vrijdagochtend een vaste ophaalroute rijden',
        'Kratten laden en lossen in het distributiecentrum',
        'De koelketen bewaken: koud blijft koud',
      ],
      offer:
        'Een bestelbus waarvoor rijbewijs B genoeg is, een vaste bijrijder en koffie na afloop bij {org}.',
    },
    en: {
      title: 'Driver for the food bank',
      intro:
        'Supermarkets and farmers around {city} give us their surpluses. You collect them in the van, so that they are on families’ tables the same week.',
      tasks: [
        'Drive a fixed collection route on Friday morning',
        'Load and unload crates at the distribution centre',
        'Keep chilled food chilled',
      ],
      offer:
        'A van you can drive with licence B, a steady co-driver and coffee afterwards at {org}.',
    },
    tags: ['Voedselbank', 'Vervoer', 'Rijbewijs B', 'Logistiek'],
    commitment: 'recurring',
    hours: 4,
    schedule: { fri: ['morning'] },
    positions: 3,
    types: ['Foundation', 'Church', 'VolunteerCenter'],
    question: { text: 'Heb je ervaring met rijden in een bestelbus?', required: false },
  },
  {
    key: 'food-bank-intake',
    nl: {
      title: 'Intaker bij de voedselbank',
      intro:
        'Wie bij de voedselbank in {city} aanklopt, heeft eerst een gesprek met een intaker. Jij kijkt of iemand recht heeft op een pakket en wijst de weg naar andere hulp.',
      tasks: [
        'Drie uur per week intakegesprekken voeren, meestal bij mensen thuis',
        'Inkomsten en uitgaven naast de toelatingsnormen leggen',
        'Doorverwijzen naar schuldhulp of de sociale dienst',
      ],
      offer:
        'Een intakerstraining, een ervaren collega bij je eerste gesprekken en een team bij {org} waar je op kunt bouwen.',
    },
    en: {
      title: 'Intake volunteer at the food bank',
      intro:
        'Anyone who turns to the food bank in {city} first talks to an intake volunteer. You check whether someone qualifies for a parcel and point the way to other help.',
      tasks: [
        'Hold intake interviews three hours a week, mostly at people’s homes',
        'Compare income and expenses with the admission rules',
        'Refer people to debt counselling or social services',
      ],
      offer:
        'An intake training, an experienced colleague at your first interviews and a team at {org} you can rely on.',
    },
    tags: ['Voedselbank', 'Gezinnen', 'Luisteren', 'Administratie'],
    commitment: 'long_term',
    hours: 3,
    schedule: { tue: ['morning', 'afternoon'] },
    positions: 2,
    types: ['Foundation', 'Church', 'Municipality'],
  },
  {
    key: 'maths-buddy',
    nl: {
      title: 'Rekenmaatje voor een leerling',
      intro:
        'Breuken, procenten, klokkijken: sommige kinderen in {city} lopen vast met rekenen. Met een vast maatje groeit hun zelfvertrouwen.',
      tasks: [
        'Een uur per week met één leerling uit groep 6, 7 of 8 oefenen',
        'Rekenspelletjes doen en sommen uit het dagelijks leven maken',
        'Kort overleggen met de juf of meester',
      ],
      offer: 'Oefenmateriaal en tips van de intern begeleider van {org}.',
    },
    en: {
      title: 'Maths buddy for a pupil',
      intro:
        'Fractions, percentages, telling the time: some children in {city} get stuck with maths. With a steady buddy their confidence grows.',
      tasks: [
        'Practise with one pupil from the upper years for an hour a week',
        'Play maths games and do sums from everyday life',
        'Briefly check in with the teacher',
      ],
      offer: 'Practice material and tips from the pupil support coordinator of {org}.',
    },
    tags: ['Onderwijs', 'Kinderen', 'Lesgeven', 'Geduld'],
    commitment: 'long_term',
    hours: 1,
    schedule: { tue: ['afternoon'], thu: ['afternoon'] },
    remote: 'sometimes',
    positions: 4,
    types: ['School', 'Foundation', 'VolunteerCenter'],
  },
  {
    key: 'school-library',
    nl: {
      title: 'Hulp in de schoolbibliotheek',
      intro:
        'De schoolbibliotheek is de plek waar kinderen hun volgende lievelingsboek vinden. Help jij de leerlingen van {org} op weg?',
      tasks: [
        'Twee uur per week boeken uitlenen en innemen',
        'Nieuwe boeken invoeren en kaften',
        'Kinderen helpen een boek te kiezen dat bij ze past',
      ],
      offer:
        'Een rustige plek in de school, een vaste collega en de Kinderboekenweek om naar uit te kijken.',
    },
    en: {
      title: 'Helping in the school library',
      intro:
        'The school library is where children find their next favourite book. Will you help the pupils of {org} on their way?',
      tasks: [
        'Lend out and take in books two hours a week',
        'Enter and cover new books',
        'Help children choose a book that suits them',
      ],
      offer:
        'A quiet spot in the school, a steady colleague and Children’s Book Week to look forward to.',
    },
    tags: ['Onderwijs', 'Voorlezen', 'Kinderen'],
    commitment: 'recurring',
    hours: 2,
    schedule: { mon: ['morning'], thu: ['morning'] },
    positions: 2,
    types: ['School'],
  },
  {
    key: 'lunch-break',
    nl: {
      title: 'Overblijfkracht tussen de middag',
      intro:
        'Tussen de middag eten de kinderen van {org} op school en spelen ze buiten. Jij let op, helpt en lost ruzietjes op.',
      tasks: [
        'Met een groep kinderen in de klas eten',
        'Toezicht houden op het schoolplein',
        'Spelletjes bedenken als het regent',
      ],
      offer: 'Een vergoeding per keer, een korte cursus en een team vaste overblijfkrachten.',
    },
    en: {
      title: 'Lunchtime supervisor',
      intro:
        'At lunchtime the children of {org} eat at school and play outside. You keep an eye on them, help out and settle squabbles.',
      tasks: [
        'Eat with a group of children in the classroom',
        'Supervise the playground',
        'Think up games when it rains',
      ],
      offer: 'A small fee per session, a short course and a team of regular lunchtime supervisors.',
    },
    tags: ['Onderwijs', 'Kinderen', 'Geduld'],
    commitment: 'recurring',
    hours: 3,
    schedule: { mon: ['afternoon'], tue: ['afternoon'], thu: ['afternoon'] },
    positions: 5,
    types: ['School'],
  },
  {
    key: 'activities',
    nl: {
      title: 'Activiteitenbegeleider in het zorgcentrum',
      intro:
        'Bingo, een muziekmiddag, samen bakken: de activiteiten zijn het hoogtepunt van de week voor de bewoners van {org}.',
      tasks: [
        'Activiteiten voorbereiden met de activiteitenbegeleider',
        'Bewoners ophalen uit hun appartement en weer terugbrengen',
        'Meedoen, helpen en een praatje maken',
      ],
      offer:
        'Een vaste middag, inwerken door een ervaren vrijwilliger en een jaarlijks vrijwilligersuitje.',
    },
    en: {
      title: 'Activities assistant at the care home',
      intro:
        'Bingo, a music afternoon, baking together: the activities are the highlight of the week for the residents of {org}.',
      tasks: [
        'Prepare activities with the activities coordinator',
        'Collect residents from their flats and take them back',
        'Join in, help out and have a chat',
      ],
      offer:
        'A fixed afternoon, an induction by an experienced volunteer and a yearly volunteer outing.',
    },
    tags: ['Zorg en welzijn', 'Ouderen', 'Organiseren'],
    commitment: 'recurring',
    hours: 3,
    schedule: { tue: ['afternoon'], fri: ['afternoon'] },
    positions: 4,
    types: ['CareInstitution'],
  },
  {
    key: 'respite',
    nl: {
      title: 'Respijtvrijwilliger: even vrij voor de mantelzorger',
      intro:
        'Mantelzorgers in {city} zorgen dag en nacht voor hun partner, ouder of kind. Jij neemt het een middag per week over, zodat zij even op adem kunnen komen.',
      tasks: [
        'Gezelschap houden bij iemand die niet alleen kan zijn',
        'Samen een wandeling maken, de krant lezen of een spelletje doen',
        'Een logboek bijhouden voor de mantelzorger',
      ],
      offer:
        'Een kennismakingsgesprek, een cursus over dementie en een vaste contactpersoon bij {org}.',
    },
    en: {
      title: 'Respite volunteer: time off for a carer',
      intro:
        'Family carers in {city} look after their partner, parent or child day and night. You take over one afternoon a week, so they can catch their breath.',
      tasks: [
        'Keep someone company who cannot be left alone',
        'Go for a walk, read the paper or play a game together',
        'Keep a logbook for the carer',
      ],
      offer: 'An introductory talk, a course on dementia and a steady contact at {org}.',
    },
    tags: ['Zorg en welzijn', 'Ouderen', 'Luisteren', 'Mensen met een beperking'],
    commitment: 'long_term',
    hours: 3,
    schedule: { wed: ['afternoon'], fri: ['afternoon'] },
    positions: 3,
    types: ['VolunteerCenter', 'CareInstitution', 'Municipality', 'Church'],
  },
];
